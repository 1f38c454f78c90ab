// The insurance catalogue through the importer's own SQL into D1: the MA Landscape and Plan Attributes
// plans side by side (each dataset replaces only its own rows), benefits that join to the plans, and
// carriers rebuilt after every plan import. Then the real CLI path (wrangler, local D1) on the shared
// folder, where the Plan Attributes PUF is absent: reported missing, the others still import.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runImport } from "./lib/run-import";
import {
  dataDir,
  datasetFiles,
  loadDataset,
  migratedD1,
  planAttributesTestFile,
  repoRoot,
} from "./lib/test-data";
import { applyMigrations, query, type D1Target } from "./lib/wrangler";

let d1: D1Database;
let dispose: () => Promise<void>;
const all = <T>(sql: string, ...binds: unknown[]) =>
  d1
    .prepare(sql)
    .bind(...binds)
    .all<T>()
    .then((r) => r.results);

beforeAll(async () => {
  ({ d1, dispose } = await migratedD1());
  await loadDataset(d1, "ma-landscape");
  await loadDataset(d1, "marketplace-plans", { data: [planAttributesTestFile()] });
  await loadDataset(d1, "marketplace-benefits");
}, 60_000);
afterAll(() => dispose());

describe("the insurance catalogue in D1", () => {
  it("holds the Landscape's 56 KY plans and the test file's 7 Marketplace plans, with their editions", async () => {
    expect(
      await all("SELECT source, count(*) AS n FROM insurance_plans GROUP BY source ORDER BY source"),
    ).toEqual([
      { source: "ma-landscape", n: 56 },
      { source: "marketplace-plans", n: 7 },
    ]);
    expect(
      await all(
        "SELECT dataset, edition, row_count FROM reference_datasets WHERE dataset IN ('ma-landscape', 'marketplace-plans', 'marketplace-benefits') ORDER BY dataset",
      ),
    ).toEqual([
      { dataset: "ma-landscape", edition: "CY2026 KY sample", row_count: 56 },
      { dataset: "marketplace-benefits", edition: "PY2014–2016 sample", row_count: 7_559 },
      { dataset: "marketplace-plans", edition: "PY2015–2016 sample", row_count: 7 },
    ]);
  });

  it("rebuilds the carriers: one id for a carrier named in both files, plans counted across sources", async () => {
    const carriers = await all<{ carrier_id: string }>(
      "SELECT carrier_id, display_name, marketing_name, parent_organization, plan_count FROM insurance_carriers ORDER BY plan_count DESC, carrier_id",
    );
    expect(carriers.slice(0, 3)).toEqual([
      {
        carrier_id: "humana",
        display_name: "Humana",
        marketing_name: "Humana",
        parent_organization: "Humana Inc.",
        plan_count: 23,
      },
      {
        carrier_id: "unitedhealthcare",
        display_name: "UnitedHealthcare",
        marketing_name: "UnitedHealthcare",
        parent_organization: "UnitedHealth Group, Inc.",
        plan_count: 13,
      },
      {
        carrier_id: "wellcare",
        display_name: "Wellcare",
        marketing_name: "Wellcare",
        parent_organization: "Centene Corporation",
        plan_count: 9,
      },
    ]);
    expect(carriers.map((c) => c.carrier_id)).toContain("blue-cross-and-blue-shield-of-texas");
    // 7 Landscape carriers and 6 Marketplace ones, Humana and UnitedHealthcare in both.
    expect(carriers).toHaveLength(11);
  });

  it("lists Humana's Medicare Advantage plans in KY with stars and premiums, and no drug-only plan", async () => {
    const plans = await all<{ plan_name: string; star_rating_tenths: number | null }>(
      "SELECT plan_id, plan_name, star_rating_tenths, premium_monthly_cents FROM insurance_plans WHERE carrier_id = 'humana' AND plan_type_id = 'medicare_advantage' AND state = 'KY' ORDER BY plan_id",
    );
    expect(plans).toHaveLength(22);
    expect(plans.some((p) => /PDP/.test(p.plan_name))).toBe(false);
    expect(plans).toContainEqual({
      plan_id: "H1036_320",
      plan_name: "Humana Gold Plus SNP-DE H1036-320 (HMO D-SNP)",
      star_rating_tenths: 45,
      premium_monthly_cents: 3_840,
    });
  });

  it("joins each test-file plan to its benefits from the Benefits PUF sample", async () => {
    const joined = await all(
      "SELECT p.plan_id, count(b.benefit_name) AS n FROM insurance_plans p LEFT JOIN insurance_plan_benefits b ON b.plan_id = p.plan_id AND b.year = p.year WHERE p.source = 'marketplace-plans' GROUP BY p.plan_id ORDER BY p.plan_id",
    );
    expect(joined).toEqual([
      { plan_id: "29698MI0570009-00", n: 4 },
      { plan_id: "33602TX0460105-01", n: 4 },
      { plan_id: "33602TX0460143-01", n: 6 },
      { plan_id: "56764UT0010001-01", n: 4 },
      { plan_id: "58326WI0070008-01", n: 6 },
      { plan_id: "68398FL0030005-00", n: 4 },
      { plan_id: "97176LA0350002-00", n: 6 },
    ]);
    expect(
      await all(
        "SELECT tier, copay_cents, coinsurance_basis_points, after_deductible, visit_limit, description FROM insurance_plan_benefits WHERE plan_id = '97176LA0350002-00' AND benefit_name = 'Eye Glasses for Children' ORDER BY tier",
      ),
    ).toEqual([
      {
        tier: "in_network",
        copay_cents: 0,
        coinsurance_basis_points: 0,
        after_deductible: 0,
        visit_limit: "1 Item(s) per Year",
        description: "No Charge",
      },
      {
        tier: "out_of_network",
        copay_cents: null,
        coinsurance_basis_points: 10_000,
        after_deductible: 0,
        visit_limit: "1 Item(s) per Year",
        description: "100%",
      },
    ]);
  });

  it("replaces only its own plans on a new Landscape edition, and the carriers follow", async () => {
    const { files } = await datasetFiles("ma-landscape");
    const source = files.data![0]!;
    const withoutHumana = source.text
      .split("\n")
      .filter((l) => !/,Humana Inc\.,/.test(l))
      .join("\n");
    await loadDataset(d1, "ma-landscape", { data: [{ ...source, text: withoutHumana }] });
    expect(
      await all("SELECT source, count(*) AS n FROM insurance_plans GROUP BY source ORDER BY source"),
    ).toEqual([
      { source: "ma-landscape", n: 34 },
      { source: "marketplace-plans", n: 7 },
    ]);
    expect(
      await all("SELECT plan_count, parent_organization FROM insurance_carriers WHERE carrier_id = 'humana'"),
    ).toEqual([{ plan_count: 1, parent_organization: null }]);
  });
});

