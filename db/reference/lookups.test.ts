// The lookups the API serves, over ALL of the real data loaded through the importer's SQL into D1
// (workerd's SQLite via Miniflare): counts, autocomplete, Medicare amounts, MUE.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, type Db } from "~/db.server";
import { describeIcdCode, suggestIcdCodes } from "~/services/reference/icd.server";
import { findPtpEdits, lookupMue } from "~/services/reference/coding-edits.server";
import { medicareRates } from "~/services/reference/medicare-rates.server";
import { suggestProcedureCodes } from "~/services/reference/procedures.server";
import { readFileSync } from "node:fs";
import path from "node:path";
import { loadDataset, migratedD1 } from "./lib/test-data";
import { DATASET_IDS } from "./sources";

let d1: D1Database;
let db: Db;
let dispose: () => Promise<void>;
const loaded: Record<string, number> = {};

beforeAll(async () => {
  ({ d1, dispose } = await migratedD1());
  db = getDb({ DB: d1 } as Env);
  // The licence-gated PTP files and the Plan Attributes PUF are not in the shared folder.
  for (const id of DATASET_IDS.filter((d) => !d.startsWith("ncci-ptp") && d !== "marketplace-plans"))
    loaded[id] = await loadDataset(d1, id);
}, 120_000);
afterAll(() => dispose());

const codes = (rows: { icd10_code: string }[]) => rows.map((r) => r.icd10_code);

describe("ICD-10-CM autocomplete over all 74,719 FY2026 codes", () => {
  it("has every code in D1 and in the word index", async () => {
    expect(loaded.icd10cm).toBe(74_719);
    expect(await d1.prepare("SELECT count(*) AS n FROM icd10cm_codes").first("n")).toBe(74_719);
    expect(
      await d1.prepare("SELECT count(*) AS n FROM icd10cm_fts WHERE icd10cm_fts MATCH 'diabetes'").first("n"),
    ).toBeGreaterThan(300);
  });

  it('finds E11.9 by "E119", "E11.9" and "type 2 diabetes"', async () => {
    expect((await suggestIcdCodes(db, "E119", 10))[0]).toEqual({
      icd10_code: "E11.9",
      icd10_description: "Type 2 diabetes mellitus without complications",
    });
    expect(codes(await suggestIcdCodes(db, "E11.9", 10))[0]).toBe("E11.9");
    expect(codes(await suggestIcdCodes(db, "type 2 diabetes", 10))).toContain("E11.9");
    expect(codes(await suggestIcdCodes(db, "Type 2 Diabetes", 10)).slice(0, 2)).toEqual(["E11.8", "E11.9"]);
  });

  it("lists the broader codes first for a category prefix and honours the limit", async () => {
    const e11 = codes(await suggestIcdCodes(db, "e11", 5));
    expect(e11).toHaveLength(5);
    expect(e11.slice(0, 2)).toEqual(["E11.8", "E11.9"]);
    const hypertension = await suggestIcdCodes(db, "hypertension", 3);
    expect(hypertension[0]).toEqual({
      icd10_code: "I10",
      icd10_description: "Essential (primary) hypertension",
    });
    expect(hypertension.every((r) => /hypertension/i.test(r.icd10_description))).toBe(true);
  });

  it("answers input with nothing to search with an empty list", async () => {
    for (const q of ["", "e", "   ", "😀😀", "%_%", "*()", '"""', "x".repeat(200)]) {
      expect(await suggestIcdCodes(db, q, 10)).toEqual([]);
    }
  });

  it("treats SQL and FTS syntax as plain words", async () => {
    for (const q of [
      '"; DROP TABLE icd10cm_codes; --',
      "' OR 1=1 --",
      "diabetes NOT type",
      "NEAR(a b)",
      "diab*",
    ]) {
      const rows = await suggestIcdCodes(db, q, 10);
      expect(rows.length).toBeLessThanOrEqual(10);
    }
    // "NOT" is a word to match, not an operator: every hit contains all three words.
    const not = await suggestIcdCodes(db, "diabetes not type", 10);
    expect(not.length).toBe(8);
    expect(
      not.every((r) => /diabetes/i.test(r.icd10_description) && /\bnot/i.test(r.icd10_description)),
    ).toBe(true);
    expect(await d1.prepare("SELECT count(*) AS n FROM icd10cm_codes").first("n")).toBe(74_719);
    expect(codes(await suggestIcdCodes(db, "diabète", 3))).toHaveLength(3);
  });

  it("tells billable codes from categories for the analysis engine", async () => {
    expect(await describeIcdCode(db, "E11.9")).toMatchObject({ billable: true, source: "codes" });
    expect(await describeIcdCode(db, "E11")).toEqual({
      code: "E11",
      description: "Type 2 diabetes mellitus",
      billable: false,
      source: "order",
    });
    expect(await describeIcdCode(db, "ZZZ")).toBeNull();
  });
});

