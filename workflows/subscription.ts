// Subscription lifecycle (ARCHITECTURE §3, docs/decisions/037-subscription-workflow.md), id
// `subscription-{userId}`: every provider event (a signal carrying its id and type only) makes the
// workflow re-read the subscription and write the entitlement it calls for; the deadlines (the end
// of a cancelled period, the end of a grace period) are durable timers that any event interrupts.
// The order events arrive in never decides anything: the provider's state now does.
import {
  ActivityFailure,
  ApplicationFailure,
  condition,
  continueAsNew,
  proxyActivities,
  setHandler,
  upsertSearchAttributes,
  workflowInfo,
  type RetryPolicy,
} from "@temporalio/workflow";
import { decideEntitlement, tierNotice } from "../core/payments/entitlement";
import type { BillingNoticeKind } from "../core/payments/notices";
import type { SubscriptionActivities } from "./activities/subscription";
import {
  getSubscriptionState,
  subscriptionEventSignal,
  UserIdKey,
  type SubscriptionCarry,
  type SubscriptionOutcome,
  type SubscriptionWorkflowInput,
  type SubscriptionWorkflowState,
} from "./shared";

/** Re-reads per run before continue-as-new even if Temporal has not suggested it yet. */
export const SUBSCRIPTION_READS_PER_RUN = 500;

const retry: RetryPolicy = {
  initialInterval: "1 second",
  backoffCoefficient: 2,
  // The Worker or the provider may be away for a while: keep trying, never give up on an event.
  maximumInterval: "1 minute",
  nonRetryableErrorTypes: ["AccountGone", "InternalRequestRejected"],
};

const { readBilling, writeEntitlement, sendBillingNotice } = proxyActivities<SubscriptionActivities>({
  startToCloseTimeout: "1 minute",
  retry,
});

const NOTICES_KEPT = 10;

const isAccountGone = (error: unknown) =>
  error instanceof ActivityFailure &&
  error.cause instanceof ApplicationFailure &&
  error.cause.type === "AccountGone";

export async function subscription(input: SubscriptionWorkflowInput): Promise<SubscriptionOutcome> {
  const { userId } = input;
  const readsPerRun = input.readsPerRun ?? SUBSCRIPTION_READS_PER_RUN;
  // The user id only: search attributes are visible to every operator.
  upsertSearchAttributes([{ key: UserIdKey, value: userId }]);

  const carried: SubscriptionCarry = input.carry ?? {
    pastDueSince: null,
    paymentFailedNoticeFor: null,
    pendingEvents: false,
    eventsSeen: 0,
    lastEvent: null,
    runs: 0,
  };
  const state: SubscriptionWorkflowState = {
    ...carried,
    runs: carried.runs + 1,
    phase: "reading",
    tier: "free",
    plan: "free",
    providerStatus: null,
    subscriptionId: null,
    cancelAtPeriodEnd: false,
    currentPeriodEnd: null,
    graceEndsAt: null,
    nextCheckAt: null,
    reads: 0,
    entitlementWrites: 0,
    noticesSent: [],
  };
  let pending = false;

  setHandler(getSubscriptionState, () => state);
  setHandler(subscriptionEventSignal, (event) => {
    pending = true;
    state.eventsSeen += 1;
    state.lastEvent = { eventId: event.eventId, type: event.type };
  });

  async function notify(kind: BillingNoticeKind, until: number | null) {
    await sendBillingNotice(userId, kind, until);
    state.noticesSent = [...state.noticesSent, kind].slice(-NOTICES_KEPT);
  }

  /** Reads the subscription, writes what it calls for, sends the e-mails; answers the decision. */
  async function settle() {
    state.phase = "reading";
    pending = false;
    const billing = await readBilling(userId);
    const decision = decideEntitlement({
      subscription: billing.subscription,
      now: Date.now(),
      pastDueSince: state.pastDueSince,
    });
    state.reads += 1;
    state.pastDueSince = decision.pastDueSince;
    const write = await writeEntitlement(userId, decision.entitlement);
    if (write.changed) state.entitlementWrites += 1;
    const { entitlement } = decision;
    Object.assign(state, {
      tier: entitlement.tier,
      plan: entitlement.plan,
      providerStatus: entitlement.providerStatus,
      subscriptionId: entitlement.stripeSubscriptionId,
      cancelAtPeriodEnd: entitlement.cancelAtPeriodEnd,
      currentPeriodEnd: entitlement.currentPeriodEnd,
      graceEndsAt: entitlement.graceEndsAt,
      nextCheckAt: decision.nextCheckAt,
    });
    const change = tierNotice(write.previousTier, entitlement.tier);
    if (change) await notify(change, null);
    // Once per failed-payment episode, however many events and re-reads it brings.
    if (
      entitlement.graceEndsAt !== null &&
      decision.pastDueSince !== null &&
      state.paymentFailedNoticeFor !== decision.pastDueSince
    ) {
      await notify("payment_failed", entitlement.graceEndsAt);
      state.paymentFailedNoticeFor = decision.pastDueSince;
    }
    if (decision.pastDueSince === null) state.paymentFailedNoticeFor = null;
    return decision;
  }

  for (;;) {
    let decision;
    try {
      decision = await settle();
    } catch (error) {
      if (!isAccountGone(error)) throw error;
      state.phase = "account_gone";
      return { tier: state.tier, reason: "account_gone" };
    }
    // Free with nothing at the provider that could change: done. A later event starts a new run.
    if (decision.entitlement.tier === "free" && !decision.live && !pending) {
      state.phase = "ended";
      return { tier: "free", reason: "no_live_subscription" };
    }

    state.phase = "waiting";
    const deadline = decision.nextCheckAt;
    if (deadline === null) await condition(() => pending);
    else await condition(() => pending, Math.max(1, deadline - Date.now()));

    if (workflowInfo().continueAsNewSuggested || state.reads >= readsPerRun) {
      const carry: SubscriptionCarry = {
        pastDueSince: state.pastDueSince,
        paymentFailedNoticeFor: state.paymentFailedNoticeFor,
        pendingEvents: pending,
        eventsSeen: state.eventsSeen,
        lastEvent: state.lastEvent,
        runs: state.runs,
      };
      return continueAsNew<typeof subscription>({ userId, carry, readsPerRun: input.readsPerRun });
    }
  }
}
