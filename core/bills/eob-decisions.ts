// What one EOB attached to a bill decided, ready to be reconciled with the bill (ADR 079): its lines
// (read as the analysis reads them, each with the box it was printed in), when the plan decided
// (the EOB's processed date, else when the document arrived) and whether it says it is a corrected
// claim or a secondary payer's decision. Pure: the caller loads the document rows.
import { amountOf, eobFromDocument, type StoredDocument } from "../analysis/documents";
import type { EobLine } from "../analysis/types";
import { printedEobKind } from "../extraction/eob-kind";

/** original: a primary payer's first decision; corrected: a corrected / reprocessed claim; secondary: a second plan's. */
export type EobKind = "original" | "corrected" | "secondary";

/** An EOB document row as reconciliation reads it. */
export interface EobDocumentRow extends StoredDocument {
  /** What the user calls it: the insurer's name when read, else the file name. */
  title: string;
  verified: boolean;
  /** When the document arrived (ms since the epoch): the fallback decision date and the tie-breaker. */
  created_at: number;
}

export interface EobDecision {
  document_id: string;
  title: string;
  /** The insurer's name as read or verified, null when none: tells a second plan apart (ADR 082). */
  payer: string | null;
  verified: boolean;
  /** YYYY-MM-DD: the day the plan decided. */
  decided_on: string;
  /** Where decided_on came from: the EOB's processed date, or the day the document arrived. */
  dated_by: "processed_date" | "received";
  kind: EobKind;
  created_at: number;
  lines: EobLine[];
  /** The EOB's stated total the patient owes, when it was read. */
  total_patient_responsibility: number | null;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

const dayOf = (value: unknown) =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value.trim().slice(0, 10))
    ? value.trim().slice(0, 10)
    : null;

/** The fields a reader or a person may fill to say what kind of EOB it is. */
function kindFromFields(fields: Record<string, unknown>): EobKind | null {
  if (fields.secondary === true || fields.secondary_payer === true) return "secondary";
  if (fields.corrected_claim === true || fields.corrected === true) return "corrected";
  const words = [fields.payer_order, fields.coverage_order, fields.claim_type, fields.claim_status]
    .filter((v): v is string => typeof v === "string")
    .join(" ")
    .toLowerCase();
  if (/\bsecondary\b/.test(words)) return "secondary";
  if (/\b(corrected|adjusted|reprocessed|replacement)\b/.test(words)) return "corrected";
  return null;
}

function printedText(words: unknown): string {
  if (!Array.isArray(words)) return "";
  return words
    .slice(0, 20_000)
    .map((w) => (isObject(w) && typeof w.text === "string" ? w.text : ""))
    .join(" ")
    .toLowerCase()
    .replace(/\s+/g, " ");
}

/** What kind of decision the EOB is: its fields first, then the phrases printed on it. */
export function eobKindOf(doc: StoredDocument): EobKind {
  const verified = isObject(doc.user_verified_data) ? doc.user_verified_data : {};
  const extracted = isObject(doc.extracted_data) ? doc.extracted_data : {};
  const fromFields = kindFromFields({ ...extracted, ...verified });
  if (fromFields) return fromFields;
  // Documents read before `claim_type` was extracted: their stored words, when the caller loaded them.
  return printedEobKind(printedText(doc.words)) ?? "original";
}

/** One EOB's decision, or null when it has no line the analysis can read. */
export function eobDecisionOf(doc: EobDocumentRow): EobDecision | null {
  const eob = eobFromDocument(doc);
  if (!eob) return null;
  const verified = isObject(doc.user_verified_data) ? doc.user_verified_data : {};
  const extracted = isObject(doc.extracted_data) ? doc.extracted_data : {};
  const processed = dayOf(verified.processed_date) ?? dayOf(extracted.processed_date);
  const received = new Date(Number.isFinite(doc.created_at) ? doc.created_at : 0).toISOString().slice(0, 10);
  const fields = { ...extracted, ...verified };
  const insurer = typeof fields.insurance_company === "string" ? fields.insurance_company.trim() : "";
  return {
    document_id: doc.id,
    title: (insurer || doc.title).slice(0, 120),
    payer: insurer ? insurer.slice(0, 120) : null,
    verified: doc.verified,
    decided_on: processed ?? received,
    dated_by: processed ? "processed_date" : "received",
    kind: eobKindOf(doc),
    created_at: doc.created_at,
    lines: eob.lines,
    total_patient_responsibility:
      eob.total_patient_responsibility ??
      amountOf(fields.total_patient_responsibility ?? fields.total_member_responsibility),
  };
}

/**
 * The EOBs that count: the verified ones when there are any (a person checked them), else the ones
 * only read so far. Newest decision first; on the same day a corrected claim before the one it
 * corrects, then the later arrival.
 */
export function countedDecisions(decisions: EobDecision[]): EobDecision[] {
  const verified = decisions.filter((d) => d.verified);
  return [...(verified.length ? verified : decisions)].sort(newestFirst);
}

export function newestFirst(a: EobDecision, b: EobDecision): number {
  if (a.decided_on !== b.decided_on) return a.decided_on < b.decided_on ? 1 : -1;
  const corrected = Number(b.kind === "corrected") - Number(a.kind === "corrected");
  if (corrected) return corrected;
  if (a.created_at !== b.created_at) return b.created_at - a.created_at;
  return a.document_id < b.document_id ? 1 : a.document_id > b.document_id ? -1 : 0;
}
