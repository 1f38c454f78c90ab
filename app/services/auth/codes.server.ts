// One-time e-mail verification links and magic-link sign-ins (link + 6-digit code).
// Only SHA-256 hashes are stored; using a link or code marks the row used in one conditional UPDATE.
import { and, count, desc, eq, gt, isNull, lt, max, min, sql, type SQL } from "drizzle-orm";
import { schema, type Db } from "~/db.server";
import { constantTimeEqual } from "./password.server";
import { hashToken, newId, randomCode, randomToken } from "./tokens.server";

const MINUTE = 60_000;
export const VERIFY_EMAIL_TTL_MS = 24 * 60 * MINUTE;
export const MAGIC_LINK_TTL_MS = 15 * MINUTE;
/** 001 §9: the rate limit is shown as remaining requests in 15 minutes. */
export const MAGIC_LINK_WINDOW_MS = 15 * MINUTE;
export const MAGIC_LINK_SENDS_PER_WINDOW = 5;
/** Requests in one window (sent or refused) after which the answer becomes temporarily_blocked. */
export const MAGIC_LINK_BLOCK_AFTER = 10;
export const MAX_CODE_ATTEMPTS = 5;
export const STEP_UP_TTL_MS = 10 * MINUTE;
export const EXCHANGE_TTL_MS = 60_000;

type AuthCode = typeof schema.authCodes.$inferSelect;
type Kind = AuthCode["kind"];
export type LinkFailure = "invalid" | "expired" | "used";

const t = schema.authCodes;
const encoder = new TextEncoder();

// The row id salts the code, so equal codes in two rows never share a hash.
const hashCode = (rowId: string, code: string) => hashToken(`magic-code:${rowId}:${code}`);

export async function issueVerifyEmailToken(db: Db, user: { id: string; email: string }): Promise<string> {
  const token = randomToken();
  const now = Date.now();
  await db.insert(t).values({
    id: newId(),
    kind: "verify_email",
    email: user.email,
    userId: user.id,
    tokenHash: await hashToken(token),
    expiresAt: now + VERIFY_EMAIL_TTL_MS,
    createdAt: now,
  });
  return token;
}

export async function issueMagicLink(
  db: Db,
  input: { email: string; userId: string | null; redirectUrl: string | null },
): Promise<{ id: string; token: string; code: string }> {
  const id = newId();
  const token = randomToken();
  const code = randomCode();
  const now = Date.now();
  await db.insert(t).values({
    id,
    kind: "magic_link",
    email: input.email,
    userId: input.userId,
    tokenHash: await hashToken(token),
    codeHash: await hashCode(id, code),
    redirectUrl: input.redirectUrl,
    expiresAt: now + MAGIC_LINK_TTL_MS,
    createdAt: now,
  });
  return { id, token, code };
}

/** Forgets a link whose e-mail could not be sent, so it neither works nor counts against the limit. */
export async function discardAuthCode(db: Db, id: string): Promise<void> {
  await db.delete(t).where(eq(t.id, id));
}

/** Uses a link token once: the row comes back only to the first caller while it is still valid. */
export async function consumeLinkToken(
  db: Db,
  kind: Kind,
  token: string,
): Promise<{ ok: true; row: AuthCode } | { ok: false; reason: LinkFailure; row?: AuthCode }> {
  if (!token || token.length > 200) return { ok: false, reason: "invalid" };
  const row = await db
    .select()
    .from(t)
    .where(and(eq(t.tokenHash, await hashToken(token)), eq(t.kind, kind)))
    .get();
  if (!row) return { ok: false, reason: "invalid" };
  if (row.usedAt !== null) return { ok: false, reason: "used", row };
  const now = Date.now();
  if (row.expiresAt <= now) return { ok: false, reason: "expired", row };
  const used = await db
    .update(t)
    .set({ usedAt: now })
    .where(and(eq(t.id, row.id), isNull(t.usedAt), gt(t.expiresAt, now)))
    .returning({ id: t.id })
    .get();
  return used ? { ok: true, row: { ...row, usedAt: now } } : { ok: false, reason: "used", row };
}

