// The Stripe provider's requests, through the real SDK (fetch client, inside workerd), checked by
// stripe-mock against Stripe's OpenAPI spec: a parameter Stripe would refuse fails here too.
// stripe-mock keeps no state (any id "exists"), so these tests check shapes and what we send.
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { PaymentProvider } from "#core/payments/provider";
import { PLANS } from "#core/plans";
import { paymentProvider } from "~/services/payments/provider.server";
import {
  createStripeProvider,
  stripeClient,
  type StripeSettings,
} from "~/services/payments/stripe-provider.server";

const MOCK = env.STRIPE_MOCK_URL;
const KEY = "sk_test_FairbillContract0123456789";
const USER_ID = "user-contract-1";

interface Sent {
  method: string;
  path: string;
  form: URLSearchParams;
}

let spy: ReturnType<typeof vi.spyOn> | null = null;
afterEach(() => {
  spy?.mockRestore();
  spy = null;
});

/** A provider whose every request to stripe-mock is also written down (the SDK keeps its fetch). */
function recordingProvider(settings: Partial<StripeSettings> = {}): {
  provider: PaymentProvider;
  sent: Sent[];
} {
  const sent: Sent[] = [];
  const realFetch = globalThis.fetch;
  spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin === new URL(MOCK).origin) {
      const body = init?.body ? String(init.body) : url.search.slice(1);
      sent.push({ method: request.method, path: url.pathname, form: new URLSearchParams(body) });
    }
    return realFetch(input, init);
  });
  return { provider: createStripeProvider({ secretKey: KEY, apiBase: MOCK, ...settings }), sent };
}

beforeAll(async () => {
  const up = await fetch(`${MOCK}/v1/customers`, { headers: { authorization: `Bearer ${KEY}` } }).catch(
    () => null,
  );
  if (!up?.ok)
    throw new Error(
      `stripe-mock is not answering at ${MOCK}: npm test installs it (needs Go) and tests/setup/stripe-mock.mjs starts it`,
    );
});

