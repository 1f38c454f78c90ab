// Checkout, both ends, over the payments seam (core/payments/provider.ts): starting a hosted
// checkout, and confirming the return from it. A return URL proves nothing by itself (anyone can
// type /subscription-success or ?upgraded=true&session_id=cs_anything), so a return counts only
// when the provider says the session is complete, paid, and was started by the signed-in user
// (docs/decisions/027 and 041). The page never writes the plan itself: it links the customer,
// signals the subscription workflow, and waits briefly for the workflow's entitlement write.
import { eq } from "drizzle-orm";
import { isPremium } from "#core/plans";
import { SUBSCRIPTION_MESSAGES as M } from "#core/subscriptions/messages";
import { CHECKOUT_SESSION_ID, type CreateCheckoutBody } from "#core/subscriptions/schemas";
import { ApiError } from "~/api/http";
import { getDb, schema, type Db } from "~/db.server";
import { getConfig } from "~/env.server";
import type { SignedIn } from "../auth/session.server";
import { PRODUCT_EVENTS, recordStep } from "../events/events.server";
import { customerOf, linkCustomer } from "../payments/customers.server";
import { signalSubscription } from "../payments/lifecycle.server";
import { paymentProvider } from "../payments/provider.server";

/** The origins a return URL may have: the one the request came to, and the app's configured one. */
function isThisApp(env: Env, request: Request, target: string): boolean {
  try {
    const url = new URL(target);
    const allowed = [new URL(request.url).origin, new URL(getConfig(env).APP_URL).origin];
    return allowed.includes(url.origin) && (url.protocol === "https:" || url.protocol === "http:");
  } catch {
    return false;
  }
}

/** POST /subscriptions/create-checkout-session: where to send the browser to pay. */
export async function startCheckout(
  env: Env,
  request: Request,
  signedIn: SignedIn,
  input: CreateCheckoutBody,
): Promise<{ checkout_url: string }> {
  if (!isThisApp(env, request, input.success_url) || !isThisApp(env, request, input.cancel_url))
    throw new ApiError(422, M.foreignReturnUrl);
  if (signedIn.premium) throw new ApiError(409, M.alreadyPremium);
  const db = getDb(env);
  const provider = paymentProvider(env);
  let url: string;
  try {
    ({ url } = await provider.createCheckoutSession({
      userId: signedIn.user.id,
      email: signedIn.user.email,
      plan: input.plan,
      successUrl: input.success_url,
      cancelUrl: input.cancel_url,
      customerId: await customerOf(db, signedIn.user.id),
    }));
  } catch (error) {
    console.error("checkout session failed", error instanceof Error ? error.name : "unknown");
    throw new ApiError(502, M.checkoutFailed);
  }
  await recordStep(db, signedIn.user.id, PRODUCT_EVENTS.upgradeStarted, { plan: input.plan }, request);
  return { checkout_url: url };
}

/** How long a return waits for the workflow's entitlement write, and how often it looks. */
export const ENTITLEMENT_WAIT = { totalMs: 4000, everyMs: 200 };

async function premiumNow(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .select({ tier: schema.subscriptions.tier, status: schema.subscriptions.status })
    .from(schema.subscriptions)
    .where(eq(schema.subscriptions.userId, userId))
    .get();
  return isPremium(row);
}

async function waitForPremium(db: Db, userId: string, totalMs: number): Promise<boolean> {
  const until = Date.now() + totalMs;
  for (;;) {
    if (await premiumNow(db, userId)) return true;
    if (Date.now() >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, ENTITLEMENT_WAIT.everyMs));
  }
}

/**
 * POST /subscriptions/verify-checkout-session and /process-checkout: the session must be complete,
 * paid, and this user's (client_reference_id), else 404/409 and nothing changes. Then the customer
 * is linked and the workflow signalled (an unreachable gateway still answers, `updated: false`:
 * the provider's webhook brings the same news later). `updated` says the plan is Premium now.
 */
export async function confirmCheckout(
  env: Env,
  signedIn: SignedIn,
  sessionId: string,
  waitMs = ENTITLEMENT_WAIT.totalMs,
): Promise<{ status: "success"; updated: boolean }> {
  const userId = signedIn.user.id;
  const session = CHECKOUT_SESSION_ID.test(sessionId)
    ? await paymentProvider(env).retrieveCheckoutSession(sessionId)
    : null;
  // Another user's session reads as unknown: it is none of this user's business that it exists.
  if (!session || session.userId !== userId) throw new ApiError(404, M.sessionNotFound);
  const paid = session.paymentStatus === "paid" || session.paymentStatus === "no_payment_required";
  if (session.status !== "complete" || !paid || !session.customerId)
    throw new ApiError(409, M.sessionNotPaid);
  const db = getDb(env);
  await linkCustomer(db, userId, session.customerId);
  // The upgrade step happens once: a second return page (or a reload) of a Premium member is not one.
  if (!signedIn.premium) await recordStep(db, userId, PRODUCT_EVENTS.upgradeConfirmed);
  let signalled = true;
  try {
    await signalSubscription(env, userId, `checkout-return:${session.id}`, "checkout.session.completed");
  } catch (error) {
    signalled = false;
    console.warn("subscription signal failed", error instanceof ApiError ? error.status : "unknown");
  }
  const updated = await waitForPremium(db, userId, signalled ? waitMs : 0);
  return { status: "success", updated };
}

/**
 * What a return page may say (ADR 027, on the seam since ADR 041):
 * - `active`: the plan is Premium now;
 * - `processing`: the provider confirmed this user's payment, the plan has not caught up yet;
 * - `unconfirmed`: no session id, a malformed or unknown one, another user's, or one not paid.
 */
export type CheckoutReturn = "active" | "processing" | "unconfirmed";

export async function verifyCheckoutReturn(
  env: Env,
  signedIn: SignedIn,
  sessionId: string | null | undefined,
): Promise<CheckoutReturn> {
  if (!sessionId) return signedIn.premium ? "active" : "unconfirmed";
  try {
    const { updated } = await confirmCheckout(env, signedIn, sessionId);
    return updated ? "active" : "processing";
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return signedIn.premium ? "active" : "unconfirmed";
    throw error;
  }
}
