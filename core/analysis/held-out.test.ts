// The engine against the HELD-OUT labelled bills (tests/fixtures/analysis/held-out): bills written
// from the public billing rules by someone who did not read the engine's rules, and never used to
// tune them. Scored as labelled.test.ts scores the tuning set (a finding matches a label of its
// category that shares a subject), with the same real reference lookups; one JSON line printed.
import { beforeAll, describe, expect, it } from "vitest";
import {
  HELD_OUT_BILLS,
  HELD_OUT_CLEAN,
  type HeldOutBill,
} from "../../tests/fixtures/analysis/held-out/bills";
import { codeOf, medicareMultiple } from "../../tests/fixtures/analysis/held-out/medicare";
import type { Label } from "../../tests/fixtures/analysis/labelled";
import { loadReferenceData, type ReferenceData } from "../../tests/fixtures/analysis/reference-files";
import { analyzeBill } from "./engine";
import {
  ANALYSIS_CATEGORIES,
  type AnalysisCategory,
  type AnalysisFinding,
  type AnalysisResult,
} from "./types";

const subjectsOf = (f: AnalysisFinding) => f.id.slice(f.id.indexOf(":") + 1).split("+");
const matches = (f: AnalysisFinding, l: Label) =>
  f.category === l.category && subjectsOf(f).some((s) => l.subjects.includes(s));
const ratio = (a: number, b: number) => (b === 0 ? 1 : Math.round((a / b) * 1000) / 1000);
const labelled = (b: HeldOutBill, category: AnalysisCategory) =>
  b.expected.some((l) => l.category === category);

interface Score {
  labels: number;
  found: number;
  correct: number;
  precision: number;
  recall: number;
}

let data: ReferenceData;
const results = new Map<HeldOutBill, AnalysisResult>();
const byCategory = {} as Record<AnalysisCategory, Score & { detected: number }>;
const overall = { labels: 0, found: 0, detected: 0, correct: 0, precision: 0, recall: 0 };
const misses: { bill: string; category: AnalysisCategory; subjects: string[] }[] = [];
const falsePositives: { bill: string; category: AnalysisCategory; subjects: string[]; title: string }[] = [];

beforeAll(async () => {
  data = await loadReferenceData();
  const now = new Date("2026-01-15T12:00:00Z");
  for (const b of HELD_OUT_BILLS) results.set(b, analyzeBill(b.bill, data.lookupsFor(b.zipcode), { now }));
  for (const category of ANALYSIS_CATEGORIES) {
    const score = { labels: 0, found: 0, detected: 0, correct: 0, precision: 1, recall: 1 };
    for (const [b, result] of results) {
      const mine = b.expected.filter((l) => l.category === category);
      const findings = result.errors_detected.filter((f) => f.category === category);
      score.labels += mine.length;
      score.detected += findings.length;
      for (const l of mine) {
        if (findings.some((f) => matches(f, l))) score.found += 1;
        else misses.push({ bill: b.name, category, subjects: l.subjects });
      }
      for (const f of findings) {
        if (mine.some((l) => matches(f, l))) score.correct += 1;
        else falsePositives.push({ bill: b.name, category, subjects: subjectsOf(f), title: f.title });
      }
    }
    score.precision = ratio(score.correct, score.detected);
    score.recall = ratio(score.found, score.labels);
    byCategory[category] = score;
    for (const key of ["labels", "found", "detected", "correct"] as const) overall[key] += score[key];
  }
  overall.precision = ratio(overall.correct, overall.detected);
  overall.recall = ratio(overall.found, overall.labels);
  const shown = Object.fromEntries(
    ANALYSIS_CATEGORIES.filter((c) => byCategory[c].labels + byCategory[c].detected > 0).map((c) => {
      const { labels, found, correct, precision, recall } = byCategory[c];
      return [c, { labels, found, correct, precision, recall }];
    }),
  );
  console.log(
    JSON.stringify({
      held_out_bills: {
        bills: HELD_OUT_BILLS.length,
        overall: { precision: overall.precision, recall: overall.recall },
        by_category: shown,
        misses,
        false_positives: falsePositives,
      },
    }),
  );
}, 60_000);

