// /internal/users/{userId}/billing… — what the subscription workflow's activities read and write:
// the provider's subscription (the embedded local provider here), the D1 copy of the entitlement,
// cancelling at once for account deletion, and the lifecycle's e-mails. Through the real signed
// client into the real handler, two users side by side.
import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeEach, afterEach, describe, expect, it } from "vitest";
import * as api from "#core/contracts/internal-billing";
import type { Entitlement } from "#core/contracts/internal-billing";
import { formatDate } from "#core/format/dates";
import { callInternal, createInternalClient, InternalApiError } from "#workflows/activities/internal-client";
import { linkCustomer } from "~/services/payments/customers.server";
import { createLocalProvider } from "~/services/payments/local-provider.server";
import { BASE, db, schema, signedInUser } from "./factories";
import { gatewayWithoutWorkflows, installFakeGateway } from "./support/fake-gateway";

const client = createInternalClient({
  baseUrl: BASE,
  secret: env.INTERNAL_API_SECRET!,
  fetchImpl: (input, init) => SELF.fetch(new Request(input, init)),
});
let n = 0;
const key = () => `billing-${Date.now()}-${++n}`;

let gateway: ReturnType<typeof installFakeGateway>;
beforeEach(() => {
  gateway = gatewayWithoutWorkflows();
});
afterEach(() => gateway.restore());

/** A user who paid through the local provider's checkout, linked to its customer. */
async function subscriber(label: string) {
  const user = await signedInUser(label);
  const provider = createLocalProvider(db(), BASE);
  const session = await provider.createCheckoutSession({
    userId: user.id,
    email: user.email,
    plan: "monthly",
    successUrl: `${BASE}/subscription-success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${BASE}/subscription-cancelled`,
  });
  const done = (await provider.completeCheckout(session.id))!;
  await linkCustomer(db(), user.id, done.subscription.customerId);
  return { user, provider, subscription: done.subscription };
}

const premium = (periodEnd: number, subscriptionId: string): Entitlement => ({
  tier: "premium",
  status: "active",
  plan: "monthly",
  cancelAtPeriodEnd: false,
  currentPeriodEnd: periodEnd,
  providerStatus: "active",
  graceEndsAt: null,
  stripeSubscriptionId: subscriptionId,
});

const row = (userId: string) =>
  db().select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, userId)).get();

