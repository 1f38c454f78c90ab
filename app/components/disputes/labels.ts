// The words the letters list shows for the dispute letter's stored values (issue 14); the status
// labels themselves are core's DISPUTE_STATUS_LABELS.
import type { DisputeDeadline, DisputeOutcome, LetterKind } from "#core/disputes/types";

export const LETTER_KIND_LABELS: Record<LetterKind, string> = {
  billing_error_dispute: "Billing error dispute",
  itemized_bill_request: "Itemized bill request",
  insurance_appeal: "Insurance appeal",
  financial_assistance: "Financial assistance request",
  preventive_no_cost_sharing: "Preventive care, no cost sharing",
};

export const DISPUTE_OUTCOME_LABELS: Record<DisputeOutcome, string> = {
  corrected: "Corrected",
  partially_corrected: "Partially corrected",
  denied: "Denied",
  paid_as_billed: "Paid as billed",
  withdrawn: "Withdrawn",
};

export const DEADLINE_STATE_LABELS: Record<DisputeDeadline["state"], string> = {
  open: "Open",
  met: "Met",
  passed: "Passed",
};
