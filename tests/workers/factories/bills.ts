// Bills: one made through the API (`addBill`), through the Explainer's form (`addBillByForm`), or
// written straight into D1 with its lines (`billWith`); many at once (`seedBills`); and reads.
import { and, desc, eq, sql } from "drizzle-orm";
import { newId } from "~/services/auth/tokens.server";
import { db, schema } from "./db";
import { call } from "./http";
import { postData } from "../support/remix-data";

export const sampleBill = (overrides: Record<string, unknown> = {}) => ({
  date: "2026-01-05",
  provider: "City General Hospital",
  claim_number: "CLM-1001",
  dependent_id: "self",
  line_items: [
    { cpt_code: "99213", units: 1, billed_amount: 250, allowed_amount: 120, paid_amount: 90 },
    { cpt_code: "80053", units: 1, billed_amount: 100.5, allowed_amount: 40, paid_amount: 30 },
    { cpt_code: "36415", units: 2, billed_amount: 30 },
  ],
  diagnosis_codes: ["E11.9"],
  ...overrides,
});

/** Adds `sampleBill(overrides)` through POST /api/medical-bills and answers its id. */
export async function addBill(token: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await call("POST", "/api/medical-bills", token, sampleBill(overrides));
  if (res.status !== 200) throw new Error(`create answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

export interface FormLine {
  cpt: string;
  billed: string;
  units?: string;
  allowed?: string;
  paid?: string;
}

/** Adds a bill through the Explainer's form action (as the page's fetcher posts it) and answers its id. */
export async function addBillByForm(
  cookie: string,
  userId: string,
  bill: { date: string; provider: string; number?: string; patient?: string; lines: FormLine[] },
) {
  const fields: Record<string, string> = {
    intent: "create-bill",
    date: bill.date,
    provider: bill.provider,
    claim_number: bill.number ?? "B-1",
    dependent_id: bill.patient ?? "self",
  };
  bill.lines.forEach((line, i) => {
    fields[`lines[${i}].cpt_code`] = line.cpt;
    fields[`lines[${i}].billed_amount`] = line.billed;
    fields[`lines[${i}].units`] = line.units ?? "1";
    if (line.allowed) fields[`lines[${i}].allowed_amount`] = line.allowed;
    if (line.paid) fields[`lines[${i}].paid_amount`] = line.paid;
  });
  const res = await postData("/upload-bill", fields, cookie);
  if (res.status !== 200) throw new Error(`bill not added (${res.status}): ${res.text.slice(0, 300)}`);
  const row = await db()
    .select({ id: schema.bills.id })
    .from(schema.bills)
    .where(and(eq(schema.bills.userId, userId), eq(schema.bills.providerName, bill.provider)))
    .orderBy(desc(schema.bills.createdAt))
    .get();
  return row!.id;
}

export interface LineSpec {
  cpt: string;
  units?: number;
  billedCents: number;
  allowedCents?: number | null;
  paidCents?: number | null;
  /** YYYY-MM-DD when the line has its own date of service (a visit the day before surgery). */
  serviceDate?: string | null;
}

type BillRow = typeof schema.bills.$inferInsert;

/**
 * A bill written straight into D1 (no API, no plan limits): any bill column may be given
 * (`status`, `providerNpi`, `familyMemberId`, …), and `lines` become its line items. Answers its id.
 */
export async function billWith(
  userId: string,
  bill: Partial<Omit<BillRow, "userId">> & { lines?: LineSpec[] } = {},
): Promise<string> {
  const { lines = [], ...columns } = bill;
  const id = columns.id ?? newId();
  await db()
    .insert(schema.bills)
    .values({
      providerName: "City General Hospital",
      serviceDate: "2026-01-05",
      totalBilledCents: lines.reduce((sum, line) => sum + line.billedCents * (line.units ?? 1), 0),
      ...columns,
      id,
      userId,
    });
  if (lines.length)
    await db()
      .insert(schema.lineItems)
      .values(
        lines.map((line, position) => ({
          id: newId(),
          billId: id,
          userId,
          position,
          cptCode: line.cpt,
          units: line.units ?? 1,
          billedCents: line.billedCents,
          allowedCents: line.allowedCents ?? null,
          paidCents: line.paidCents ?? null,
          serviceDate: line.serviceDate ?? null,
        })),
      );
  return id;
}

/**
 * Writes `bills` bills with `linesPerBill` lines each for a user straight into D1 (recursive CTE,
 * a few statements): dates walk back one day per bill from 2026-06-30, every 5th bill is for
 * the given dependent, statuses cycle through the four.
 */
export async function seedBills(
  userId: string,
  bills: number,
  linesPerBill: number,
  dependentId: string | null = null,
) {
  await db().run(sql`
    with recursive n(i) as (select 0 union all select i + 1 from n where i + 1 < ${bills})
    insert into bills (id, user_id, family_member_id, provider_name, service_date, claim_number, status,
      total_billed_cents, total_allowed_cents, total_paid_cents, potential_savings_cents, recovered_cents,
      source, created_at, updated_at)
    select ${userId} || '-bill-' || printf('%04d', i), ${userId},
      case when ${dependentId} is not null and i % 5 = 0 then ${dependentId} else null end,
      'Provider ' || (i % 37), date('2026-06-30', '-' || i || ' days'), 'CLM-' || i,
      case i % 4 when 0 then 'in_progress' when 1 then 'disputed' when 2 then 'ready_to_pay' else 'paid' end,
      ${linesPerBill} * 10000, ${linesPerBill} * 6000, ${linesPerBill} * 5000, 1500, 0, 'manual', 1700000000000 + i, 1700000000000 + i
    from n`);
  await db().run(sql`
    with recursive n(i) as (select 0 union all select i + 1 from n where i + 1 < ${bills * linesPerBill})
    insert into line_items (id, bill_id, user_id, position, cpt_code, units, billed_cents, allowed_cents, paid_cents, created_at)
    select ${userId} || '-line-' || i, ${userId} || '-bill-' || printf('%04d', i / ${linesPerBill}), ${userId},
      i % ${linesPerBill}, '992' || (10 + i % 5), 1, 10000, 6000, 5000, 1700000000000
    from n`);
}

export const billOf = (id: string) => db().select().from(schema.bills).where(eq(schema.bills.id, id)).get();
export const billsOf = (userId: string) =>
  db().select().from(schema.bills).where(eq(schema.bills.userId, userId)).all();
export const linesOf = (billId: string) =>
  db().select().from(schema.lineItems).where(eq(schema.lineItems.billId, billId)).all();
export const billCount = async (userId: string) => (await billsOf(userId)).length;
