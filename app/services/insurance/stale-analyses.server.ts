// A policy saved or deleted changes what its members' bills should cost (the analysis's plan-share
// check reads the policy), so their analysed bills are marked for re-analysis, like an edited bill.
// The account holder's own bills carry no family member id (patient 'self').
import { and, eq, inArray, isNotNull, isNull, or } from "drizzle-orm";
import { schema, type Db } from "~/db.server";

const { bills, familyMembers } = schema;

/** The account holder's own family member id, whose bills have no family member id. */
export async function selfMemberId(db: Db, userId: string): Promise<string | null> {
  const self = await db
    .select({ id: familyMembers.id })
    .from(familyMembers)
    .where(and(eq(familyMembers.userId, userId), eq(familyMembers.relationship, "self")))
    .get();
  return self?.id ?? null;
}

/**
 * The statement (for a batch, not yet run) that marks the analysed bills of `memberIds` — the
 * user's own — as needing re-analysis; none when there are no members.
 */
export function staleBillsOf(db: Db, userId: string, memberIds: string[], selfId: string | null) {
  if (memberIds.length === 0) return [];
  const patients = [inArray(bills.familyMemberId, memberIds)];
  if (selfId && memberIds.includes(selfId)) patients.push(isNull(bills.familyMemberId));
  return [
    db
      .update(bills)
      .set({ needsReanalysis: true })
      .where(and(eq(bills.userId, userId), isNotNull(bills.lastAnalyzedAt), or(...patients))),
  ];
}
