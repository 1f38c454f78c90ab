// Adding, editing and deleting bills (001 §4, §5). Each change is one D1 batch, scoped by the
// acting user's id; another user's bill answers 404 'Bill not found'. Lines: lines.server.ts.
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { BILL_MESSAGES } from "#core/bills/messages";
import { dollarsToCents, centsToDollars } from "#core/bills/money";
import { billTotals } from "#core/bills/facts";
import {
  BillStatusSchema,
  CreateBillSchema,
  UpdateBillSchema,
  type BillStatusInput,
  type CreateBillInput,
  type UpdateBillInput,
} from "#core/bills/schemas";
import { billStatusLabel, vaultStatus } from "#core/bills/status";
import { notFound } from "~/api/http";
import { getDb, schema, type Db } from "~/db.server";
import { auditStatement } from "../platform/audit.server";
import { resolvePatient } from "./from-document.server";
import { billCodeRows, insertStatements, lineRows, requireVerifiedEmail } from "./lines.server";
import { forgetDocumentRequests } from "../documents/forget.server";
import { recomputeTotalsStatement } from "./sql.server";
import { refreshBill } from "../analysis/refresh.server";
import { placeWaitingEobs } from "../documents/eob-placement.server";
import { parseOr422 } from "./validation.server";
import { requireUsage } from "../plans/limits.server";
import { recordUsageStatement } from "../plans/usage.server";
import type { SignedIn } from "../auth/session.server";
import { newId } from "../auth/tokens.server";

const { bills, lineItems, diagnosisCodes, documents } = schema;

/**
 * Adds a bill with its service lines (the Explainer and the workspace form). Refused for an
 * unverified e-mail (403) and at the plan's upload limit (402); the upload is counted in the
 * same batch as the bill.
 */
export async function createBill(
  env: Env,
  signedIn: SignedIn,
  input: CreateBillInput,
): Promise<{ id: string }> {
  requireVerifiedEmail(signedIn);
  const data = parseOr422(CreateBillSchema, input);
  const db = getDb(env);
  const userId = signedIn.user.id;
  await requireUsage(db, signedIn, "bill_upload", BILL_MESSAGES.usageLimit);
  const familyMemberId = await resolvePatient(db, userId, data.dependent_id);
  const billId = newId();
  const now = Date.now();
  const rows = lineRows(userId, billId, data.line_items, 0, now);
  rows.codes.push(...billCodeRows(userId, billId, data.diagnosis_codes ?? []));
  const totals = billTotals(
    rows.lines.map((l) => ({
      cptCode: l.cptCode,
      units: l.units ?? 1,
      billedCents: l.billedCents,
      allowedCents: l.allowedCents ?? null,
      paidCents: l.paidCents ?? null,
    })),
  );
  await db.batch([
    db.insert(bills).values({
      id: billId,
      userId,
      familyMemberId,
      providerName: data.provider,
      serviceDate: data.date,
      claimNumber: data.claim_number,
      totalBilledCents: totals.billedCents,
      totalAllowedCents: totals.allowedCents,
      totalPaidCents: totals.paidCents,
      source: "manual",
      createdAt: now,
      updatedAt: now,
    }),
    ...insertStatements(db, rows),
    recordUsageStatement(db, signedIn, "bill_upload", new Date(now)),
  ]);
  await placeWaitingEobs(db, userId);
  await refreshBill(db, userId, billId);
  return { id: billId };
}

async function requireOwnBill(db: Db, userId: string, billId: string) {
  const row = await db
    .select({ id: bills.id, lastAnalyzedAt: bills.lastAnalyzedAt })
    .from(bills)
    .where(and(eq(bills.id, billId), eq(bills.userId, userId)))
    .get();
  if (!row) throw notFound(BILL_MESSAGES.billNotFound);
  return row;
}

/**
 * Edits a bill (the edit modal's PUT): given line_items replace every line (at least one stays),
 * given diagnosis_codes replace the bill's codes. A change to what an analysis reads flags an
 * analysed bill for reanalysis.
 */
