// Stand-ins for the paid plan's other parts in workerd: a checkout paid on the embedded local
// provider (what its checkout page's Pay does), and a subscription workflow behind the fake gateway
// that writes the entitlement the way the real one does after re-reading the provider.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import type { BillingPlan } from "#core/payments/provider";
import { createLocalProvider } from "~/services/payments/local-provider.server";
import { db, schema } from "../factories";
import { installFakeGateway, type FakeGateway } from "./fake-gateway";

export const localProvider = (clock?: () => number) => createLocalProvider(db(), env.APP_URL, clock);

const RETURN = "http://local.test/account?upgraded=true&session_id={CHECKOUT_SESSION_ID}";

/** A checkout the user started (not paid yet). */
export async function openCheckout(user: { id: string; email: string }, plan: BillingPlan = "monthly") {
  return localProvider().createCheckoutSession({
    userId: user.id,
    email: user.email,
    plan,
    successUrl: RETURN,
    cancelUrl: "http://local.test/subscription-cancelled",
  });
}

/** A checkout the user started and paid: its session, customer and subscription. */
export async function paidCheckout(user: { id: string; email: string }, plan: BillingPlan = "monthly") {
  const { id } = await openCheckout(user, plan);
  const done = await localProvider().completeCheckout(id);
  return {
    sessionId: id,
    customerId: done!.subscription.customerId,
    subscriptionId: done!.subscription.subscriptionId,
    currentPeriodEnd: done!.subscription.currentPeriodEnd,
  };
}

/** What the workflow writes after a paid checkout: the D1 copy says Premium until the period's end. */
export async function writePremium(userId: string, subscriptionId: string, currentPeriodEnd: number) {
  await db()
    .update(schema.subscriptions)
    .set({
      tier: "premium",
      status: "active",
      plan: "monthly",
      stripeSubscriptionId: subscriptionId,
      currentPeriodEnd,
      providerStatus: "active",
    })
    .where(eq(schema.subscriptions.userId, userId))
    .run();
}

/** A paid, Premium member: checkout paid, customer linked, entitlement written. */
export async function premiumMember(user: { id: string; email: string }, plan: BillingPlan = "monthly") {
  const paid = await paidCheckout(user, plan);
  await db()
    .update(schema.subscriptions)
    .set({ stripeCustomerId: paid.customerId })
    .where(eq(schema.subscriptions.userId, user.id))
    .run();
  await writePremium(user.id, paid.subscriptionId, paid.currentPeriodEnd);
  return paid;
}

export interface SignalSeen {
  userId: string;
  eventId: string;
  type: string;
}

const EVENT_PATH = /^\/subscriptions\/([^/]+)\/events$/;

/**
 * A gateway whose subscription workflow accepts every event (recorded in `signals`) and, when
 * `upgrades` is on, makes a checkout's user Premium as the real workflow does (after `delayMs`).
 */
export function subscriptionWorkflow(options: { upgrades?: boolean; delayMs?: number } = {}) {
  const signals: SignalSeen[] = [];
  const gateway: FakeGateway = installFakeGateway((call, body) => {
    const match = EVENT_PATH.exec(call.path);
    if (!match) return undefined;
    const { eventId, type } = body as { eventId: string; type: string };
    const userId = decodeURIComponent(match[1]);
    signals.push({ userId, eventId, type });
    if (options.upgrades && type === "checkout.session.completed") {
      const sessionId = eventId.replace(/^checkout-return:/, "");
      setTimeout(async () => {
        const session = await localProvider().retrieveCheckoutSession(sessionId);
        const [sub] = await localProvider().listSubscriptions(session!.customerId!);
        await writePremium(userId, sub.subscriptionId, sub.currentPeriodEnd);
      }, options.delayMs ?? 0);
    }
    return { status: 200, body: { workflowId: `subscription-${userId}`, status: "started" } };
  });
  return {
    signals,
    set reachable(value: boolean) {
      gateway.reachable = value;
    },
    restore: () => gateway.restore(),
  };
}
