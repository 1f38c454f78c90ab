// The user's insurance policies (001 §3, §5, §7): listing with the members each covers, saving one
// after the wizard's rules, deleting one. Every query is scoped by the acting user's id; carrier,
// plan and plan type names are the catalogue's, never the client's.
import { and, desc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { familyDisplayName, fullName } from "#core/bills/family";
import { isValidMbi, MBI_INVALID, normalizeMbi } from "#core/insurance/mbi";
import { ORIGINAL_MEDICARE_ID } from "#core/insurance/original-medicare";
import { PLAN_TYPES } from "#core/insurance/plan-types";
import {
  CreatePolicySchema,
  CUSTOM_CARRIER_MAX,
  defaultPolicyName,
  INSURANCE_MESSAGES,
  isPolicyMemberId,
  type CreatePolicy,
  type Policy,
} from "#core/insurance/types";
import { refuseForbiddenCharacters } from "#core/validation";
import { ApiError, notFound } from "~/api/http";
import { schema, type Db } from "~/db.server";
import { newId } from "../auth/tokens.server";
import { MAX_FAMILY_MEMBERS } from "../family/family.server";
import { parseOr422 } from "../bills/validation.server";
import {
  CATALOGUE_MESSAGES,
  findCarrier,
  findPlan,
  isOriginalMedicare,
  ORIGINAL_MEDICARE_NAME,
  ORIGINAL_MEDICARE_PLAN_NAME,
  ORIGINAL_MEDICARE_PLAN_TYPE,
  planTypeById,
} from "./catalogue.server";
import { selfMemberId, staleBillsOf } from "./stale-analyses.server";

const { insurancePolicies, insurancePolicyMembers, familyMembers } = schema;
type PolicyRow = typeof insurancePolicies.$inferSelect;

/** Refusals the spec gives no words for (001 §5 names only the rule). */
export const POLICY_MESSAGES = {
  notFound: "Insurance policy not found",
  noMembers: "Please choose at least one family member this policy covers",
  memberNotFound: "Family member not found",
  unknownCarrier: CATALOGUE_MESSAGES.carrierNotFound,
  unknownPlan: "That plan is not in our list. Please choose it again.",
  planOfOtherCarrier: "That plan is not offered by the insurance company you chose.",
  planTypeOfOtherCategory: "That plan type does not belong to the plan category you chose.",
} as const;

/**
 * The create body as the server takes it: CreatePolicySchema, except that a company typed in free
 * text longer than 100 characters is cut to 100 (001 §5), not refused; no more members than a
 * family can have; text without control or direction-override characters (core/validation.ts).
 */
const { shape } = CreatePolicySchema;
const typedAmount = z.string().trim().max(100).superRefine(refuseForbiddenCharacters()).nullish();

export const CreatePolicyBodySchema = CreatePolicySchema.extend({
  policy_name: shape.policy_name.superRefine(refuseForbiddenCharacters()),
  subscriber_id: shape.subscriber_id.superRefine(refuseForbiddenCharacters()),
  in_network_deductible: typedAmount,
  in_network_oop_max: typedAmount,
  member_ids: z
    .array(z.string().max(64))
    .max(MAX_FAMILY_MEMBERS, `A policy covers at most ${MAX_FAMILY_MEMBERS} family members`),
  carrier_name: z
    .string()
    .trim()
    .max(1000)
    .superRefine(refuseForbiddenCharacters())
    .transform((name) => name.slice(0, CUSTOM_CARRIER_MAX).trim())
    .nullish(),
});

const blankToNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

function policyJson(row: PolicyRow, members: { id: string; name: string }[]): Policy {
  return {
    policy_id: row.id,
    policy_name: row.policyName,
    carrier_name: row.carrierName,
    plan_type_name: row.planTypeName,
    plan_name: row.planName,
    plan_id: row.planId,
    subscriber_id: row.subscriberId,
    assigned_members: members.map(({ name }) => ({ name })),
    plan_category: row.planCategory,
    carrier_id: row.carrierId,
    member_ids: members.map(({ id }) => id),
    in_network_deductible: row.inNetworkDeductible,
    in_network_oop_max: row.inNetworkOopMax,
    created_at: new Date(row.createdAt).toISOString(),
  };
}

const memberName = (m: { firstName: string; lastName: string; relationship: string }) =>
  fullName(m) || familyDisplayName(m as Parameters<typeof familyDisplayName>[0]);
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** The user's policies, newest first, with the members each covers by name (only the user's own rows). */
export async function listPolicies(db: Db, userId: string): Promise<Policy[]> {
  const [policies, covered] = await db.batch([
    db
      .select()
      .from(insurancePolicies)
      .where(eq(insurancePolicies.userId, userId))
      .orderBy(desc(insurancePolicies.createdAt), desc(insurancePolicies.id)),
    db
      .select({
        policyId: insurancePolicyMembers.policyId,
        id: familyMembers.id,
        firstName: familyMembers.firstName,
        lastName: familyMembers.lastName,
        relationship: familyMembers.relationship,
      })
      .from(insurancePolicyMembers)
      .innerJoin(
        familyMembers,
        and(eq(familyMembers.id, insurancePolicyMembers.familyMemberId), eq(familyMembers.userId, userId)),
      )
      .where(eq(insurancePolicyMembers.userId, userId)),
  ]);
  return policies.map((p) =>
    policyJson(
      p,
      covered
        .filter((c) => c.policyId === p.id)
        .map((c) => ({ id: c.id, name: memberName(c) }))
        .sort(byName),
    ),
  );
}

