// Dispute letters and their deadlines (issue 14): the names every side shares — the Worker, the
// `dispute-{letterId}` workflow, the renderer and the screens. No I/O here.

/** What the letter asks for; the first is the letter's main kind, the rest add paragraphs. */
export const LETTER_KINDS = [
  "billing_error_dispute",
  "itemized_bill_request",
  "insurance_appeal",
  "financial_assistance",
  "preventive_no_cost_sharing",
] as const;
export type LetterKind = (typeof LETTER_KINDS)[number];

/**
 * requested: the row exists, the workflow is rendering. filed: the PDF is a document of the bill.
 * mailed / response_received / overdue: the user's milestones and the workflow's timers.
 * resolved: ended by the user (or by the bill's paid / recovery flow). failed: it could not be made.
 */
export const DISPUTE_STATUSES = [
  "requested",
  "filed",
  "mailed",
  "response_received",
  "overdue",
  "resolved",
  "failed",
] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

export const DISPUTE_STATUS_LABELS: Record<DisputeStatus, string> = {
  requested: "Generating",
  filed: "Ready to mail",
  mailed: "Mailed",
  response_received: "Response received",
  overdue: "Response overdue",
  resolved: "Resolved",
  failed: "Failed",
};

export const DISPUTE_OUTCOMES = [
  "corrected",
  "partially_corrected",
  "denied",
  "paid_as_billed",
  "withdrawn",
] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

/** The deadline rules of core/disputes/deadlines.ts, by key. */
export const DEADLINE_RULE_KEYS = [
  "provider_response",
  "insurance_internal_appeal",
  "no_surprises_dispute",
  "financial_assistance_application",
  "debt_validation",
] as const;
export type DeadlineRuleKey = (typeof DEADLINE_RULE_KEYS)[number];

/** One deadline of one dispute, as the workflow computed it and the editor's timeline shows it. */
export interface DisputeDeadline {
  rule: DeadlineRuleKey;
  label: string;
  /** YYYY-MM-DD, the last day. */
  due_on: string;
  /** What the deadline counts from, in words ("the date you mailed the letter"). */
  counted_from: string;
  citation: string;
  url: string;
  state: "open" | "met" | "passed";
}

/** The e-mails the dispute workflow sends. */
export const DISPUTE_NOTICES = ["response_due_soon", "response_overdue", "appeal_window_closing"] as const;
export type DisputeNotice = (typeof DISPUTE_NOTICES)[number];

/** Letters ask for a written response within this many days (001 §2 Letter Template). */
export const RESPONSE_DAYS = 30;