describe("npm run reference:import of the insurance datasets", () => {
  let tmp: string;
  let target: D1Target;
  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), "fairbill-insurance-import-"));
    target = { remote: false, persistTo: path.join(tmp, "state"), cwd: repoRoot };
    await applyMigrations(target);
  }, 60_000);
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it("imports the two samples, reports the absent Plan Attributes PUF as missing, then skips unchanged files", async () => {
    const options = {
      target,
      dataDir,
      cacheDir: path.join(tmp, "cache"),
      descriptors: "plain" as const,
      only: ["marketplace-plans", "marketplace-benefits", "ma-landscape"] as const,
    };
    const reports = await runImport({ ...options, only: [...options.only] });
    expect(reports.map((r) => [r.dataset, r.status, r.rows])).toEqual([
      ["marketplace-plans", "missing", null],
      ["marketplace-benefits", "imported", 7_559],
      ["ma-landscape", "imported", 56],
    ]);
    expect(reports[0]!.message).toMatch(/insurance\/marketplace-puf\/plan-attributes-puf\.csv not found/);
    expect(await query(target, "SELECT count(*) AS n FROM insurance_carriers")).toEqual([{ n: 7 }]);
    const again = await runImport({ ...options, only: [...options.only] });
    expect(again.map((r) => r.status)).toEqual(["missing", "unchanged", "unchanged"]);
  }, 120_000);
});