/** The user's own family members among `ids`; 404 when any is not theirs (or does not exist). */
async function ownMembers(db: Db, userId: string, ids: string[]) {
  const rows = await db
    .select()
    .from(familyMembers)
    .where(and(eq(familyMembers.userId, userId), inArray(familyMembers.id, ids)))
    .all();
  if (rows.length !== ids.length) throw notFound(POLICY_MESSAGES.memberNotFound);
  return rows.map((m) => ({ id: m.id, name: memberName(m) })).sort(byName);
}

interface Coverage {
  carrierId: string | null;
  carrierName: string | null;
  planId: string | null;
  planName: string | null;
  planTypeId: string | null;
  planTypeName: string | null;
  subscriberId: string;
}

/** Original Medicare: the fixed carrier and plan, and a well-formed MBI (001 §5, §9). */
function originalMedicare(subscriberId: string): Coverage {
  if (!subscriberId) throw new ApiError(422, INSURANCE_MESSAGES.mbiRequired);
  if (!isValidMbi(subscriberId)) throw new ApiError(422, MBI_INVALID);
  return {
    carrierId: ORIGINAL_MEDICARE_ID,
    carrierName: ORIGINAL_MEDICARE_NAME,
    planId: ORIGINAL_MEDICARE_ID,
    planName: ORIGINAL_MEDICARE_PLAN_NAME,
    planTypeId: ORIGINAL_MEDICARE_PLAN_TYPE,
    planTypeName: planTypeById(ORIGINAL_MEDICARE_PLAN_TYPE)!.display_name,
    subscriberId: normalizeMbi(subscriberId),
  };
}

/** Any other policy: a company (from the catalogue, or typed) and a subscriber ID; names from the catalogue. */
async function catalogueCoverage(db: Db, input: z.output<typeof CreatePolicyBodySchema>): Promise<Coverage> {
  const carrierId = blankToNull(input.carrier_id);
  const typedName = blankToNull(input.carrier_name);
  const planId = blankToNull(input.plan_id);
  if ((!carrierId && !typedName && !planId) || !input.subscriber_id)
    throw new ApiError(422, INSURANCE_MESSAGES.companyAndIdRequired);
  const carrier = carrierId ? await findCarrier(db, carrierId) : undefined;
  if (carrierId && !carrier) throw new ApiError(422, POLICY_MESSAGES.unknownCarrier);
  const plan = planId ? await findPlan(db, planId) : undefined;
  if (planId && !plan) throw new ApiError(422, POLICY_MESSAGES.unknownPlan);
  if (plan && carrierId && plan.carrierId !== carrierId)
    throw new ApiError(422, POLICY_MESSAGES.planOfOtherCarrier);
  const planTypeId = plan?.planTypeId ?? blankToNull(input.plan_type_id);
  const categoryTypes = PLAN_TYPES[input.plan_category].map((t) => t.plan_type_id);
  if (planTypeId && !categoryTypes.includes(planTypeId))
    throw new ApiError(422, POLICY_MESSAGES.planTypeOfOtherCategory);
  return {
    carrierId: carrier?.carrierId ?? plan?.carrierId ?? null,
    carrierName: carrier?.displayName ?? plan?.carrierName ?? typedName,
    planId: plan?.planId ?? null,
    planName: plan?.planName ?? null,
    planTypeId,
    planTypeName: planTypeId ? planTypeById(planTypeId)!.display_name : null,
    subscriberId: input.subscriber_id,
  };
}

