// What the user has and has used: the subscription as D1's copy holds it (the workflow keeps it in
// step with the provider), and the usage lines of the subscription page and GET /subscriptions/usage.
import { planFor, type UsageCheck } from "#core/plans";
import type { CurrentSubscription, SubscriptionUsage, UsageLine } from "#core/subscriptions/schemas";
import type { Db } from "~/db.server";
import type { SignedIn } from "../auth/session.server";
import { storageUsage } from "../plans/storage.server";
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

const lineOf = ({ current, limit, remaining, unlimited }: Omit<UsageCheck, "kind">): UsageLine => ({
  current,
  limit,
  remaining,
  unlimited,
});

/** GET /subscriptions/usage: each limited action against the plan, storage in bytes. */
export async function subscriptionUsage(db: Db, owner: UsageOwner): Promise<SubscriptionUsage> {
  const plan = planFor(owner.subscription);
  const [usage, storage] = await Promise.all([
    planUsage(db, owner, ["bill_upload", "document", "ai_question", "dispute_letter"] as const),
    storageUsage(db, owner),
  ]);
  return {
    tier: plan.tier,
    usage: {
      bill_upload: lineOf(usage.bill_upload),
      documents: lineOf(usage.document),
      // Documents and files held for review, against the plan's storage (ADR 043).
      storage: lineOf(storage),
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
