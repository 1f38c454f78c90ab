// The engine against the labelled set (tests/fixtures/analysis), with reference lookups built from
// the real CMS/CDC files: precision and recall per category, printed, and asserted ≥ 0.9 on the
// categories the reference data backs.
import { beforeAll, describe, expect, it } from "vitest";
import { CLEAN_BILLS, LABELLED_BILLS } from "../../tests/fixtures/analysis/all";
import type { Label, LabelledBill } from "../../tests/fixtures/analysis/labelled";
import { loadReferenceData } from "../../tests/fixtures/analysis/reference-files";
import { analyzeBill } from "./engine";
import {
  ANALYSIS_CATEGORIES,
  type AnalysisCategory,
  type AnalysisFinding,
  type AnalysisResult,
} from "./types";

const DATA_BACKED: AnalysisCategory[] = [
  "duplicate_charge",
  "unbundling",
  "excessive_units",
  "pricing",
  "invalid_code",
  "balance_billing",
  "math_error",
];

/** What a finding is about: the subjects in its stable id (line ids, diagnosis codes, or "bill"). */
const subjectsOf = (f: AnalysisFinding) => f.id.slice(f.id.indexOf(":") + 1).split("+");
const matches = (f: AnalysisFinding, l: Label) =>
  f.category === l.category && subjectsOf(f).some((s) => l.subjects.includes(s));

interface Score {
  labels: number;
  found: number;
  detected: number;
  correct: number;
  precision: number;
  recall: number;
}

const results = new Map<LabelledBill, AnalysisResult>();
const scores = {} as Record<AnalysisCategory, Score>;

beforeAll(async () => {
  const data = await loadReferenceData();
  const now = new Date("2026-01-15T12:00:00Z");
  for (const labelled of LABELLED_BILLS) {
    results.set(labelled, analyzeBill(labelled.bill, data.lookupsFor(labelled.zipcode), { now }));
  }
  for (const category of ANALYSIS_CATEGORIES) {
    let labels = 0;
    let found = 0;
    let detected = 0;
    let correct = 0;
    for (const [labelled, result] of results) {
      const mine = labelled.expected.filter((l) => l.category === category);
      const findings = result.errors_detected.filter((f) => f.category === category);
      labels += mine.length;
      found += mine.filter((l) => findings.some((f) => matches(f, l))).length;
      detected += findings.length;
      correct += findings.filter((f) => mine.some((l) => matches(f, l))).length;
    }
    const ratio = (a: number, b: number) => (b === 0 ? 1 : Math.round((a / b) * 1000) / 1000);
    scores[category] = {
      labels,
      found,
      detected,
      correct,
      precision: ratio(correct, detected),
      recall: ratio(found, labels),
    };
  }
  console.log(`Analysis engine on ${LABELLED_BILLS.length} labelled bills (precision, recall per category):`);
  console.table(scores);
}, 60_000);

describe("the labelled set", () => {
  it("has at least 40 bills: clean ones and each category planted", () => {
    expect(LABELLED_BILLS.length).toBeGreaterThanOrEqual(40);
    expect(CLEAN_BILLS.length).toBeGreaterThanOrEqual(10);
    for (const category of ANALYSIS_CATEGORIES)
      expect(scores[category].labels, category).toBeGreaterThanOrEqual(3);
  });

  it("finds nothing on the clean bills", () => {
    for (const labelled of CLEAN_BILLS) {
      const findings = results.get(labelled)!.errors_detected;
      expect(
        findings.map((f) => `${f.category}: ${f.title}`),
        labelled.name,
      ).toEqual([]);
    }
  });
});

describe("precision and recall", () => {
  it.each(DATA_BACKED)("%s: both at least 0.9", (category) => {
    expect(scores[category].precision, `${category} precision`).toBeGreaterThanOrEqual(0.9);
    expect(scores[category].recall, `${category} recall`).toBeGreaterThanOrEqual(0.9);
  });

  it("finds every planted upcoding and denial too, with upcoding stated at lower confidence", () => {
    expect(scores.denial.recall).toBe(1);
    expect(scores.upcoding.recall).toBe(1);
    const upcoding = [...results.values()]
      .flatMap((r) => r.errors_detected)
      .filter((f) => f.category === "upcoding");
    expect(upcoding.every((f) => f.confidence <= 0.7)).toBe(true);
  });

  it("is right at least 9 times in 10 when it says a finding is high-confidence (> 0.8)", () => {
    const labelsOf = new Map([...results.keys()].map((b) => [results.get(b)!, b.expected]));
    const high = [...results.values()].flatMap((r) =>
      r.errors_detected
        .filter((f) => f.confidence > 0.8)
        .map((f) => labelsOf.get(r)!.some((l) => matches(f, l))),
    );
    expect(high.length).toBeGreaterThan(30);
    expect(high.filter(Boolean).length / high.length).toBeGreaterThanOrEqual(0.9);
  });
});

describe("evidence", () => {
  const find = (name: string) => {
    const entry = [...results.entries()].find(([b]) => b.name === name);
    if (!entry) throw new Error(`no labelled bill ${name}`);
    return entry[1].errors_detected;
  };

  it("points a finding on a scanned bill at the box its line was read from", () => {
    const [duplicate] = find("Scanned bill with an X-ray twice");
    expect(duplicate.evidence.sources[0]).toEqual({
      line_id: "d06-3",
      document_id: "doc-d06",
      box: { left: 0.07, top: 0.44, width: 0.86, height: 0.024, page: 1 },
    });
    const [unbundled] = find("Scanned endoscopy bill with a diagnostic EGD");
    expect(unbundled.evidence.sources.map((s) => [s.line_id, s.box.top])).toEqual([
      ["u10-2", 0.39],
      ["u10-1", 0.36],
    ]);
  });

  it("cites the MUE row, the locality's fee amount and the code set edition", () => {
    const [units] = find("Four venipunctures in one day");
    expect(units.evidence.references[0]).toMatchObject({
      kind: "mue",
      code: "36415",
      max_units: 2,
      edition: "effective 2026-04-01",
    });
    const [price] = find("Chest X-ray at six times Medicare");
    expect(price.evidence.references[0]).toMatchObject({
      kind: "medicare_rate",
      code: "71046",
      amount: 43.37,
      zip: "94103",
    });
    expect(price.evidence.figures).toMatchObject({ multiple_of_medicare: 5.8, fair_price: 86.74 });
    expect(price.potential_savings).toBe(163.26);
    const [code] = find("Diagnosis code that does not exist");
    expect(code.evidence.references[0]).toMatchObject({
      kind: "code_set",
      code: "E11.99",
      found: false,
      edition: "FY2026",
    });
  });
});
