// The wizard's catalogue calls (001 §2 steps 2–4, §7; issue 15): carriers found by name, marketing
// name, parent company and abbreviation (BCBS, UHC), from 2 characters; a carrier's plans of one
// plan type in the state of the user's ZIP, best-rated first; 409 until a ZIP is saved; and
// Original Medicare's one plan, from any state.
import { beforeAll, describe, expect, it } from "vitest";
import { call, insuranceCarrier, signedInUser, zipInState, type SignedInUser } from "./factories";

interface CarrierAnswer {
  carrier_id: string;
  display_name: string;
  marketing_name: string | null;
  plan_count: number;
}
interface PlanAnswer {
  plan_id: string;
  plan_name: string;
  plan_category: string;
  star_rating: number | null;
  premium_monthly: number | null;
  marketing_name: string | null;
}

let kentucky: SignedInUser;
let ohio: SignedInUser;
let noZip: SignedInUser;
let unknownZip: SignedInUser;

beforeAll(async () => {
  await zipInState("40202", "KY");
  await zipInState("43215", "OH");
  kentucky = await signedInUser("catalogue-ky", { zipcode: "40202-1234" });
  ohio = await signedInUser("catalogue-oh", { zipcode: "43215" });
  noZip = await signedInUser("catalogue-nozip");
  unknownZip = await signedInUser("catalogue-unknown-zip", { zipcode: "00501" });
  await insuranceCarrier({
    id: "anthem-blue-cross-and-blue-shield",
    name: "Anthem Blue Cross and Blue Shield",
    parent: "Elevance Health, Inc.",
    planCount: 40,
  });
  await insuranceCarrier({
    id: "blue-cross-blue-shield-of-michigan",
    name: "Blue Cross Blue Shield of Michigan",
    planCount: 12,
  });
  await insuranceCarrier({
    id: "unitedhealthcare-insurance-company",
    name: "UnitedHealthcare Insurance Company",
    marketingName: "AARP Medicare Advantage from UnitedHealthcare",
    parent: "UnitedHealth Group, Inc.",
    planCount: 80,
  });
  await insuranceCarrier({
    id: "wellcare-health-plans-of-kentucky",
    name: "WellCare Health Plans of Kentucky",
    parent: "Centene Corporation",
    planCount: 6,
  });
  await insuranceCarrier({
    id: "humana-insurance-company",
    name: "Humana Insurance Company",
    parent: "Humana Inc.",
    plans: [
      {
        planId: "H1036-100-000",
        state: "KY",
        planName: "Humana Value (HMO)",
        starRatingTenths: 40,
        premiumMonthlyCents: 2500,
      },
      {
        planId: "H1036-200-000",
        state: "KY",
        planName: "Humana Gold Plus (HMO)",
        starRatingTenths: 45,
        premiumMonthlyCents: 0,
        marketingName: "Humana Gold Plus",
      },
      { planId: "H1036-300-000", state: "KY", planName: "Humana New Plan (PPO)", starRatingTenths: null },
      {
        planId: "H1036-400-000",
        state: "KY",
        planName: "Humana Cheaper 4 (HMO)",
        starRatingTenths: 40,
        premiumMonthlyCents: 1000,
      },
      { planId: "H3619-001-000", state: "OH", planName: "Humana Ohio Choice (PPO)", starRatingTenths: 50 },
      {
        planId: "H1036-500-000",
        state: "KY",
        planName: "Last year's plan",
        year: 2025,
        starRatingTenths: 50,
      },
      {
        planId: "12345KY0010001",
        state: "KY",
        planName: "Humana Silver PPO",
        planTypeId: "individual_ppo",
        planCategory: "Individual · Silver",
      },
    ],
  });
});

const search = async (q: string, user = kentucky) =>
  (await user.json<CarrierAnswer[]>("GET", `/api/insurance/carriers/search?${new URLSearchParams({ q })}`))
    .body;
const ids = (carriers: { carrier_id: string }[]) => carriers.map((c) => c.carrier_id);
const plansPath = (carrier: string, type: string) =>
  `/api/insurance/carriers/${carrier}/plan-types/${type}/plans`;

