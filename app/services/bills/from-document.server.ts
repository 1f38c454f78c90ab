// A medical bill made from a document's verified fields (000 §3 bill creation payload). Bills made
// from a document carry its id in the UNIQUE bills.source_document_id, so the workflow's retried
// activity, the REST sequence and a double-click all end in the same one bill.
import { and, desc, eq, gt } from "drizzle-orm";
import { z } from "zod";
import * as billFields from "#core/bills/bill-fields";
import { MAX_AMOUNT_DOLLARS, toCents } from "#core/bills/money";
import { toUnitTenths } from "#core/bills/units";
import { planFor, usagePeriod } from "#core/plans";
import { optionalDay, optionalNumberAtLeastZero, refuseForbiddenCharacters } from "#core/validation";
import { ApiError, notFound } from "~/api/http";
import { schema, type Db } from "~/db.server";
import { BILL_MESSAGES, DOCUMENT_MESSAGES } from "../documents/messages";
import { refreshBill } from "../analysis/refresh.server";
import { placeWaitingEobs } from "../documents/eob-placement.server";
import { requireUsage } from "../plans/limits.server";
import { countUsageStatement } from "../plans/usage.server";
import type { SignedIn } from "../auth/session.server";
import { newId } from "../auth/tokens.server";

const { bills, familyMembers, documents, lineItems, diagnosisCodes } = schema;

export const BILL_SOURCE = "document_classification";

const text = (max: number) => z.string().trim().max(max).superRefine(refuseForbiddenCharacters()).nullish();

/** POST /bills (000 §7). patient_name is accepted and dropped: the patient is a family member id. */
export const BillPayloadSchema = z.object({
  provider_name: billFields.providerNameWith(BILL_MESSAGES.providerRequired),
  service_date: optionalDay(),
  service_date_from: optionalDay(),
  service_date_to: optionalDay(),
  patient_id: text(billFields.MAX_PATIENT_ID),
  patient_name: text(300),
  total_billed_amount: optionalNumberAtLeastZero({ max: MAX_AMOUNT_DOLLARS }),
  account_number: text(100),
  bill_date: optionalDay(),
  due_date: optionalDay(),
  source: z.literal(BILL_SOURCE).default(BILL_SOURCE),
  document_id: z.string().max(64).nullish(),
});
export type BillPayload = z.infer<typeof BillPayloadSchema>;

export interface BillLine {
  cptCode: string;
  description: string | null;
  serviceDate: string | null;
  units: number;
  billedCents: number;
  allowedCents: number | null;
  paidCents: number | null;
}

const str = (value: unknown, max: number): string | null =>
  typeof value === "string" && value.trim()
    ? value.trim().slice(0, max)
    : typeof value === "number"
      ? String(value)
      : null;

/** Line items as the form or the extraction sends them; a bill line's billed amount is total_charge (000 §3). */
export function linesFrom(items: unknown): BillLine[] {
  if (!Array.isArray(items)) return [];
  const lines: BillLine[] = [];
  for (const raw of items.slice(0, billFields.MAX_LINES_PER_BILL)) {
    if (!raw || typeof raw !== "object") continue;
    const item = raw as Record<string, unknown>;
    const cptCode = str(item.cpt_code ?? item.procedure_code ?? item.cpt, 16);
    if (!cptCode) continue;
    const units = Math.max(1, toUnitTenths(Number(item.units ?? 1)) || 1);
    const unitPrice = toCents(item.unit_price);
    const billed =
      toCents(item.total_charge ?? item.billed_amount ?? item.billed) ??
      (unitPrice !== null ? unitPrice * units : 0);
    lines.push({
      cptCode,
      description: str(item.procedure_description ?? item.description, 500),
      serviceDate: str(item.service_date, 32),
      units,
      billedCents: billed,
      allowedCents: toCents(item.allowed_amount ?? item.allowed),
      paidCents: toCents(item.paid_amount ?? item.paid),
    });
  }
  return lines;
}

