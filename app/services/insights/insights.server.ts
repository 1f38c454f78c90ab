// The Insights page's data (issue 16, ADR 073): the stats, the overcharge count and each chart's
// series, from the signed-in user's own bills. One D1 batch reads the stats, the bills and the
// user's ZIP (and, for premium, the service lines); premium adds a second batch for the Medicare
// reference rows at that ZIP, through the analysis engine's lookups. Free users' premium sections
// are never computed.
import { and, eq, sql } from "drizzle-orm";
import type { AnalysisBill, ReferenceLookups } from "#core/analysis";
import { medicareAmount } from "#core/analysis/findings";
import { splitProcedureCode } from "#core/analysis/input";
import { patientLabel } from "#core/bills/family";
import {
  medicareComparison,
  savingsByStatus,
  spendingByMonth,
  spendingByPerson,
  spendingByProvider,
  type InsightBill,
  type InsightLine,
  type InsightsData,
  type MedicareChart,
} from "#core/insights/series";
import { schema, type Db } from "~/db.server";
import { billStatsJson, billStatsQuery } from "../bills/stats.server";
import { referenceLookupsFrom, referenceQueries } from "../analysis/lookups.server";

const { bills, familyMembers, lineItems, users } = schema;

const billDate = sql<
  string | null
>`coalesce(${bills.serviceDate}, ${bills.serviceDateFrom}, ${bills.billDate})`;

function billsQuery(db: Db, userId: string) {
  return db
    .select({
      date: billDate,
      providerName: bills.providerName,
      familyMemberId: bills.familyMemberId,
      firstName: familyMembers.firstName,
      relationship: familyMembers.relationship,
      status: bills.status,
      billedCents: bills.totalBilledCents,
      allowedCents: bills.totalAllowedCents,
      paidCents: bills.totalPaidCents,
      savingsCents: bills.potentialSavingsCents,
      recoveredCents: bills.recoveredCents,
    })
    .from(bills)
    .leftJoin(
      familyMembers,
      and(eq(familyMembers.id, bills.familyMemberId), eq(familyMembers.userId, userId)),
    )
    .where(eq(bills.userId, userId));
}

function linesQuery(db: Db, userId: string) {
  return db
    .select({
      providerName: bills.providerName,
      cptCode: lineItems.cptCode,
      units: lineItems.units,
      billedCents: lineItems.billedCents,
      paidCents: lineItems.paidCents,
    })
    .from(lineItems)
    .innerJoin(bills, and(eq(bills.id, lineItems.billId), eq(bills.userId, userId)))
    .where(eq(lineItems.userId, userId));
}

type BillRecord = Awaited<ReturnType<ReturnType<typeof billsQuery>["all"]>>[number];
type LineRecord = Awaited<ReturnType<ReturnType<typeof linesQuery>["all"]>>[number];

function toInsightBill(row: BillRecord): InsightBill {
  const member = row.firstName !== null && row.relationship !== null ? row : null;
  const isSelf = !member || member.relationship === "self";
  return {
    date: row.date,
    providerName: row.providerName,
    patientKey: isSelf ? null : row.familyMemberId,
    patientLabel: patientLabel(
      member ? { firstName: member.firstName!, relationship: member.relationship! } : null,
    ),
    status: row.status,
    billedCents: row.billedCents,
    allowedCents: row.allowedCents,
    paidCents: row.paidCents,
    savingsCents: row.savingsCents,
    recoveredCents: row.recoveredCents,
  };
}

/** A line's Medicare reference: the rate (its 26/TC component when it carries one) × units, in cents. */
function medicareCentsOf(
  refs: ReferenceLookups,
  line: LineRecord,
): { cents: number | null; locality: string | null } {
  const { code, modifiers } = splitProcedureCode(line.cptCode);
  const component = modifiers.find((m) => m === "26" || m === "TC");
  const rate = (component && refs.medicareRate(code, component)) || refs.medicareRate(code);
  const chosen = rate ? medicareAmount(rate) : null;
  if (!rate || !chosen) return { cents: null, locality: null };
  return { cents: Math.round(chosen.amount * 100 * line.units), locality: rate.locality?.name ?? null };
}

async function medicareChart(db: Db, zip: string | null, lines: LineRecord[]): Promise<MedicareChart> {
  if (lines.length === 0) return { groups: [], pricedLines: 0, unpricedLines: 0, zip, locality: null };
  // One synthetic bill holding every code the user was billed for: the engine's lookups in one batch.
  const bill: AnalysisBill = {
    id: "insights",
    service_date: null,
    provider_name: null,
    patient_id: null,
    diagnosis_codes: [],
    line_items: [...new Set(lines.map((l) => l.cptCode))].map((cpt_code, i) => ({
      id: String(i),
      cpt_code,
      units: 1,
      billed_amount: 0,
    })),
  };
  const options = { zipcode: zip, bill };
  const refs = referenceLookupsFrom(options, await db.batch(referenceQueries(db, options)));
  let locality: string | null = null;
  const priced: InsightLine[] = lines.map((line) => {
    const medicare = medicareCentsOf(refs, line);
    locality ??= medicare.locality;
    return {
      providerName: line.providerName,
      billedCents: line.billedCents,
      paidCents: line.paidCents,
      medicareCents: medicare.cents,
    };
  });
  return { ...medicareComparison(priced), zip, locality };
}

/** Everything /insights shows for this user; `premium` decides whether the premium charts are computed. */
export async function loadInsights(db: Db, userId: string, premium: boolean): Promise<InsightsData> {
  const zipQuery = db.select({ zipcode: users.zipcode }).from(users).where(eq(users.id, userId));
  const [statsRows, billRows, zipRows, lineRows] = await db.batch([
    billStatsQuery(db, userId),
    billsQuery(db, userId),
    zipQuery,
    // Free users' lines are not read (limit 0); the batch keeps one shape.
    premium ? linesQuery(db, userId) : linesQuery(db, userId).limit(0),
  ]);
  const stats = billStatsJson(statsRows[0]);
  const insightBills = billRows.map(toInsightBill);
  const base = { stats, billsWithSavings: stats.total_flags, monthly: spendingByMonth(insightBills) };
  if (!premium) return { ...base, premium: null };
  const zip =
    zipRows[0]?.zipcode && /^\d{5}/.test(zipRows[0].zipcode) ? zipRows[0].zipcode.slice(0, 5) : null;
  return {
    ...base,
    premium: {
      byPerson: spendingByPerson(insightBills),
      byProvider: spendingByProvider(insightBills),
      medicare: await medicareChart(db, zip, lineRows),
      savings: savingsByStatus(insightBills),
    },
  };
}
