// Buying Premium through the API (001 §7 Subscription): a checkout starts only with this app's
// return addresses and only for a Free member; its return counts only when the session is complete,
// paid and the caller's own, and then the workflow hears of it and the plan turns Premium.
import { eq } from "drizzle-orm";
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectConsoleError } from "../setup/console-errors";
import { call, db, schema, signedInUser } from "./factories";
import {
  localProvider,
  openCheckout,
  paidCheckout,
  premiumMember,
  subscriptionWorkflow,
} from "./support/payments";

const urls = {
  success_url: "http://local.test/account?upgraded=true&session_id={CHECKOUT_SESSION_ID}",
  cancel_url: "http://local.test/subscription-cancelled",
};

let workflow: ReturnType<typeof subscriptionWorkflow> | undefined;
afterEach(() => {
  workflow?.restore();
  workflow = undefined;
});

const rowOf = (userId: string) =>
  db().select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, userId)).get();

const sessionsOf = (userId: string) =>
  db()
    .select()
    .from(schema.localCheckoutSessions)
    .where(eq(schema.localCheckoutSessions.userId, userId))
    .all();

describe("POST /api/subscriptions/create-checkout-session", () => {
  it("answers the checkout page for the chosen plan, with the session id filled into the return", async () => {
    const alice = await signedInUser("checkout-start");
    const res = await alice.json<{ checkout_url: string }>(
      "POST",
      "/api/subscriptions/create-checkout-session",
      { plan: "annual", ...urls },
    );
    expect(res.status).toBe(200);
    const id = /\/dev\/checkout\/(cs_test_local\w+)$/.exec(res.body.checkout_url)?.[1];
    expect(id).toBeTruthy();
    const page = await localProvider().checkoutPage(id!);
    expect(page).toMatchObject({ userId: alice.id, plan: "annual", status: "open", email: alice.email });
    expect(page!.successUrl).toBe(`http://local.test/account?upgraded=true&session_id=${id}`);
  });

  it("reuses the customer of an earlier subscription", async () => {
    const bob = await signedInUser("checkout-again");
    const first = await paidCheckout(bob);
    await db()
      .update(schema.subscriptions)
      .set({ stripeCustomerId: first.customerId })
      .where(eq(schema.subscriptions.userId, bob.id));
    await bob.json("POST", "/api/subscriptions/create-checkout-session", { plan: "monthly", ...urls });
    const latest = (await sessionsOf(bob.id)).find((s) => s.status === "open");
    expect(latest?.customerId).toBe(first.customerId);
  });

  it("refuses return addresses of another site, a bad plan, and a Premium member, starting nothing", async () => {
    const carol = await signedInUser("checkout-refused");
    const call = (body: unknown) => carol.json("POST", "/api/subscriptions/create-checkout-session", body);
    const foreign = await call({ plan: "monthly", ...urls, success_url: "https://evil.example/x" });
    expect(foreign).toEqual({
      status: 422,
      body: { detail: "success_url and cancel_url must be addresses of this app" },
    });
    expect((await call({ plan: "monthly", ...urls, cancel_url: "javascript:alert(1)" })).status).toBe(422);
    const plan = await call({ plan: "lifetime", ...urls });
    expect(plan.status).toBe(422);
    expect(plan.body.detail).toBe("plan must be 'monthly' or 'annual'");
    expect(await sessionsOf(carol.id)).toEqual([]);

    const dave = await signedInUser("checkout-premium");
    await premiumMember(dave);
    const again = await dave.json("POST", "/api/subscriptions/create-checkout-session", {
      plan: "monthly",
      ...urls,
    });
    expect(again.status).toBe(409);
    expect(again.body.detail).toContain("You already have Premium");
    expect(await sessionsOf(dave.id)).toHaveLength(1);
  });

  it("says 'Failed to create checkout session' when the payment provider fails, starting nothing", async () => {
    const hana = await signedInUser("checkout-provider-down");
    // The operator's log line names the error's class only: no user data leaves with it.
    expectConsoleError("checkout session failed");
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = new URL(new Request(input, init).url);
      if (url.hostname !== "api.stripe.com") return realFetch(input, init);
      return Response.json({ error: { type: "api_error", message: "Stripe is down" } }, { status: 500 });
    });
    const previous = env.STRIPE_SECRET_KEY;
    env.STRIPE_SECRET_KEY = "sk_test_fairbill";
    try {
      const res = await hana.json("POST", "/api/subscriptions/create-checkout-session", {
        plan: "monthly",
        ...urls,
      });
      expect(res).toEqual({ status: 502, body: { detail: "Failed to create checkout session" } });
    } finally {
      env.STRIPE_SECRET_KEY = previous;
      spy.mockRestore();
    }
  });

  it("needs a signed-in user", async () => {
    const res = await call("POST", "/api/subscriptions/create-checkout-session", null, {
      plan: "monthly",
      ...urls,
    });
    expect(res.status).toBe(401);
  });
});

