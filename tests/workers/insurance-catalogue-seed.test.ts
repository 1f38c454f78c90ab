// The insurance catalogue the other insurance tests run on, seeded through the importer's own parsers
// and SQL (tests/workers/support/insurance-seed.ts): Kentucky's Medicare Advantage plans from the
// CY2026 Landscape, the Plan Attributes test file's Marketplace plans with their benefits, carriers
// rebuilt from both, a Kentucky ZIP — and the public reference page naming each insurance dataset.
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { seedReferenceData } from "./support/reference-seed";

beforeAll(() => seedReferenceData(env.DB));

const all = <T>(sql: string) =>
  env.DB.prepare(sql)
    .all<T>()
    .then((r) => r.results);

describe("the seeded insurance catalogue", () => {
  it("has Humana once, with its Medicare Advantage and Marketplace plans counted together", async () => {
    expect(
      await all(
        "SELECT carrier_id, display_name, parent_organization, plan_count FROM insurance_carriers WHERE carrier_id IN ('humana', 'unitedhealthcare') ORDER BY carrier_id",
      ),
    ).toEqual([
      { carrier_id: "humana", display_name: "Humana", parent_organization: "Humana Inc.", plan_count: 23 },
      {
        carrier_id: "unitedhealthcare",
        display_name: "UnitedHealthcare",
        parent_organization: "UnitedHealth Group, Inc.",
        plan_count: 13,
      },
    ]);
  });

  it("lists Kentucky's Medicare Advantage plans for a Kentucky ZIP, and no stand-alone drug plan", async () => {
    const [zip] = await all<{ state: string }>("SELECT state FROM zip_localities WHERE zip = '42728'");
    expect(zip?.state).toBe("KY");
    const plans = await all<{ plan_type_id: string; plan_name: string }>(
      "SELECT plan_type_id, plan_name FROM insurance_plans WHERE state = 'KY'",
    );
    expect(plans).toHaveLength(56);
    expect(plans.every((p) => p.plan_type_id === "medicare_advantage")).toBe(true);
    expect(plans.some((p) => /\(PDP\)/.test(p.plan_name))).toBe(false);
  });

  it("has benefits for each Marketplace plan", async () => {
    expect(
      await all(
        "SELECT p.plan_id, count(*) AS n FROM insurance_plans p JOIN insurance_plan_benefits b ON b.plan_id = p.plan_id AND b.year = p.year WHERE p.source = 'marketplace-plans' GROUP BY p.plan_id ORDER BY p.plan_id",
      ),
    ).toEqual([
      { plan_id: "29698MI0570009-00", n: 4 },
      { plan_id: "33602TX0460105-01", n: 4 },
      { plan_id: "33602TX0460143-01", n: 6 },
      { plan_id: "56764UT0010001-01", n: 4 },
      { plan_id: "58326WI0070008-01", n: 6 },
      { plan_id: "68398FL0030005-00", n: 4 },
      { plan_id: "97176LA0350002-00", n: 6 },
    ]);
  });

  it("names each insurance dataset and its edition on the public reference page", async () => {
    const html = await (await SELF.fetch("http://local.test/reference-data")).text();
    const row = (id: string) => new RegExp(`data-dataset="${id}"[\\s\\S]*?</tr>`).exec(html)?.[0] ?? "";
    expect(row("ma-landscape")).toContain("Medicare Advantage plans (MA &amp; Part D Landscape)");
    expect(row("ma-landscape")).toContain("CY2026 KY sample");
    expect(row("marketplace-plans")).toContain("PY2015–2016 sample");
    expect(row("marketplace-benefits")).toContain("PY2015–2016 sample");
    expect(row("marketplace-benefits")).toContain(">34<");
  });
});
