// Rows → the assistant's records (issue 16): a document's fields (verified, else extracted), an
// EOB's figures, what the plans decided across the bill's EOBs (ADR 082), a dispute letter's
// deadlines, a statement's amount due. Pure: no queries.
import { amountDueFrom, amountOf, eobFromDocument, type StoredDocument } from "#core/analysis/documents";
import { adjudicationRecord, type AdjudicationRecord } from "#core/assistant/adjudication-record";
import type { DeadlineRecord, DocumentRecord, EobRecord } from "#core/assistant/types";
import { eobDecisionOf, type EobDecision } from "#core/bills/eob-decisions";
import { reconcile } from "#core/bills/reconciliation";
import type { DisputeDeadline } from "#core/disputes/types";
import { formatDate } from "#core/format/dates";

export interface DocumentRow {
  id: string;
  billId: string | null;
  documentType: string;
  title: string | null;
  originalFilename: string;
  verificationStatus: string;
  extractedData: unknown;
  userVerifiedData: unknown;
  createdAt: number;
}

export interface LetterRow {
  id: string;
  billId: string;
  documentId: string | null;
  status: string;
  responseDueAt: number | null;
  deadlines: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

const TYPE_LABELS: Record<string, string> = {
  eob: "Explanation of benefits",
  medical_bill: "Statement",
  prior_authorization: "Prior authorization",
  dispute_letter: "Dispute letter",
};

const stored = (row: DocumentRow): StoredDocument => ({
  id: row.id,
  document_type: row.documentType,
  words: null,
  extracted_data: row.extractedData,
  user_verified_data: row.userVerifiedData,
});

const isVerified = (row: DocumentRow) =>
  row.verificationStatus === "verified" && isObject(row.userVerifiedData);

/** The document's plain fields: what the user verified, else what extraction found (lists left out). */
export function documentRecord(row: DocumentRow): DocumentRecord {
  const verified = isVerified(row);
  const data = verified ? row.userVerifiedData : row.extractedData;
  const fields: DocumentRecord["fields"] = {};
  if (isObject(data))
    for (const [key, value] of Object.entries(data))
      if (value === null || ["string", "number", "boolean"].includes(typeof value))
        fields[key] = value as string | number | boolean | null;
  const kind = TYPE_LABELS[row.documentType] ?? "Document";
  const date = typeof fields.service_date === "string" ? fields.service_date : null;
  return {
    id: row.id,
    type: row.documentType,
    label: date ? `${kind}, ${formatDate(date)}` : `${kind}, received ${formatDate(row.createdAt)}`,
    billId: row.billId,
    fields,
    verified,
    receivedAt: new Date(row.createdAt).toISOString().slice(0, 10),
  };
}

const cents = (value: unknown) => {
  const dollars = amountOf(value);
  return dollars === null ? null : Math.round(dollars * 100);
};
const sumCents = (values: (number | null | undefined)[]) =>
  values.some((v) => typeof v === "number")
    ? values.reduce<number>((s, v) => s + Math.round((v ?? 0) * 100), 0)
    : null;

/** An EOB's figures: the form's totals (verified first), else the sums of its lines. */
export function eobRecord(row: DocumentRow, document: DocumentRecord): EobRecord {
  const eob = eobFromDocument(stored(row));
  const f = document.fields;
  const lines = eob?.lines ?? [];
  const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);
  const serviceDate = text(f.service_date) ?? lines.find((l) => l.service_date)?.service_date ?? null;
  const patient =
    cents(f.total_patient_responsibility ?? f.patient_responsibility ?? f.total_you_owe) ??
    (eob?.total_patient_responsibility == null ? null : Math.round(eob.total_patient_responsibility * 100)) ??
    sumCents(lines.map((l) => l.patient_responsibility));
  return {
    documentId: row.id,
    billId: row.billId,
    claimNumber: text(f.claim_number),
    serviceDate,
    billedCents: cents(f.total_billed) ?? sumCents(lines.map((l) => l.billed_amount)),
    allowedCents: cents(f.total_allowed) ?? sumCents(lines.map((l) => l.allowed_amount)),
    planPaidCents: cents(f.total_paid) ?? sumCents(lines.map((l) => l.paid_amount)),
    patientResponsibilityCents: patient,
    label: document.label,
  };
}

/** A bill line as the reconciliation reads it (money in cents, as stored). */
export interface BillLineRow {
  id: string;
  cptCode: string;
  billedCents: number;
  serviceDate: string | null;
}

/**
 * What the plans decided for the bill now: its lines against every EOB attached to it, the newest
 * decision per line, a second plan's payment added (ADR 079, 082). Null when no EOB decided a line.
 */
export function billAdjudication(
  lines: BillLineRow[],
  billServiceDate: string | null,
  eobRows: DocumentRow[],
): AdjudicationRecord | null {
  const decisions = eobRows
    .filter((row) => row.documentType === "eob")
    .map((row) =>
      eobDecisionOf({
        ...stored(row),
        title: row.title?.trim() || row.originalFilename,
        verified: row.verificationStatus === "verified",
        created_at: row.createdAt,
      }),
    )
    .filter((d): d is EobDecision => d !== null);
  if (!decisions.length) return null;
  const reconciliation = reconcile(
    lines.map((l) => ({
      id: l.id,
      cpt_code: l.cptCode,
      billed_amount: l.billedCents / 100,
      service_date: l.serviceDate ?? billServiceDate,
    })),
    decisions,
  );
  return adjudicationRecord(reconciliation, decisions);
}

/** What the statement asks the patient to pay, in cents. */
export function amountDueCents(row: DocumentRow | undefined): number | null {
  const dollars = row ? amountDueFrom(stored(row)) : null;
  return dollars === null ? null : Math.round(dollars * 100);
}

const isDeadline = (d: unknown): d is DisputeDeadline =>
  isObject(d) &&
  typeof d.due_on === "string" &&
  /^\d{4}-\d{2}-\d{2}$/.test(d.due_on) &&
  typeof d.label === "string";

/** The letter's open deadlines as the workflow wrote them; else its response due date. Met ones are left out. */
export function letterDeadlines(letter: LetterRow): DeadlineRecord[] {
  if (letter.status === "resolved" || letter.status === "failed") return [];
  const base = { letterId: letter.id, billId: letter.billId, documentId: letter.documentId };
  const written = Array.isArray(letter.deadlines) ? letter.deadlines.filter(isDeadline) : [];
  if (written.length)
    return written
      .filter((d) => d.state !== "met")
      .map((d) => ({ ...base, dueDate: d.due_on, label: d.label }));
  if (letter.responseDueAt === null) return [];
  const dueDate = new Date(letter.responseDueAt).toISOString().slice(0, 10);
  return [{ ...base, dueDate, label: "Provider response due" }];
}