describe("the Stripe provider against stripe-mock", () => {
  it("starts a subscription checkout priced from the plan table, naming only the user id", async () => {
    const { provider, sent } = recordingProvider();
    const session = await provider.createCheckoutSession({
      userId: USER_ID,
      email: "payer@example.com",
      plan: "annual",
      successUrl: "http://127.0.0.1:8787/subscription-success?session_id={CHECKOUT_SESSION_ID}",
      cancelUrl: "http://127.0.0.1:8787/subscription-cancelled",
    });
    expect(session.id).toMatch(/^cs_/);
    expect(session.url).toMatch(/^https?:\/\//);
    const [create] = sent;
    expect(create).toMatchObject({ method: "POST", path: "/v1/checkout/sessions" });
    const form = Object.fromEntries(create.form);
    expect(form).toMatchObject({
      mode: "subscription",
      client_reference_id: USER_ID,
      customer_email: "payer@example.com",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": String(PLANS.premium.priceAnnualUsd * 100),
      "line_items[0][price_data][recurring][interval]": "year",
      "line_items[0][price_data][product_data][name]": "Fairbill Premium",
      "metadata[user_id]": USER_ID,
      "subscription_data[metadata][user_id]": USER_ID,
    });
    // Nothing but the user id goes into metadata: no health data at the provider.
    const metadataKeys = Object.keys(form).filter((k) => k.includes("metadata"));
    expect(metadataKeys.sort()).toEqual(["metadata[user_id]", "subscription_data[metadata][user_id]"]);
  });

  it("sells configured Stripe Prices to a known customer instead", async () => {
    const { provider, sent } = recordingProvider({ priceMonthly: "price_monthly_123" });
    await provider.createCheckoutSession({
      userId: USER_ID,
      email: "payer@example.com",
      plan: "monthly",
      successUrl: "http://127.0.0.1:8787/subscription-success?session_id={CHECKOUT_SESSION_ID}",
      cancelUrl: "http://127.0.0.1:8787/subscription-cancelled",
      customerId: "cus_known",
    });
    const form = Object.fromEntries(sent[0].form);
    expect(form).toMatchObject({ "line_items[0][price]": "price_monthly_123", customer: "cus_known" });
    expect(form).not.toHaveProperty("customer_email");
  });

  it("reads a checkout session back with its subscription", async () => {
    const { provider, sent } = recordingProvider();
    const view = await provider.retrieveCheckoutSession("cs_test_contract");
    expect(view).toMatchObject({ id: expect.stringMatching(/^cs_/) });
    expect(["open", "complete", "expired"]).toContain(view!.status);
    expect(sent[0]).toMatchObject({ method: "GET", path: "/v1/checkout/sessions/cs_test_contract" });
    expect(sent[0].form.get("expand[0]")).toBe("subscription");
  });

  it("lists a customer's subscriptions with the period from their items (Stripe 23)", async () => {
    const { provider, sent } = recordingProvider();
    const list = await provider.listSubscriptions("cus_contract");
    expect(sent[0]).toMatchObject({ method: "GET", path: "/v1/subscriptions" });
    expect(Object.fromEntries(sent[0].form)).toMatchObject({ customer: "cus_contract", status: "all" });
    for (const sub of list) {
      expect(sub.subscriptionId).toMatch(/^sub_/);
      expect(Number.isFinite(sub.currentPeriodEnd)).toBe(true);
      expect(["monthly", "annual"]).toContain(sub.plan);
    }
  });

  it("cancels at period end, undoes it, and cancels at once", async () => {
    const { provider, sent } = recordingProvider();
    const later = await provider.setCancelAtPeriodEnd("sub_contract", true);
    expect(later.subscriptionId).toMatch(/^sub_/);
    await provider.setCancelAtPeriodEnd("sub_contract", false);
    await provider.cancelNow("sub_contract");
    expect(
      sent.map((s) => `${s.method} ${s.path} ${s.form.get("cancel_at_period_end") ?? ""}`.trim()),
    ).toEqual([
      "POST /v1/subscriptions/sub_contract true",
      "POST /v1/subscriptions/sub_contract false",
      "DELETE /v1/subscriptions/sub_contract",
    ]);
  });

  it("opens a Customer Portal session that returns to the app", async () => {
    const { provider, sent } = recordingProvider();
    const portal = await provider.createPortalSession("cus_contract", "http://127.0.0.1:8787/subscription");
    expect(portal.url).toMatch(/^https?:\/\//);
    expect(sent[0]).toMatchObject({ method: "POST", path: "/v1/billing_portal/sessions" });
    expect(Object.fromEntries(sent[0].form)).toEqual({
      customer: "cus_contract",
      return_url: "http://127.0.0.1:8787/subscription",
    });
  });

  it("is refused by stripe-mock when a request does not fit Stripe's spec", async () => {
    const stripe = await stripeClient({ secretKey: KEY, apiBase: MOCK });
    await expect(
      stripe.checkout.sessions.create({ mode: "subscription", not_a_parameter: true } as never),
    ).rejects.toThrow(/Request validation error/);
  });

  it("is the provider wherever a key is set; STRIPE_API_BASE is honoured outside production only", async () => {
    const keys = { STRIPE_SECRET_KEY: KEY, STRIPE_WEBHOOK_SECRET: "whsec_contract", STRIPE_API_BASE: MOCK };
    const hosts: string[] = [];
    const realFetch = globalThis.fetch;
    spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = new URL(new Request(input, init).url);
      hosts.push(url.host);
      if (url.origin === new URL(MOCK).origin) return realFetch(input, init);
      return Response.json({ object: "list", data: [], has_more: false, url: "/v1/subscriptions" });
    });
    const local = paymentProvider({ ...env, ...keys } as Env);
    expect(local.kind).toBe("stripe");
    await local.listSubscriptions("cus_contract");
    const production = {
      ...env,
      ...keys,
      APP_ENV: "production",
      APP_URL: "https://app.fairbill.com",
      GATEWAY_URL: "https://orchestrator.fairbill.com",
    } as Env;
    await paymentProvider(production).listSubscriptions("cus_contract");
    expect(hosts).toEqual([new URL(MOCK).host, "api.stripe.com"]);
  });
});
