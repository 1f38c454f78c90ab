// The patient's plan for a bill's analysis (issue 15): the newest of the user's policies covering
// the bill's patient, its terms for the bill's year, and what the member and the family had already
// paid toward its limits before the bill, from verified EOBs. Only read when the analysis can use it
// (an amount due, no EOB yet); only the signed-in user's own rows.
import { and, eq } from "drizzle-orm";
import { SELF_PATIENT_ID } from "#core/bills/family";
import type { AnalysisBill, AnalysisPlan } from "#core/analysis";
import { metSoFar, policySpendingView } from "#core/insurance/spending";
import { schema, type Db } from "~/db.server";
import { listPolicies, policyBenefits } from "../insurance/index.server";
import { memberEobs, policyTerms } from "../insurance/spending.server";
import { logFailure } from "../platform/failures.server";

async function memberIdOf(db: Db, userId: string, patientId: string | null): Promise<string | null> {
  if (patientId && patientId !== SELF_PATIENT_ID) return patientId;
  const self = await db
    .select({ id: schema.familyMembers.id })
    .from(schema.familyMembers)
    .where(and(eq(schema.familyMembers.userId, userId), eq(schema.familyMembers.relationship, "self")))
    .get();
  return self?.id ?? null;
}

const hasTerms = (plan: AnalysisPlan["terms"]) =>
  plan.deductible !== null || plan.general !== null || plan.benefits.length > 0;

/**
 * The plan for the bill's analysis, or null (no amount due, an EOB already, no policy covers the
 * patient, or the policy states nothing to reckon with). A failure to read it costs the user only
 * this check, never the analysis.
 */
export async function analysisPlanFor(
  db: Db,
  userId: string,
  bill: AnalysisBill,
  now: Date,
): Promise<AnalysisPlan | null> {
  if (bill.eob || bill.patient_amount_due == null) return null;
  try {
    return await planOf(db, userId, bill, now);
  } catch (error) {
    logFailure("analysis plan load failed", error);
    return null;
  }
}

async function planOf(db: Db, userId: string, bill: AnalysisBill, now: Date): Promise<AnalysisPlan | null> {
  const memberId = await memberIdOf(db, userId, bill.patient_id);
  if (!memberId) return null;
  const policy = (await listPolicies(db, userId)).find((p) => p.member_ids.includes(memberId));
  if (!policy) return null;
  const date = bill.service_date ?? now.toISOString().slice(0, 10);
  const year = Number(date.slice(0, 4)) || now.getUTCFullYear();
  const [benefits, eobs] = await Promise.all([
    policyBenefits(db, policy),
    memberEobs(db, userId, policy.member_ids),
  ]);
  const terms = policyTerms(policy, benefits, year);
  if (!hasTerms(terms)) return null;
  // Only what was paid before this bill's services counts as met when they were given.
  const before = eobs.filter((e) => e.billId !== bill.id && e.serviceDate !== null && e.serviceDate <= date);
  const members = policy.member_ids.map((id, i) => ({
    memberId: id,
    name: policy.assigned_members[i]?.name ?? "",
  }));
  const view = policySpendingView({ policyId: policy.policy_id, members }, terms, before, year);
  return { policy_name: policy.policy_name, terms, met: metSoFar(view, memberId) };
}
