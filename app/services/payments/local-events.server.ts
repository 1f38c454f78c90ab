// What Stripe would send after a checkout, built by the local provider: checkout.session.completed,
// customer.subscription.created and invoice.paid, Stripe-shaped (Stripe 23: the period on the
// subscription's items, the invoice's subscription under parent.subscription_details), signed with
// the local STRIPE_WEBHOOK_SECRET and passed through the webhook's own handler, so a local checkout
// takes the path a real one does (docs/decisions/034). Event ids come from the objects' ids: a
// second Pay sends the same events again, which the handler recognises.
import type { BillingPlan } from "#core/payments/provider";
import { ApiError } from "~/api/http";
import { priceCents } from "#core/payments/provider";
import type { CompletedCheckout } from "./local-provider.server";
import { loadStripe } from "./stripe-sdk.server";
import { receiveProviderEvent } from "./webhook.server";

const seconds = (ms: number) => Math.floor(ms / 1000);

function event(
  apiVersion: string,
  id: string,
  type: string,
  object: Record<string, unknown>,
  createdMs: number,
) {
  return {
    id,
    object: "event",
    api_version: apiVersion,
    created: seconds(createdMs),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

function price(plan: BillingPlan) {
  return {
    id: `price_local_${plan}`,
    object: "price",
    currency: "usd",
    unit_amount: priceCents(plan),
    recurring: { interval: plan === "annual" ? "year" : "month", interval_count: 1 },
  };
}

/** The three events of a completed local checkout, in the order Stripe usually sends them. */
export async function checkoutEvents({ session, subscription: sub, invoice }: CompletedCheckout) {
  const { API_VERSION } = await loadStripe();
  const metadata = { user_id: sub.userId };
  const periodStart = invoice.periodEnd === sub.currentPeriodEnd ? invoice.createdAt : sub.createdAt;
  return [
    event(
      API_VERSION,
      `evt_${session.id}_completed`,
      "checkout.session.completed",
      {
        id: session.id,
        object: "checkout.session",
        mode: "subscription",
        status: "complete",
        payment_status: "paid",
        client_reference_id: session.userId,
        customer: sub.customerId,
        subscription: sub.subscriptionId,
        metadata,
      },
      sub.createdAt,
    ),
    event(
      API_VERSION,
      `evt_${sub.subscriptionId}_created`,
      "customer.subscription.created",
      {
        id: sub.subscriptionId,
        object: "subscription",
        customer: sub.customerId,
        status: sub.status,
        cancel_at_period_end: sub.cancelAtPeriodEnd,
        created: seconds(sub.createdAt),
        metadata,
        items: {
          object: "list",
          data: [
            {
              id: `si_${sub.subscriptionId}`,
              object: "subscription_item",
              current_period_start: seconds(periodStart),
              current_period_end: seconds(sub.currentPeriodEnd),
              price: price(sub.plan),
              quantity: 1,
            },
          ],
        },
      },
      sub.createdAt,
    ),
    event(
      API_VERSION,
      `evt_${invoice.id}_paid`,
      "invoice.paid",
      {
        id: invoice.id,
        object: "invoice",
        customer: sub.customerId,
        status: invoice.status,
        amount_paid: invoice.amountPaidCents,
        currency: "usd",
        period_end: seconds(invoice.periodEnd),
        parent: {
          type: "subscription_details",
          subscription_details: { subscription: sub.subscriptionId, metadata },
        },
      },
      invoice.createdAt,
    ),
  ];
}

/** A body and the Stripe-Signature header for it, as Stripe signs (v1, HMAC-SHA256, now). */
export async function signedDelivery(payload: unknown, secret: string) {
  const body = JSON.stringify(payload, null, 2);
  const Sdk = await loadStripe();
  const signature = await Sdk.webhooks.generateTestHeaderStringAsync({
    payload: body,
    secret,
    cryptoProvider: Sdk.createSubtleCryptoProvider(),
  });
  return { body, signature };
}

/**
 * Delivers a completed checkout's events to the webhook handler. A workflow that cannot be
 * reached is not the payer's problem: the rows stay for the cron sweep, as Stripe would retry.
 * Anything else the handler refuses (a signature that does not verify) is thrown as it is.
 */
export async function deliverCheckoutEvents(env: Env, completed: CompletedCheckout): Promise<void> {
  for (const payload of await checkoutEvents(completed)) {
    const { body, signature } = await signedDelivery(payload, env.STRIPE_WEBHOOK_SECRET ?? "");
    try {
      await receiveProviderEvent(env, body, signature);
    } catch (error) {
      if (error instanceof ApiError && error.status === 503 && env.STRIPE_WEBHOOK_SECRET) continue;
      throw error;
    }
  }
}