describe("the held-out set", () => {
  it("has at least 20 bills, 6 of them clean, and 6 categories planted", () => {
    expect(HELD_OUT_BILLS.length).toBeGreaterThanOrEqual(20);
    expect(HELD_OUT_CLEAN.length).toBeGreaterThanOrEqual(6);
    expect(HELD_OUT_CLEAN.every((b) => b.expected.length === 0)).toBe(true);
    const planted = ANALYSIS_CATEGORIES.filter((c) => byCategory[c].labels > 0);
    expect(planted.length).toBeGreaterThanOrEqual(6);
  });

  it("names each label's subjects on its own bill: a line, a diagnosis code on it, or the bill", () => {
    const ids = HELD_OUT_BILLS.flatMap((b) => b.bill.line_items.map((l) => l.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const b of HELD_OUT_BILLS) {
      const dx = [...b.bill.diagnosis_codes, ...b.bill.line_items.flatMap((l) => l.diagnosis_codes ?? [])];
      const known = new Set(["bill", ...b.bill.line_items.map((l) => l.id), ...dx]);
      for (const l of b.expected)
        for (const s of l.subjects) expect(known.has(s), `${b.name}: ${s}`).toBe(true);
    }
  });
});

// The fixtures checked against the public reference data, so an unplanted error cannot slip in:
// each check is skipped only on a bill labelled with the error it looks for.
describe("the held-out bills are clean except for what is planted", () => {
  it("uses billable ICD-10-CM codes and known procedure codes unless labelled invalid", () => {
    for (const b of HELD_OUT_BILLS) {
      const refs = data.lookupsFor(b.zipcode);
      const invalid = new Set(
        b.expected.filter((l) => l.category === "invalid_code").flatMap((l) => l.subjects),
      );
      for (const code of b.bill.diagnosis_codes)
        if (!invalid.has(code)) expect(refs.diagnosisCode(code)?.billable, `${b.name}: ${code}`).toBe(true);
      for (const line of b.bill.line_items)
        if (!invalid.has(line.id))
          expect(refs.procedureCode(codeOf(line).code), `${b.name}: ${line.cpt_code}`).not.toBeNull();
      for (const code of invalid) {
        const line = b.bill.line_items.find((l) => l.id === code);
        if (line) expect(refs.procedureCode(codeOf(line).code), line.cpt_code).toBeNull();
        else expect(refs.diagnosisCode(code)?.billable ?? false, code).toBe(false);
      }
    }
  });

  it("prices lines at 1.5-2.5× Medicare, and planted overcharges above 4× either amount", () => {
    for (const b of HELD_OUT_BILLS) {
      const priced = new Set(b.expected.filter((l) => l.category === "pricing").flatMap((l) => l.subjects));
      for (const line of b.bill.line_items) {
        const multiple = medicareMultiple(data, b.zipcode, b.setting, line);
        const where = `${b.name}: ${line.id} ${line.cpt_code}`;
        if (priced.has(line.id)) {
          expect(multiple?.ofHigherAmount ?? 0, where).toBeGreaterThan(4);
        } else if (multiple) {
          expect(multiple.ofSetting, where).toBeGreaterThanOrEqual(1.5);
          expect(multiple.ofSetting, where).toBeLessThanOrEqual(2.5);
          expect(multiple.ofLowerAmount, where).toBeLessThanOrEqual(2.5);
        }
      }
    }
  });

  it("keeps units within the MUE per code and date unless labelled", () => {
    for (const b of HELD_OUT_BILLS.filter((x) => !labelled(x, "excessive_units"))) {
      const perDay = new Map<string, number>();
      for (const l of b.bill.line_items) {
        const key = `${codeOf(l).code}|${l.service_date ?? b.bill.service_date}`;
        perDay.set(key, (perDay.get(key) ?? 0) + l.units);
      }
      for (const [key, units] of perDay) {
        const limit = data.lookupsFor(b.zipcode).mue(key.split("|")[0]);
        if (limit) expect(units, `${b.name}: ${key}`).toBeLessThanOrEqual(limit.max_units);
      }
    }
  });

  it("has totals that add up and amounts due within the EOB unless labelled", () => {
    for (const b of HELD_OUT_BILLS) {
      const sum = b.bill.line_items.reduce((s, l) => s + Math.round(l.billed_amount * 100), 0);
      const total = Math.round((b.bill.total_billed_amount ?? 0) * 100);
      expect(total === sum, b.name).toBe(!labelled(b, "math_error"));
      const eob = b.bill.eob;
      if (!eob) continue;
      const due = Math.round((b.bill.patient_amount_due ?? 0) * 100);
      const share = Math.round((eob.total_patient_responsibility ?? 0) * 100);
      expect(due > share, b.name).toBe(labelled(b, "balance_billing"));
      expect(
        eob.lines.some((l) => l.denied),
        b.name,
      ).toBe(labelled(b, "denial"));
    }
  });
});

describe("precision and recall on the held-out set", () => {
  it("finds nothing on the clean bills", () => {
    for (const b of HELD_OUT_CLEAN) {
      const findings = results.get(b)!.errors_detected;
      expect(
        findings.map((f) => `${f.category}: ${f.title}`),
        b.name,
      ).toEqual([]);
    }
  });

  // The targets. Measured when the set was written (62 bills, 49 labels): precision 0.959,
  // recall 0.959; the misses were the two global-plus-component imaging bills, labelled
  // duplicate_charge and reported by the engine as unbundling.
  it("meets the issue's targets overall: precision and recall at least 0.95", () => {
    expect(overall.precision).toBeGreaterThanOrEqual(0.95);
    expect(overall.recall).toBeGreaterThanOrEqual(0.95);
  });
});
