// A plan's benefits as the benefits table reads them (001 §3 Benefit, §5, §9; issue 15): the
// catalogue's cost-sharing rows in both tiers, the plan's deductible and out-of-pocket maximum as
// rows of their own, Original Medicare's current-year figures, and for a company typed in free text
// the deductible and out-of-pocket maximum the user entered.
import { and, asc, eq, sql } from "drizzle-orm";
import {
  DEDUCTIBLE,
  limitRow,
  originalMedicareRows,
  OUT_OF_POCKET,
  typedAmountCents,
} from "#core/insurance/benefit-rows";
import { ORIGINAL_MEDICARE_ID, originalMedicareCosts } from "#core/insurance/original-medicare";
import type { Benefit, Policy } from "#core/insurance/types";
import { insurancePlanBenefits } from "#db/reference/schema";
import type { Db } from "~/db.server";
import { findPlan } from "./catalogue.server";

const present = <T>(row: T | null): row is T => row !== null;

/**
 * A plan's benefits in both tiers (`original-medicare`: the current year's figures); the
 * deductible and out-of-pocket rows in the words core/insurance/types.ts gives. [] for an unknown plan.
 * `year`: the benefit rows of that plan year (default: the latest the catalogue has).
 */
export async function planBenefits(db: Db, planId: string, year?: number): Promise<Benefit[]> {
  if (planId === ORIGINAL_MEDICARE_ID)
    return originalMedicareRows(
      ORIGINAL_MEDICARE_ID,
      originalMedicareCosts(year ?? new Date().getUTCFullYear()),
    );
  const forPlan = eq(insurancePlanBenefits.planId, planId);
  const [plan, latest] = await Promise.all([
    findPlan(db, planId),
    year === undefined
      ? db
          .select({ year: sql<number | null>`max(${insurancePlanBenefits.year})` })
          .from(insurancePlanBenefits)
          .where(forPlan)
          .get()
      : Promise.resolve({ year }),
  ]);
  const rows = latest?.year
    ? await db
        .select()
        .from(insurancePlanBenefits)
        .where(and(forPlan, eq(insurancePlanBenefits.year, latest.year)))
        .orderBy(asc(insurancePlanBenefits.benefitName), asc(insurancePlanBenefits.tier))
        .all()
    : [];
  const limits = plan
    ? [
        limitRow(planId, DEDUCTIBLE, "in_network", plan.dedInnIndividualCents, plan.dedInnFamilyCents),
        limitRow(planId, DEDUCTIBLE, "out_of_network", plan.dedOonIndividualCents, plan.dedOonFamilyCents),
        limitRow(planId, OUT_OF_POCKET, "in_network", plan.moopInnIndividualCents, plan.moopInnFamilyCents),
        limitRow(
          planId,
          OUT_OF_POCKET,
          "out_of_network",
          plan.moopOonIndividualCents,
          plan.moopOonFamilyCents,
        ),
      ].filter(present)
    : [];
  return [
    ...limits,
    ...rows.map(
      (r): Benefit => ({
        benefit_id: `${planId}/${r.year}/${r.tier}/${r.benefitName}`,
        category_name: r.benefitName,
        narrative_description: r.description,
        coverage_tier: r.tier,
        copay: r.copayCents === null ? null : r.copayCents / 100,
        coinsurance_pct: r.coinsuranceBasisPoints === null ? null : r.coinsuranceBasisPoints / 10_000,
        after_deductible: r.afterDeductible,
        visit_limit: r.visitLimit,
      }),
    ),
  ];
}

/** Whether the catalogue knows the plan (Original Medicare always). */
export async function planExists(db: Db, planId: string): Promise<boolean> {
  if (planId === ORIGINAL_MEDICARE_ID) return true;
  if (await findPlan(db, planId)) return true;
  const row = await db
    .select({ planId: insurancePlanBenefits.planId })
    .from(insurancePlanBenefits)
    .where(eq(insurancePlanBenefits.planId, planId))
    .get();
  return row !== undefined;
}

/**
 * The benefits the page shows for a saved policy: its plan's, or (a company typed in free text, or a
 * plan the catalogue has no rows for) the in-network deductible and out-of-pocket maximum the user
 * entered, when the text holds an amount.
 */
export async function policyBenefits(db: Db, policy: Policy): Promise<Benefit[]> {
  if (policy.plan_id) {
    const rows = await planBenefits(db, policy.plan_id);
    if (rows.length > 0) return rows;
  }
  const id = `policy/${policy.policy_id}`;
  const deductible = typedAmountCents(policy.in_network_deductible);
  const outOfPocket = typedAmountCents(policy.in_network_oop_max);
  return [
    deductible === null ? null : limitRow(id, DEDUCTIBLE, "in_network", deductible, null),
    outOfPocket === null ? null : limitRow(id, OUT_OF_POCKET, "in_network", outOfPocket, null),
  ].filter(present);
}