/**
 * Checks a 6-digit code against the e-mail's latest magic link. Each wrong code counts; once
 * MAX_CODE_ATTEMPTS wrong codes are in, the code is dead ('too_many') even if the right one comes next.
 */
export function consumeMagicCode(db: Db, email: string, code: string) {
  return consumeLatestCode(db, "magic_link", eq(t.email, email), code);
}

/** The same check for the newest step-up code sent to the signed-in user (found through the e-mail index). */
export function consumeStepUpCode(db: Db, user: { id: string; email: string }, code: string) {
  return consumeLatestCode(db, "step_up", and(eq(t.email, user.email), eq(t.userId, user.id))!, code);
}

async function consumeLatestCode(
  db: Db,
  kind: Kind,
  owner: SQL,
  code: string,
): Promise<{ ok: true; row: AuthCode } | { ok: false; reason: "invalid" | "too_many" }> {
  const latest = await db
    .select()
    .from(t)
    .where(and(owner, eq(t.kind, kind)))
    .orderBy(desc(t.createdAt), desc(sql`rowid`))
    .limit(1)
    .get();
  if (!latest?.codeHash) return { ok: false, reason: "invalid" };
  if (latest.failedAttempts >= MAX_CODE_ATTEMPTS) return { ok: false, reason: "too_many" };
  const now = Date.now();
  if (latest.usedAt !== null || latest.expiresAt <= now) return { ok: false, reason: "invalid" };

  const matches = constantTimeEqual(
    encoder.encode(await hashCode(latest.id, code)),
    encoder.encode(latest.codeHash),
  );
  if (!matches) {
    await db
      .update(t)
      .set({ failedAttempts: sql`${t.failedAttempts} + 1` })
      .where(eq(t.id, latest.id));
    return { ok: false, reason: "invalid" };
  }
  const used = await db
    .update(t)
    .set({ usedAt: now })
    .where(
      and(
        eq(t.id, latest.id),
        isNull(t.usedAt),
        gt(t.expiresAt, now),
        lt(t.failedAttempts, MAX_CODE_ATTEMPTS),
      ),
    )
    .returning({ id: t.id })
    .get();
  return used ? { ok: true, row: { ...latest, usedAt: now } } : { ok: false, reason: "invalid" };
}

/** A 6-digit code that re-confirms a signed-in session before deleting the account or changing the password. */
export async function issueStepUpCode(
  db: Db,
  user: { id: string; email: string },
): Promise<{ id: string; code: string }> {
  const id = newId();
  const code = randomCode();
  const now = Date.now();
  await db.insert(t).values({
    id,
    kind: "step_up",
    email: user.email,
    userId: user.id,
    // Never e-mailed: only the code is. The column is required and unique.
    tokenHash: await hashToken(randomToken()),
    codeHash: await hashCode(id, code),
    expiresAt: now + STEP_UP_TTL_MS,
    createdAt: now,
  });
  return { id, code };
}

/** A single-use code, valid EXCHANGE_TTL_MS, that an API client trades for a bearer token (never a URL token). */
export async function issueExchangeCode(db: Db, user: { id: string; email: string }): Promise<string> {
  const code = randomToken();
  const now = Date.now();
  await db.insert(t).values({
    id: newId(),
    kind: "session_exchange",
    email: user.email,
    userId: user.id,
    tokenHash: await hashToken(code),
    expiresAt: now + EXCHANGE_TTL_MS,
    createdAt: now,
  });
  return code;
}

/** Wrong codes for one address across every link and step-up, in audit_log under a hash of the address. */
export const CODE_FAILED = "auth.code_failed";

export type MagicLinkQuota =
  | { allowed: true; remaining: number; resetAt: number }
  | { allowed: false; error: "rate_limit_exceeded" | "temporarily_blocked"; resetAt: number };