describe("GET /api/insurance/carriers/search", () => {
  it("finds Blue Cross Blue Shield companies by BCBS, a name starting with it first", async () => {
    expect(ids(await search("BCBS"))).toEqual([
      "blue-cross-blue-shield-of-michigan",
      "anthem-blue-cross-and-blue-shield",
    ]);
  });

  it("finds UnitedHealthcare by UHC, with its plan count and marketing name", async () => {
    const [first] = await search("uhc");
    expect(first).toEqual({
      carrier_id: "unitedhealthcare-insurance-company",
      display_name: "UnitedHealthcare Insurance Company",
      marketing_name: "AARP Medicare Advantage from UnitedHealthcare",
      plan_count: 80,
    });
  });

  it("finds a company by its parent organisation and by its marketing name", async () => {
    expect(ids(await search("Centene"))).toEqual(["wellcare-health-plans-of-kentucky"]);
    expect(ids(await search("Elevance"))).toEqual(["anthem-blue-cross-and-blue-shield"]);
    expect(ids(await search("AARP"))).toEqual(["unitedhealthcare-insurance-company"]);
  });

  it("finds nothing from one character or for a name no company has", async () => {
    expect(await search("h")).toEqual([]);
    expect(await search("")).toEqual([]);
    expect(await search("zzqx")).toEqual([]);
  });

  it("refuses overlong text with a clear 422, and a signed-out caller with 401", async () => {
    const res = await kentucky.json<{ detail: string }>(
      "GET",
      `/api/insurance/carriers/search?q=${"a".repeat(101)}`,
    );
    expect(res.status).toBe(422);
    expect(res.body.detail).toBe("Search text is too long");
    expect((await call("GET", "/api/insurance/carriers/search?q=uhc", null)).status).toBe(401);
  });
});

describe("GET /api/insurance/carriers/{carrier_id}/plan-types/{plan_type}/plans", () => {
  it("lists the carrier's plans of that type in the ZIP's state and latest year, best stars then lower premium", async () => {
    const { status, body } = await kentucky.json<PlanAnswer[]>(
      "GET",
      plansPath("humana-insurance-company", "medicare_advantage"),
    );
    expect(status).toBe(200);
    expect(body.map((p) => p.plan_id)).toEqual([
      "H1036-200-000",
      "H1036-400-000",
      "H1036-100-000",
      "H1036-300-000",
    ]);
    expect(body[0]).toEqual({
      plan_id: "H1036-200-000",
      plan_name: "Humana Gold Plus (HMO)",
      plan_category: "Medicare Advantage",
      star_rating: 4.5,
      premium_monthly: 0,
      marketing_name: "Humana Gold Plus",
    });
    expect(body[1]!.premium_monthly).toBe(10);
  });

  it("shows another state's user that state's plans only", async () => {
    const { body } = await ohio.json<PlanAnswer[]>(
      "GET",
      plansPath("humana-insurance-company", "medicare_advantage"),
    );
    expect(body.map((p) => p.plan_name)).toEqual(["Humana Ohio Choice (PPO)"]);
  });

  it("keeps plan types apart", async () => {
    const { body } = await kentucky.json<PlanAnswer[]>(
      "GET",
      plansPath("humana-insurance-company", "individual_ppo"),
    );
    expect(body.map((p) => p.plan_id)).toEqual(["12345KY0010001"]);
  });

  it("asks for a ZIP code first (409) when none is saved", async () => {
    const res = await noZip.json<{ detail: string }>(
      "GET",
      plansPath("humana-insurance-company", "medicare_advantage"),
    );
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(
      "Please provide your ZIP code to help us find insurance plans available in your area",
    );
  });

  it("lists every state's plans once when the saved ZIP is not in the locality file", async () => {
    const { body } = await unknownZip.json<PlanAnswer[]>(
      "GET",
      plansPath("humana-insurance-company", "medicare_advantage"),
    );
    expect(body.map((p) => p.plan_id)).toContain("H3619-001-000");
    expect(body.map((p) => p.plan_id)).toContain("H1036-200-000");
  });

  it("answers Original Medicare's one plan to anyone, with this year's Part B premium", async () => {
    for (const path of [
      plansPath("original-medicare", "original_medicare"),
      plansPath("original-medicare", "medicare_advantage"),
    ]) {
      const { status, body } = await noZip.json<PlanAnswer[]>("GET", path);
      expect(status, path).toBe(200);
      expect(body, path).toEqual([
        {
          plan_id: "original-medicare",
          plan_name: "Original Medicare (Part A and Part B)",
          plan_category: "Original Medicare",
          star_rating: null,
          premium_monthly: 202.9,
          marketing_name: null,
        },
      ]);
    }
  });

  it("answers 404 for a carrier not in the catalogue and 422 for a plan type that does not exist", async () => {
    const unknown = await kentucky.json<{ detail: string }>(
      "GET",
      plansPath("acme-health", "medicare_advantage"),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe(
      "That insurance company is not in our list. Please search for it again.",
    );
    const badType = await kentucky.json<{ detail: string }>(
      "GET",
      plansPath("humana-insurance-company", "vision"),
    );
    expect(badType.status).toBe(422);
    expect(badType.body.detail).toBe("plan_type must be a plan_type_id from the plan-type list");
  });
});
