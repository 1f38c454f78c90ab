// Stripe as the webhook sees it: events shaped like Stripe 23's (the period on subscription items,
// an invoice's subscription under parent.subscription_details), signed the way Stripe signs them
// with the test STRIPE_WEBHOOK_SECRET, and delivered to POST /api/stripe/webhook.
import { env, SELF } from "cloudflare:test";
import Stripe from "stripe";
import { BASE } from "../factories/http";

let counter = 0;
export const eventId = (label = "evt") => `evt_test_${label}_${Date.now().toString(36)}${++counter}`;

const now = () => Math.floor(Date.now() / 1000);

export function stripeEvent(type: string, object: Record<string, unknown>, id = eventId()) {
  return {
    id,
    object: "event",
    api_version: Stripe.API_VERSION,
    created: now(),
    livemode: false,
    type,
    data: { object },
  };
}

export const checkoutCompleted = (userId: string, customer: string, subscription = "sub_test_1") =>
  stripeEvent("checkout.session.completed", {
    id: `cs_test_${Date.now().toString(36)}${++counter}`,
    object: "checkout.session",
    mode: "subscription",
    status: "complete",
    payment_status: "paid",
    client_reference_id: userId,
    customer,
    subscription,
    metadata: { user_id: userId },
  });

export function subscriptionEvent(
  type: "created" | "updated" | "deleted",
  customer: string,
  {
    status = "active",
    userId = null as string | null,
    id = "sub_test_1",
    periodEnd = now() + 30 * 86400,
  } = {},
) {
  return stripeEvent(`customer.subscription.${type}`, {
    id,
    object: "subscription",
    customer,
    status,
    cancel_at_period_end: false,
    created: now(),
    metadata: userId ? { user_id: userId } : {},
    items: {
      object: "list",
      data: [
        {
          id: `si_${id}`,
          object: "subscription_item",
          current_period_end: periodEnd,
          price: { id: "price_test", object: "price", recurring: { interval: "month" } },
        },
      ],
    },
  });
}

export const invoiceEvent = (
  type: "paid" | "payment_failed",
  customer: string,
  userId: string | null = null,
) =>
  stripeEvent(`invoice.${type}`, {
    id: `in_test_${Date.now().toString(36)}${++counter}`,
    object: "invoice",
    customer,
    status: type === "paid" ? "paid" : "open",
    parent: {
      type: "subscription_details",
      subscription_details: { subscription: "sub_test_1", metadata: userId ? { user_id: userId } : {} },
    },
  });

export interface Delivery {
  /** Signed this many seconds ago (default now). */
  ageSeconds?: number;
  secret?: string;
  /** The bytes sent, when they differ from the signed ones (a re-serialised body). */
  sentBody?: (signed: string) => string;
  /** Extra request headers (a cookie, an Origin). */
  headers?: Record<string, string>;
  /** Leave the Stripe-Signature header out. */
  unsigned?: boolean;
}

/** POSTs the event as Stripe does: its JSON, with a Stripe-Signature over exactly those bytes. */
export async function deliver(event: object, options: Delivery = {}) {
  const body = JSON.stringify(event, null, 2);
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload: body,
    secret: options.secret ?? env.STRIPE_WEBHOOK_SECRET!,
    timestamp: now() - (options.ageSeconds ?? 0),
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
  const res = await SELF.fetch(`${BASE}/api/stripe/webhook`, {
    method: "POST",
    headers: {
      "content-type": "application/json; charset=utf-8",
      "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
      ...(options.unsigned ? {} : { "stripe-signature": signature }),
      ...options.headers,
    },
    body: options.sentBody ? options.sentBody(body) : body,
  });
  return {
    status: res.status,
    body: (await res.json()) as { detail?: string; received?: true; outcome?: string },
  };
}
