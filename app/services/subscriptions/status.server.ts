// What the user has and has used: the subscription as D1's copy holds it (the workflow keeps it in
// step with the provider), and the usage lines of the subscription page and GET /subscriptions/usage.
import { eq, sum } from "drizzle-orm";
import { planFor, type UsageCheck } from "#core/plans";
import type { CurrentSubscription, SubscriptionUsage, UsageLine } from "#core/subscriptions/schemas";
import { schema, type Db } from "~/db.server";
import type { SignedIn } from "../auth/session.server";
import { planUsage, type UsageOwner } from "../plans/usage.server";

/** GET /subscriptions/current, from the signed-in user's own row. */
export function currentSubscriptionOf(signedIn: SignedIn): CurrentSubscription {
  const s = signedIn.subscription;
  return {
    tier: s.tier,
    status: s.status,
    plan: s.plan,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    current_period_end: s.currentPeriodEnd ? new Date(s.currentPeriodEnd).toISOString() : null,
  };
}

const MB = 1024 * 1024;
/**
 * Storage per plan (001 §9: 100 MB free, 5 GB premium). Kept here until the plan table carries it
 * (issue 13's "limits" part adds it to core/plans.ts); then this reads PLANS.
 */
export const STORAGE_LIMIT_BYTES = { free: 100 * MB, premium: 5 * 1024 * MB } as const;

/** Bytes of the user's stored documents (their own rows only). */
export async function storageUsedBytes(db: Db, userId: string): Promise<number> {
  const row = await db
    .select({ bytes: sum(schema.documents.fileSize) })
    .from(schema.documents)
    .where(eq(schema.documents.userId, userId))
    .get();
  return Number(row?.bytes ?? 0);
}

const lineOf = ({ current, limit, remaining, unlimited }: UsageCheck): UsageLine => ({
  current,
  limit,
  remaining,
  unlimited,
});

/** GET /subscriptions/usage: each limited action against the plan, storage in bytes. */
export async function subscriptionUsage(db: Db, owner: UsageOwner): Promise<SubscriptionUsage> {
  const plan = planFor(owner.subscription);
  const [usage, bytes] = await Promise.all([
    planUsage(db, owner, ["bill_upload", "document", "ai_question", "dispute_letter"] as const),
    storageUsedBytes(db, owner.user.id),
  ]);
  const storageLimit = STORAGE_LIMIT_BYTES[plan.tier];
  return {
    tier: plan.tier,
    usage: {
      bill_upload: lineOf(usage.bill_upload),
      documents: lineOf(usage.document),
      storage: {
        current: bytes,
        limit: storageLimit,
        remaining: Math.max(0, storageLimit - bytes),
        unlimited: false,
      },
      ai: lineOf(usage.ai_question),
      letters: lineOf(usage.dispute_letter),
    },
  };
}

/** GET /chat/usage-info: the assistant's questions this month (the `ai_question` counter). */
export async function chatUsage(db: Db, owner: UsageOwner) {
  const { ai_question: ai } = await planUsage(db, owner, ["ai_question"] as const);
  return { questions_used: ai.current, questions_remaining: ai.remaining };
}
