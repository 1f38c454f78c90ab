// Consumer words only (issue 12): every sentence the analysis shows a person — finding titles,
// descriptions, actions, the "why we flagged it" rule text, the reference rows, the notes, the
// summary's recovery steps and phone scripts — is free of internal rule ids
// (pricing.above_fair_price), ADR references (docs/decisions/008), and raw enum values
// (duplicate_charge, call_billing_office). Run over every labelled bill, which fires every rule.
import { beforeAll, describe, expect, it } from "vitest";
import { LABELLED_BILLS } from "../../tests/fixtures/analysis/all";
import { loadReferenceData } from "../../tests/fixtures/analysis/reference-files";
import { item, smallLookups, testBill } from "../../tests/fixtures/analysis/small-lookups";
import { analyzeBill } from "./engine";
import { buildSummary } from "./summary";
import { ANALYSIS_CATEGORIES, type AnalysisBill, type AnalysisResult } from "./types";
import { VIEW_MESSAGES } from "./view-messages";

/** A snake_case identifier, a dotted rule id, or a pointer at our own docs. */
const INTERNAL_TOKEN = /\b[a-z0-9]+(?:_[a-z0-9]+)+\b|\b[a-z_]+\.[a-z_]+\b|docs\/|decisions\/|\bADR\b/;

function shownText(bill: AnalysisBill, result: AnalysisResult): string[] {
  const summary = buildSummary(bill, result);
  return [
    ...result.notes,
    ...result.errors_detected.flatMap((f) => [
      f.title,
      f.description,
      f.user_action,
      f.estimated_recovery_time,
      f.evidence.rule_text,
      VIEW_MESSAGES.category[f.category],
      ...f.evidence.references.map((row) => VIEW_MESSAGES.reference(row)),
    ]),
    ...summary.opportunities.flatMap((o) => [
      o.timeline,
      VIEW_MESSAGES.method[o.recovery_instructions.method],
      ...o.recovery_instructions.steps,
      o.recovery_instructions.script,
    ]),
    ...summary.completeness.missing_fields.map((f) => VIEW_MESSAGES.missingField[f]),
  ];
}

const runs: { bill: AnalysisBill; result: AnalysisResult }[] = [];

beforeAll(async () => {
  const data = await loadReferenceData();
  const now = new Date("2026-01-15T12:00:00Z");
  for (const labelled of LABELLED_BILLS)
    runs.push({
      bill: labelled.bill,
      result: analyzeBill(labelled.bill, data.lookupsFor(labelled.zipcode), { now }),
    });
  // A check whose lookup throws leaves a note naming it.
  const broken = {
    ...smallLookups(),
    mue: () => {
      throw new Error("down");
    },
  };
  const bill = testBill([item("a", "99213", 1, 550)]);
  runs.push({ bill, result: analyzeBill(bill, broken) });
});

describe("the analysis speaks in consumer words", () => {
  it("fires every kind of finding, so every sentence is checked", () => {
    const seen = new Set(runs.flatMap((r) => r.result.errors_detected.map((f) => f.category)));
    expect([...seen].sort()).toEqual([...ANALYSIS_CATEGORIES].sort());
  });

  it("shows no rule id, ADR reference or raw enum value", () => {
    const offending = runs
      .flatMap(({ bill, result }) => shownText(bill, result))
      .filter((text) => INTERNAL_TOKEN.test(text));
    expect([...new Set(offending)]).toEqual([]);
  });

  it("recognizes what it forbids", () => {
    for (const bad of [
      "we take 2 times Medicare as a fair price (docs/decisions/008).",
      "Rule (pricing.above_fair_price)",
      "The math_error check could not run",
      "How to recover it: call_billing_office",
    ])
      expect(INTERNAL_TOKEN.test(bad), bad).toBe(true);
    expect(INTERNAL_TOKEN.test("Line 2 charges $900 for 99213-25 on Mar 9, 2026 (CO-97).")).toBe(false);
  });
});