describe("/internal billing routes", () => {
  it("refuses a call without the signature, changing nothing", async () => {
    const { user } = await subscriber("unsigned");
    const res = await SELF.fetch(`${BASE}/internal/users/${user.id}/billing/cancel-now`, { method: "POST" });
    expect(res.status).toBe(401);
    const read = await callInternal(client, api.readBilling, { params: { userId: user.id } });
    expect(read.subscription?.status).toBe("active");
  });

  it("reads each user's own subscription from the provider; none for a user who never paid", async () => {
    const a = await subscriber("reader-a");
    const b = await signedInUser("reader-b");
    const read = await callInternal(client, api.readBilling, { params: { userId: a.user.id } });
    expect(read).toEqual({ customerId: a.subscription.customerId, subscription: a.subscription });
    expect(await callInternal(client, api.readBilling, { params: { userId: b.id } })).toEqual({
      customerId: null,
      subscription: null,
    });
    await expect(
      callInternal(client, api.readBilling, { params: { userId: "no-such-user-123" } }),
    ).rejects.toMatchObject({ status: 404, detail: "Account not found" });
  });

  it("writes the entitlement onto the user's row only; the same body again changes nothing", async () => {
    const a = await subscriber("writer-a");
    const b = await signedInUser("writer-b");
    const body = premium(a.subscription.currentPeriodEnd, a.subscription.subscriptionId);
    const params = { userId: a.user.id };
    const first = await callInternal(client, api.writeEntitlement, { params, body }, key());
    expect(first).toEqual({ changed: true, previousTier: "free" });
    expect(await row(a.user.id)).toMatchObject({
      tier: "premium",
      status: "active",
      plan: "monthly",
      currentPeriodEnd: a.subscription.currentPeriodEnd,
      providerStatus: "active",
      stripeSubscriptionId: a.subscription.subscriptionId,
      stripeCustomerId: a.subscription.customerId,
    });
    const again = await callInternal(client, api.writeEntitlement, { params, body }, key());
    expect(again).toEqual({ changed: false, previousTier: "premium" });
    // The other user's plan is untouched.
    expect(await row(b.id)).toMatchObject({ tier: "free", plan: "free", stripeSubscriptionId: null });

    // A user without a row gets one; a half-written body is refused and changes nothing.
    await db().delete(schema.subscriptions).where(eq(schema.subscriptions.userId, b.id));
    const made = await callInternal(client, api.writeEntitlement, { params: { userId: b.id }, body }, key());
    expect(made).toEqual({ changed: true, previousTier: "free" });
    const partial = await client
      .send("PUT", `/internal/users/${a.user.id}/entitlement`, { tier: "free" }, key())
      .catch((e: InternalApiError) => e);
    expect(partial).toMatchObject({ status: 400, detail: "Send the whole entitlement" });
    expect((await row(a.user.id))?.tier).toBe("premium");
  });

  it("cancels every live subscription of the user now, and no one else's", async () => {
    const a = await subscriber("cancel-a");
    const b = await subscriber("cancel-b");
    const canceled = await callInternal(
      client,
      api.cancelBillingNow,
      { params: { userId: a.user.id } },
      key(),
    );
    expect(canceled).toEqual({ canceled: 1 });
    const [aSubs, bSubs] = await Promise.all([
      a.provider.listSubscriptions(a.subscription.customerId),
      b.provider.listSubscriptions(b.subscription.customerId),
    ]);
    expect(aSubs.map((s) => s.status)).toEqual(["canceled"]);
    expect(bSubs.map((s) => s.status)).toEqual(["active"]);
    expect(
      await callInternal(client, api.cancelBillingNow, { params: { userId: a.user.id } }, key()),
    ).toEqual({
      canceled: 0,
    });
    const gone = await callInternal(
      client,
      api.cancelBillingNow,
      { params: { userId: "gone-user-1" } },
      key(),
    );
    expect(gone).toEqual({ canceled: 0 });
  });

  it("e-mails the lifecycle's notices in plain words, once per idempotency key", async () => {
    const a = await signedInUser("notice-a");
    const b = await signedInUser("notice-b");
    const until = Date.UTC(2026, 11, 3, 12);
    const failedKey = key();
    const send = () =>
      callInternal(
        client,
        api.sendBillingNotice,
        { params: { userId: a.id }, body: { kind: "payment_failed", until } },
        failedKey,
      );
    expect(await send()).toEqual({ sent: true });
    expect(await send()).toEqual({ sent: true }); // a retried activity: answered from the store
    await callInternal(
      client,
      api.sendBillingNotice,
      { params: { userId: a.id }, body: { kind: "premium_ended", until: null } },
      key(),
    );
    const mails = await db()
      .select()
      .from(schema.emailOutbox)
      .where(eq(schema.emailOutbox.to, a.email))
      .all();
    const subjects = mails.map((m) => m.subject).sort();
    expect(subjects).toEqual(["Your Premium plan has ended", "Your payment didn't go through"]);
    const failed = mails.find((m) => m.subject === "Your payment didn't go through")!;
    expect(failed.text).toContain(`Premium stays on until ${formatDate(until)}.`);
    expect(failed.html).not.toContain("you can ignore it"); // a billing notice is not to be ignored
    expect(failed.text).toMatch(/^Update your card: https?:\/\/\S+\/subscription$/m);
    const others = await db()
      .select()
      .from(schema.emailOutbox)
      .where(eq(schema.emailOutbox.to, b.email))
      .all();
    expect(others).toHaveLength(0);
    await expect(
      callInternal(
        client,
        api.sendBillingNotice,
        { params: { userId: "no-such-user-9" }, body: { kind: "premium_activated", until: null } },
        key(),
      ),
    ).rejects.toMatchObject({ status: 404 });
  });
});
