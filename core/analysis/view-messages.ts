// The bill editor's summary and analysis modes (001 §2, §6, §8): every label and message they show.
import type { CompletenessField } from "../bills/facts";
import type { RecoveryMethod } from "./recovery";
import type { ReferenceRow } from "./types";
import { formatDate } from "../format/dates";
import { usd, plural, placeName, MUE_LIMIT_KIND, CATEGORY_LABELS, globalPeriod } from "./messages";

export type AnalysisView = "summary" | "analysis";

/** How a summary or analysis request failed: an answer's HTTP status, or null when no answer came. */
export interface AnalysisLoadFailure {
  status: number | null;
  /** The server's reason for a bill it cannot analyze (422), shown under the spec's message. */
  detail?: string | null;
}

const s = (n: number) => (n === 1 ? "" : "s");
const cents = (dollars: number | null) => Math.round((dollars ?? 0) * 100);

/** One step of what the bill should cost under the plan, with the plan row it rests on. */
function planShareStep(row: Extract<ReferenceRow, { kind: "plan_share_step" }>): string {
  const from = row.source ? ` — ${row.source}` : "";
  if (row.step === "deductible_left")
    return `${row.policy_name}: deductible ${usd(cents(row.limit_amount))}, ${usd(cents(row.met_amount))} met this year, ${usd(cents(row.amount))} left${from}`;
  if (row.step === "out_of_pocket_cap")
    return `${row.policy_name}: out-of-pocket maximum ${usd(cents(row.limit_amount))}, ${usd(cents(row.met_amount))} met this year, so at most ${usd(cents(row.amount))} more${from}`;
  const line = row.position !== null ? `Line ${row.position}${row.code ? ` (${row.code})` : ""}` : "A line";
  const basis = `${row.basis === "billed" ? "charge" : "allowed amount"} ${usd(cents(row.basis_amount))}`;
  if (!row.source)
    return `${line}, ${row.service}: no benefit of your plan names it, so all of the ${basis} is counted`;
  const parts = [
    row.deductible_amount ? `${usd(cents(row.deductible_amount))} toward the deductible` : null,
    row.copay_amount ? `${usd(cents(row.copay_amount))} copay` : null,
    row.coinsurance_percent ? `${row.coinsurance_percent}% coinsurance` : null,
  ].filter(Boolean);
  return `${line}, ${row.service}: ${basis}; your share ${usd(cents(row.amount))}${parts.length ? ` (${parts.join(", ")})` : ""}${from}`;
}

