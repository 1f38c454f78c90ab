// The insurance catalogue (reference rows the importers write) and the user's policies, straight
// into D1: a carrier with its plans in some states, a plan's cost-sharing rows, the ZIP → state row
// the plan list reads, and a saved policy covering some of a user's family members.
import { sql } from "drizzle-orm";
import {
  insuranceCarriers,
  insurancePlanBenefits,
  insurancePlans,
  zipLocalities,
} from "#db/reference/schema";
import { newId } from "~/services/auth/tokens.server";
import { db, schema } from "./db";

type PlanRow = typeof insurancePlans.$inferInsert;
type BenefitRow = typeof insurancePlanBenefits.$inferInsert;

export interface CarrierSeed {
  id: string;
  name: string;
  marketingName?: string | null;
  parent?: string | null;
  /** The carrier's plans; each needs at least an id and a state. */
  plans?: (Partial<PlanRow> & { planId: string; state: string })[];
  /** plan_count when the carrier has no plans given (the search ranks by it). */
  planCount?: number;
}

/** A carrier and its plans, as the plan importers and the carrier rebuild leave them. */
export async function insuranceCarrier(seed: CarrierSeed) {
  const plans: PlanRow[] = (seed.plans ?? []).map((p) => ({
    year: 2026,
    source: "ma-landscape",
    carrierId: seed.id,
    carrierName: seed.name,
    carrierMarketingName: seed.marketingName ?? null,
    parentOrganization: seed.parent ?? null,
    planName: `${seed.name} plan ${p.planId}`,
    planCategory: "Medicare Advantage",
    planTypeId: "medicare_advantage",
    ...p,
  }));
  if (plans.length)
    await db()
      .insert(insurancePlans)
      .values(plans)
      .onConflictDoUpdate({
        target: [insurancePlans.planId, insurancePlans.state],
        set: { planName: sql`excluded.plan_name` },
      });
  await db()
    .insert(insuranceCarriers)
    .values({
      carrierId: seed.id,
      displayName: seed.name,
      marketingName: seed.marketingName ?? null,
      parentOrganization: seed.parent ?? null,
      planCount: seed.planCount ?? plans.length,
    })
    .onConflictDoNothing();
}

/** Cost-sharing rows of a plan, as the Benefits and Cost Sharing PUF importer writes them. */
export async function insuranceBenefits(
  planId: string,
  rows: (Partial<BenefitRow> & Pick<BenefitRow, "benefitName" | "tier" | "description">)[],
) {
  await db()
    .insert(insurancePlanBenefits)
    .values(rows.map((r) => ({ planId, year: 2026, afterDeductible: false, ...r })))
    .onConflictDoNothing();
}

/** The locality file's row that places a ZIP code in a state. */
export async function zipInState(zip: string, state: string) {
  await db()
    .insert(zipLocalities)
    .values({
      zip,
      state,
      mac: "15202",
      locality: "00",
      ruralIndicator: "",
      plusFour: false,
      yearQuarter: "20254",
    })
    .onConflictDoNothing();
}

/** A saved policy straight into D1, covering `memberIds` (the user's own family members). */
export async function insurancePolicy(
  userId: string,
  memberIds: string[],
  fields: Partial<typeof schema.insurancePolicies.$inferInsert> = {},
) {
  const id = newId();
  await db()
    .insert(schema.insurancePolicies)
    .values({
      id,
      userId,
      policyName: "Employer Plan",
      carrierName: "Acme Health",
      planCategory: "employer",
      subscriberId: "XJH123456789",
      createdAt: Date.now(),
      ...fields,
    });
  if (memberIds.length)
    await db()
      .insert(schema.insurancePolicyMembers)
      .values(memberIds.map((familyMemberId) => ({ policyId: id, familyMemberId, userId })));
  return id;
}