export async function updateBill(
  db: Db,
  userId: string,
  billId: string,
  patch: UpdateBillInput,
): Promise<{ id: string }> {
  const data = parseOr422(UpdateBillSchema, patch);
  const bill = await requireOwnBill(db, userId, billId);
  const familyMemberId =
    data.patient_id === undefined ? undefined : await resolvePatient(db, userId, data.patient_id);
  const now = Date.now();
  const contentChanged = [
    data.provider,
    data.date,
    data.diagnosis_codes,
    data.line_items,
    familyMemberId,
  ].some((v) => v !== undefined);
  const own = and(eq(bills.id, billId), eq(bills.userId, userId));
  const set: Partial<typeof bills.$inferInsert> = {
    updatedAt: now,
    ...(data.provider !== undefined && { providerName: data.provider }),
    ...(data.date !== undefined && { serviceDate: data.date }),
    ...(data.claim_number !== undefined && { claimNumber: data.claim_number }),
    ...(data.status !== undefined && { status: data.status }),
    ...(familyMemberId !== undefined && { familyMemberId }),
    ...(data.recovered_amount !== undefined && { recoveredCents: dollarsToCents(data.recovered_amount) }),
    ...(data.outcome_note !== undefined && { outcomeNote: data.outcome_note }),
    ...(data.personal_statement !== undefined && { personalStatement: data.personal_statement }),
    ...(contentChanged && bill.lastAnalyzedAt !== null && { needsReanalysis: true }),
  };
  const statements = [];
  // The lines' own codes go with the lines; the bill-level codes (no line) with the code list.
  const deleteCodes = (ofLines: boolean) =>
    db
      .delete(diagnosisCodes)
      .where(
        and(
          eq(diagnosisCodes.billId, billId),
          eq(diagnosisCodes.userId, userId),
          ofLines ? isNotNull(diagnosisCodes.lineItemId) : isNull(diagnosisCodes.lineItemId),
        ),
      );
  if (data.line_items) {
    statements.push(
      deleteCodes(true),
      db.delete(lineItems).where(and(eq(lineItems.billId, billId), eq(lineItems.userId, userId))),
      ...insertStatements(db, lineRows(userId, billId, data.line_items, 0, now)),
      recomputeTotalsStatement(db, userId, billId, now),
    );
  }
  if (data.diagnosis_codes) {
    statements.push(
      deleteCodes(false),
      ...insertStatements(db, { lines: [], codes: billCodeRows(userId, billId, data.diagnosis_codes) }),
    );
  }
  await db.batch([db.update(bills).set(set).where(own), ...statements]);
  // What an EOB is matched on changed: the EOBs still waiting for a bill look again (ADR 078).
  if (contentChanged || data.claim_number !== undefined) await placeWaitingEobs(db, userId);
  if (contentChanged) await refreshBill(db, userId, billId);
  return { id: billId };
}

/** The paid dialog and the vault's status change: status, and optionally the recovered amount and a note. */
export async function setBillStatus(db: Db, userId: string, billId: string, input: BillStatusInput) {
  const data = parseOr422(BillStatusSchema, input);
  const [row] = await db
    .update(bills)
    .set({
      status: data.status,
      updatedAt: Date.now(),
      ...(data.recovered_amount !== undefined && { recoveredCents: dollarsToCents(data.recovered_amount) }),
      ...(data.outcome_note !== undefined && { outcomeNote: data.outcome_note }),
    })
    .where(and(eq(bills.id, billId), eq(bills.userId, userId)))
    .returning({
      id: bills.id,
      status: bills.status,
      recoveredCents: bills.recoveredCents,
      outcomeNote: bills.outcomeNote,
    });
  if (!row) throw notFound(BILL_MESSAGES.billNotFound);
  return {
    id: row.id,
    status: row.status,
    status_label: billStatusLabel(row.status),
    vault_status: vaultStatus(row.status),
    recovered_amount: centsToDollars(row.recoveredCents),
    outcome_note: row.outcomeNote,
  };
}

/** Deletes a bill, its lines and codes, and its documents with their files (only under the user's prefix). */
export async function deleteBill(env: Env, userId: string, billId: string) {
  const db = getDb(env);
  const [found, docs] = await db.batch([
    db
      .select({ id: bills.id })
      .from(bills)
      .where(and(eq(bills.id, billId), eq(bills.userId, userId))),
    db
      .select({ storageKey: documents.storageKey })
      .from(documents)
      .where(and(eq(documents.billId, billId), eq(documents.userId, userId))),
  ]);
  if (!found[0]) throw notFound(BILL_MESSAGES.billNotFound);
  const prefix = `users/${userId}/`;
  const keys = docs.map((d) => d.storageKey).filter((key) => key.startsWith(prefix));
  // Files first: a delete that fails halfway is finished by a retry, never leaves orphaned files.
  if (keys.length) await env.FILES.delete(keys);
  const billDocuments = and(eq(documents.billId, billId), eq(documents.userId, userId))!;
  await db.batch([
    forgetDocumentRequests(db, billDocuments),
    db.delete(documents).where(billDocuments),
    db.delete(bills).where(and(eq(bills.id, billId), eq(bills.userId, userId))),
    auditStatement(db, {
      action: "bill.deleted",
      subjectType: "user",
      subjectId: userId,
      details: { billId, documents: docs.length },
      createdAt: Date.now(),
    }),
  ]);
  return { message: BILL_MESSAGES.deleted, id: billId };
}
