// Sign-up, password sign-in, e-mail verification and magic-link sign-in, shared by /api/auth/*
// and the /signin, /verify-email and /auth/magic-link pages. Failures are ApiErrors with the spec's words.
import { eq } from "drizzle-orm";
import { ApiError } from "~/api/http";
import { schema, type Db } from "~/db.server";
import { getConfig } from "~/env.server";
import {
  checkMagicLinkQuota,
  consumeLinkToken,
  consumeMagicCode,
  discardAuthCode,
  issueMagicLink,
  issueVerifyEmailToken,
  recentAttempts,
  recordAttempt,
  takeAttempt,
  type LinkFailure,
} from "./auth-codes.server";
import { recordAudit, type AuditEntry } from "./audit.server";
import { AUTH, rateLimitExceeded, temporarilyBlocked, type SigninErrorCode } from "./auth-messages";
import { sendEmail } from "./email.server";
import { magicLinkEmail, verificationEmail } from "./email-templates.server";
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from "./password.server";
import { createSession, sessionCookie } from "./session.server";
import { createUser, findUserByEmail, findUserById, normalizeEmail } from "./users.server";
import { logError } from "#core/error-log";

type UserRow = typeof schema.users.$inferSelect;

/** A same-origin path such as `/bills?x=1`, or null: absolute and protocol-relative URLs are ignored. */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000 || !value.startsWith("/") || value.startsWith("//")) return null;
  // Backslashes and control characters let browsers read a path as another host.
  if (value.includes("\\") || [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f))
    return null;
  const url = new URL(value, "http://same.origin");
  return url.origin === "http://same.origin" ? url.pathname + url.search + url.hash : null;
}

const minutesUntil = (at: number) => Math.max(1, Math.ceil((at - Date.now()) / 60_000));

async function audit(db: Db, action: string, userId: string, details?: AuditEntry["details"]) {
  await recordAudit(db, { action, subjectType: "user", subjectId: userId, details });
}

/** A new session for the user: the bearer token, and the cookie that carries it for the pages. */
export async function startSession(env: Env, db: Db, userId: string) {
  const { token, expiresAt } = await createSession(db, userId);
  return { token, expiresAt, cookie: sessionCookie(env, token, expiresAt) };
}

export async function sendVerificationEmail(
  env: Env,
  db: Db,
  user: { id: string; email: string },
): Promise<void> {
  const token = await issueVerifyEmailToken(db, user);
  const link = `${getConfig(env).APP_URL}/verify-email?token=${encodeURIComponent(token)}`;
  await sendEmail(env, { to: user.email, userId: user.id, ...verificationEmail(link) });
}

const isUniqueViolation = (error: unknown) =>
  error instanceof Error && /UNIQUE constraint failed/i.test(`${error.message} ${String(error.cause ?? "")}`);