/** ICD-10 codes as strings or {icd10_code} objects, each once. */
export function icdCodesFrom(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const codes = value
    .map((v) => str(typeof v === "object" && v ? (v as Record<string, unknown>).icd10_code : v, 16))
    .filter((c): c is string => c !== null)
    .map((c) => c.toUpperCase());
  return [...new Set(codes)].slice(0, billFields.MAX_DIAGNOSIS_CODES);
}

/** The 000 §3 payload read from a medical bill's verified fields. */
export function billPayloadFromFields(data: Record<string, unknown>): BillPayload {
  const lines = linesFrom(data.line_items);
  const total =
    toCents(data.total_billed_amount ?? data.total_charges) ??
    (lines.length ? lines.reduce((sum, l) => sum + l.billedCents, 0) : null);
  return {
    provider_name: str(data.provider_name, billFields.MAX_PROVIDER_NAME) ?? "",
    service_date: str(data.service_date, 32) ?? str(data.service_date_from, 32),
    service_date_from: str(data.service_date_from, 32),
    service_date_to: str(data.service_date_to, 32),
    patient_id: str(data.patient_id, 64),
    total_billed_amount: total === null ? null : total / 100,
    account_number: str(data.account_number, 100),
    bill_date: str(data.bill_date, 32),
    due_date: str(data.due_date, 32),
    source: BILL_SOURCE,
  };
}

/** The family member a bill is for: the chosen one (it must be the user's), else 'self' (000 §4). */
export async function resolvePatient(db: Db, userId: string, patientId: string | null | undefined) {
  const chosen = patientId && patientId !== "self" ? patientId : null;
  const member = await db
    .select({ id: familyMembers.id })
    .from(familyMembers)
    .where(
      and(
        eq(familyMembers.userId, userId),
        chosen ? eq(familyMembers.id, chosen) : eq(familyMembers.relationship, "self"),
      ),
    )
    .get();
  if (!member && chosen) throw notFound(DOCUMENT_MESSAGES.familyMemberNotFound);
  return member?.id ?? null;
}

export interface NewBill {
  billId: string;
  userId: string;
  documentId: string | null;
  familyMemberId: string | null;
  payload: BillPayload;
  lines: BillLine[];
  icdCodes: string[];
  usagePeriod: string;
  now: number;
}

/** The batch that writes a bill, its lines, its codes and one bill_upload count (all or nothing). */
export function newBillStatements(db: Db, b: NewBill) {
  const p = b.payload;
  const billInsert = db.insert(bills).values({
    id: b.billId,
    userId: b.userId,
    familyMemberId: b.familyMemberId,
    providerName: p.provider_name,
    serviceDate: p.service_date ?? p.service_date_from ?? null,
    serviceDateFrom: p.service_date_from ?? null,
    serviceDateTo: p.service_date_to ?? null,
    billDate: p.bill_date ?? null,
    dueDate: p.due_date ?? null,
    accountNumber: p.account_number ?? null,
    // The provider's account number is the number people know the bill by (ADR 024).
    claimNumber: p.account_number ?? null,
    totalBilledCents: toCents(p.total_billed_amount),
    source: BILL_SOURCE,
    sourceDocumentId: b.documentId,
    createdAt: b.now,
    updatedAt: b.now,
  });
  const lines = b.lines.map((l, position) =>
    db
      .insert(lineItems)
      .values({ id: newId(), billId: b.billId, userId: b.userId, position, ...l, createdAt: b.now }),
  );
  const codes = b.icdCodes.map((icd10Code, position) =>
    db
      .insert(diagnosisCodes)
      .values({ id: newId(), billId: b.billId, userId: b.userId, icd10Code, position }),
  );
  const usage = countUsageStatement(db, b.userId, "bill_upload", b.usagePeriod);
  return [billInsert, ...lines, ...codes, usage] as const;
}

