// The SQL the importer writes: safe literals, statements under D1's size limit, and a swap that refuses
// a partial staging table so the previous edition stays in place.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migratedD1 } from "./lib/test-data";
import { buildLoad, buildSwap, insertStatements, literal, MAX_STATEMENT_BYTES, type LoadPlan } from "./sql";

describe("literals and batching", () => {
  it("quotes text, keeps integers exact and refuses floats", () => {
    expect(literal("O'Brien; DROP TABLE users; --")).toBe("'O''Brien; DROP TABLE users; --'");
    expect([literal(null), literal(true), literal(8895)]).toEqual(["NULL", "1", "8895"]);
    expect(() => literal(88.95)).toThrow(/non-integer/);
  });

  it("splits rows into statements under the size limit", () => {
    const rows = Array.from({ length: 5000 }, (_, i) => [`A${i}`, "x".repeat(50)]);
    const statements = insertStatements("t", ["a", "b"], rows);
    expect(statements.length).toBeGreaterThan(40);
    expect(statements.every((s) => s.length <= MAX_STATEMENT_BYTES)).toBe(true);
    expect(statements.join("").match(/\('A\d+'/g)).toHaveLength(5000);
  });
});

describe("load and swap against D1", () => {
  let d1: D1Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => ({ d1, dispose } = await migratedD1()));
  afterAll(() => dispose());

  const plan = (rows: [string, string, number][]): LoadPlan => ({
    table: "icd10cm_codes",
    columns: ["code", "description", "code_length"],
    rows,
    afterSwap: ["INSERT INTO icd10cm_fts(icd10cm_fts) VALUES('rebuild')"],
  });
  const record = (edition: string) => ({
    dataset: "icd10cm",
    edition,
    sourceFile: "f",
    sha256: edition,
    options: "",
    importedAt: 1,
    durationMs: 2,
  });
  const run = (statements: string[]) => d1.batch(statements.map((s) => d1.prepare(s)));

  it("swaps a new edition in and rebuilds the word index", async () => {
    const first = plan([["E119", "Type 2 diabetes mellitus without complications", 4]]);
    await run([...buildLoad(first, "icd10cm"), ...buildSwap(first, record("FY2025"))]);
    const second = plan([
      ["E119", "Type 2 diabetes mellitus without complications", 4],
      ["I10", "Essential (primary) hypertension", 3],
    ]);
    await run([...buildLoad(second, "icd10cm"), ...buildSwap(second, record("FY2026"))]);
    const { results } = await d1
      .prepare(
        "SELECT c.code FROM icd10cm_codes c JOIN icd10cm_fts f ON f.rowid = c.rowid WHERE icd10cm_fts MATCH 'hyper*'",
      )
      .all();
    expect(results).toEqual([{ code: "I10" }]);
    expect(
      await d1.prepare("SELECT edition, row_count FROM reference_datasets WHERE dataset = 'icd10cm'").first(),
    ).toEqual({ edition: "FY2026", row_count: 2 });
  });

  it("rolls the whole swap back when the staging table is short of rows", async () => {
    const third = plan([
      ["A000", "Cholera due to Vibrio cholerae 01, biovar cholerae", 4],
      ["A001", "Cholera due to Vibrio cholerae 01, biovar eltor", 4],
    ]);
    const load = buildLoad(third, "icd10cm");
    await run(load.slice(0, 2)); // the staging table exists but the inserts never ran (a cut-off load)
    await expect(run(buildSwap(third, record("FY2027")))).rejects.toThrow(
      /NOT NULL constraint failed: reference_datasets.row_count/,
    );
    const { results } = await d1.prepare("SELECT code FROM icd10cm_codes ORDER BY code").all();
    expect(results).toEqual([{ code: "E119" }, { code: "I10" }]);
    expect(
      await d1.prepare("SELECT edition FROM reference_datasets WHERE dataset = 'icd10cm'").first(),
    ).toEqual({ edition: "FY2026" });
  });
});
