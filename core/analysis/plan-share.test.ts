// "This bill asks for more than your plan says you owe": the finding while a bill has no EOB, its
// evidence (each step with the plan row or EOB it rests on, as the analysis view words it), and the
// cases it stays quiet in (an EOB attached, insurance amounts on every line, an amount due within
// the share, no plan).
import { describe, expect, it } from "vitest";
import { item, smallLookups, testBill } from "../../tests/fixtures/analysis/small-lookups";
import { benefitRow } from "../../tests/fixtures/insurance/benefits";
import { planTerms } from "../insurance/plan-terms";
import type { Benefit } from "../insurance/types";
import { analyzeBill } from "./engine";
import type { AnalysisBill, AnalysisPlan, AnalysisResult } from "./types";
import { VIEW_MESSAGES } from "./view-messages";

const refs = smallLookups();
const benefit = (category_name: string, narrative_description: string, over: Partial<Benefit> = {}) =>
  benefitRow(category_name, narrative_description, { benefit_id: category_name, ...over });
const PLAN_ROWS = [
  benefit("Deductible", "Deductible: $1,000 individual / $2,000 family"),
  benefit("Out-of-Pocket Maximum", "Out-of-pocket maximum: $5,000 individual / $10,000 family"),
  benefit("Specialist Visit", "$60", { copay: 60 }),
  benefit("Primary Care Visit to Treat an Injury or Illness", "$20", { copay: 20 }),
  benefit("Laboratory Outpatient and Professional Services", "20% Coinsurance after deductible", {
    coinsurance_pct: 0.2,
    after_deductible: true,
  }),
];
const plan = (deductibleMet = 100_000): AnalysisPlan => ({
  policy_name: "Acme Silver",
  terms: planTerms(PLAN_ROWS),
  met: {
    member: { deductibleCents: deductibleMet, outOfPocketCents: deductibleMet },
    family: { deductibleCents: deductibleMet, outOfPocketCents: deductibleMet },
    eobs: deductibleMet
      ? [
          {
            document_id: "eob-jan",
            title: "Acme EOB January",
            service_date: "2025-01-14",
            deductible_cents: deductibleMet,
            patient_share_cents: deductibleMet,
          },
        ]
      : [],
  },
});
const visit = (more: Partial<AnalysisBill> = {}) =>
  testBill([item("a", "99214", 1, 240), item("b", "80053", 1, 60)], {
    patient_amount_due: 300,
    plan: plan(),
    ...more,
  });
const finding = (r: AnalysisResult) =>
  r.errors_detected.find((f) => f.evidence.rule === "balance_billing.above_plan_share");

describe("balance_billing.above_plan_share", () => {
  it("flags an amount due above the plan's copay and coinsurance, each step citing its source", () => {
    const result = analyzeBill(visit(), refs);
    const found = finding(result)!;
    // Deductible met: specialist $60 copay + 20% of the $60 lab = $72 of the $300 asked.
    expect(found).toMatchObject({
      category: "balance_billing",
      title: "Asks $228 more than your plan says you owe",
      potential_savings: 228,
      evidence: { figures: { amount_due: 300, expected_share: 72, deductible_met: 1000 } },
    });
    expect(found.description).toContain("under Acme Silver your share of these services works out to $72");
    const lines = found.evidence.references.map((r) => VIEW_MESSAGES.reference(r));
    expect(lines).toEqual([
      "Acme Silver: deductible $1,000, $1,000 met this year, $0 left — Deductible (in-network): Deductible: $1,000 individual / $2,000 family",
      "Line 1 (99214), Office visit: charge $240; your share $60 ($60 copay) — Specialist Visit (in-network): $60",
      "Line 2 (80053), Lab test: charge $60; your share $12 (20% coinsurance) — Laboratory Outpatient and Professional Services (in-network): 20% Coinsurance after deductible",
      'Verified EOB "Acme EOB January" (Jan 14, 2025): you owed $1,000, $1,000 of it toward the deductible',
    ]);
  });

  it("counts the deductible still to meet as the patient's", () => {
    const found = finding(analyzeBill(visit({ plan: plan(0) }), refs))!;
    // $1,000 left: the $60 copay (not subject to it), then the whole $60 lab toward the deductible.
    expect(found.evidence.figures.expected_share).toBe(120);
    expect(found.potential_savings).toBe(180);
  });

  it.each<[string, Partial<AnalysisBill>]>([
    ["no plan covers the patient", { plan: null }],
    [
      "an EOB is attached: its patient responsibility is the figure",
      { eob: { lines: [{ cpt_code: "99214", billed_amount: 240, allowed_amount: 150, paid_amount: 90 }] } },
    ],
    ["the amount due is within the plan's share", { patient_amount_due: 72.5 }],
    ["no amount due is known", { patient_amount_due: null }],
  ])("stays quiet when %s", (_name, more) => {
    expect(finding(analyzeBill(visit(more), refs))).toBeUndefined();
  });

  it("leaves a bill whose lines all carry insurance's allowed amounts to the allowed-minus-paid check", () => {
    const bill = testBill([item("a", "99214", 1, 240, { allowed_amount: 150, paid_amount: 90 })], {
      patient_amount_due: 240,
      plan: plan(),
    });
    const result = analyzeBill(bill, refs);
    expect(finding(result)).toBeUndefined();
    expect(result.errors_detected.map((f) => f.evidence.rule)).toContain(
      "balance_billing.above_allowed_minus_paid",
    );
  });

  it("never counts a dollar twice with another finding on the same lines", () => {
    const bill = testBill([item("a", "99214", 1, 240), item("b", "99214", 1, 240)], {
      patient_amount_due: 480,
      plan: plan(),
    });
    const result = analyzeBill(bill, refs);
    expect(result.errors_detected.map((f) => f.category).sort()).toEqual([
      "balance_billing",
      "duplicate_charge",
    ]);
    expect(result.total_potential_savings).toBeLessThanOrEqual(480 - 60);
  });
});
