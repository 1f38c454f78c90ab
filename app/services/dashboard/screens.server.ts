// The dashboard data every signed-in screen shares (000 §3) and the vault's page data, each in one
// D1 round trip.
import { desc, eq } from "drizzle-orm";
import { billNumberOf } from "#core/bills/documents";
import { schema, type Db } from "~/db.server";
import { billDate, billRowColumns, billRow, patient, patientJoin, type BillRow } from "../bills/sql.server";
import { billPageStatements, type BillList, type ListBillsOptions } from "../bills/list.server";
import { billStatsJson, billStatsQuery, type BillStats } from "../bills/stats.server";
import { recentlyEmailedJson, recentlyEmailedQuery } from "../documents/lists.server";
import { familyMembersQuery, memberJson, type FamilyMemberJson } from "../family/family.server";
import type { SignedIn } from "../auth/session.server";

const { bills } = schema;

/** Bills the dashboard data carries: the newest ones; lists page through listBills. */
export const DASHBOARD_BILLS = 50;

export interface DashboardBill extends BillRow {
  service_date: string | null;
  provider: string;
  claimNumber: string | null;
  display_text: string;
}

export interface DashboardData {
  user: {
    id: string;
    email: string;
    first_name: string | null;
    last_name: string | null;
    real_name: string | null;
    display_name: string | null;
    date_of_birth: string | null;
    gender: string | null;
    is_verified: boolean;
    zipcode: string | null;
  };
  subscription: { tier: string; status: string; plan: string };
  family_members: FamilyMemberJson[];
  bills: DashboardBill[];
  stats: {
    bill_count: number;
    total_billed_amount: number;
    total_potential_savings: number;
    total_recovered_amount: number;
    family_count: number;
  };
  user_zipcode: string | null;
}

/** 'Provider - date - #number' (bill or claim number, else account number), what a bill picker shows. */
function displayText(row: BillRow): string {
  const number = billNumberOf(row);
  return [row.provider_name, row.date, number ? `#${number}` : null].filter(Boolean).join(" - ");
}

/**
 * 000 §3 Dashboard data in one round trip. Given `list`, one page of the vault (with its filters)
 * rides in the same batch, so a screen that shows both pays one D1 round trip, not two.
 */
export async function getDashboardData(
  db: Db,
  signedIn: SignedIn,
  options: { list?: ListBillsOptions } = {},
): Promise<DashboardData & { list?: BillList }> {
  const { user, subscription } = signedIn;
  const vault = options.list ? billPageStatements(db, user.id, options.list) : null;
  const newest = db
    .select(billRowColumns)
    .from(bills)
    .leftJoin(patient, patientJoin)
    .where(eq(bills.userId, user.id))
    .orderBy(desc(billDate), desc(bills.createdAt), desc(bills.id))
    .limit(DASHBOARD_BILLS);
  const [members, rows, stats, pageRows, pageTotal] = vault
    ? await db.batch([
        familyMembersQuery(db, user.id),
        newest,
        billStatsQuery(db, user.id),
        vault.page,
        vault.count,
      ])
    : [
        ...(await db.batch([familyMembersQuery(db, user.id), newest, billStatsQuery(db, user.id)])),
        null,
        null,
      ];
  const totals = billStatsJson(stats[0]);
  return {
    ...(vault && pageRows && pageTotal && { list: vault.finish(pageRows, pageTotal) }),
    user: {
      id: user.id,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      real_name: user.realName,
      display_name: user.displayName,
      date_of_birth: user.dateOfBirth,
      gender: user.gender,
      is_verified: user.isVerified,
      zipcode: user.zipcode,
    },
    subscription: { tier: subscription.tier, status: subscription.status, plan: subscription.plan },
    family_members: members.map(memberJson),
    bills: rows.map((r) => {
      const row = billRow(r);
      return {
        ...row,
        service_date: row.date,
        provider: row.provider_name,
        claimNumber: row.claim_number,
        display_text: displayText(row),
      };
    }),
    stats: {
      bill_count: totals.total_bills,
      total_billed_amount: totals.total_billed_amount,
      total_potential_savings: totals.total_potential_savings,
      total_recovered_amount: totals.total_recovered_amount,
      family_count: stats[0]?.familyCount ?? 0,
    },
    user_zipcode: user.zipcode,
  };
}

export interface VaultData {
  members: FamilyMemberJson[];
  stats: BillStats;
  /** null when the list options were refused (bad filter or cursor): `listError` says why. */
  list: BillList | null;
  listError: unknown;
  emailed: ReturnType<typeof recentlyEmailedJson>;
}

/**
 * Everything the vault shows at once (family tabs, stats cards, one page of bills with its total,
 * the recently e-mailed documents of the given types) in a single D1 round trip. Filters that do
 * not parse leave the page out of the batch; the rest still loads.
 */
export async function loadVault(
  db: Db,
  userId: string,
  options: { list: ListBillsOptions; emailedTypes: readonly string[] },
): Promise<VaultData> {
  let statements: ReturnType<typeof billPageStatements> | null = null;
  let listError: unknown = null;
  try {
    statements = billPageStatements(db, userId, options.list);
  } catch (error) {
    listError = error;
  }
  const shared = [
    familyMembersQuery(db, userId),
    billStatsQuery(db, userId),
    recentlyEmailedQuery(db, userId, options.emailedTypes),
  ] as const;
  const [members, stats, emailed, rows, totals] = statements
    ? await db.batch([...shared, statements.page, statements.count])
    : [...(await db.batch(shared)), null, null];
  return {
    members: members.map(memberJson),
    stats: billStatsJson(stats[0]),
    list: statements && rows && totals ? statements.finish(rows, totals) : null,
    listError,
    emailed: recentlyEmailedJson(emailed),
  };
}
