// One bill as the editor and the Explainer read it (001 §3 server shape): its lines, diagnosis
// codes, documents, totals and the facts derived from them, in one D1 round trip.
import { and, asc, desc, eq, sql } from "drizzle-orm";
import {
  billFlags,
  billTotals,
  completeness,
  needsReanalysis,
  patientResponsibilityCents,
  readiness,
  type CompletenessField,
  type LineAmounts,
  type ReadinessStep,
} from "#core/bills/facts";
import { BILL_MESSAGES } from "#core/bills/messages";
import { awaitingEob } from "#core/documents/eob-placement";
import { centsToDollars } from "#core/bills/money";
import { billStatusLabel, normalizeBillStatus, vaultStatus, type BillStatus } from "#core/bills/status";
import { notFound } from "~/api/http";
import { schema, type Db } from "~/db.server";
import { lineItemJson, type LineItemJson } from "./list.server";
import { billEobsQuery, billReconciliation } from "./reconciliation.server";
import type { Reconciliation } from "#core/bills/reconciliation";
import { patient, patientColumns, patientJoin, patientOf, type BillTotalsJson } from "./sql.server";
import {
  coveredByPolicy,
  suggestedEobJson,
  suggestedEobsQuery,
  type SuggestedEobJson,
} from "./eob-state.server";

const { bills, lineItems, diagnosisCodes, documents, ingestedEmails } = schema;

export interface BillDocumentJson {
  id: string;
  bill_id: string | null;
  source_details: { bill_id: string | null };
  filename: string;
  original_filename: string;
  document_type: string;
  description: string | null;
  file_size: number;
  content_type: string;
  source: string;
  created_at: string;
  upload_date: string;
  received_at: string;
  classification_confidence: number | null;
  /** How an EOB found this bill: claim_number, provider_date_amount, or user (null: the user's older link). */
  bill_matched_by: string | null;
}