describe.each(["verify-checkout-session", "process-checkout"])("POST /api/subscriptions/%s", (verb) => {
  const path = `/api/subscriptions/${verb}`;

  it("a paid session of the caller links the customer, signals the workflow and reports Premium", async () => {
    workflow = subscriptionWorkflow({ upgrades: true, delayMs: 300 });
    const erin = await signedInUser(`return-${verb}`);
    const paid = await paidCheckout(erin);
    const answer = await erin.json("POST", path, { session_id: paid.sessionId });
    expect(answer).toEqual({ status: 200, body: { status: "success", updated: true } });
    expect(workflow.signals).toEqual([
      { userId: erin.id, eventId: `checkout-return:${paid.sessionId}`, type: "checkout.session.completed" },
    ]);
    expect(await rowOf(erin.id)).toMatchObject({ stripeCustomerId: paid.customerId, tier: "premium" });
  });

  it("answers updated false while the workflow has not written the plan, or the gateway is down", async () => {
    workflow = subscriptionWorkflow({ upgrades: false });
    workflow.reachable = false;
    const fay = await signedInUser(`return-down-${verb}`);
    const paid = await paidCheckout(fay);
    const answer = await fay.json("POST", path, { session_id: paid.sessionId });
    expect(answer).toEqual({ status: 200, body: { status: "success", updated: false } });
    expect(await rowOf(fay.id)).toMatchObject({ stripeCustomerId: paid.customerId, tier: "free" });
  });

  it("refuses another user's paid session, an unpaid one and an unknown one, changing nothing", async () => {
    workflow = subscriptionWorkflow({ upgrades: true });
    const payer = await signedInUser(`payer-${verb}`);
    const thief = await signedInUser(`thief-${verb}`);
    const paid = await paidCheckout(payer);
    const unpaid = await openCheckout(thief);
    const answers = [
      await thief.json("POST", path, { session_id: paid.sessionId }),
      await thief.json("POST", path, { session_id: "cs_test_local0000000000000000000000000000" }),
      await thief.json("POST", path, { session_id: unpaid.id }),
      await thief.json("POST", path, { session_id: "not-a-session" }),
    ];
    expect(answers.map((a) => [a.status, a.body.detail])).toEqual([
      [404, "Checkout session not found"],
      [404, "Checkout session not found"],
      [409, "This checkout has not been paid, so your plan has not changed."],
      [422, "session_id must be a checkout session id (cs_…)"],
    ]);
    expect(workflow.signals).toEqual([]);
    expect(await rowOf(thief.id)).toMatchObject({ stripeCustomerId: null, tier: "free" });
    expect(await rowOf(payer.id)).toMatchObject({ stripeCustomerId: null, tier: "free" });
  });
});

describe("a return the workflow has not caught up with", () => {
  it("waits about 4 s for the plan, then answers updated false (the webhook brings it later)", async () => {
    workflow = subscriptionWorkflow({ upgrades: false });
    const gil = await signedInUser("return-slow");
    const paid = await paidCheckout(gil);
    const started = Date.now();
    const answer = await gil.json("POST", "/api/subscriptions/verify-checkout-session", {
      session_id: paid.sessionId,
    });
    const waited = Date.now() - started;
    expect(answer).toEqual({ status: 200, body: { status: "success", updated: false } });
    expect(waited).toBeGreaterThanOrEqual(3800);
    expect(waited).toBeLessThan(6000);
    expect(workflow.signals).toHaveLength(1);
  });
});
