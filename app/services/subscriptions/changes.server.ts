// Changing a paid plan through the payments seam: cancel at period end (and its twin, the Account
// page's downgrade with a reason), resume before the period ends, and the billing portal link.
// Premium stays until current_period_end, with no partial refund; the provider's answer goes into
// D1's copy at once (so the page says "Premium until …" straight away) and the subscription
// workflow is signalled to move its timer (docs/decisions/041).
import { eq } from "drizzle-orm";
import { currentSubscription, type SubscriptionSnapshot } from "#core/payments/provider";
import { SUBSCRIPTION_MESSAGES as M } from "#core/subscriptions/messages";
import type { CurrentSubscription } from "#core/subscriptions/schemas";
import { ApiError } from "~/api/http";
import { getDb, schema, type Db } from "~/db.server";
import { getConfig } from "~/env.server";
import type { SignedIn } from "../auth/session.server";
import { PRODUCT_EVENTS, recordStep } from "../events/events.server";
import { customerOf } from "../payments/customers.server";
import { signalSubscription } from "../payments/lifecycle.server";
import { paymentProvider } from "../payments/provider.server";
import { currentSubscriptionOf } from "./status.server";

const LIVE = ["active", "trialing", "past_due", "unpaid"];

/** The user's live provider subscription, or null (no customer yet, or nothing live). */
async function liveSubscription(env: Env, db: Db, userId: string): Promise<SubscriptionSnapshot | null> {
  const customerId = await customerOf(db, userId);
  if (!customerId) return null;
  const sub = currentSubscription(await paymentProvider(env).listSubscriptions(customerId));
  return sub && LIVE.includes(sub.status) && sub.userId === userId ? sub : null;
}

/** Calls the provider; its failure answers 502 with the action's own words. */
async function withProvider<T>(failure: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    console.error("payment provider call failed", error instanceof Error ? error.name : "unknown");
    throw new ApiError(502, failure);
  }
}

type Downgrade = { reason: string; at: number } | null | undefined;

/** Keeps D1's copy in step with the provider's answer; `downgrade` null clears a recorded one. */
async function recordChange(db: Db, signedIn: SignedIn, sub: SubscriptionSnapshot, downgrade: Downgrade) {
  const set = {
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    currentPeriodEnd: sub.currentPeriodEnd,
    providerStatus: sub.status,
    ...(downgrade === undefined
      ? {}
      : { downgradeReason: downgrade?.reason ?? null, downgradeRequestedAt: downgrade?.at ?? null }),
  };
  await db
    .update(schema.subscriptions)
    .set(set)
    .where(eq(schema.subscriptions.userId, signedIn.user.id))
    .run();
  return { ...signedIn, subscription: { ...signedIn.subscription, ...set } };
}

/** The workflow hears of the change; if the gateway is down it re-reads at the period's end anyway. */
async function tellWorkflow(env: Env, userId: string, sub: SubscriptionSnapshot, what: string) {
  try {
    await signalSubscription(
      env,
      userId,
      `${what}:${sub.subscriptionId}:${Date.now()}`,
      "customer.subscription.updated",
    );
  } catch (error) {
    console.warn("subscription signal failed", error instanceof ApiError ? error.status : "unknown");
  }
}

async function setEnding(
  env: Env,
  signedIn: SignedIn,
  ending: boolean,
  downgrade: Downgrade,
): Promise<CurrentSubscription> {
  const db = getDb(env);
  const failure = ending ? M.cancelFailed : M.resumeFailed;
  const sub = await withProvider(failure, () => liveSubscription(env, db, signedIn.user.id));
  if (!sub) throw new ApiError(400, ending ? M.nothingToCancel : M.nothingToResume);
  if (!ending && !sub.cancelAtPeriodEnd) throw new ApiError(400, M.nothingToResume);
  const changed =
    sub.cancelAtPeriodEnd === ending
      ? sub
      : await withProvider(failure, () =>
          paymentProvider(env).setCancelAtPeriodEnd(sub.subscriptionId, ending),
        );
  const after = await recordChange(db, signedIn, changed, downgrade);
  if (changed !== sub) {
    await tellWorkflow(env, signedIn.user.id, changed, ending ? "cancel" : "resume");
    const step = ending ? PRODUCT_EVENTS.subscriptionCancelled : PRODUCT_EVENTS.subscriptionResumed;
    await recordStep(db, signedIn.user.id, step);
  }
  return currentSubscriptionOf(after);
}

/** POST /subscriptions/cancel: Premium until current_period_end, then Free; no partial refund. */
export const cancelSubscription = (env: Env, signedIn: SignedIn) => setEnding(env, signedIn, true, undefined);

/** POST /subscriptions/resume: undo a cancellation before the period ends. */
export const resumeSubscription = (env: Env, signedIn: SignedIn) => setEnding(env, signedIn, false, null);

/** POST /account/downgrade {reason}: the same cancellation, with the reason and time kept. */
export function downgradeAccount(env: Env, signedIn: SignedIn, reason: string, now = Date.now()) {
  if (!signedIn.premium) throw new ApiError(400, M.freeCannotDowngrade);
  return setEnding(env, signedIn, true, { reason, at: now });
}

/** A return address for the portal: the given one when it is this app's, else /subscription. */
function portalReturn(env: Env, request: Request, wanted: string | null | undefined): string {
  const origins = [new URL(request.url).origin, new URL(getConfig(env).APP_URL).origin];
  if (wanted) {
    try {
      const url = new URL(wanted, request.url);
      if (origins.includes(url.origin)) return url.toString();
    } catch {
      // not a URL: fall back below
    }
  }
  return `${origins[0]}/subscription`;
}

/** POST /subscriptions/portal-session: the provider's page for card changes and invoices. */
export async function billingPortal(
  env: Env,
  request: Request,
  signedIn: SignedIn,
  returnUrl?: string | null,
): Promise<{ url: string }> {
  const customerId = await customerOf(getDb(env), signedIn.user.id);
  if (!customerId) throw new ApiError(404, M.noBillingAccount);
  return withProvider(M.portalFailed, () =>
    paymentProvider(env).createPortalSession(customerId, portalReturn(env, request, returnUrl)),
  );
}
