// Accounts and sign-in: users, their sessions, one-time codes and the sign-in rate limits.
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "./columns";

export const users = sqliteTable(
  "users",
  {
    id: id(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    realName: text("real_name"),
    displayName: text("display_name"),
    dateOfBirth: text("date_of_birth"),
    gender: text("gender", { enum: ["male", "female", "other"] }),
    isVerified: integer("is_verified", { mode: "boolean" }).notNull().default(false),
    zipcode: text("zipcode"),
    googleSubject: text("google_subject"),
    inboxToken: text("inbox_token").notNull(),
    /** Issue 16: the user let the assistant word answers with an external model (Account page). */
    aiExternalOptIn: integer("ai_external_opt_in", { mode: "boolean" }).notNull().default(false),
    status: text("status", { enum: ["active", "deleting"] })
      .notNull()
      .default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    uniqueIndex("users_google_subject_unique").on(t.googleSubject),
    uniqueIndex("users_inbox_token_unique").on(t.inboxToken),
  ],
);

/** A signed-in device. The id is the SHA-256 of the bearer/cookie token; the token itself is never stored. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: id(),
    userId: userRef(),
    createdAt: createdAt(),
    expiresAt: integer("expires_at").notNull(),
    /** When the holder last proved who they are (password, mailbox, Google): fresh-sign-in checks. */
    authenticatedAt: integer("authenticated_at").notNull().default(0),
    /** Last request on this session, for the idle timeout and the Account page's session list. */
    lastUsedAt: integer("last_used_at").notNull().default(0),
    /** A short device label from the User-Agent ("Chrome on macOS"), never the raw header. */
    device: text("device"),
    /** When an operator passed the second factor (TOTP) on this session; null until then. */
    secondFactorAt: integer("second_factor_at"),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/** One-time e-mail verification links and magic-link sign-in links with their 6-digit codes. */
export const authCodes = sqliteTable(
  "auth_codes",
  {
    id: id(),
    // step_up: a code that re-confirms a signed-in session; session_exchange: a 60 s code traded for a token.
    kind: text("kind", { enum: ["verify_email", "magic_link", "step_up", "session_exchange"] }).notNull(),
    email: text("email").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    codeHash: text("code_hash"),
    redirectUrl: text("redirect_url"),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("auth_codes_token_unique").on(t.tokenHash),
    index("auth_codes_email_idx").on(t.email, t.kind, t.createdAt),
  ],
);

/** Fixed-window counters for the sign-in rate limits (per client IP, global); keys are hashed, rows purged after a day. */
export const rateLimitCounters = sqliteTable(
  "rate_limit_counters",
  {
    key: text("key").notNull(),
    windowStart: integer("window_start").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index("rate_limit_counters_window_idx").on(t.windowStart),
  ],
);

/** The owning user; the row goes when the user does. */
export function userRef() {
  return text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });
}