export async function registerWithPassword(
  env: Env,
  db: Db,
  input: { email: string; password: string; displayName?: string | null; fullName?: string | null },
): Promise<UserRow> {
  const email = normalizeEmail(input.email);
  if (await findUserByEmail(db, email)) throw new ApiError(400, AUTH.emailAlreadyRegistered);
  const passwordHash = await hashPassword(input.password);
  let user: UserRow;
  try {
    user = await createUser(db, {
      email,
      passwordHash,
      displayName: input.displayName,
      realName: input.fullName,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(400, AUTH.emailAlreadyRegistered);
    throw error;
  }
  await audit(db, "user.registered", user.id, { method: "password" });
  try {
    await sendVerificationEmail(env, db, user);
  } catch (error) {
    // The account exists either way; the user can ask for the e-mail again.
    logError("verification email not sent", error);
  }
  return user;
}

/** The same answer, after the same work, whether the e-mail is unknown, has no password, or the password is wrong. */
/** Wrong passwords for one e-mail before sign-in pauses for the rest of the window (brute force). */
export const PASSWORD_FAILURES_PER_WINDOW = 10;
const PASSWORD_WINDOW_MS = 15 * 60_000;
const PASSWORD_FAILED = "auth.password_failed";

export async function signInWithPassword(db: Db, email: string, password: string): Promise<UserRow> {
  const failures = await recentAttempts(db, PASSWORD_FAILED, normalizeEmail(email), PASSWORD_WINDOW_MS);
  if (failures.count >= PASSWORD_FAILURES_PER_WINDOW) {
    const minutes = minutesUntil(failures.resetAt);
    throw new ApiError(429, rateLimitExceeded(minutes), { "Retry-After": String(minutes * 60) });
  }
  const user = await findUserByEmail(db, email);
  const ok =
    user?.passwordHash && user.status === "active"
      ? await verifyPassword(password, user.passwordHash)
      : await burnPasswordCheck(password);
  if (!ok || !user) {
    await recordAttempt(db, PASSWORD_FAILED, failures.subjectId);
    throw new ApiError(401, AUTH.invalidCredentials, { "WWW-Authenticate": "Bearer" });
  }
  if (needsRehash(user.passwordHash!)) {
    await db
      .update(schema.users)
      .set({ passwordHash: await hashPassword(password), updatedAt: Date.now() })
      .where(eq(schema.users.id, user.id));
  }
  return user;
}

/**
 * Marks the token's account verified; every failure is the spec's one 400 message. The page
 * passes `acceptUsedIfVerified`: a mail scanner may have opened the link first, and the
 * account is verified all the same.
 */
export async function verifyEmail(
  db: Db,
  token: string,
  options: { acceptUsedIfVerified?: boolean } = {},
): Promise<UserRow> {
  const result = await consumeLinkToken(db, "verify_email", token);
  const row =
    result.ok || (options.acceptUsedIfVerified && result.reason === "used") ? result.row : undefined;
  const user = row?.userId ? await findUserById(db, row.userId) : undefined;
  if (!row || !user || user.email !== row.email) throw new ApiError(400, AUTH.verificationFailed);
  if (!result.ok && !user.isVerified) throw new ApiError(400, AUTH.verificationFailed);
  if (!user.isVerified) {
    await db
      .update(schema.users)
      .set({ isVerified: true, updatedAt: Date.now() })
      .where(eq(schema.users.id, user.id));
    await audit(db, "user.email_verified", user.id);
  }
  return { ...user, isVerified: true };
}

export const RESEND_PER_WINDOW = 3;
const RESEND_WINDOW_MS = 15 * 60_000;

/** Sends a fresh link to an unverified account; answers alike for unknown e-mails so accounts do not leak. */
export async function resendVerification(env: Env, db: Db, rawEmail: string): Promise<void> {
  const email = normalizeEmail(rawEmail);
  const attempt = await takeAttempt(
    db,
    "auth.verification_resend",
    email,
    RESEND_PER_WINDOW,
    RESEND_WINDOW_MS,
  );
  if (!attempt.allowed) throw new ApiError(429, temporarilyBlocked(minutesUntil(attempt.resetAt)));
  const user = await findUserByEmail(db, email);
  if (!user || user.isVerified || user.status !== "active") return;
  try {
    await sendVerificationEmail(env, db, user);
  } catch {
    throw new ApiError(503, AUTH.emailServiceUnavailable);
  }
}

export interface RateLimitInfo {
  remaining: number;
  reset_at: string;
}

export async function sendMagicLink(
  env: Env,
  db: Db,
  input: { email: string; redirectUrl?: string | null },
): Promise<RateLimitInfo> {
  const email = normalizeEmail(input.email);
  const quota = await checkMagicLinkQuota(db, email);
  if (!quota.allowed) {
    const minutes = minutesUntil(quota.resetAt);
    const message =
      quota.error === "temporarily_blocked" ? temporarilyBlocked(minutes) : rateLimitExceeded(minutes);
    throw new ApiError(
      429,
      {
        error: quota.error,
        message,
        retry_after_minutes: minutes,
        reset_at: new Date(quota.resetAt).toISOString(),
      },
      { "Retry-After": String(minutes * 60) },
    );
  }
  const user = await findUserByEmail(db, email);
  const issued = await issueMagicLink(db, {
    email,
    userId: user?.id ?? null,
    redirectUrl: safeRedirectPath(input.redirectUrl),
  });
  const link = `${getConfig(env).APP_URL}/auth/magic-link?token=${encodeURIComponent(issued.token)}`;
  try {
    await sendEmail(env, { to: email, userId: user?.id ?? null, ...magicLinkEmail(link, issued.code) });
  } catch (error) {
    await discardAuthCode(db, issued.id);
    logError("magic link email not sent", error);
    throw new ApiError(503, AUTH.emailServiceUnavailable);
  }
  return { remaining: quota.remaining, reset_at: new Date(quota.resetAt).toISOString() };
}

/** Whoever proved they read the mailbox: an unknown address gets an account, an unverified one is verified. */
async function accountForMailbox(db: Db, email: string): Promise<UserRow | null> {
  let user = await findUserByEmail(db, email);
  if (!user) {
    try {
      user = await createUser(db, { email, isVerified: true });
      await audit(db, "user.registered", user.id, { method: "magic_link" });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      user = await findUserByEmail(db, email);
    }
  }
  if (!user || user.status !== "active") return null;
  if (!user.isVerified) {
    await db
      .update(schema.users)
      .set({ isVerified: true, updatedAt: Date.now() })
      .where(eq(schema.users.id, user.id));
    user = { ...user, isVerified: true };
  }
  return user;
}

const LINK_ERRORS: Record<LinkFailure, SigninErrorCode> = {
  invalid: "invalid_link",
  expired: "expired_link",
  used: "used_link",
};

/** The /auth/magic-link target: the user and where to go, or the /signin?error= code. */
export async function signInWithMagicLink(
  db: Db,
  token: string | null,
): Promise<{ ok: true; user: UserRow; redirectTo: string } | { ok: false; error: SigninErrorCode }> {
  if (!token) return { ok: false, error: "invalid_link" };
  const result = await consumeLinkToken(db, "magic_link", token);
  if (!result.ok) return { ok: false, error: LINK_ERRORS[result.reason] };
  const user = await accountForMailbox(db, result.row.email);
  if (!user) return { ok: false, error: "verification_error" };
  return { ok: true, user, redirectTo: safeRedirectPath(result.row.redirectUrl) ?? "/bills" };
}

export async function signInWithMagicCode(
  db: Db,
  input: { email: string; code: string; redirectUrl?: string | null },
): Promise<{ user: UserRow; redirectTo: string }> {
  const email = normalizeEmail(input.email);
  const result = await consumeMagicCode(db, email, input.code);
  if (!result.ok) {
    throw result.reason === "too_many"
      ? new ApiError(429, AUTH.tooManyAttempts)
      : new ApiError(400, AUTH.invalidCode);
  }
  const user = await accountForMailbox(db, email);
  if (!user) throw new ApiError(400, AUTH.invalidCode);
  const redirectTo =
    safeRedirectPath(input.redirectUrl) ?? safeRedirectPath(result.row.redirectUrl) ?? "/bills";
  return { user, redirectTo };
}
