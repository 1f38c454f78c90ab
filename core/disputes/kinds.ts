// Which letter a bill calls for (issue 14): the main kind first, then the kinds that add
// paragraphs. Pure: the Worker gathers the facts (app/services/disputes/facts.server.ts).
import type { LetterKind } from "./types";

export interface LetterKindFacts {
  /** The EOB shows a denial: a `denial` finding, or an EOB line marked denied. */
  denied: boolean;
  /** Billing findings the letter states, denials aside (none when the user left the opportunities out). */
  findings: number;
  /** Some line of the bill has no procedure code, or the bill has no lines at all. */
  linesLackCodes: boolean;
  needsFinancialAssistance: boolean;
  isPreventiveVisit: boolean;
}

/**
 * An insurance appeal leads when the EOB shows a denial (it is written to the insurer); else a
 * billing-error dispute when there are findings; an itemized-bill request when there are none or
 * the bill's lines lack codes (the provider is asked for the detail to check). Financial
 * assistance and the preventive visit's no-cost-sharing paragraph follow when asked for.
 */
export function chooseLetterKinds(facts: LetterKindFacts): LetterKind[] {
  const kinds: LetterKind[] = [];
  if (facts.denied) kinds.push("insurance_appeal");
  if (facts.findings > 0) kinds.push("billing_error_dispute");
  if (facts.findings === 0 || facts.linesLackCodes) kinds.push("itemized_bill_request");
  if (facts.needsFinancialAssistance) kinds.push("financial_assistance");
  if (facts.isPreventiveVisit) kinds.push("preventive_no_cost_sharing");
  return kinds;
}