const REFUSED_ACTION = "auth.magic_link_refused";

/**
 * Sends in the last 15 minutes come from auth_codes; refused requests are kept in audit_log
 * (by a hash of the address) only once the limit is reached, to tell plain excess from hammering.
 */
export async function checkMagicLinkQuota(db: Db, email: string, now = Date.now()): Promise<MagicLinkQuota> {
  const since = now - MAGIC_LINK_WINDOW_MS;
  const sends = await db
    .select({ n: count(), oldest: min(t.createdAt), newest: max(t.createdAt) })
    .from(t)
    .where(and(eq(t.email, email), eq(t.kind, "magic_link"), gt(t.createdAt, since)))
    .get();
  const sent = sends?.n ?? 0;
  if (sent < MAGIC_LINK_SENDS_PER_WINDOW) {
    return {
      allowed: true,
      remaining: MAGIC_LINK_SENDS_PER_WINDOW - sent - 1,
      resetAt: (sends?.oldest ?? now) + MAGIC_LINK_WINDOW_MS,
    };
  }
  const subjectId = await hashToken(`email:${email}`);
  const a = schema.auditLog;
  const refused = await db
    .select({ n: count(), newest: max(a.createdAt) })
    .from(a)
    .where(and(eq(a.action, REFUSED_ACTION), eq(a.subjectId, subjectId), gt(a.createdAt, since)))
    .get();
  if (sent + (refused?.n ?? 0) >= MAGIC_LINK_BLOCK_AFTER) {
    // Blocked until every request of the window has aged out; further tries are not recorded.
    const newest = Math.max(sends?.newest ?? now, refused?.newest ?? now);
    return { allowed: false, error: "temporarily_blocked", resetAt: newest + MAGIC_LINK_WINDOW_MS };
  }
  await db
    .insert(a)
    .values({ id: newId(), action: REFUSED_ACTION, subjectType: "email", subjectId, createdAt: now });
  return {
    allowed: false,
    error: "rate_limit_exceeded",
    resetAt: (sends?.oldest ?? now) + MAGIC_LINK_WINDOW_MS,
  };
}

/** Attempts of one action for one key (an e-mail) in the window, counted in audit_log by a hashed key. */
export async function recentAttempts(
  db: Db,
  action: string,
  key: string,
  windowMs: number,
  now = Date.now(),
): Promise<{ count: number; resetAt: number; subjectId: string }> {
  const subjectId = await hashToken(`${action}:${key}`);
  const a = schema.auditLog;
  const recent = await db
    .select({ n: count(), oldest: min(a.createdAt) })
    .from(a)
    .where(and(eq(a.action, action), eq(a.subjectId, subjectId), gt(a.createdAt, now - windowMs)))
    .get();
  return { count: recent?.n ?? 0, resetAt: (recent?.oldest ?? now) + windowMs, subjectId };
}

/** Counts one attempt (subjectId from recentAttempts); the row is also the audit entry of a failure. */
export async function recordAttempt(
  db: Db,
  action: string,
  subjectId: string,
  now = Date.now(),
  details: Record<string, string> | null = null,
) {
  await db
    .insert(schema.auditLog)
    .values({ id: newId(), action, subjectType: "email", subjectId, details, createdAt: now });
}

/**
 * A plain per-key counter in audit_log for endpoints that must answer the same whether an
 * account exists or not (resend-verification): every request counts, known e-mail or not.
 */
export async function takeAttempt(
  db: Db,
  action: string,
  key: string,
  limit: number,
  windowMs: number,
  now = Date.now(),
): Promise<{ allowed: boolean; resetAt: number }> {
  const recent = await recentAttempts(db, action, key, windowMs, now);
  if (recent.count >= limit) return { allowed: false, resetAt: recent.resetAt };
  await recordAttempt(db, action, recent.subjectId, now);
  return { allowed: true, resetAt: recent.resetAt };
}
