// The Stripe side of the payments seam (docs/decisions/034-payments-seam.md): the same questions
// the local provider answers, asked of Stripe through its SDK over fetch (workerd and Node alike).
// Stripe learns the account's id and e-mail, nothing else: metadata is the user id only.
// Prices come from the plan table unless STRIPE_PRICE_* name Stripe Prices (docs/decisions/035).
import type Stripe from "stripe";
import {
  priceCents,
  type BillingPlan,
  type CheckoutSessionView,
  type PaymentProvider,
  type ProviderSubscriptionStatus,
  type SubscriptionSnapshot,
} from "#core/payments/provider";
import { loadStripe } from "./stripe-sdk.server";

export interface StripeSettings {
  secretKey: string;
  /** stripe-mock or another stand-in (`http://127.0.0.1:12111`); never honoured in production. */
  apiBase?: string;
  priceMonthly?: string;
  priceAnnual?: string;
}

export const PRODUCT_NAME = "Fairbill Premium";

/** The SDK client over fetch (no Node http), pointed at `apiBase` when one is given. */
export async function stripeClient({
  secretKey,
  apiBase,
}: Pick<StripeSettings, "secretKey" | "apiBase">): Promise<Stripe> {
  const Sdk = await loadStripe();
  const base = apiBase ? new URL(apiBase) : null;
  return new Sdk(secretKey, {
    httpClient: Sdk.createFetchHttpClient(),
    maxNetworkRetries: 1,
    timeout: 10_000,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === "http:" ? 80 : 443),
      protocol: base.protocol === "http:" ? "http" : "https",
    }),
  });
}

/** One line item: the configured Stripe Price, or the price written out from core/plans.ts. */
function lineItem(settings: StripeSettings, plan: BillingPlan): Stripe.Checkout.SessionCreateParams.LineItem {
  const priceId = plan === "annual" ? settings.priceAnnual : settings.priceMonthly;
  if (priceId) return { price: priceId, quantity: 1 };
  return {
    quantity: 1,
    price_data: {
      currency: "usd",
      unit_amount: priceCents(plan),
      recurring: { interval: plan === "annual" ? "year" : "month" },
      product_data: { name: PRODUCT_NAME },
    },
  };
}

/** The id of a Stripe field that is an id or, when expanded, the object itself. */
export const idOf = (value: unknown): string | null =>
  typeof value === "string" ? value : ((value as { id?: string } | null)?.id ?? null);

/** Stripe 23: the period lives on the subscription's items (the first one: we sell one item). */
function planAndPeriod(sub: Stripe.Subscription): { plan: BillingPlan; currentPeriodEnd: number } {
  const item = sub.items.data[0];
  const interval = item?.price?.recurring?.interval;
  return {
    plan: interval === "year" ? "annual" : "monthly",
    currentPeriodEnd: (item?.current_period_end ?? sub.created) * 1000,
  };
}

export function snapshotOfStripe(sub: Stripe.Subscription): SubscriptionSnapshot {
  return {
    subscriptionId: sub.id,
    customerId: idOf(sub.customer) ?? "",
    userId: sub.metadata?.user_id || null,
    status: sub.status as ProviderSubscriptionStatus,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    createdAt: sub.created * 1000,
    ...planAndPeriod(sub),
  };
}

const SESSION_STATUSES = ["open", "complete", "expired"] as const;
const PAYMENT_STATUSES = ["paid", "unpaid", "no_payment_required"] as const;
/** A word Stripe adds later reads as the cautious one (open, unpaid): nothing is claimed on it. */
const oneOf = <T extends string>(words: readonly T[], value: string | null, otherwise: T): T =>
  words.includes(value as T) ? (value as T) : otherwise;

function sessionView(session: Stripe.Checkout.Session): CheckoutSessionView {
  const sub = session.subscription && typeof session.subscription === "object" ? session.subscription : null;
  return {
    id: session.id,
    userId: session.client_reference_id,
    plan: sub ? planAndPeriod(sub).plan : null,
    status: oneOf(SESSION_STATUSES, session.status, "open"),
    paymentStatus: oneOf(PAYMENT_STATUSES, session.payment_status, "unpaid"),
    customerId: idOf(session.customer),
    subscriptionId: idOf(session.subscription),
  };
}

/** A request Stripe refused as invalid (an unknown id, a subscription already cancelled). */
const invalidRequest = async (error: unknown) =>
  error instanceof (await loadStripe()).errors.StripeInvalidRequestError ? error : null;

const isMissing = async (error: unknown) => (await invalidRequest(error))?.statusCode === 404;

/** The provider; its client is made on the first call, when the SDK is loaded (decision 096). */
export function createStripeProvider(settings: StripeSettings, client?: Stripe): PaymentProvider {
  let made: Promise<Stripe> | undefined;
  const sdk = () => (made ??= client ? Promise.resolve(client) : stripeClient(settings));
  return {
    kind: "stripe",

    async createCheckoutSession(input) {
      const stripe = await sdk();
      const metadata = { user_id: input.userId };
      const session = await stripe.checkout.sessions.create({
        mode: "subscription",
        line_items: [lineItem(settings, input.plan)],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        client_reference_id: input.userId,
        ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
        metadata,
        subscription_data: { metadata },
      });
      if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
      return { id: session.id, url: session.url };
    },

    async retrieveCheckoutSession(sessionId) {
      const stripe = await sdk();
      try {
        return sessionView(await stripe.checkout.sessions.retrieve(sessionId, { expand: ["subscription"] }));
      } catch (error) {
        if (await isMissing(error)) return null;
        throw error;
      }
    },

    async listSubscriptions(customerId) {
      const stripe = await sdk();
      const list = await stripe.subscriptions.list({ customer: customerId, status: "all", limit: 20 });
      return list.data.map(snapshotOfStripe).sort((a, b) => b.createdAt - a.createdAt);
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      const stripe = await sdk();
      const sub = await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
      return snapshotOfStripe(sub);
    },

    async cancelNow(subscriptionId) {
      const stripe = await sdk();
      try {
        await stripe.subscriptions.cancel(subscriptionId);
      } catch (error) {
        // Already cancelled (or gone) is what we wanted.
        const invalid = await invalidRequest(error);
        if (invalid && (invalid.statusCode === 404 || /cancel/i.test(invalid.message))) return;
        throw error;
      }
    },

    async createPortalSession(customerId, returnUrl) {
      const stripe = await sdk();
      const portal = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return { url: portal.url };
    },
  };
}
