// The user's saved insurance policies with the family members each one covers.
import { asc, desc, eq, and } from "drizzle-orm";
import { schema, type Db } from "~/db.server";
import { familyDisplayName } from "~/services/family/family.server";

const { insurancePolicies, insurancePolicyMembers, familyMembers } = schema;

export async function listInsurancePolicies(db: Db, userId: string) {
  const [policies, covered] = await Promise.all([
    db
      .select()
      .from(insurancePolicies)
      .where(eq(insurancePolicies.userId, userId))
      .orderBy(desc(insurancePolicies.createdAt))
      .all(),
    db
      .select({
        policyId: insurancePolicyMembers.policyId,
        firstName: familyMembers.firstName,
        lastName: familyMembers.lastName,
        relationship: familyMembers.relationship,
      })
      .from(insurancePolicyMembers)
      .innerJoin(
        familyMembers,
        and(eq(familyMembers.id, insurancePolicyMembers.familyMemberId), eq(familyMembers.userId, userId)),
      )
      .where(eq(insurancePolicyMembers.userId, userId))
      .orderBy(asc(familyMembers.createdAt))
      .all(),
  ]);
  return policies.map((p) => ({
    id: p.id,
    policyName: p.policyName,
    carrierName: p.carrierName,
    planCategory: p.planCategory,
    planTypeName: p.planTypeName,
    planName: p.planName,
    subscriberIdLast4: p.subscriberId.slice(-4),
    inNetworkDeductible: p.inNetworkDeductible,
    inNetworkOopMax: p.inNetworkOopMax,
    members: covered.filter((c) => c.policyId === p.id).map((c) => familyDisplayName(c)),
  }));
}
