// POST /api/stripe/webhook: only events Stripe signed (over the exact bytes, within 300 s) get in;
// each is recorded once and handed to the right account's subscription workflow, once, however
// often Stripe delivers it; a delivery the workflow missed is forwarded later.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customerOf } from "~/services/payments/customers.server";
import { db, schema, signedInUser } from "./factories";
import { runCron } from "./support/cron";
import { fakeGatewayEachTest, subscriptionEventLog } from "./support/fake-gateway";
import {
  checkoutCompleted,
  deliver,
  eventId,
  invoiceEvent,
  stripeEvent,
  subscriptionEvent,
} from "./support/stripe-events";

let log = subscriptionEventLog();
const gateway = fakeGatewayEachTest((call, body) => log.answer!(call, body));
const freshLog = () => (log = subscriptionEventLog());

const rowOf = (id: string) =>
  db().select().from(schema.processedWebhookEvents).where(eq(schema.processedWebhookEvents.id, id)).get();
const subscriptionRow = (userId: string) =>
  db().select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, userId)).get();

describe("the webhook's signature check", () => {
  it("takes a signed checkout.session.completed: recorded, customer linked, the workflow told", async () => {
    freshLog();
    const me = await signedInUser("hook.valid");
    const event = checkoutCompleted(me.id, "cus_hook_valid");
    const res = await deliver(event);
    expect(res).toEqual({ status: 200, body: { received: true, outcome: "forwarded" } });
    expect(log.signals).toEqual([`${me.id} checkout.session.completed ${event.id}`]);
    expect(await rowOf(event.id)).toMatchObject({ userId: me.id, type: "checkout.session.completed" });
    expect((await rowOf(event.id))?.forwardedAt).toBeGreaterThan(0);
    expect(await customerOf(db(), me.id)).toBe("cus_hook_valid");
  });

  const refusals = [
    [
      "a re-serialised body",
      { sentBody: (b: string) => JSON.stringify(JSON.parse(b)) },
      "Webhook signature does not match the payload",
    ],
    ["a 301 s old timestamp", { ageSeconds: 301 }, "Webhook timestamp is outside the 300 s tolerance"],
    [
      "another secret",
      { secret: "whsec_ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff" },
      "Webhook signature does not match the payload",
    ],
    ["no Stripe-Signature header", { unsigned: true }, "Missing Stripe-Signature header"],
  ] as const;
  for (const [what, delivery, detail] of refusals) {
    it(`refuses ${what} with 400 and writes nothing`, async () => {
      freshLog();
      const me = await signedInUser("hook.refused");
      const event = checkoutCompleted(me.id, `cus_refused_${what.length}`);
      expect(await deliver(event, delivery)).toEqual({ status: 400, body: { detail } });
      expect(await rowOf(event.id)).toBeUndefined();
      expect(await customerOf(db(), me.id)).toBeNull();
      expect(log.signals).toEqual([]);
    });
  }

  it("refuses a body over 1 MB with 413 before reading the rest", async () => {
    freshLog();
    const me = await signedInUser("hook.large");
    const event = checkoutCompleted(me.id, "cus_large");
    const res = await deliver({ ...event, padding: "x".repeat(1024 * 1024) });
    expect(res).toEqual({ status: 413, body: { detail: "Request body too large" } });
    expect(await rowOf(event.id)).toBeUndefined();
  });

  it("still takes a delivery signed 290 s ago", async () => {
    freshLog();
    const me = await signedInUser("hook.recent");
    expect((await deliver(checkoutCompleted(me.id, "cus_recent"), { ageSeconds: 290 })).status).toBe(200);
  });

  it("is not refused as a cross-site write: Stripe's signature is its proof", async () => {
    freshLog();
    const me = await signedInUser("hook.csrf");
    const res = await deliver(checkoutCompleted(me.id, "cus_csrf"), {
      headers: { origin: "https://stripe.com", cookie: "fb_session=whatever" },
    });
    expect(res.status).toBe(200);
  });
});