/**
 * Saves a policy after the rules of 001 §5 (members are the user's own, at least one; a name; a
 * subscriber ID or MBI). Bad input: HttpError 422 with the spec's message (404 for a member that is
 * not the user's); nothing written.
 */
export async function createPolicy(db: Db, userId: string, raw: CreatePolicy): Promise<Policy> {
  const input = parseOr422(CreatePolicyBodySchema, raw);
  const medicare = isOriginalMedicare({
    carrierId: input.carrier_id,
    planId: input.plan_id,
    planTypeId: input.plan_type_id,
  });
  if (medicare && input.plan_category !== "medicare")
    throw new ApiError(422, POLICY_MESSAGES.planTypeOfOtherCategory);
  const coverage = medicare ? originalMedicare(input.subscriber_id) : await catalogueCoverage(db, input);
  const ids = [...new Set(input.member_ids.filter(isPolicyMemberId))];
  if (ids.length === 0) throw new ApiError(422, POLICY_MESSAGES.noMembers);
  const members = await ownMembers(db, userId, ids);
  const row: PolicyRow = {
    id: newId(),
    userId,
    planId: coverage.planId,
    planCategory: input.plan_category,
    policyName: input.policy_name || defaultPolicyName(coverage.carrierName, coverage.planName),
    carrierId: coverage.carrierId,
    carrierName: coverage.carrierName,
    planTypeId: coverage.planTypeId,
    planTypeName: coverage.planTypeName,
    planName: coverage.planName,
    subscriberId: coverage.subscriberId,
    inNetworkDeductible: medicare ? null : blankToNull(input.in_network_deductible),
    inNetworkOopMax: medicare ? null : blankToNull(input.in_network_oop_max),
    createdAt: Date.now(),
  };
  const stale = staleBillsOf(
    db,
    userId,
    members.map((m) => m.id),
    await selfMemberId(db, userId),
  );
  await db.batch([
    db.insert(insurancePolicies).values(row),
    db
      .insert(insurancePolicyMembers)
      .values(members.map((m) => ({ policyId: row.id, familyMemberId: m.id, userId }))),
    ...stale,
  ]);
  return policyJson(row, members);
}

/** Deletes the user's policy and its member rows; 404 when it is not theirs (or does not exist). */
export async function deletePolicy(db: Db, userId: string, policyId: string): Promise<void> {
  const covered = await db
    .select({ id: insurancePolicyMembers.familyMemberId })
    .from(insurancePolicyMembers)
    .where(and(eq(insurancePolicyMembers.policyId, policyId), eq(insurancePolicyMembers.userId, userId)))
    .all();
  const stale = staleBillsOf(
    db,
    userId,
    covered.map((m) => m.id),
    await selfMemberId(db, userId),
  );
  const [, deleted] = await db.batch([
    db
      .delete(insurancePolicyMembers)
      .where(and(eq(insurancePolicyMembers.policyId, policyId), eq(insurancePolicyMembers.userId, userId))),
    db
      .delete(insurancePolicies)
      .where(and(eq(insurancePolicies.id, policyId), eq(insurancePolicies.userId, userId)))
      .returning({ id: insurancePolicies.id }),
    ...stale,
  ]);
  if (deleted.length === 0) throw notFound(POLICY_MESSAGES.notFound);
}
