// What a user pays for and uses: the subscription copy of Stripe, usage counters and processed webhooks.
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { SUBSCRIPTION_PLANS, SUBSCRIPTION_STATUSES, TIERS } from "../../core/plans";
import { createdAt, id, updatedAt } from "./columns";
import { userRef, users } from "./users";

export const subscriptions = sqliteTable(
  "subscriptions",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    tier: text("tier", { enum: TIERS }).notNull().default("free"),
    status: text("status", { enum: SUBSCRIPTION_STATUSES }).notNull().default("active"),
    plan: text("plan", { enum: SUBSCRIPTION_PLANS }).notNull().default("free"),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    cancelAtPeriodEnd: integer("cancel_at_period_end", { mode: "boolean" }).notNull().default(false),
    currentPeriodEnd: integer("current_period_end"),
    /** The provider's own status word (active, past_due, canceled, …), for the subscription page. */
    providerStatus: text("provider_status"),
    /** While a payment has failed: premium until then unless paid (the workflow's grace timer). */
    graceEndsAt: integer("grace_ends_at"),
    /** Why the user downgraded (POST /account/downgrade), kept with the cancellation. */
    downgradeReason: text("downgrade_reason"),
    downgradeRequestedAt: integer("downgrade_requested_at"),
    updatedAt: updatedAt(),
  },
  (t) => [index("subscriptions_customer_idx").on(t.stripeCustomerId)],
);

/** Counters per user, kind (bill_upload, document, ai_question, dispute_letter) and period ('2026-11' or 'total'). */
export const usageCounters = sqliteTable(
  "usage_counters",
  {
    userId: userRef(),
    kind: text("kind").notNull(),
    period: text("period").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.period] })],
);

/**
 * Each provider event id once (a replay does nothing). `user_id` is the account the event was
 * about, when known (no foreign key: an event may arrive after the account is gone); the row goes
 * with the account. `forwarded_at` is set once the workflow has the signal, so a delivery that
 * failed half-way is forwarded by the next attempt.
 */
export const processedWebhookEvents = sqliteTable(
  "processed_webhook_events",
  {
    id: id(),
    type: text("type").notNull(),
    userId: text("user_id"),
    forwardedAt: integer("forwarded_at"),
    receivedAt: createdAt(),
  },
  (t) => [index("processed_webhook_events_user_idx").on(t.userId)],
);
