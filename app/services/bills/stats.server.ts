// Totals over a user's bills (001 §3 Stats): the one bill-stats statement. The stats API, the
// vault's cards, the dashboard data and the insights page all read it, batched where they can be.
import { eq, sql } from "drizzle-orm";
import { centsToDollars } from "#core/bills/money";
import { schema, type Db } from "~/db.server";
import { billDate } from "./sql.server";

const { bills, lineItems, familyMembers } = schema;

export interface BillStats {
  total_bills: number;
  total_billed_amount: number;
  total_potential_savings: number;
  total_recovered_amount: number;
  /** Bills with a savings opportunity found. */
  total_flags: number;
  total_line_items: number;
  first_bill_date: string | null;
}

/** The stats statement (usable inside a batch). */
export function billStatsQuery(db: Db, userId: string) {
  return db
    .select({
      totalBills: sql<number>`count(*)`.as("total_bills"),
      billedCents: sql<number>`coalesce(sum(${bills.totalBilledCents}), 0)`.as("billed_cents"),
      savingsCents: sql<number>`coalesce(sum(${bills.potentialSavingsCents}), 0)`.as("savings_cents"),
      recoveredCents: sql<number>`coalesce(sum(${bills.recoveredCents}), 0)`.as("recovered_cents"),
      flags: sql<number>`coalesce(sum(case when ${bills.potentialSavingsCents} > 0 then 1 else 0 end), 0)`.as(
        "flags",
      ),
      lineItems: sql<number>`(select count(*) from ${lineItems} where ${lineItems.userId} = ${userId})`.as(
        "line_items",
      ),
      familyCount:
        sql<number>`(select count(*) from ${familyMembers} where ${familyMembers.userId} = ${userId})`.as(
          "family_count",
        ),
      firstBillDate: sql<string | null>`min(nullif(${billDate}, ''))`.as("first_bill_date"),
    })
    .from(bills)
    .where(eq(bills.userId, userId));
}

export type BillStatsRecord = Awaited<ReturnType<ReturnType<typeof billStatsQuery>["all"]>>[number];

export function billStatsJson(row: BillStatsRecord | undefined): BillStats {
  return {
    total_bills: row?.totalBills ?? 0,
    total_billed_amount: centsToDollars(row?.billedCents ?? 0),
    total_potential_savings: centsToDollars(row?.savingsCents ?? 0),
    total_recovered_amount: centsToDollars(row?.recoveredCents ?? 0),
    total_flags: row?.flags ?? 0,
    total_line_items: row?.lineItems ?? 0,
    first_bill_date: row?.firstBillDate ? row.firstBillDate.slice(0, 10) : null,
  };
}

/** 001 §3 Stats: one statement. */
export async function billStats(db: Db, userId: string): Promise<BillStats> {
  return billStatsJson(await billStatsQuery(db, userId).get());
}
