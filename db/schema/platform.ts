// The platform's own records: product events, the e-mail outbox, the operator audit log and idempotency keys.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns";
import { userRef, users } from "./users";

export const events = sqliteTable(
  "events",
  {
    id: id(),
    userId: userRef(),
    eventName: text("event_name").notNull(),
    properties: text("properties", { mode: "json" }),
    sessionId: text("session_id"),
    pageUrl: text("page_url"),
    createdAt: createdAt(),
  },
  (t) => [index("events_user_idx").on(t.userId, t.createdAt)],
);

/** Dev outbox and the record of every message handed to the provider. */
export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: id(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    transport: text("transport", { enum: ["outbox", "provider"] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("email_outbox_to_idx").on(t.to, t.createdAt)],
);

/** Operator trail. Rows outlive the user they mention: subject ids only, never health data. */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: id(),
    action: text("action").notNull(),
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    details: text("details", { mode: "json" }),
    createdAt: createdAt(),
  },
  // The sign-in rate limits count recent rows per action and subject.
  (t) => [index("audit_log_action_subject_idx").on(t.action, t.subjectId, t.createdAt)],
);

/** Responses of /internal writes, so a retried activity changes nothing twice. */
export const idempotencyKeys = sqliteTable("idempotency_keys", {
  key: text("key").primaryKey(),
  method: text("method").notNull(),
  path: text("path").notNull(),
  status: integer("status").notNull(),
  responseBody: text("response_body").notNull(),
  createdAt: createdAt(),
});
