// /dev/checkout/{id}: the local stand-in for Stripe's checkout page. Readable without an app
// session, it shows what is being bought; Pay records the subscription and its invoice in the local
// store and sends the signed events through the webhook's handler, then returns to success_url.
import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PREMIUM_PRICES } from "#core/format/plan-prices";
import { PLANS } from "#core/plans";
import { customerOf } from "~/services/payments/customers.server";
import { checkoutEvents, signedDelivery } from "~/services/payments/local-events.server";
import { receiveProviderEvent } from "~/services/payments/webhook.server";
import { localPaymentProvider } from "~/services/payments/provider.server";
import worker from "../../workers/web";
import { db, schema, signedInUser } from "./factories";
import { PRODUCTION_VARS } from "./support/auth";
import { fakeGatewayEachTest, subscriptionEventLog } from "./support/fake-gateway";

const APP = env.APP_URL;
let log = subscriptionEventLog();
const gateway = fakeGatewayEachTest((call, body) => log.answer!(call, body));

async function startCheckout(label: string, plan: "monthly" | "annual" = "monthly") {
  log = subscriptionEventLog();
  const me = await signedInUser(label);
  const session = await localPaymentProvider(env).createCheckoutSession({
    userId: me.id,
    email: me.email,
    plan,
    successUrl: `${APP}/account?upgraded=true&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${APP}/subscription-cancelled`,
  });
  return { me, session, path: `/dev/checkout/${session.id}` };
}

