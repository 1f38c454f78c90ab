// A plan's benefits (001 §3 Benefit, §7; issue 15): the catalogue's cost sharing in both tiers with
// copays in dollars and coinsurance as a fraction, the plan's deductible and out-of-pocket maximum
// as rows worded for the benefits table, Original Medicare's figures of this year with their CMS
// year, and a saved policy's benefits (its plan's, or what the user typed).
import { beforeAll, describe, expect, it } from "vitest";
import { policyBenefits } from "~/services/insurance/index.server";
import { call, db, insuranceBenefits, insuranceCarrier, signedInUser, type SignedInUser } from "./factories";

interface BenefitAnswer {
  benefit_id: string;
  category_name: string;
  narrative_description: string;
  coverage_tier: "in_network" | "out_of_network";
  copay: number | null;
  coinsurance_pct: number | null;
  after_deductible: boolean;
  visit_limit: string | null;
}

const SILVER = "12345KY0010001";
const ADVANTAGE = "H1036-200-000";
const NO_DEDUCTIBLE = "H1036-900-000";
let user: SignedInUser;

beforeAll(async () => {
  user = await signedInUser("benefits");
  await insuranceCarrier({
    id: "humana-insurance-company",
    name: "Humana Insurance Company",
    plans: [
      {
        planId: SILVER,
        state: "KY",
        planTypeId: "individual_ppo",
        dedInnIndividualCents: 150_000,
        dedInnFamilyCents: 300_000,
        dedOonIndividualCents: 500_000,
        dedOonFamilyCents: 1_000_000,
        moopInnIndividualCents: 925_000,
        moopInnFamilyCents: 1_850_000,
      },
      {
        planId: ADVANTAGE,
        state: "KY",
        dedInnIndividualCents: 28_300,
        moopInnIndividualCents: 670_000,
        moopOonIndividualCents: 1_000_000,
      },
      { planId: NO_DEDUCTIBLE, state: "KY", dedInnIndividualCents: 0, moopInnIndividualCents: 350_000 },
    ],
  });
  await insuranceBenefits(SILVER, [
    {
      benefitName: "Primary Care Visit to Treat an Injury or Illness",
      tier: "in_network",
      copayCents: 2_500,
      description: "$25",
    },
    {
      benefitName: "Primary Care Visit to Treat an Injury or Illness",
      tier: "out_of_network",
      coinsuranceBasisPoints: 4_000,
      afterDeductible: true,
      description: "40% Coinsurance after deductible",
    },
    {
      benefitName: "Chiropractic Care",
      tier: "in_network",
      copayCents: 3_000,
      visitLimit: "20 Visits per Year",
      description: "$30",
    },
    // Last year's rows are not this year's benefits.
    { benefitName: "Acupuncture", tier: "in_network", year: 2025, copayCents: 1_000, description: "$10" },
  ]);
});

const benefits = async (planId: string) =>
  user.json<BenefitAnswer[]>("GET", `/api/insurance/plans/${encodeURIComponent(planId)}/benefits`);
const row = (rows: BenefitAnswer[], category: string, tier: string) =>
  rows.find((b) => b.category_name === category && b.coverage_tier === tier);

