// What a user pays for and uses: the subscription copy of Stripe, usage counters and processed webhooks.
import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "./columns";
import { userRef, users } from "./users";

export const subscriptions = sqliteTable("subscriptions", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  tier: text("tier", { enum: ["free", "premium"] })
    .notNull()
    .default("free"),
  status: text("status", { enum: ["active", "inactive"] })
    .notNull()
    .default("active"),
  plan: text("plan", { enum: ["free", "monthly", "annual"] })
    .notNull()
    .default("free"),
  stripeCustomerId: text("stripe_customer_id"),
  stripeSubscriptionId: text("stripe_subscription_id"),
  cancelAtPeriodEnd: integer("cancel_at_period_end", { mode: "boolean" }).notNull().default(false),
  currentPeriodEnd: integer("current_period_end"),
  updatedAt: updatedAt(),
});

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

export const processedWebhookEvents = sqliteTable("processed_webhook_events", {
  id: id(),
  type: text("type").notNull(),
  receivedAt: createdAt(),
});
