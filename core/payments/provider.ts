// The payments seam (docs/decisions/034-payments-seam.md): everything the product asks of a payment
// provider, in the product's words. Two implementations: Stripe when STRIPE_SECRET_KEY is set
// (app/services/payments/stripe-provider.server.ts) and the embedded local provider without keys
// (app/services/payments/local-provider.server.ts, refused in production). Runtime-neutral types only.

import { PLANS } from "../plans";

export type BillingPlan = "monthly" | "annual";

/** What one period of a paid plan costs, in cents, from the plan table (core/plans.ts). */
export const priceCents = (plan: BillingPlan): number =>
  Math.round((plan === "annual" ? PLANS.premium.priceAnnualUsd : PLANS.premium.priceMonthlyUsd) * 100);

/** Stripe's subscription statuses; the local provider uses the same words. */
export const PROVIDER_SUBSCRIPTION_STATUSES = [
  "incomplete",
  "incomplete_expired",
  "trialing",
  "active",
  "past_due",
  "canceled",
  "unpaid",
  "paused",
] as const;
export type ProviderSubscriptionStatus = (typeof PROVIDER_SUBSCRIPTION_STATUSES)[number];

export interface CheckoutSessionView {
  id: string;
  /** client_reference_id: the Fairbill user id that started the checkout. */
  userId: string | null;
  plan: BillingPlan | null;
  status: "open" | "complete" | "expired";
  paymentStatus: "paid" | "unpaid" | "no_payment_required";
  customerId: string | null;
  subscriptionId: string | null;
}

/** A subscription as the provider holds it now; times are epoch milliseconds. */
export interface SubscriptionSnapshot {
  subscriptionId: string;
  customerId: string;
  /** metadata.user_id (the only metadata we send: no health data at the provider). */
  userId: string | null;
  status: ProviderSubscriptionStatus;
  plan: BillingPlan;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: number;
  /** When it was created; picks the newest when a customer has several. */
  createdAt: number;
}

export interface InvoiceView {
  id: string;
  amountPaidCents: number;
  status: "paid" | "open" | "void" | "uncollectible" | "draft";
  createdAt: number;
  periodEnd: number;
}

export interface StartCheckoutInput {
  userId: string;
  email: string;
  plan: BillingPlan;
  /** Absolute URLs of this app; successUrl carries `{CHECKOUT_SESSION_ID}`. */
  successUrl: string;
  cancelUrl: string;
  /** The customer from an earlier subscription, so invoices stay in one place. */
  customerId?: string | null;
}

export interface PaymentProvider {
  readonly kind: "stripe" | "local";
  createCheckoutSession(input: StartCheckoutInput): Promise<{ id: string; url: string }>;
  /** null when the provider does not know the id. */
  retrieveCheckoutSession(sessionId: string): Promise<CheckoutSessionView | null>;
  /** Every subscription of the customer, newest first. */
  listSubscriptions(customerId: string): Promise<SubscriptionSnapshot[]>;
  /** Cancel at period end (true) or undo that (false); premium stays until current_period_end. */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<SubscriptionSnapshot>;
  /** Cancel at once, no further charge (account deletion). Already cancelled is fine. */
  cancelNow(subscriptionId: string): Promise<void>;
  /** Where the customer manages card and invoices (Stripe's Customer Portal or the local page). */
  createPortalSession(customerId: string, returnUrl: string): Promise<{ url: string }>;
}

/** The one subscription that decides the plan: a live one first (newest), else the newest. */
export function currentSubscription(list: readonly SubscriptionSnapshot[]): SubscriptionSnapshot | null {
  const live = list.filter((s) => ["active", "trialing", "past_due", "unpaid"].includes(s.status));
  const pick = (xs: readonly SubscriptionSnapshot[]) =>
    xs.length ? [...xs].sort((a, b) => b.createdAt - a.createdAt)[0] : null;
  return pick(live) ?? pick(list);
}