describe("each event once", () => {
  it("records an event delivered three times once and tells the workflow once", async () => {
    freshLog();
    const me = await signedInUser("hook.thrice");
    const event = checkoutCompleted(me.id, "cus_thrice");
    const outcomes = [];
    for (let i = 0; i < 3; i++) outcomes.push(await deliver(event));
    expect(outcomes.map((o) => `${o.status} ${o.body.outcome}`)).toEqual([
      "200 forwarded",
      "200 already-forwarded",
      "200 already-forwarded",
    ]);
    const rows = await db()
      .select()
      .from(schema.processedWebhookEvents)
      .where(eq(schema.processedWebhookEvents.id, event.id))
      .all();
    expect(rows).toHaveLength(1);
    expect(log.signals).toHaveLength(1);
  });

  it("answers 503 while the workflow cannot be reached, and forwards on Stripe's next delivery", async () => {
    freshLog();
    const me = await signedInUser("hook.retry");
    const event = invoiceEvent("payment_failed", "cus_retry");
    await deliver(checkoutCompleted(me.id, "cus_retry"));
    gateway.reachable = false;
    const failed = await deliver(event);
    expect(failed.status).toBe(503);
    expect(failed.body.detail).toMatch(/could not be reached/);
    expect(await rowOf(event.id)).toMatchObject({ userId: me.id, forwardedAt: null });
    gateway.reachable = true;
    expect((await deliver(event)).body.outcome).toBe("forwarded");
    expect(log.signals.filter((s) => s.endsWith(event.id))).toEqual([
      `${me.id} invoice.payment_failed ${event.id}`,
    ]);
  });

  it("forwards what the workflow missed from the cron sweep, a minute later, once", async () => {
    freshLog();
    const me = await signedInUser("hook.sweep");
    await deliver(checkoutCompleted(me.id, "cus_sweep"));
    gateway.reachable = false;
    const event = invoiceEvent("paid", "cus_sweep");
    expect((await deliver(event)).status).toBe(503);
    gateway.reachable = true;
    await runCron(); // too soon: Stripe itself may still be retrying
    expect(log.signals.some((s) => s.endsWith(event.id))).toBe(false);
    await db()
      .update(schema.processedWebhookEvents)
      .set({ receivedAt: Date.now() - 2 * 60_000 })
      .where(eq(schema.processedWebhookEvents.id, event.id));
    await runCron();
    await runCron();
    expect(log.signals.filter((s) => s.endsWith(event.id))).toEqual([`${me.id} invoice.paid ${event.id}`]);
    expect((await rowOf(event.id))?.forwardedAt).toBeGreaterThan(0);
  });

  it("gives up sweeping after three days, as Stripe stops retrying", async () => {
    freshLog();
    const me = await signedInUser("hook.stale");
    await deliver(checkoutCompleted(me.id, "cus_stale"));
    gateway.reachable = false;
    const event = invoiceEvent("paid", "cus_stale");
    await deliver(event);
    gateway.reachable = true;
    await db()
      .update(schema.processedWebhookEvents)
      .set({ receivedAt: Date.now() - 3 * 24 * 60 * 60_000 - 60_000 })
      .where(eq(schema.processedWebhookEvents.id, event.id));
    await runCron();
    expect(log.signals.some((s) => s.endsWith(event.id))).toBe(false);
    expect((await rowOf(event.id))?.forwardedAt).toBeNull();
  });
});

describe("order and accounts", () => {
  it("forwards updated(active) after deleted as they come, and writes no plan from their order", async () => {
    freshLog();
    const me = await signedInUser("hook.order");
    await deliver(checkoutCompleted(me.id, "cus_order"));
    const before = await subscriptionRow(me.id);
    const deleted = subscriptionEvent("deleted", "cus_order", { status: "canceled" });
    const updated = subscriptionEvent("updated", "cus_order", { status: "active" });
    expect((await deliver(deleted)).body.outcome).toBe("forwarded");
    expect((await deliver(updated)).body.outcome).toBe("forwarded");
    expect(log.signals.slice(1)).toEqual([
      `${me.id} customer.subscription.deleted ${deleted.id}`,
      `${me.id} customer.subscription.updated ${updated.id}`,
    ]);
    // The workflow re-reads the subscription; the webhook itself leaves the plan alone.
    expect(await subscriptionRow(me.id)).toEqual(before);
    expect(before).toMatchObject({ tier: "free", providerStatus: null, stripeSubscriptionId: null });
  });

  it("sends events about user A's customer to A only, whatever their metadata says", async () => {
    freshLog();
    const a = await signedInUser("hook.a");
    const b = await signedInUser("hook.b");
    await deliver(checkoutCompleted(a.id, "cus_of_a"));
    await deliver(checkoutCompleted(b.id, "cus_of_b"));
    const aboutA = subscriptionEvent("updated", "cus_of_a", { userId: b.id });
    const invoiceOfA = invoiceEvent("payment_failed", "cus_of_a", b.id);
    await deliver(aboutA);
    await deliver(invoiceOfA);
    expect(log.signals.filter((s) => s.startsWith(b.id))).toEqual([
      expect.stringContaining("checkout.session.completed"),
    ]);
    expect(log.signals.filter((s) => s.startsWith(a.id))).toHaveLength(3);
    expect(await customerOf(db(), b.id)).toBe("cus_of_b");
    // A customer nobody knows, naming B who has a customer of their own: not B's.
    const stranger = subscriptionEvent("created", "cus_stranger", { userId: b.id });
    expect((await deliver(stranger)).body.outcome).toBe("unknown-account");
    expect(await rowOf(stranger.id)).toMatchObject({ userId: null, forwardedAt: null });
    expect(log.signals.some((s) => s.endsWith(stranger.id))).toBe(false);
  });

  it("finds the account of a subscription that arrives before its checkout through its metadata", async () => {
    freshLog();
    const me = await signedInUser("hook.early");
    const early = subscriptionEvent("created", "cus_early", { userId: me.id });
    expect((await deliver(early)).body.outcome).toBe("forwarded");
    expect(await customerOf(db(), me.id)).toBe("cus_early");
    expect((await deliver(invoiceEvent("paid", "cus_early"))).body.outcome).toBe("forwarded");
  });

  it("records a checkout for an account that does not exist, and an event type it does not act on, without forwarding", async () => {
    freshLog();
    const ghost = checkoutCompleted("no-such-user", "cus_ghost");
    expect(await deliver(ghost)).toEqual({
      status: 200,
      body: { received: true, outcome: "unknown-account" },
    });
    const other = stripeEvent("customer.created", { id: "cus_other", object: "customer" }, eventId("other"));
    expect(await deliver(other)).toEqual({ status: 200, body: { received: true, outcome: "ignored-type" } });
    expect(await rowOf(other.id)).toMatchObject({ type: "customer.created", forwardedAt: null });
    expect(log.signals).toEqual([]);
  });
});
