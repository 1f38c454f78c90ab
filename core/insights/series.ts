// What the Insights charts show (issue 16, ADR 073), from the user's bills and lines: pure sums in
// cents, grouped by month, person, provider or status. The page draws these groups as they are and
// lists them in each chart's table, so the chart, its table and the database add up to the same.
import { patientResponsibilityCents } from "#core/bills/facts";
import { BILL_STATUSES, BILL_STATUS_LABELS, isBillStatus, LEGACY_STATUS_MAP } from "#core/bills/status";
import { formatMonth } from "#core/format/dates";
import type { ChartGroup } from "./geometry";

/** A bill as the charts read it: money in cents. */
export interface InsightBill {
  /** The service date (or bill date), "YYYY-MM-DD", when known. */
  date: string | null;
  providerName: string;
  /** Who the bill is for: a family member's id, or null for the account holder. */
  patientKey: string | null;
  patientLabel: string;
  status: string;
  billedCents: number | null;
  allowedCents: number | null;
  paidCents: number | null;
  savingsCents: number;
  recoveredCents: number;
}

/** A service line with its Medicare reference amount (rate × units at the user's ZIP), when priced. */
export interface InsightLine {
  providerName: string;
  billedCents: number;
  paidCents: number | null;
  medicareCents: number | null;
}

export const MONTHS_SHOWN = 12;
export const TOP_PROVIDERS = 5;
export const OTHER_LABEL = "Other";

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])/;

/** Adds the known amounts; null when none is known. */
function sumKnown(values: (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null);
  return known.length ? known.reduce((s, v) => s + v, 0) : null;
}

export interface MonthlySpending {
  /** Oldest first: billed, paid by insurance, patient responsibility. */
  groups: (ChartGroup & { month: string })[];
  /** Bills without a date, or older than the months shown: not in this chart. */
  billsLeftOut: number;
}

/**
 * Spending by month over the last `MONTHS_SHOWN` months that have bills (months without bills are
 * skipped, so a family with a bill a year shows a year of them): billed; paid by insurance and the
 * patient's responsibility (allowed − paid) where the bill says.
 */
export function spendingByMonth(bills: InsightBill[], months = MONTHS_SHOWN): MonthlySpending {
  const byMonth = new Map<string, InsightBill[]>();
  for (const bill of bills) {
    const month = bill.date ? MONTH.exec(bill.date)?.[0] : undefined;
    if (!month) continue;
    byMonth.set(month, [...(byMonth.get(month) ?? []), bill]);
  }
  const shown = [...byMonth.keys()].sort().slice(-months);
  const groups = shown.map((month) => {
    const inMonth = byMonth.get(month) ?? [];
    return {
      month,
      label: formatMonth(month),
      values: [
        inMonth.reduce((s, b) => s + (b.billedCents ?? 0), 0),
        sumKnown(inMonth.map((b) => b.paidCents)),
        sumKnown(inMonth.map((b) => patientResponsibilityCents(b.allowedCents, b.paidCents))),
      ],
    };
  });
  const counted = groups.reduce((n, g) => n + (byMonth.get(g.month)?.length ?? 0), 0);
  return { groups, billsLeftOut: bills.length - counted };
}

/** Largest first; past `top` the rest are one "Other" group. Values are added series by series. */
function topGroups(groups: ChartGroup[], top: number): ChartGroup[] {
  const sorted = [...groups].sort((a, b) => (b.values[0] ?? 0) - (a.values[0] ?? 0));
  if (sorted.length <= top) return sorted;
  const rest = sorted.slice(top);
  const width = Math.max(...rest.map((g) => g.values.length));
  const other = Array.from({ length: width }, (_, i) => sumKnown(rest.map((g) => g.values[i] ?? null)));
  return [...sorted.slice(0, top), { label: OTHER_LABEL, values: other }];
}