describe("GET /api/insurance/plans/{plan_id}/benefits", () => {
  it("answers a marketplace plan's rows in both tiers, copays in dollars and coinsurance as a fraction", async () => {
    const { status, body } = await benefits(SILVER);
    expect(status).toBe(200);
    expect(row(body, "Primary Care Visit to Treat an Injury or Illness", "in_network")).toMatchObject({
      copay: 25,
      coinsurance_pct: null,
      after_deductible: false,
      narrative_description: "$25",
    });
    expect(row(body, "Primary Care Visit to Treat an Injury or Illness", "out_of_network")).toMatchObject({
      copay: null,
      coinsurance_pct: 0.4,
      after_deductible: true,
    });
    expect(row(body, "Chiropractic Care", "in_network")?.visit_limit).toBe("20 Visits per Year");
    expect(body.map((b) => b.category_name)).not.toContain("Acupuncture");
    expect(new Set(body.map((b) => b.benefit_id)).size).toBe(body.length);
  });

  it("adds the deductible and out-of-pocket maximum as rows, individual / family, in each tier the plan states", async () => {
    const { body } = await benefits(SILVER);
    expect(row(body, "Deductible", "in_network")?.narrative_description).toBe(
      "Deductible: $1,500 individual / $3,000 family",
    );
    expect(row(body, "Deductible", "out_of_network")?.narrative_description).toBe(
      "Deductible: $5,000 individual / $10,000 family",
    );
    expect(row(body, "Out-of-Pocket Maximum", "in_network")?.narrative_description).toBe(
      "Out-of-pocket maximum: $9,250 individual / $18,500 family",
    );
    // The file states no out-of-network maximum: the table shows a dash, not a made-up row.
    expect(row(body, "Out-of-Pocket Maximum", "out_of_network")).toBeUndefined();
  });

  it("words a Medicare Advantage plan's single amounts and a $0 deductible as the table reads them", async () => {
    const advantage = (await benefits(ADVANTAGE)).body;
    expect(advantage.map((b) => [b.category_name, b.coverage_tier, b.narrative_description])).toEqual([
      ["Deductible", "in_network", "Deductible: $283"],
      ["Out-of-Pocket Maximum", "in_network", "Out-of-pocket maximum: $6,700"],
      ["Out-of-Pocket Maximum", "out_of_network", "Out-of-pocket maximum: $10,000"],
    ]);
    expect(row((await benefits(NO_DEDUCTIBLE)).body, "Deductible", "in_network")?.narrative_description).toBe(
      "No deductible",
    );
  });

  it("answers Original Medicare's figures of this year, each naming its CMS year", async () => {
    const { status, body } = await benefits("original-medicare");
    expect(status).toBe(200);
    expect(body.map((b) => [b.category_name, b.narrative_description])).toEqual([
      [
        "Deductible",
        "Deductible: $283 a year for Part B (doctors and outpatient care); 2026 figures from CMS",
      ],
      [
        "Inpatient Hospital Stay",
        "Part A deductible: $1,736 for each benefit period of a hospital stay; 2026 figures from CMS",
      ],
      [
        "Coinsurance",
        "20% coinsurance of the Medicare-approved amount for Part B services, after deductible; 2026 figures from CMS",
      ],
      [
        "Out-of-Pocket Maximum",
        "No out-of-pocket maximum: Original Medicare has none; 2026 figures from CMS",
      ],
    ]);
    expect(body.find((b) => b.category_name === "Coinsurance")).toMatchObject({
      coinsurance_pct: 0.2,
      after_deductible: true,
    });
    expect(body.find((b) => b.category_name === "Inpatient Hospital Stay")?.copay).toBe(1736);
  });

  it("answers 404 for a plan the catalogue does not know, and 401 without a session", async () => {
    const res = await benefits("H9999-999-999");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: "That plan is not in our list. Please choose it again." });
    expect((await call("GET", "/api/insurance/plans/original-medicare/benefits", null)).status).toBe(401);
  });
});

describe("a saved policy's benefits", () => {
  const policy = (fields: Record<string, unknown>) => ({
    policy_id: "p-1",
    policy_name: "Typed",
    carrier_name: "Mountain Valley Trust",
    plan_type_name: null,
    plan_name: null,
    plan_id: null,
    subscriber_id: "MV-1",
    assigned_members: [],
    plan_category: "other",
    carrier_id: null,
    member_ids: [],
    in_network_deductible: null,
    in_network_oop_max: null,
    created_at: new Date().toISOString(),
    ...fields,
  });

  it("are its plan's rows", async () => {
    const rows = await policyBenefits(db(), policy({ plan_id: ADVANTAGE }));
    expect(rows.map((b) => b.narrative_description)).toContain("Deductible: $283");
  });

  it("are the amounts typed into the simple form, when the text holds one", async () => {
    const rows = await policyBenefits(
      db(),
      policy({ in_network_deductible: "about $2,500.50 a year", in_network_oop_max: "ask HR" }),
    );
    expect(rows).toEqual([
      expect.objectContaining({
        category_name: "Deductible",
        coverage_tier: "in_network",
        narrative_description: "Deductible: $2,500.50",
      }),
    ]);
    expect(await policyBenefits(db(), policy({}))).toEqual([]);
  });
});
