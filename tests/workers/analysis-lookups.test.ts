// createReferenceLookups (app/services/analysis/lookups.server.ts) in workerd against reference rows loaded by
// the importer's own SQL: the same Medicare amounts the rates API serves, MUE rows with their edition,
// code validity, NCCI PTP edits once imported, and one D1 batch however long the bill is.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { analyzeBill, type AnalysisBill, type AnalysisLineItem } from "#core/analysis";
import ptpSample from "../../db/reference/parsers/fixtures/ccipra-v321r0-f1-sample.txt?raw";
import { getDb } from "~/db.server";
import { createReferenceLookups } from "~/services/analysis/lookups.server";
import { medicareRates } from "~/services/reference/medicare-rates.server";
import { importDataset, seedReferenceData } from "./support/reference-seed";

const line = (
  id: string,
  code: string,
  billed: number,
  more: Partial<AnalysisLineItem> = {},
): AnalysisLineItem => ({
  id,
  cpt_code: code,
  units: 1,
  billed_amount: billed,
  ...more,
});

const bill = (lines: AnalysisLineItem[], more: Partial<AnalysisBill> = {}): AnalysisBill => ({
  id: "b1",
  service_date: "2025-05-01",
  provider_name: "Mission Bay Family Medicine",
  patient_id: "self",
  line_items: lines,
  diagnosis_codes: ["E11.9", "E11"],
  ...more,
});

beforeAll(async () => {
  await seedReferenceData(env.DB);
});

describe("createReferenceLookups", () => {
  it("prices codes for the user's locality exactly as the Medicare rates API does", async () => {
    const db = getDb(env);
    const refs = await createReferenceLookups(db, {
      zipcode: "94103",
      bill: bill([line("a", "99213", 200), line("b", "80053", 20)]),
    });
    const api = await medicareRates(db, "99213", "94103");
    expect(refs.medicareRate("99213")).toMatchObject({
      nonfacility_amount: api.local!.avg_price_nfac,
      facility_amount: api.local!.avg_price_fac,
      fee_schedule: "physician",
      locality: { mac: "01112", locality: "05", zip: "94103" },
      global_days: "XXX",
    });
    expect(refs.medicareRate("80053")).toMatchObject({
      fee_schedule: "clinical_laboratory",
      nonfacility_amount: 10.56,
    });
    // Office visit levels are preloaded too, to price the level a visit should have had.
    expect(refs.medicareRate("99202")?.nonfacility_amount).toBeGreaterThan(0);
    const national = await createReferenceLookups(db, {
      zipcode: null,
      bill: bill([line("a", "99213", 200)]),
    });
    expect(national.medicareRate("99213")).toMatchObject({ locality: null, nonfacility_amount: 88.95 });
  });

  it("loads the professional component's own amount", async () => {
    const refs = await createReferenceLookups(getDb(env), {
      zipcode: "94103",
      bill: bill([line("a", "71046-26", 20)]),
    });
    expect(refs.medicareRate("71046", "26")).toMatchObject({ modifier: "26" });
    expect(refs.medicareRate("71046", "26")!.nonfacility_amount).toBeLessThan(
      refs.medicareRate("71046")!.nonfacility_amount!,
    );
  });

  it("answers MUEs with their edition, code validity, and no PTP edits before they are imported", async () => {
    const refs = await createReferenceLookups(getDb(env), {
      zipcode: "94103",
      bill: bill([line("a", "36415", 18), line("b", "99931", 50)]),
    });
    expect(refs.mue("36415")).toMatchObject({
      max_units: 2,
      adjudication_indicator: 3,
      edition: "effective 2026-04-01",
    });
    expect(refs.procedureCode("36415")).toMatchObject({ code: "36415", kind: "cpt" });
    expect(refs.procedureCode("99931")).toBeNull();
    expect(refs.diagnosisCode("E11.9")).toMatchObject({ code: "E11.9", billable: true });
    expect(refs.diagnosisCode("E11")).toBeNull();
    expect(refs.editions).toMatchObject({ mue: "effective 2026-04-01", icd10cm: "FY2026", ptp: null });
    expect(refs.ptpEdits).toBeNull();
  });

  it("gives the engine what it needs to find and cite errors", async () => {
    const subject = bill([
      line("a", "99213", 200),
      line("b", "99213", 200),
      line("c", "71046", 260),
      line("d", "36415", 54, { units: 3 }),
    ]);
    const refs = await createReferenceLookups(getDb(env), { zipcode: "94103", bill: subject });
    const result = analyzeBill(subject, refs);
    expect(result.errors_detected.map((f) => f.category).sort()).toEqual([
      "duplicate_charge",
      "excessive_units",
      "invalid_code",
      "pricing",
    ]);
    const pricing = result.errors_detected.find((f) => f.category === "pricing")!;
    expect(pricing.evidence.references[0]).toMatchObject({
      kind: "medicare_rate",
      code: "71046",
      zip: "94103",
    });
  });

  it("preloads a 3-line and a 300-line bill alike: one batch, the same statements", async () => {
    const counts = { batches: 0, statements: 0 };
    const counting = new Proxy(env.DB, {
      get(target, property) {
        if (property === "batch") counts.batches++;
        if (property === "prepare") counts.statements++;
        const value = Reflect.get(target, property);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const db = getDb({ ...env, DB: counting });
    const codes = ["99213", "36415", "80053", "71046", "20610", "G0101", "A0080", "99214"];
    const preload = async (n: number) => {
      Object.assign(counts, { batches: 0, statements: 0 });
      // Half real codes, half unknown: more distinct codes than D1 allows bound parameters.
      const lines = Array.from({ length: n }, (_, i) =>
        line(`l${i}`, i < n / 2 ? codes[i % codes.length] : `7${String(i).padStart(4, "0")}`, 50),
      );
      const refs = await createReferenceLookups(db, { zipcode: "10001", bill: bill(lines) });
      return { refs, ...counts };
    };
    const small = await preload(3);
    const large = await preload(300);
    expect(small.batches).toBe(1);
    expect(large.batches).toBe(1);
    expect(large.statements).toBe(small.statements);
    expect(large.refs.medicareRate("G0101")?.locality?.name).toBe("MANHATTAN");
    expect(large.refs.procedureCode("70299")).toBeNull();
  });
});

describe("with the NCCI PTP edits imported", () => {
  beforeAll(async () => {
    await importDataset(env.DB, "ncci-ptp-practitioner", {
      data: [{ name: "ccipra-v321r0-f1-sample.txt", text: ptpSample }],
    });
  });

  it("loads the edits in force on the bill's dates and names their edition", async () => {
    const subject = bill([
      line("a", "99213", 200),
      line("b", "36415", 18),
      line("c", "20610", 140),
      line("d", "76942", 120),
    ]);
    const refs = await createReferenceLookups(getDb(env), { zipcode: "94103", bill: subject });
    expect(refs.editions.ptp).toBe("version 321.0");
    // 20610/76942 was deleted on 2024-01-01, before this bill's date.
    expect(
      refs.ptpEdits!(["99213", "36415", "20610", "76942"]).map((e) => `${e.column1}/${e.column2}`),
    ).toEqual(["99213/36415"]);
  });
});
