// What the bill page and the vault say about a bill's EOBs (issue 17): how an attached EOB found
// its bill, the one-click suggestion, and "Wait for the EOB" for a covered bill with none yet.
import { normalizeBillStatus } from "../bills/status";
import type { BillMatchedBy } from "./related-bill";

export const EOB_PLACEMENT_TEXTS = {
  suggestion: (what: string) => `An EOB may belong to this bill — ${what}.`,
  attach: "Attach it",
  dismiss: "Not this bill",
  attached: "EOB attached to this bill",
  dismissed: "Suggestion dismissed",
  matchedBy: {
    claim_number: "Matched by claim number",
    provider_date_amount: "Matched by provider, date of service and amounts",
    user: "Attached by you",
  } satisfies Record<BillMatchedBy | "user", string>,
  awaitingBadge: "Wait for the EOB",
  awaitingExplanation:
    "Your plan hasn't sent its explanation of benefits yet. Paying now risks paying more than you owe.",
  unknownInsurer: "an EOB",
} as const;

/** How an attached document found its bill, as the bill page says it; older links were the user's. */
export function matchedByLabel(matchedBy: string | null | undefined): string {
  const labels: Record<string, string> = EOB_PLACEMENT_TEXTS.matchedBy;
  return labels[matchedBy ?? "user"] ?? EOB_PLACEMENT_TEXTS.matchedBy.user;
}

/**
 * "Wait for the EOB": the bill's patient is on one of the user's insurance policies, no EOB is on
 * the bill yet, and the bill is not paid already.
 */
export function awaitingEob(bill: { covered: boolean; hasEob: boolean; status: string | null }): boolean {
  return bill.covered && !bill.hasEob && normalizeBillStatus(bill.status) !== "paid";
}