describe("procedure autocomplete over fee-schedule, lab and HCPCS codes", () => {
  it("matches codes from one character and words, with our wording for CPT codes", async () => {
    expect((await suggestProcedureCodes(db, "9", 10)).every((r) => r.cpt_code.startsWith("9"))).toBe(true);
    expect(await suggestProcedureCodes(db, "99213", 10)).toEqual([
      {
        cpt_code: "99213",
        description: "Office visit, established patient, low complexity (about 20-29 minutes)",
      },
    ]);
    expect((await suggestProcedureCodes(db, "comprehensive metabolic", 10)).map((r) => r.cpt_code)).toContain(
      "80053",
    );
    expect((await suggestProcedureCodes(db, "g0101", 1))[0].description).toBe(
      "Cervical or vaginal cancer screening; pelvic and clinical breast examination",
    );
  });

  it("shows no AMA or ADA descriptor text", async () => {
    const rows = await d1
      .prepare(
        "SELECT code, description FROM procedure_codes WHERE code IN ('99213', '80053', 'D0120', '71046')",
      )
      .all();
    expect(rows.results.map((r) => r.description)).not.toContain("Office o/p est low 20 min");
    expect(JSON.stringify(rows.results)).not.toMatch(
      /Comprehen metabolic panel|Periodic oral evaluation|X-ray exam chest 2 views/,
    );
  });
});

describe("Medicare average rates", () => {
  it("prices 99213 nationally at $88.95 / $63.72 and higher in San Francisco", async () => {
    const national = await medicareRates(db, "99213", null);
    expect(national).toMatchObject({
      avg_price_nfac: 88.95,
      avg_price_fac: 63.72,
      status_code: "A",
      edition: "2025 October release",
      local: null,
    });
    expect(national.local_note).toBe("Add your ZIP code to see Medicare amounts for your area.");
    const sf = await medicareRates(db, "99213", "94103");
    expect(sf.local).toMatchObject({
      zip_code: "94103",
      mac: "01112",
      locality: "05",
      avg_price_nfac: 109.15,
    });
    expect(sf.local!.locality_name).toMatch(/^SAN FRANCISCO/);
    expect(sf.local!.avg_price_fac!).toBeGreaterThan(63.72);
  });

  it("prices 80053 from the lab fee schedule at $10.56", async () => {
    const lab = await medicareRates(db, "80053", "10001");
    expect(lab).toMatchObject({
      avg_price_nfac: 10.56,
      avg_price_fac: 10.56,
      status_code: "X",
      edition: "2025 Q2",
    });
    expect(lab.source).toMatch(/Clinical Laboratory Fee Schedule/);
    expect(lab.local).toMatchObject({ locality_name: "MANHATTAN", avg_price_nfac: 10.56 });
  });

  it("answers null with a reason when Medicare has no amount", async () => {
    expect(await medicareRates(db, "ZZZZZ", null)).toMatchObject({
      avg_price_nfac: null,
      avg_price_fac: null,
      note: "No Medicare rate was found for this code.",
    });
    const bundled = await medicareRates(db, "99211", "00000");
    expect(bundled.local_note).toBe("Medicare has no payment locality for your ZIP code.");
    expect(await medicareRates(db, "D0120", null)).toMatchObject({
      avg_price_nfac: null,
      note: "Medicare publishes no relative values for this code.",
    });
  });
});

describe("MUE lookup", () => {
  it("limits 36415 to 2 units for practitioners", async () => {
    expect(await lookupMue(db, "36415")).toEqual({
      code: "36415",
      service_type: "practitioner",
      max_units: 2,
      adjudication_indicator: 3,
      adjudication_text: "Date of Service Edit: Clinical",
      rationale: "CMS Policy",
      edition: "effective 2026-04-01",
    });
    expect((await lookupMue(db, "a4206", "dme"))?.max_units).toBe(0);
    expect(await lookupMue(db, "ZZZZZ")).toBeNull();
  });
});

describe("NCCI PTP lookup (sample file in the official layout)", () => {
  it("finds the pairs billed together that are in force on the service date", async () => {
    const file = path.join(import.meta.dirname, "parsers/fixtures/ccipra-v321r0-f1-sample.txt");
    const sample = { name: "ccipra-v321r0-f1.txt", text: readFileSync(file, "utf8") };
    await loadDataset(d1, "ncci-ptp-practitioner", { data: [sample] });
    expect(await findPtpEdits(db, ["99213", "36415", "80053"], "2025-06-01")).toEqual([
      {
        column1: "99213",
        column2: "36415",
        modifier_indicator: 1,
        rationale: "Standards of medical / surgical practice",
        effective_date: "2025-01-01",
        deletion_date: null,
      },
    ]);
    expect(await findPtpEdits(db, ["99213", "36415"], "2024-12-31")).toEqual([]);
    expect((await findPtpEdits(db, ["20610", "76942"], "2023-05-01")).map((e) => e.deletion_date)).toEqual([
      "2024-01-01",
    ]);
    expect(await findPtpEdits(db, ["20610", "76942"], "2024-01-01")).toEqual([]);
    expect(await findPtpEdits(db, ["99213"], "2025-06-01")).toEqual([]);
  });
});