export const VIEW_MESSAGES = {
  /** 001 §6: free users see the mode buttons marked Premium (they open the upgrade modal). */
  viewButton: (view: AnalysisView, premium: boolean) =>
    `${view === "summary" ? "Summary" : "Analysis"}${premium ? "" : " (Premium)"}`,
  backToEdit: "Back to Edit",
  retry: "Retry",
  title: { summary: "Bill Summary", analysis: "Billing Error Analysis" },
  loading: "Checking your bill for billing errors…",
  /** 001 §8: a failed answer names its status; a request that got no answer does not. */
  loadFailure: (view: AnalysisView, failure: AnalysisLoadFailure): string => {
    if (view === "summary")
      return failure.status === null
        ? "Error loading bill summary"
        : `Failed to load bill summary (${failure.status})`;
    return failure.status === null ? "Error loading analysis results" : "Failed to fetch analysis results";
  },
  /** The fixed top banner after an analysis (5 seconds), in whole dollars (001 §9). */
  banner: (errors: number, savings: number) =>
    errors === 0
      ? "Analysis complete: no billing errors found on this bill."
      : `Analysis complete: ${errors} possible billing error${s(errors)} found, ${usd(Math.round(savings) * 100)} in potential savings.`,
  noFindings: "No billing errors found. The charges on this bill passed every check that could run.",
  noHighConfidence: "No high-confidence errors on this bill.",
  needsReanalysis:
    "This bill has changed or has not been checked yet: open the Summary to check it for billing errors.",
  savedVersion: "The summary and analysis check the saved bill; save your changes first to include them.",
  readFromDocument: "Read from your document",
  /** The link beside a reference row printed on one of the user's documents (an EOB row, the Amount Due). */
  openPrinted: (page: number) => `See it on page ${page}`,
  feedbackIntro: "Your bill has been checked for billing errors. How useful was the analysis?",
  upgradeReason:
    "The bill summary with billing-error detection is a Premium feature. Upgrade to see every error we find, what it is worth and how to get it fixed.",
  confidence: { green: "High confidence", yellow: "Medium confidence", red: "Low confidence" },
  category: CATEGORY_LABELS,
  method: {
    call_billing_office: "Call the billing office",
    negotiate_price: "Ask the billing office for a lower price",
    call_insurer: "Call your insurer",
    insurance_appeal: "Appeal to your insurer",
  } satisfies Record<RecoveryMethod, string>,
  missingField: {
    provider_name: "Provider name",
    service_date: "Service date",
    patient: "Patient",
    claim_number: "Bill number",
    line_items: "Service lines",
    cpt_codes: "Procedure (CPT) codes",
    billed_amounts: "Billed amounts",
    insurance_data: "Insurance allowed and paid amounts",
    diagnosis_codes: "Diagnosis (ICD-10) codes",
  } satisfies Record<CompletenessField, string>,
  /** One reference row a finding cites, in a line: what was looked up, its value and edition. */
  reference: (row: ReferenceRow): string => {
    switch (row.kind) {
      case "medicare_rate":
        return `Medicare ${row.fee_schedule === "physician" ? "Physician" : "Clinical Laboratory"} Fee Schedule (${row.edition}): ${row.code}${row.modifier ? `-${row.modifier}` : ""} pays ${usd(Math.round(row.amount * 100))} (${row.setting}, ${row.locality === "national" ? "national" : placeName(row.locality)})`;
      case "mue":
        return `Medically unlikely edit${row.edition ? ` ${row.edition}` : ""}: ${row.code} at most ${plural(row.max_units, "unit")} ${MUE_LIMIT_KIND[row.adjudication_indicator]}`;
      case "bundle_pair":
        return `${row.comprehensive} includes ${row.component}: ${row.relationship} (${row.source})`;
      case "ptp_edit":
        return `NCCI procedure-to-procedure edit${row.edition ? ` ${row.edition}` : ""}: ${row.column2} is part of ${row.column1} (${row.rationale})`;
      case "code_set":
        return `${row.code}: ${row.found ? (row.billable === false ? "not a billable code" : "found") : "not found"} in the ${row.code_type === "procedure" ? "CPT/HCPCS" : "ICD-10-CM"} code set${row.edition ? ` ${row.edition}` : ""}`;
      case "eob_line":
        return `EOB line ${row.position}: ${row.cpt_code} billed ${usd(Math.round(row.billed_amount * 100))}, allowed ${usd(Math.round(row.allowed_amount * 100))}, paid ${usd(Math.round(row.paid_amount * 100))}${row.denied ? ", denied" : ""}${row.reason ? ` (${row.reason})` : ""}`;
      case "em_guideline":
        return `Office visit level ${row.level} (${row.code})${row.minutes !== null ? `, ${row.minutes} minutes` : ""}: ${row.source}`;
      case "global_surgery":
        return `Medicare global surgery: ${row.procedure}'s global period is ${globalPeriod(row.global_days)}${row.edition ? ` (Physician Fee Schedule ${row.edition})` : ""}, so a visit ${row.days_before ? "the day before" : "on its day"} is included unless it carries modifier ${row.bypass_modifiers.join(" or ")} (${row.source})`;
      case "pctc_indicator":
        return `Medicare Physician Fee Schedule${row.edition ? ` (${row.edition})` : ""}: ${row.code} is ${row.meaning} (PC/TC indicator ${row.indicator}; ${row.source})`;
      case "plan_share_step":
        return planShareStep(row);
      case "document_box":
        return `${row.label}${row.amount !== null ? `: ${usd(Math.round(row.amount * 100))}` : ""}`;
      case "eob_document":
        return `Verified EOB "${row.title}"${row.service_date ? ` (${formatDate(row.service_date)})` : ""}: you owed ${usd(Math.round(row.patient_share * 100))}, ${usd(Math.round(row.deductible * 100))} of it toward the deductible`;
    }
  },
} as const;