/** Billed per person the bills are for (the account holder and each family member), largest first. */
export function spendingByPerson(bills: InsightBill[]): ChartGroup[] {
  const people = new Map<string, { label: string; billed: number }>();
  for (const bill of bills) {
    const key = bill.patientKey ?? "";
    const person = people.get(key) ?? { label: bill.patientLabel, billed: 0 };
    person.billed += bill.billedCents ?? 0;
    people.set(key, person);
  }
  return topGroups(
    [...people.values()].map((p) => ({ label: p.label, values: [p.billed] })),
    Number.MAX_SAFE_INTEGER,
  );
}

/** Billed per provider: the `top` largest, then "Other". */
export function spendingByProvider(bills: InsightBill[], top = TOP_PROVIDERS): ChartGroup[] {
  const providers = new Map<string, number>();
  for (const bill of bills)
    providers.set(bill.providerName, (providers.get(bill.providerName) ?? 0) + (bill.billedCents ?? 0));
  return topGroups(
    [...providers].map(([label, billed]) => ({ label, values: [billed] })),
    top,
  );
}

export interface MedicareComparison {
  /** Per provider, over the lines Medicare prices: billed, Medicare reference, paid by insurance. */
  groups: ChartGroup[];
  pricedLines: number;
  unpricedLines: number;
}

/** Billed vs the Medicare reference vs paid, per provider, over the priced lines only (like for like). */
export function medicareComparison(lines: InsightLine[], top = TOP_PROVIDERS): MedicareComparison {
  const priced = lines.filter((l) => l.medicareCents !== null);
  const providers = new Map<string, InsightLine[]>();
  for (const line of priced)
    providers.set(line.providerName, [...(providers.get(line.providerName) ?? []), line]);
  const groups = [...providers].map(([label, rows]) => ({
    label,
    values: [
      rows.reduce((s, l) => s + l.billedCents, 0),
      rows.reduce((s, l) => s + (l.medicareCents ?? 0), 0),
      sumKnown(rows.map((l) => l.paidCents)),
    ],
  }));
  return {
    groups: topGroups(groups, top),
    pricedLines: priced.length,
    unpricedLines: lines.length - priced.length,
  };
}

/** The status a bill is shown under: one of the four (legacy values mapped, anything else In Progress). */
function statusOf(value: string) {
  if (isBillStatus(value)) return value;
  return LEGACY_STATUS_MAP[value] ?? "in_progress";
}

/** Savings found (potential savings) and recovered, per bill status, in the editor's order. */
export function savingsByStatus(bills: InsightBill[]): ChartGroup[] {
  return BILL_STATUSES.map((status) => {
    const mine = bills.filter((b) => statusOf(b.status) === status);
    return {
      status,
      label: BILL_STATUS_LABELS[status],
      values: [mine.reduce((s, b) => s + b.savingsCents, 0), mine.reduce((s, b) => s + b.recoveredCents, 0)],
      count: mine.length,
    };
  })
    .filter((g) => g.count > 0)
    .map(({ label, values }) => ({ label, values }));
}

export interface MedicareChart extends MedicareComparison {
  /** The ZIP code the Medicare amounts are for; null when the profile has none (national amounts). */
  zip: string | null;
  /** The Medicare payment locality of that ZIP; null when Medicare maps none (national amounts). */
  locality: string | null;
}

export interface PremiumInsights {
  byPerson: ChartGroup[];
  byProvider: ChartGroup[];
  medicare: MedicareChart;
  savings: ChartGroup[];
}

export interface InsightsData {
  /** The stats row (001 §3): the bill-stats statement's answer. */
  stats: {
    total_bills: number;
    total_billed_amount: number;
    total_potential_savings: number;
    total_recovered_amount: number;
    total_flags: number;
  };
  /** Bills with potential savings: the overcharge alert. */
  billsWithSavings: number;
  monthly: MonthlySpending;
  /** Only for premium members with the premium-insights flag on; null (not computed) otherwise. */
  premium: PremiumInsights | null;
}
