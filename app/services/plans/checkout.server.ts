// The checkout seam: what the app knows about a hosted-checkout session the browser came back
// with (000 §4 "the product verifies the session"). A return URL proves nothing by itself: anyone
// can type /subscription-success or ?upgraded=true&session_id=cs_anything, so a page claims a
// payment only when this says the session was paid by the signed-in user
// (docs/decisions/027-checkout-returns-claim-nothing-unverified.md).
import { getDb } from "~/db.server";
import type { SignedIn } from "../auth/session.server";
import { PRODUCT_EVENTS, recordStep } from "../events/events.server";

/**
 * - `active`: the stored subscription is already premium/active (whatever the session says).
 * - `processing`: the provider confirmed this user's payment, the subscription has not caught up yet.
 * - `unconfirmed`: no session id, a malformed one, or one the provider does not know for this user.
 */
export type CheckoutReturn = "active" | "processing" | "unconfirmed";

/** Hosted-checkout session ids look like cs_test_… / cs_live_…; anything else is not looked up. */
const SESSION_ID = /^cs_(?:test|live)_[A-Za-z0-9]{1,200}$/;

export function isSessionIdShaped(sessionId: string | null | undefined): sessionId is string {
  return typeof sessionId === "string" && SESSION_ID.test(sessionId);
}

const PROVIDER_SESSIONS = "https://api.stripe.com/v1/checkout/sessions/";

/**
 * Asks the payment provider about the session: paid, complete, and started by this user
 * (checkout sets client_reference_id to the user's id). Without a provider key (local, test) no
 * session can have been paid here. A provider that cannot be reached confirms nothing either: the
 * page then says so honestly and the webhook, not this page, upgrades the plan.
 */
async function sessionPaidBy(env: Env, userId: string, sessionId: string): Promise<boolean> {
  if (!env.STRIPE_SECRET_KEY || !isSessionIdShaped(sessionId)) return false;
  try {
    const res = await fetch(PROVIDER_SESSIONS + sessionId, {
      headers: { authorization: `Bearer ${env.STRIPE_SECRET_KEY}` },
    });
    if (!res.ok) return false;
    const session = (await res.json()) as {
      client_reference_id?: unknown;
      status?: unknown;
      payment_status?: unknown;
    };
    return (
      session.client_reference_id === userId &&
      session.status === "complete" &&
      (session.payment_status === "paid" || session.payment_status === "no_payment_required")
    );
  } catch {
    return false;
  }
}

/** The verdict on a return; a return with a session id that checks out is the upgrade step's event. */
export async function verifyCheckoutReturn(
  env: Env,
  signedIn: SignedIn,
  sessionId: string | null | undefined,
): Promise<CheckoutReturn> {
  if (!sessionId) return signedIn.premium ? "active" : "unconfirmed";
  const verdict: CheckoutReturn = signedIn.premium
    ? "active"
    : (await sessionPaidBy(env, signedIn.user.id, sessionId))
      ? "processing"
      : "unconfirmed";
  if (verdict !== "unconfirmed")
    await recordStep(getDb(env), signedIn.user.id, PRODUCT_EVENTS.upgradeConfirmed);
  return verdict;
}
