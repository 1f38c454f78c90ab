// The subscriptions bench, run by `npm run bench` while the documents bench's Temporal dev server and
// orchestrator are up (benchDocuments' `whileRunning`): how long paying takes to become Premium
// (Pay on the local checkout page → GET /api/subscriptions/current says premium: the signed webhook,
// the gateway's signal-with-start, the subscription workflow's read and entitlement write), and how
// fast the webhook answers Stripe (signed invoice.paid deliveries, each a new event id, so each is
// recorded and forwarded), against GET /api/subscriptions/current in the same run as the baseline.
// Targets: Pay → Premium p50 ≤ 2 s; webhook p95 ≤ 100 ms.
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import Stripe from "stripe";

export const SUBSCRIPTIONS_TARGET = { pay_to_premium_p50_ms: 2000, webhook_p95_ms: 100 };
const POLL_MS = 50;
const TIMEOUT_MS = 30_000;

/** One decimal place. */
export const round = (x) => Math.round(x * 10) / 10;
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
/** n, p50 and p95 of a list of milliseconds (the disputes bench uses it too). */
export const stats = (ms) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { n: sorted.length, p50_ms: round(percentile(sorted, 50)), p95_ms: round(percentile(sorted, 95)) };
};

async function call(origin, path, { token, method = "GET", body } = {}) {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { "content-type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    redirect: "manual",
  });
  return res;
}

async function newMember(origin) {
  const email = `bench-subscriptions-${randomBytes(6).toString("hex")}@example.com`;
  const res = await call(origin, "/api/auth/register", {
    method: "POST",
    body: { email, password: `bench ${randomBytes(12).toString("hex")}` },
  });
  if (!res.ok) throw new Error(`register answered ${res.status}`);
  return (await res.json()).access_token;
}

const isPremium = async (origin, token) =>
  (await (await call(origin, "/api/subscriptions/current", { token })).json()).tier === "premium";

/** Checkout, Pay, then polls until Premium: the time from pressing Pay to seeing Premium. */
async function payAndWait(origin, token) {
  const started = await call(origin, "/api/subscriptions/create-checkout-session", {
    token,
    method: "POST",
    body: {
      plan: "monthly",
      success_url: `${origin}/subscription-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin}/subscription-cancelled`,
    },
  });
  if (!started.ok) throw new Error(`create-checkout-session answered ${started.status}`);
  const { checkout_url } = await started.json();
  const t0 = performance.now();
  const paid = await fetch(`${origin}${new URL(checkout_url).pathname}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    redirect: "manual",
  });
  if (paid.status !== 303) throw new Error(`Pay answered ${paid.status}`);
  while (performance.now() - t0 < TIMEOUT_MS) {
    if (await isPremium(origin, token)) return performance.now() - t0;
    await sleep(POLL_MS);
  }
  throw new Error("no Premium within 30 s (is the orchestrator running?)");
}

/** The member's provider customer, from the billing portal link (/dev/billing/{customerId}). */
async function customerOf(origin, token) {
  const res = await call(origin, "/api/subscriptions/portal-session", { token, method: "POST", body: {} });
  if (!res.ok) throw new Error(`portal-session answered ${res.status}`);
  return new URL((await res.json()).url).pathname.split("/").pop();
}

async function timeWebhook(origin, secret, customer, n) {
  const ms = [];
  for (let i = 0; i < n; i++) {
    const payload = JSON.stringify({
      id: `evt_bench_${randomBytes(10).toString("hex")}`,
      object: "event",
      type: "invoice.paid",
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: { id: `in_bench_${i}`, object: "invoice", customer } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    const t0 = performance.now();
    const res = await fetch(`${origin}/api/stripe/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: payload,
    });
    await res.text();
    ms.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`webhook answered ${res.status}`);
  }
  return ms;
}

async function timeBaseline(origin, token, n) {
  const ms = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await call(origin, "/api/subscriptions/current", { token });
    await res.text();
    ms.push(performance.now() - t0);
  }
  return ms;
}

export async function benchSubscriptions({ origin, webhookSecret, members = 5, deliveries = 100 }) {
  try {
    if (!webhookSecret) throw new Error("no STRIPE_WEBHOOK_SECRET in .dev.vars");
    const pay = [];
    let last;
    for (let i = 0; i < members + 1; i++) {
      last = await newMember(origin);
      const ms = await payAndWait(origin, last);
      if (i > 0) pay.push(ms); // the first warms the workflow worker up
    }
    const customer = await customerOf(origin, last);
    const webhook = stats(await timeWebhook(origin, webhookSecret, customer, deliveries));
    const baseline = stats(await timeBaseline(origin, last, deliveries));
    const payToPremium = stats(pay);
    return {
      pay_to_premium: payToPremium,
      webhook,
      baseline_current_subscription: baseline,
      webhook_to_baseline_p50: round(webhook.p50_ms / baseline.p50_ms),
      target: "Pay → Premium p50 ≤ 2 s; webhook p95 ≤ 100 ms",
      meets_target:
        payToPremium.p50_ms <= SUBSCRIPTIONS_TARGET.pay_to_premium_p50_ms &&
        webhook.p95_ms <= SUBSCRIPTIONS_TARGET.webhook_p95_ms,
    };
  } catch (error) {
    return { error: error.message };
  }
}