/** A second bill for the same document is refused by bills.source_document_id UNIQUE. */
export function isDuplicateDocumentBill(error: unknown): boolean {
  const text = `${(error as Error)?.message ?? ""} ${String((error as { cause?: unknown })?.cause ?? "")}`;
  return /UNIQUE constraint failed: bills\.source_document_id/.test(text);
}

export async function billIdForDocument(db: Db, userId: string, documentId: string) {
  const row = await db
    .select({ id: bills.id })
    .from(bills)
    .where(and(eq(bills.sourceDocumentId, documentId), eq(bills.userId, userId)))
    .get();
  return row?.id ?? null;
}

/**
 * The spec's client saves a document, then POSTs the same payload to /bills without the document
 * id: a bill this user made from a document in the last day with the same provider, date and total
 * is that bill, not a new one.
 */
async function billFromRecentDocument(db: Db, userId: string, payload: BillPayload, now: number) {
  const candidates = await db
    .select({
      id: bills.id,
      serviceDate: bills.serviceDate,
      totalBilledCents: bills.totalBilledCents,
    })
    .from(bills)
    .innerJoin(documents, eq(documents.id, bills.sourceDocumentId))
    .where(
      and(
        eq(bills.userId, userId),
        eq(bills.source, BILL_SOURCE),
        eq(bills.providerName, payload.provider_name),
        gt(bills.createdAt, now - 24 * 60 * 60 * 1000),
      ),
    )
    .orderBy(desc(bills.createdAt))
    .all();
  const date = payload.service_date ?? payload.service_date_from ?? null;
  const total = toCents(payload.total_billed_amount);
  return (
    candidates.find(
      (c) => (date === null || c.serviceDate === date) && (total === null || c.totalBilledCents === total),
    )?.id ?? null
  );
}

/** POST /bills from a document's payload: with a document id (or a matching recent one) it is idempotent. */
export async function createBillFromPayload(
  db: Db,
  signedIn: SignedIn,
  payload: BillPayload,
  now = Date.now(),
) {
  const userId = signedIn.user.id;
  let documentId: string | null = null;
  if (payload.document_id) {
    const doc = await db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.id, payload.document_id), eq(documents.userId, userId)))
      .get();
    if (!doc) throw notFound(DOCUMENT_MESSAGES.documentNotFound);
    documentId = doc.id;
    const existing = await billIdForDocument(db, userId, documentId);
    if (existing) return { id: existing, created: false };
  } else {
    const matched = await billFromRecentDocument(db, userId, payload, now);
    if (matched) return { id: matched, created: false };
  }
  if (!signedIn.user.isVerified) throw new ApiError(403, BILL_MESSAGES.emailUnverified);
  const plan = planFor(signedIn.subscription);
  await requireUsage(db, signedIn, "bill_upload", BILL_MESSAGES.billLimit);
  const billId = newId();
  const familyMemberId = await resolvePatient(db, userId, payload.patient_id);
  try {
    await db.batch(
      newBillStatements(db, {
        billId,
        userId,
        documentId,
        familyMemberId,
        payload,
        lines: [],
        icdCodes: [],
        usagePeriod: usagePeriod("bill_upload", plan, new Date(now)),
        now,
      }),
    );
  } catch (error) {
    // The document's verification made its bill meanwhile: that one is the answer.
    if (!documentId || !isDuplicateDocumentBill(error)) throw error;
  }
  const id = documentId ? ((await billIdForDocument(db, userId, documentId)) ?? billId) : billId;
  if (documentId) {
    await db
      .update(documents)
      .set({ billId: id, updatedAt: now })
      .where(and(eq(documents.id, documentId), eq(documents.userId, userId)));
  }
  if (id === billId) {
    await placeWaitingEobs(db, userId);
    await refreshBill(db, userId, id);
  }
  return { id, created: id === billId };
}