export interface BillDetail extends BillTotalsJson {
  id: string;
  provider_name: string;
  provider: string;
  service_date: string | null;
  date: string | null;
  service_date_from: string | null;
  service_date_to: string | null;
  bill_date: string | null;
  due_date: string | null;
  claim_number: string | null;
  account_number: string | null;
  /** One of in_progress, disputed, ready_to_pay, paid (legacy and server values mapped). */
  status: BillStatus;
  status_label: string;
  vault_status: string;
  patient_name: string;
  patient_label: string;
  patient_id: string;
  dependent_id: string;
  diagnosis_codes: string[];
  line_items: LineItemJson[];
  outcome_note: string | null;
  personal_statement: string | null;
  document_count: number;
  documents: BillDocumentJson[];
  data_completeness_score: number;
  missing_fields: CompletenessField[];
  has_line_items: boolean;
  has_cpt_codes: boolean;
  has_insurance_data: boolean;
  has_eob: boolean;
  /** "Wait for the EOB": the patient is on one of the user's policies and no EOB is on the bill yet. */
  awaiting_eob: boolean;
  /** EOBs on no bill that the matcher suggests for this one (Attach / Not this bill). */
  suggested_eobs: SuggestedEobJson[];
  readiness_steps: ReadinessStep[];
  last_analyzed_at: string | null;
  needs_reanalysis: boolean;
  /** The lines against every EOB attached (issue 17, ADR 079). */
  reconciliation: Reconciliation;
  source: string;
  created_at: string;
  updated_at: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

export const billDocumentColumns = {
  id: documents.id,
  billId: documents.billId,
  documentType: documents.documentType,
  originalFilename: documents.originalFilename,
  description: documents.description,
  fileSize: documents.fileSize,
  contentType: documents.contentType,
  source: documents.source,
  createdAt: documents.createdAt,
  classificationConfidence: documents.classificationConfidence,
  billMatchedBy: documents.billMatchedBy,
  receivedAt: sql<number | null>`${ingestedEmails.receivedAt}`.as("email_received_at"),
};

type BillDocumentRecord = Awaited<ReturnType<ReturnType<typeof billDocumentsQuery>["all"]>>[number];

export function billDocumentJson(doc: BillDocumentRecord): BillDocumentJson {
  return {
    id: doc.id,
    bill_id: doc.billId,
    source_details: { bill_id: doc.billId },
    filename: doc.originalFilename,
    original_filename: doc.originalFilename,
    document_type: doc.documentType,
    description: doc.description,
    file_size: doc.fileSize,
    content_type: doc.contentType,
    source: doc.source,
    created_at: iso(doc.createdAt),
    upload_date: iso(doc.createdAt),
    received_at: iso(doc.receivedAt ?? doc.createdAt),
    classification_confidence: doc.classificationConfidence,
    bill_matched_by: doc.billMatchedBy,
  };
}

/** The documents of one of the user's bills, newest first (usable inside a batch). */
export function billDocumentsQuery(db: Db, userId: string, billId: string) {
  return db
    .select(billDocumentColumns)
    .from(documents)
    .leftJoin(ingestedEmails, eq(ingestedEmails.id, documents.ingestedEmailId))
    .where(and(eq(documents.billId, billId), eq(documents.userId, userId)))
    .orderBy(desc(documents.createdAt), desc(documents.id));
}

/** The user's bill in the 001 §3 server shape, or null (another user's bill is none). */
export async function getBill(db: Db, userId: string, billId: string): Promise<BillDetail | null> {
  const [found, lines, codes, docs, suggested, eobs] = await db.batch([
    db
      .select({
        bill: bills,
        ...patientColumns,
        covered: sql<number>`${coveredByPolicy}`.as("covered_by_policy"),
      })
      .from(bills)
      .leftJoin(patient, patientJoin)
      .where(and(eq(bills.id, billId), eq(bills.userId, userId))),
    db
      .select()
      .from(lineItems)
      .where(and(eq(lineItems.billId, billId), eq(lineItems.userId, userId)))
      .orderBy(asc(lineItems.position), asc(lineItems.createdAt)),
    db
      .select()
      .from(diagnosisCodes)
      .where(and(eq(diagnosisCodes.billId, billId), eq(diagnosisCodes.userId, userId)))
      .orderBy(asc(diagnosisCodes.position)),
    billDocumentsQuery(db, userId, billId),
    suggestedEobsQuery(db, userId, billId),
    billEobsQuery(db, userId, billId),
  ]);
  const row = found[0];
  if (!row) return null;
  const { bill } = row;
  const who = patientOf(row);
  const amounts: LineAmounts[] = lines.map((l) => ({
    cptCode: l.cptCode,
    units: l.units,
    billedCents: l.billedCents,
    allowedCents: l.allowedCents,
    paidCents: l.paidCents,
  }));
  const totals = lines.length
    ? billTotals(amounts)
    : {
        billedCents: bill.totalBilledCents ?? 0,
        allowedCents: bill.totalAllowedCents,
        paidCents: bill.totalPaidCents,
        patientResponsibilityCents: patientResponsibilityCents(bill.totalAllowedCents, bill.totalPaidCents),
      };
  const billCodes = codes.filter((c) => c.lineItemId === null).map((c) => c.icd10Code);
  const date = bill.serviceDate ?? bill.serviceDateFrom ?? bill.billDate ?? null;
  const facts = {
    providerName: bill.providerName,
    serviceDate: date,
    hasPatient: true,
    claimNumber: bill.claimNumber ?? bill.accountNumber,
    lines: amounts,
    diagnosisCodeCount: codes.length,
    totalAllowedCents: totals.allowedCents,
    totalPaidCents: totals.paidCents,
  };
  const score = completeness(facts);
  const hasEob = docs.some((d) => d.documentType === "eob");
  const lineJson = lines.map((l) =>
    lineItemJson(
      l,
      codes.filter((c) => c.lineItemId === l.id).map((c) => c.icd10Code),
    ),
  );
  return {
    id: bill.id,
    provider_name: bill.providerName,
    provider: bill.providerName,
    service_date: date,
    date,
    service_date_from: bill.serviceDateFrom,
    service_date_to: bill.serviceDateTo,
    bill_date: bill.billDate,
    due_date: bill.dueDate,
    claim_number: bill.claimNumber,
    account_number: bill.accountNumber,
    status: normalizeBillStatus(bill.status),
    status_label: billStatusLabel(bill.status),
    vault_status: vaultStatus(bill.status),
    patient_name: who.name,
    patient_label: who.label,
    patient_id: who.id,
    dependent_id: who.id,
    diagnosis_codes: billCodes,
    line_items: lineJson,
    total_billed_amount: centsToDollars(totals.billedCents),
    total_allowed_amount: centsToDollars(totals.allowedCents),
    total_paid_amount: centsToDollars(totals.paidCents),
    patient_responsibility: centsToDollars(totals.patientResponsibilityCents),
    potential_savings: centsToDollars(bill.potentialSavingsCents),
    recovered_amount: centsToDollars(bill.recoveredCents),
    outcome_note: bill.outcomeNote,
    personal_statement: bill.personalStatement,
    document_count: docs.length,
    documents: docs.map(billDocumentJson),
    data_completeness_score: score.score,
    missing_fields: score.missing_fields,
    ...billFlags(facts),
    has_eob: hasEob,
    awaiting_eob: awaitingEob({ covered: Boolean(row.covered), hasEob, status: bill.status }),
    suggested_eobs: suggested.map(suggestedEobJson),
    readiness_steps: readiness(
      {
        patientId: who.id,
        date,
        provider: bill.providerName,
        lines: amounts,
        hasEob,
        personalNote: bill.personalStatement,
      },
      false,
    ).steps,
    last_analyzed_at: bill.lastAnalyzedAt ? iso(bill.lastAnalyzedAt) : null,
    needs_reanalysis: needsReanalysis({
      needsReanalysis: bill.needsReanalysis,
      completenessScore: score.score,
      lastAnalyzedAt: bill.lastAnalyzedAt,
    }),
    reconciliation: billReconciliation(
      lineJson.map((l) => ({ ...l, service_date: l.service_date ?? date })),
      eobs,
    ),
    source: bill.source,
    created_at: iso(bill.createdAt),
    updated_at: iso(bill.updatedAt),
  };
}

/** The user's bill, or 404 'Bill not found' (another user's bill answers the same). */
export async function requireBill(db: Db, userId: string, billId: string): Promise<BillDetail> {
  const bill = await getBill(db, userId, billId);
  if (!bill) throw notFound(BILL_MESSAGES.billNotFound);
  return bill;
}
