// analyzeBill: runs every rule over one bill, in an order that lets a charge be claimed once (a
// repeat or a bundled component is not also price-checked), and totals the findings (001 §3).
import { finalize, SavingsLedger, type RuleContext } from "./findings";
import { readBill } from "./input";
import { TEXT } from "./messages";
import { findInvalidCodes } from "./rules/codes";
import { findComponentModifiersNotValid, findGlobalWithComponent } from "./rules/components";
import { findDuplicates } from "./rules/duplicates";
import { findBalanceBilling, findDenials } from "./rules/eob";
import { findVisitsInGlobalPeriod } from "./rules/global-surgery";
import { findMathErrors } from "./rules/math";
import { findAbovePlanShare } from "./rules/plan-share";
import { findPricing } from "./rules/pricing";
import { findUnbundling } from "./rules/unbundling";
import { findExcessUnits } from "./rules/units";
import { findUpcoding } from "./rules/upcoding";
import type {
  AnalysisBill,
  AnalysisCategory,
  AnalysisFinding,
  AnalysisResult,
  ReferenceLookups,
} from "./types";

/** 001 §3: a high-confidence error is one above 0.8. */
export const HIGH_CONFIDENCE = 0.8;

const RULES: [AnalysisCategory, (ctx: RuleContext) => void][] = [
  ["invalid_code", findInvalidCodes],
  ["invalid_code", findComponentModifiersNotValid],
  ["duplicate_charge", findDuplicates],
  ["duplicate_charge", findGlobalWithComponent],
  // After the pairs (NCCI or curated): a visit they already claimed is not reported again.
  ["unbundling", findUnbundling],
  ["unbundling", findVisitsInGlobalPeriod],
  ["excessive_units", findExcessUnits],
  ["upcoding", findUpcoding],
  // Before pricing: for an insured patient the plan's share, not the price, is what the bill should ask.
  ["balance_billing", findAbovePlanShare],
  ["pricing", findPricing],
  ["denial", findDenials],
  ["balance_billing", findBalanceBilling],
  ["math_error", findMathErrors],
];

const money = (f: AnalysisFinding) => f.potential_savings ?? f.amount_at_risk ?? 0;

/**
 * Analyzes one bill. Throws AnalysisInputError (status 422, a plain-English detail) for a bill it
 * cannot read; anything else that goes wrong inside a rule becomes a note, not a failed analysis.
 */
export function analyzeBill(
  bill: AnalysisBill,
  refs: ReferenceLookups,
  options: { now?: Date } = {},
): AnalysisResult {
  const work = readBill(bill);
  const ctx: RuleContext = { work, refs, removed: new Set(), excessUnits: new Map(), notes: [], drafts: [] };
  if (work.lines.length === 0) ctx.notes.push(TEXT.notes.noLines);
  else {
    for (const [category, rule] of RULES) {
      const before = ctx.drafts.length;
      try {
        rule(ctx);
      } catch {
        // A lookup that throws must not cost the user the other checks; the note says what is missing.
        ctx.drafts.length = before;
        ctx.notes.push(TEXT.notes.checkFailed(category));
      }
    }
  }
  const findings = finalize(ctx.drafts, new SavingsLedger(work.lines)).sort(
    (a, b) => money(b) - money(a) || b.confidence - a.confidence,
  );
  const savings = findings.reduce((sum, f) => sum + Math.round((f.potential_savings ?? 0) * 100), 0);
  return {
    bill_id: typeof bill.id === "string" ? bill.id : "",
    total_errors: findings.length,
    total_potential_savings: savings / 100,
    high_confidence_errors: findings.filter((f) => f.confidence > HIGH_CONFIDENCE).length,
    errors_detected: findings,
    analysis_timestamp: (options.now ?? new Date()).toISOString(),
    notes: [...new Set(ctx.notes)],
    reference_editions: refs.editions,
  };
}
