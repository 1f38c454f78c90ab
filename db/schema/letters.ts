// Dispute letters (001 §6): one per request, for a bill, with the filed PDF's document once written.
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { bills } from "./bills";
import { createdAt, id, updatedAt } from "./columns";
import { documents } from "./documents";
import { userRef } from "./users";

export const disputeLetters = sqliteTable(
  "dispute_letters",
  {
    id: id(),
    userId: userRef(),
    billId: text("bill_id")
      .notNull()
      .references(() => bills.id, { onDelete: "cascade" }),
    documentId: text("document_id").references(() => documents.id, { onDelete: "set null" }),
    status: text("status").notNull().default("requested"),
    filename: text("filename"),
    options: text("options", { mode: "json" }),
    opportunitiesCount: integer("opportunities_count").notNull().default(0),
    potentialSavingsCents: integer("potential_savings_cents").notNull().default(0),
    letterContent: text("letter_content"),
    responseDueAt: integer("response_due_at"),
    // 0008 (issue 14): see core/disputes/types.ts for the values.
    kind: text("kind").notNull().default("billing_error_dispute"),
    watermarked: integer("watermarked", { mode: "boolean" }).notNull().default(false),
    failureReason: text("failure_reason"),
    filedAt: integer("filed_at"),
    mailedAt: integer("mailed_at"),
    responseReceivedAt: integer("response_received_at"),
    resolvedAt: integer("resolved_at"),
    outcome: text("outcome"),
    recoveredCents: integer("recovered_cents"),
    nextReminderAt: integer("next_reminder_at"),
    /** The workflow's deadlines (core/disputes/types.ts DisputeDeadline[]), written through /internal. */
    deadlines: text("deadlines", { mode: "json" }),
    /** Reminder e-mails already sent (idempotency keys), so a retried activity sends once. */
    noticesSent: text("notices_sent", { mode: "json" }),
    /** 0011: the month ('2026-11') a free plan's letter takes; null for premium or once given back. */
    freeMonth: text("free_month"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("dispute_letters_user_idx").on(t.userId, t.billId),
    index("dispute_letters_user_created_idx").on(t.userId, t.createdAt),
    uniqueIndex("dispute_letters_free_month_unique").on(t.userId, t.freeMonth),
  ],
);
