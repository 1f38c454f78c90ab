// The insurance calls over the catalogue the importers write (tests/workers/support/insurance-seed.ts,
// loaded through the importer's own parsers and SQL): Kentucky's CY2026 Medicare Advantage plans
// for a Kentucky ZIP, carriers found by abbreviation across both files, a Marketplace plan's
// benefits with its limits as rows, and a policy saved on a real plan.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInUser, zipInState, type SignedInUser } from "./factories";
import { seedReferenceData } from "./support/reference-seed";

interface Carrier {
  carrier_id: string;
  display_name: string;
  plan_count: number;
}
interface Plan {
  plan_id: string;
  plan_name: string;
  star_rating: number | null;
  premium_monthly: number | null;
}
interface Benefit {
  category_name: string;
  coverage_tier: string;
  narrative_description: string;
  copay: number | null;
  coinsurance_pct: number | null;
}

let adair: SignedInUser;
let texas: SignedInUser;

beforeAll(async () => {
  await seedReferenceData(env.DB);
  await zipInState("75201", "TX");
  adair = await signedInUser("seeded-adair", { zipcode: "42728" });
  texas = await signedInUser("seeded-texas", { zipcode: "75201" });
});

const search = async (q: string) =>
  (await adair.json<Carrier[]>("GET", `/api/insurance/carriers/search?q=${encodeURIComponent(q)}`)).body;

describe("the calls over the imported catalogue", () => {
  it("find carriers by name and abbreviation across the Landscape and the Marketplace files", async () => {
    expect((await search("humana"))[0]).toMatchObject({ carrier_id: "humana", plan_count: 6 });
    expect((await search("UHC"))[0]?.carrier_id).toBe("unitedhealthcare");
    expect((await search("BCBS")).map((c) => c.carrier_id)).toEqual(
      expect.arrayContaining(["anthem-blue-cross-and-blue-shield", "blue-cross-and-blue-shield-of-texas"]),
    );
  });

  it("list Humana's Kentucky Medicare Advantage plans for an Adair County ZIP, best stars first", async () => {
    const { status, body } = await adair.json<Plan[]>(
      "GET",
      "/api/insurance/carriers/humana/plan-types/medicare_advantage/plans",
    );
    expect(status).toBe(200);
    expect(body.map((p) => p.plan_id)).toEqual([
      "H7617_005",
      "H1036_320",
      "H5216_188",
      "H5216_105",
      "H5619_071",
    ]);
    const stars = body.map((p) => p.star_rating ?? 0);
    expect(stars).toEqual([...stars].sort((a, b) => b - a));
    expect(body[0]).toMatchObject({ plan_id: "H7617_005", star_rating: 4.5, premium_monthly: 0 });
    // Texas has none of them; its own Blue Cross plans are there.
    const inTexas = await texas.json<Plan[]>(
      "GET",
      "/api/insurance/carriers/humana/plan-types/medicare_advantage/plans",
    );
    expect(inTexas.body).toEqual([]);
    const blue = await texas.json<Plan[]>(
      "GET",
      "/api/insurance/carriers/blue-cross-and-blue-shield-of-texas/plan-types/individual_ppo/plans",
    );
    expect(blue.body.map((p) => p.plan_id).sort()).toEqual(["33602TX0460105-01", "33602TX0460143-01"]);
  });

  it("answer a Marketplace plan's benefits with its limits as rows and its cells as figures", async () => {
    const { body } = await adair.json<Benefit[]>("GET", "/api/insurance/plans/33602TX0460143-01/benefits");
    const row = (category: string, tier: string) =>
      body.find((b) => b.category_name === category && b.coverage_tier === tier);
    expect(row("Deductible", "in_network")?.narrative_description).toBe(
      "Deductible: $6,000 individual / $12,000 family",
    );
    expect(row("Out-of-Pocket Maximum", "in_network")?.narrative_description).toBe(
      "Out-of-pocket maximum: $6,450 individual / $12,900 family",
    );
    expect(row("Infusion Therapy", "in_network")).toMatchObject({ copay: 0, coinsurance_pct: 0 });
    expect(row("Infusion Therapy", "out_of_network")).toMatchObject({ coinsurance_pct: 1 });
  });

  it("save a policy on a real plan with the catalogue's names", async () => {
    const { status, body } = await adair.json<{
      carrier_name: string;
      plan_name: string;
      policy_name: string;
    }>("POST", "/api/insurance/user-policies", {
      plan_category: "medicare",
      plan_type_id: "medicare_advantage",
      carrier_id: "humana",
      plan_id: "H7617_005",
      policy_name: "",
      subscriber_id: "H12345678",
      member_ids: [adair.selfId],
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      carrier_name: "Humana",
      plan_name: "Humana USAA Honor Giveback with Rx (PPO)",
      policy_name: "Humana Policy",
    });
  });
});
