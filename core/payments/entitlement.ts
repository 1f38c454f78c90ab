// What the user is entitled to, decided from the provider's subscription as it is now
// (docs/decisions/037-subscription-workflow.md). The subscription workflow re-reads the
// subscription after every event and at every deadline and asks this function; the order in which
// events arrive never matters. Pure and runtime-neutral: workflows, the Worker and tests share it.
import type { Entitlement } from "../contracts/internal-billing";
import type { SubscriptionSnapshot } from "./provider";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** After a payment fails, premium stays this long from when the failure was first seen. */
export const GRACE_PERIOD_MS = 7 * DAY_MS;
/**
 * A renewing subscription whose period end has passed while the provider still says active (its
 * invoice is being collected): look again this much later rather than at once.
 */
export const RENEWAL_RECHECK_MS = HOUR_MS;

/** Statuses in which the provider may still change the subscription (and sends events when it does). */
const LIVE = new Set(["active", "trialing", "past_due", "unpaid"]);
const PAYMENT_FAILED = new Set(["past_due", "unpaid"]);

export interface EntitlementInput {
  /** The subscription that decides (currentSubscription of the customer's list), or none. */
  subscription: SubscriptionSnapshot | null;
  /** Epoch ms (workflow time in the workflow). */
  now: number;
  /** When a failed payment was first seen in this episode; null when none is open. */
  pastDueSince: number | null;
}

export interface EntitlementDecision {
  entitlement: Entitlement;
  /** The episode of a failed payment carried on (null once paid or ended). */
  pastDueSince: number | null;
  /** When the entitlement changes by itself unless an event comes first; null: only an event changes it. */
  nextCheckAt: number | null;
  /** The provider still holds a subscription that can change (so a later event may come). */
  live: boolean;
}

export const FREE_ENTITLEMENT: Entitlement = {
  tier: "free",
  status: "active",
  plan: "free",
  cancelAtPeriodEnd: false,
  currentPeriodEnd: null,
  providerStatus: null,
  graceEndsAt: null,
  stripeSubscriptionId: null,
};

function free(sub: SubscriptionSnapshot | null): Entitlement {
  return sub
    ? { ...FREE_ENTITLEMENT, providerStatus: sub.status, stripeSubscriptionId: sub.subscriptionId }
    : FREE_ENTITLEMENT;
}

function premium(sub: SubscriptionSnapshot, graceEndsAt: number | null): Entitlement {
  return {
    tier: "premium",
    status: "active",
    plan: sub.plan,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    currentPeriodEnd: sub.currentPeriodEnd,
    providerStatus: sub.status,
    graceEndsAt,
    stripeSubscriptionId: sub.subscriptionId,
  };
}

export function decideEntitlement({
  subscription: sub,
  now,
  pastDueSince,
}: EntitlementInput): EntitlementDecision {
  if (!sub || !LIVE.has(sub.status)) {
    // No subscription, or one that ended (canceled, incomplete, expired, paused): the free plan.
    return { entitlement: free(sub), pastDueSince: null, nextCheckAt: null, live: false };
  }
  // Cancelled at period end: premium until current_period_end exactly, whatever else holds.
  const endsAtPeriodEnd = sub.cancelAtPeriodEnd && sub.currentPeriodEnd <= now;
  if (endsAtPeriodEnd) return { entitlement: free(sub), pastDueSince: null, nextCheckAt: null, live: true };

  if (PAYMENT_FAILED.has(sub.status)) {
    const since = pastDueSince ?? now;
    const graceEndsAt = since + GRACE_PERIOD_MS;
    if (now >= graceEndsAt) {
      // Grace is over: free until the card is fixed (an invoice.paid event brings premium back).
      return { entitlement: free(sub), pastDueSince: since, nextCheckAt: null, live: true };
    }
    const deadline = sub.cancelAtPeriodEnd ? Math.min(graceEndsAt, sub.currentPeriodEnd) : graceEndsAt;
    return { entitlement: premium(sub, graceEndsAt), pastDueSince: since, nextCheckAt: deadline, live: true };
  }

  // Active or trialing: paid. Look again at the period end (the end of a cancelled one, or the
  // renewal the provider should have made by then).
  const nextCheckAt = sub.currentPeriodEnd > now ? sub.currentPeriodEnd : now + RENEWAL_RECHECK_MS;
  return { entitlement: premium(sub, null), pastDueSince: null, nextCheckAt, live: true };
}

/** The e-mail a change of tier calls for: activated (free → premium) or ended (premium → free). */
export function tierNotice(
  before: Entitlement["tier"],
  after: Entitlement["tier"],
): "premium_activated" | "premium_ended" | null {
  if (before === after) return null;
  return after === "premium" ? "premium_activated" : "premium_ended";
}
