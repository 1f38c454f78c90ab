// The plan catalogue as the wizard reads it (issue 15): carriers found by what a person types, the
// user's state from their saved ZIP, a carrier's plans of one plan type in that state, and the one
// fixed plan of Original Medicare. Reference rows are the same for everyone; only the ZIP is the user's.
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { searchCarriers, type CarrierCandidate } from "#core/insurance/carrier-search";
import { ORIGINAL_MEDICARE_ID, originalMedicareCosts } from "#core/insurance/original-medicare";
import { PLAN_TYPES, type PlanType } from "#core/insurance/plan-types";
import { INSURANCE_MESSAGES, type Carrier, type Plan } from "#core/insurance/types";
import { insuranceCarriers, insurancePlans, zipLocalities } from "#db/reference/schema";
import { ApiError, notFound } from "~/api/http";
import { schema, type Db } from "~/db.server";
import { getZipcode } from "../account/account.server";

export const ORIGINAL_MEDICARE_PLAN_TYPE = "original_medicare";
export const ORIGINAL_MEDICARE_NAME = "Original Medicare";
export const ORIGINAL_MEDICARE_PLAN_NAME = "Original Medicare (Part A and Part B)";

/** Every plan type of every category, by id. */
const PLAN_TYPE_BY_ID = new Map<string, PlanType>(
  Object.values(PLAN_TYPES)
    .flat()
    .map((t) => [t.plan_type_id, t]),
);
export const planTypeById = (id: string): PlanType | undefined => PLAN_TYPE_BY_ID.get(id);

/** A carrier id, plan id or plan type that means Original Medicare. */
export const isOriginalMedicare = (ids: {
  carrierId?: string | null;
  planId?: string | null;
  planTypeId?: string | null;
}) =>
  ids.carrierId === ORIGINAL_MEDICARE_ID ||
  ids.planId === ORIGINAL_MEDICARE_ID ||
  ids.planTypeId === ORIGINAL_MEDICARE_PLAN_TYPE;

const dollars = (cents: number | null) => (cents === null ? null : cents / 100);

/** Original Medicare as a plan card: the current year's standard Part B premium. */
export function originalMedicarePlan(year = new Date().getUTCFullYear()): Plan {
  return {
    plan_id: ORIGINAL_MEDICARE_ID,
    plan_name: ORIGINAL_MEDICARE_PLAN_NAME,
    plan_category: ORIGINAL_MEDICARE_NAME,
    star_rating: null,
    premium_monthly: dollars(originalMedicareCosts(year).partBMonthlyPremiumCents),
    marketing_name: null,
  };
}

/**
 * Carriers matching `query`, best first (core/insurance/carrier-search.ts), at most `limit`. Fewer
 * than 2 characters find nothing (ADR 061). Original Medicare is not a carrier here: the wizard
 * reaches it through its plan type.
 */
export async function findCarriers(db: Db, query: string, limit = 10): Promise<Carrier[]> {
  const rows = await db.select().from(insuranceCarriers).all();
  const candidates: (CarrierCandidate & { row: (typeof rows)[number] })[] = rows.map((row) => ({
    id: row.carrierId,
    displayName: row.displayName,
    marketingName: row.marketingName,
    parentOrganization: row.parentOrganization,
    planCount: row.planCount,
    row,
  }));
  return searchCarriers(query, candidates, limit).map(({ row }) => ({
    carrier_id: row.carrierId,
    display_name: row.displayName,
    marketing_name: row.marketingName,
    plan_count: row.planCount,
  }));
}

/** The catalogue's carrier with this id, or undefined. */
export async function findCarrier(db: Db, carrierId: string) {
  return db.select().from(insuranceCarriers).where(eq(insuranceCarriers.carrierId, carrierId)).get();
}

/** One row of a plan (its latest year; any state: names and cost sharing do not vary by state). */
export async function findPlan(db: Db, planId: string) {
  return db
    .select()
    .from(insurancePlans)
    .where(eq(insurancePlans.planId, planId))
    .orderBy(desc(insurancePlans.year), asc(insurancePlans.state))
    .get();
}

/** The user's state from their saved ZIP code, or null when none is saved or the ZIP is unknown. */
export async function userPlanState(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .select({ state: zipLocalities.state })
    .from(schema.users)
    .innerJoin(zipLocalities, eq(zipLocalities.zip, sql`substr(${schema.users.zipcode}, 1, 5)`))
    .where(eq(schema.users.id, userId))
    .get();
  return row?.state ?? null;
}

/**
 * A carrier's plans of one plan type in `state` (its latest plan year there), best-rated first, then
 * the lower premium, then by name. `state` null (a saved ZIP the locality file does not know): every
 * state's plans, each plan once. Original Medicare (its carrier or plan type): its one fixed plan.
 */
export async function listPlans(
  db: Db,
  query: { carrierId: string; planTypeId: string; state: string | null },
): Promise<Plan[]> {
  if (isOriginalMedicare(query)) return [originalMedicarePlan()];
  const { carrierId, planTypeId, state } = query;
  const where = and(
    eq(insurancePlans.carrierId, carrierId),
    eq(insurancePlans.planTypeId, planTypeId),
    state ? eq(insurancePlans.state, state) : undefined,
  );
  const latest = await db
    .select({ year: sql<number | null>`max(${insurancePlans.year})` })
    .from(insurancePlans)
    .where(where)
    .get();
  if (!latest?.year) return [];
  const rows = await db
    .select()
    .from(insurancePlans)
    .where(and(where, eq(insurancePlans.year, latest.year)))
    .orderBy(
      sql`${insurancePlans.starRatingTenths} is null`,
      desc(insurancePlans.starRatingTenths),
      sql`${insurancePlans.premiumMonthlyCents} is null`,
      asc(insurancePlans.premiumMonthlyCents),
      asc(insurancePlans.planName),
      asc(insurancePlans.planId),
      asc(insurancePlans.state),
    )
    .all();
  const seen = new Set<string>();
  return rows
    .filter((row) => !seen.has(row.planId) && seen.add(row.planId))
    .map((row) => ({
      plan_id: row.planId,
      plan_name: row.planName,
      plan_category: row.planCategory,
      star_rating: row.starRatingTenths === null ? null : row.starRatingTenths / 10,
      premium_monthly: dollars(row.premiumMonthlyCents),
      marketing_name: row.marketingName,
    }));
}

/** Refusals of the plan list the spec gives no words for (ADR 061). */
export const CATALOGUE_MESSAGES = {
  carrierNotFound: "That insurance company is not in our list. Please search for it again.",
} as const;

/**
 * The plans the wizard offers the user: Original Medicare's fixed plan for anyone; otherwise the
 * carrier's plans in the state of the user's saved ZIP. No ZIP saved: 409 with the page's own
 * prompt (the wizard opens the ZIP modal); an unknown carrier: 404.
 */
export async function plansForUser(
  db: Db,
  userId: string,
  query: { carrierId: string; planTypeId: string },
): Promise<Plan[]> {
  if (isOriginalMedicare(query)) return listPlans(db, { ...query, state: null });
  if (!(await findCarrier(db, query.carrierId))) throw notFound(CATALOGUE_MESSAGES.carrierNotFound);
  if (!(await getZipcode(db, userId))) throw new ApiError(409, INSURANCE_MESSAGES.zipPrompt);
  return listPlans(db, { ...query, state: await userPlanState(db, userId) });
}
