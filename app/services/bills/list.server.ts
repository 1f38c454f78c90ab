// The vault and the Explainer lists: one page of a user's bills, newest first, with the filters of
// 001 §2/§5, in one D1 round trip (the page and the total as one batch). Never loads every bill.
import { and, asc, desc, eq, inArray, notInArray, sql, type SQL } from "drizzle-orm";
import { decodeBillCursor, encodeBillCursor } from "#core/bills/cursor";
import { patientResponsibilityCents } from "#core/bills/facts";
import { SELF_PATIENT_ID } from "#core/bills/family";
import { centsToDollars } from "#core/bills/money";
import { ListBillsQuerySchema, type ListBillsFilters } from "#core/bills/schemas";
import { storedValuesFor } from "#core/bills/status";
import { schema, type Db } from "~/db.server";
import {
  billDate,
  billRow,
  billRowColumns,
  patient,
  patientDisplayName,
  patientFullName,
  patientJoin,
  type BillRow,
  type BillRowRecord,
} from "./sql.server";
import { parseOr422 } from "./validation.server";

const { bills, lineItems } = schema;

export interface ListBillsOptions {
  /** 'self' or a dependent's id. */
  dependentId?: string;
  /** Inclusive calendar days, YYYY-MM-DD. */
  from?: string;
  to?: string;
  /** Case-insensitive substring of the patient's name or display name. */
  patient?: string;
  status?: string;
  limit?: number;
  cursor?: string;
}

/** The options for a list query as GET /api/bills and the vault parse it (ListBillsQuerySchema). */
export function listOptionsOf(q: ListBillsFilters): ListBillsOptions {
  return {
    dependentId: q.dependent_id,
    from: q.from,
    to: q.to,
    patient: q.patient,
    status: q.status,
    limit: q.limit,
    cursor: q.cursor,
  };
}

export interface BillList {
  bills: BillRow[];
  nextCursor: string | null;
  total: number;
}

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtersFor(userId: string, q: ListBillsFilters): SQL[] {
  const where: SQL[] = [eq(bills.userId, userId)];
  if (q.dependent_id === SELF_PATIENT_ID) where.push(sql`coalesce(${patient.relationship}, 'self') = 'self'`);
  else if (q.dependent_id) where.push(eq(patient.id, q.dependent_id));
  // Calendar days, inclusive: compare the day part only; an undated bill matches no date filter.
  if (q.from) where.push(sql`${billDate} <> '' and substr(${billDate}, 1, 10) >= ${q.from}`);
  if (q.to) where.push(sql`${billDate} <> '' and substr(${billDate}, 1, 10) <= ${q.to}`);
  if (q.patient) {
    const like = likePattern(q.patient);
    where.push(
      sql`(lower(${patientFullName}) like ${like} escape '\\' or lower(${patientDisplayName}) like ${like} escape '\\')`,
    );
  }
  if (q.status) {
    const values = storedValuesFor(q.status);
    const status = sql`lower(${bills.status})`;
    where.push("include" in values ? inArray(status, values.include) : notInArray(status, values.exclude));
  }
  return where;
}

/**
 * The two statements of one page (the rows, one more to know if a next page exists, and the
 * total the filters match), to run in a batch with whatever else a screen needs.
 */
export function billPageStatements(db: Db, userId: string, options: ListBillsOptions = {}) {
  const q = parseOr422(ListBillsQuerySchema, {
    dependent_id: options.dependentId,
    from: options.from,
    to: options.to,
    patient: options.patient,
    status: options.status,
    limit: options.limit,
    cursor: options.cursor,
  });
  // The schema refused any cursor that is not one of ours.
  const cursor = q.cursor ? decodeBillCursor(q.cursor) : null;
  const where = filtersFor(userId, q);
  const after = cursor
    ? sql`(${billDate}, ${bills.createdAt}, ${bills.id}) < (${cursor.date}, ${cursor.createdAt}, ${cursor.id})`
    : undefined;
  const page = db
    .select(billRowColumns)
    .from(bills)
    .leftJoin(patient, patientJoin)
    .where(and(...where, after))
    .orderBy(desc(billDate), desc(bills.createdAt), desc(bills.id))
    .limit(q.limit + 1);
  const count = db
    .select({ n: sql<number>`count(*)`.as("n") })
    .from(bills)
    .leftJoin(patient, patientJoin)
    .where(and(...where));
  const finish = (rows: BillRowRecord[], totals: { n: number }[]): BillList => {
    const shown = rows.slice(0, q.limit);
    const last = shown.at(-1);
    return {
      bills: shown.map(billRow),
      nextCursor:
        rows.length > q.limit && last
          ? encodeBillCursor({ date: last.date, createdAt: last.createdAt, id: last.id })
          : null,
      total: totals[0]?.n ?? 0,
    };
  };
  return { page, count, finish };
}

/** One page of the user's bills, newest first, with the total the filters match: one round trip. */
export async function listBills(db: Db, userId: string, options: ListBillsOptions = {}): Promise<BillList> {
  const { page, count, finish } = billPageStatements(db, userId, options);
  const [rows, totals] = await db.batch([page, count]);
  return finish(rows, totals);
}

export interface LineItemJson {
  id: string;
  cpt_code: string;
  procedure_code: string;
  description: string | null;
  service_date: string | null;
  units: number;
  billed_amount: number;
  allowed_amount: number | null;
  paid_amount: number | null;
  patient_responsibility: number | null;
  diagnosis_codes: string[];
}

export function lineItemJson(
  line: typeof lineItems.$inferSelect,
  diagnosisCodes: string[] = [],
): LineItemJson {
  return {
    id: line.id,
    cpt_code: line.cptCode,
    procedure_code: line.cptCode,
    description: line.description,
    service_date: line.serviceDate,
    units: line.units,
    billed_amount: centsToDollars(line.billedCents),
    allowed_amount: centsToDollars(line.allowedCents),
    paid_amount: centsToDollars(line.paidCents),
    patient_responsibility: centsToDollars(patientResponsibilityCents(line.allowedCents, line.paidCents)),
    diagnosis_codes: diagnosisCodes,
  };
}

/** The Explainer's list: a page of bills, each with its service lines (one more query for the page's lines). */
export async function listBillsWithLines(db: Db, userId: string, options: ListBillsOptions = {}) {
  const list = await listBills(db, userId, options);
  const ids = list.bills.map((b) => b.id);
  const lines = ids.length
    ? await db
        .select()
        .from(lineItems)
        .where(and(eq(lineItems.userId, userId), inArray(lineItems.billId, ids)))
        .orderBy(asc(lineItems.billId), asc(lineItems.position), asc(lineItems.createdAt))
        .all()
    : [];
  return {
    ...list,
    bills: list.bills.map((bill) => ({
      ...bill,
      line_items: lines.filter((l) => l.billId === bill.id).map((l) => lineItemJson(l)),
    })),
  };
}