const page = (path: string) => SELF.fetch(`${APP}${path}`, { redirect: "manual" });
const pay = (path: string) =>
  SELF.fetch(`${APP}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: APP },
    body: "",
  });

const localRows = async (userId: string) => ({
  subscriptions: await db()
    .select()
    .from(schema.localSubscriptions)
    .where(eq(schema.localSubscriptions.userId, userId))
    .all(),
  invoices: await db()
    .select()
    .from(schema.localInvoices)
    .where(eq(schema.localInvoices.userId, userId))
    .all(),
});

const text = async (res: Response) => (await res.text()).replace(/<!-- -->/g, "");

describe("the local checkout page", () => {
  it("shows the plan, its price and the e-mail, labelled a test, to a browser without a session", async () => {
    const { me, path } = await startCheckout("local.page", "annual");
    const res = await page(path);
    expect(res.status).toBe(200);
    const html = await text(res);
    expect(html).toContain("Local test checkout");
    expect(html).toContain("no real payment is made");
    expect(html).toContain("Premium, annual");
    expect(html).toContain(`${PREMIUM_PRICES.annual} per year`);
    expect(html).toContain(me.email);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Pay<\/button>/);
    expect(html).toContain(`href="${APP}/subscription-cancelled"`);
  });

  it("Pay: a subscription and a paid invoice in the local store, three events forwarded, 303 to success_url", async () => {
    const { me, session, path } = await startCheckout("local.pay");
    const res = await pay(path);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${APP}/account?upgraded=true&session_id=${session.id}`);
    const { subscriptions, invoices } = await localRows(me.id);
    expect(subscriptions).toEqual([expect.objectContaining({ status: "active", plan: "monthly" })]);
    expect(invoices).toEqual([
      expect.objectContaining({ status: "paid", amountPaidCents: PLANS.premium.priceMonthlyUsd * 100 }),
    ]);
    expect(log.signals.map((s) => s.split(" ").slice(0, 2).join(" "))).toEqual([
      `${me.id} checkout.session.completed`,
      `${me.id} customer.subscription.created`,
      `${me.id} invoice.paid`,
    ]);
    expect(await customerOf(db(), me.id)).toBe(subscriptions[0].customerId);
    const recorded = await db()
      .select()
      .from(schema.processedWebhookEvents)
      .where(eq(schema.processedWebhookEvents.userId, me.id))
      .all();
    expect(recorded).toHaveLength(3);
    expect(recorded.every((r) => r.forwardedAt !== null)).toBe(true);
  });

  it("does nothing new on a second Pay, and says the checkout is already paid", async () => {
    const { me, session, path } = await startCheckout("local.twice");
    await pay(path);
    const again = await pay(path);
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toContain(session.id);
    const { subscriptions, invoices } = await localRows(me.id);
    expect([subscriptions.length, invoices.length, log.signals.length]).toEqual([1, 1, 3]);
    expect(await text(await page(path))).toContain("This checkout is already paid.");
  });

  it("still returns to success_url while the workflow is away; the events wait for the sweep", async () => {
    const { me, path } = await startCheckout("local.away");
    gateway.reachable = false;
    const res = await pay(path);
    expect(res.status).toBe(303);
    const recorded = await db()
      .select()
      .from(schema.processedWebhookEvents)
      .where(eq(schema.processedWebhookEvents.userId, me.id))
      .all();
    expect(recorded.map((r) => r.forwardedAt)).toEqual([null, null, null]);
  });

  it("sends Stripe-shaped events: the period on the subscription's items, the user id as the only metadata", async () => {
    const { me, session, path } = await startCheckout("local.shape");
    await pay(path);
    const completed = await localPaymentProvider(env).completeCheckout(session.id);
    const [checkout, created, paid] = await checkoutEvents(completed!);
    expect(checkout.data.object).toMatchObject({ client_reference_id: me.id, metadata: { user_id: me.id } });
    const item = (created.data.object.items as { data: { current_period_end: number }[] }).data[0];
    expect(item.current_period_end).toBe(Math.floor(completed!.subscription.currentPeriodEnd / 1000));
    expect(paid.data.object).toMatchObject({
      parent: { subscription_details: { metadata: { user_id: me.id } } },
    });
  });

  it("signs its events for the webhook's own check: another secret is refused like any forgery", async () => {
    const { session, path } = await startCheckout("local.forged");
    await pay(path);
    const completed = await localPaymentProvider(env).completeCheckout(session.id);
    const [first] = await checkoutEvents(completed!);
    const forged = await signedDelivery({ ...first, id: `${first.id}_forged` }, "whsec_not_the_local_one");
    await expect(receiveProviderEvent(env, forged.body, forged.signature)).rejects.toMatchObject({
      status: 400,
      message: "Webhook signature does not match the payload",
    });
    const genuine = await signedDelivery(first, env.STRIPE_WEBHOOK_SECRET!);
    expect(await receiveProviderEvent(env, genuine.body, genuine.signature)).toEqual({
      received: true,
      outcome: "already-forwarded",
    });
  });

  it("answers a clear page, not a 500, for an unknown or expired checkout", async () => {
    const unknown = await page("/dev/checkout/cs_test_localAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
    expect(unknown.status).toBe(404);
    expect(await text(unknown)).toContain("Checkout not found");
    const { session, path } = await startCheckout("local.expired");
    await db()
      .update(schema.localCheckoutSessions)
      .set({ expiresAt: Date.now() - 1000 })
      .where(eq(schema.localCheckoutSessions.id, session.id));
    const expired = await page(path);
    expect(expired.status).toBe(410);
    expect(await text(expired)).toContain("This checkout has expired");
    expect((await pay(path)).status).toBe(410);
  });

  it("does not exist in production or where Stripe keys are set", async () => {
    const { path } = await startCheckout("local.refused");
    const stripeKeys = { APP_ENV: "test", STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };
    // Production always has Stripe's keys (the Worker refuses to run without them).
    for (const vars of [PRODUCTION_VARS, stripeKeys]) {
      const appEnv = { ...env, ...vars } as Env;
      const ctx = createExecutionContext();
      const res = await worker.fetch(
        new Request(`${APP}${path}`) as Request<unknown, IncomingRequestCfProperties>,
        appEnv,
        ctx,
      );
      await waitOnExecutionContext(ctx);
      expect(res.status).toBe(404);
    }
  });
});
