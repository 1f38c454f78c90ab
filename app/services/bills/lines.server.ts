// Service lines of a bill (001 §5): the rows a batch writes for lines and their diagnosis codes,
// the Add Line Item form, and deleting a line (never the last). Totals follow in the same batch.
import { and, eq, sql } from "drizzle-orm";
import { BILL_MESSAGES } from "#core/bills/messages";
import { dollarsToCents } from "#core/bills/money";
import { LineItemSchema, type LineItemDraft, type LineItemInput } from "#core/bills/schemas";
import { ApiError, notFound } from "~/api/http";
import { schema, type Db } from "~/db.server";
import { lineItemJson, type LineItemJson } from "./list.server";
import { ownBillId, recomputeTotalsStatement } from "./sql.server";
import { refreshBill } from "../analysis/refresh.server";
import { placeWaitingEobs } from "../documents/eob-placement.server";
import { parseOr422 } from "./validation.server";
import type { SignedIn } from "../auth/session.server";
import { newId } from "../auth/tokens.server";

const { lineItems, diagnosisCodes } = schema;

/** D1 binds at most 100 values per statement: rows per multi-row insert. */
const LINE_ROWS_PER_INSERT = 9;
const CODE_ROWS_PER_INSERT = 16;

const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

/** 001 §6: unverified e-mail users cannot add bills or line items. */
export function requireVerifiedEmail(signedIn: SignedIn): void {
  if (!signedIn.user.isVerified) throw new ApiError(403, BILL_MESSAGES.emailVerificationRequired);
}

export interface LineRows {
  lines: (typeof lineItems.$inferInsert)[];
  codes: (typeof diagnosisCodes.$inferInsert)[];
}

export function lineRows(
  userId: string,
  billId: string,
  input: LineItemInput[],
  firstPosition: number,
  now: number,
): LineRows {
  const out: LineRows = { lines: [], codes: [] };
  input.forEach((line, i) => {
    const id = newId();
    out.lines.push({
      id,
      billId,
      userId,
      position: firstPosition + i,
      cptCode: line.cpt_code,
      description: line.description,
      units: line.units,
      billedCents: dollarsToCents(line.billed_amount),
      allowedCents: line.allowed_amount === null ? null : dollarsToCents(line.allowed_amount),
      paidCents: line.paid_amount === null ? null : dollarsToCents(line.paid_amount),
      createdAt: now,
    });
    line.diagnosis_codes.forEach((code, position) =>
      out.codes.push({ id: newId(), billId, lineItemId: id, userId, icd10Code: code, position }),
    );
  });
  return out;
}

export function billCodeRows(
  userId: string,
  billId: string,
  codes: string[],
): (typeof diagnosisCodes.$inferInsert)[] {
  return codes.map((code, position) => ({
    id: newId(),
    billId,
    lineItemId: null,
    userId,
    icd10Code: code,
    position,
  }));
}

export function insertStatements(db: Db, rows: LineRows) {
  return [
    ...chunks(rows.lines, LINE_ROWS_PER_INSERT).map((part) => db.insert(lineItems).values(part)),
    ...chunks(rows.codes, CODE_ROWS_PER_INSERT).map((part) => db.insert(diagnosisCodes).values(part)),
  ];
}

/** The Add Line Item form: appended after the bill's last line; totals follow. */
export async function addLineItem(
  db: Db,
  signedIn: SignedIn,
  billId: string,
  line: LineItemDraft,
): Promise<LineItemJson> {
  requireVerifiedEmail(signedIn);
  const data = parseOr422(LineItemSchema, line);
  const userId = signedIn.user.id;
  if (!(await ownBillId(db, userId, billId))) throw notFound(BILL_MESSAGES.billNotFound);
  const now = Date.now();
  const rows = lineRows(userId, billId, [data], 0, now);
  const row = rows.lines[0];
  await db.batch([
    db.insert(lineItems).values({
      ...row,
      position: sql`(select coalesce(max(${lineItems.position}), -1) + 1 from ${lineItems} where ${lineItems.billId} = ${billId})`,
    }),
    ...insertStatements(db, { lines: [], codes: rows.codes }),
    recomputeTotalsStatement(db, userId, billId, now),
  ]);
  await placeWaitingEobs(db, userId);
  await refreshBill(db, userId, billId);
  return lineItemJson(
    {
      id: row.id!,
      billId,
      userId,
      position: 0,
      cptCode: row.cptCode,
      description: row.description ?? null,
      serviceDate: null,
      units: row.units ?? 1,
      billedCents: row.billedCents,
      allowedCents: row.allowedCents ?? null,
      paidCents: row.paidCents ?? null,
      createdAt: now,
    },
    data.diagnosis_codes,
  );
}

/** Deletes one service line; the last line of a bill cannot be deleted (001 §5). */
export async function deleteLineItem(db: Db, userId: string, billId: string, lineItemId: string) {
  const row = await db
    .select({
      id: lineItems.id,
      lines: sql<number>`(select count(*) from line_items others where others.bill_id = ${billId})`,
    })
    .from(lineItems)
    .where(and(eq(lineItems.id, lineItemId), eq(lineItems.billId, billId), eq(lineItems.userId, userId)))
    .get();
  if (!row) throw notFound(BILL_MESSAGES.lineItemNotFound);
  if (row.lines <= 1) throw new ApiError(422, BILL_MESSAGES.lastServiceLine);
  const now = Date.now();
  await db.batch([
    db
      .delete(diagnosisCodes)
      .where(and(eq(diagnosisCodes.lineItemId, lineItemId), eq(diagnosisCodes.userId, userId))),
    db.delete(lineItems).where(and(eq(lineItems.id, lineItemId), eq(lineItems.userId, userId))),
    recomputeTotalsStatement(db, userId, billId, now),
  ]);
  await refreshBill(db, userId, billId);
  return { message: BILL_MESSAGES.lineItemDeleted, id: lineItemId };
}
