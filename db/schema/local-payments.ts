// The embedded local payment provider's own store (docs/decisions/034-payments-seam.md): what
// Stripe would hold when no STRIPE_SECRET_KEY is set. Only app/services/payments/local-provider
// reads and writes these tables; the rest of the product sees them through the PaymentProvider seam.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { PROVIDER_SUBSCRIPTION_STATUSES } from "../../core/payments/provider";
import { createdAt, id } from "./columns";
import { userRef } from "./users";

export const localCheckoutSessions = sqliteTable(
  "local_checkout_sessions",
  {
    /** cs_test_… with 32 random characters: the unguessable key of /dev/checkout/{id}. */
    id: id(),
    userId: userRef(),
    email: text("email").notNull(),
    plan: text("plan", { enum: ["monthly", "annual"] }).notNull(),
    status: text("status", { enum: ["open", "complete", "expired"] })
      .notNull()
      .default("open"),
    successUrl: text("success_url").notNull(),
    cancelUrl: text("cancel_url").notNull(),
    customerId: text("customer_id"),
    subscriptionId: text("subscription_id"),
    createdAt: createdAt(),
    expiresAt: integer("expires_at").notNull(),
  },
  (t) => [index("local_checkout_sessions_user_idx").on(t.userId)],
);

export const localSubscriptions = sqliteTable(
  "local_subscriptions",
  {
    /** sub_local_… */
    id: id(),
    /** cus_local_… (one per user) */
    customerId: text("customer_id").notNull(),
    userId: userRef(),
    plan: text("plan", { enum: ["monthly", "annual"] }).notNull(),
    status: text("status", {
      enum: PROVIDER_SUBSCRIPTION_STATUSES,
    }).notNull(),
    cancelAtPeriodEnd: integer("cancel_at_period_end", { mode: "boolean" }).notNull().default(false),
    currentPeriodStart: integer("current_period_start").notNull(),
    currentPeriodEnd: integer("current_period_end").notNull(),
    canceledAt: integer("canceled_at"),
    createdAt: createdAt(),
  },
  (t) => [index("local_subscriptions_customer_idx").on(t.customerId)],
);

export const localInvoices = sqliteTable(
  "local_invoices",
  {
    /** in_local_… */
    id: id(),
    subscriptionId: text("subscription_id").notNull(),
    customerId: text("customer_id").notNull(),
    userId: userRef(),
    amountPaidCents: integer("amount_paid_cents").notNull(),
    status: text("status", { enum: ["paid", "open", "void", "uncollectible", "draft"] }).notNull(),
    periodStart: integer("period_start").notNull(),
    periodEnd: integer("period_end").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("local_invoices_customer_idx").on(t.customerId)],
);
