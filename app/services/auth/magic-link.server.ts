// Magic-link sign-in (001 §2): the e-mailed link and its 6-digit code, and the limits on code
// checks shared with the step-up code. A mailbox proof of a never-verified account claims it.
import { logError } from "#core/error-log";
import { ApiError } from "~/api/http";
import { schema, type Db } from "~/db.server";
import { getConfig } from "~/env.server";
import { settleMailboxProof, type MailboxProof } from "./account-claim.server";
import {
  checkMagicLinkQuota,
  CODE_FAILED,
  consumeLinkToken,
  consumeMagicCode,
  discardAuthCode,
  issueMagicLink,
  recentAttempts,
  recordAttempt,
  type LinkFailure,
} from "./codes.server";
import { AUTH, rateLimitExceeded, temporarilyBlocked, type SigninErrorCode } from "./messages";
import { sendEmail } from "../email/send.server";
import { magicLinkEmail } from "../email/templates.server";
import { countFailure, countRequest, limitSetting, refuseWhileFailing } from "./rate-limits.server";
import { audit, isUniqueViolation, minutesUntil, safeRedirectPath, type Client } from "./sign-in.server";
import { createUser, findUserByEmail, normalizeEmail } from "./users.server";

type UserRow = typeof schema.users.$inferSelect;

export interface RateLimitInfo {
  remaining: number;
  reset_at: string;
}

export async function sendMagicLink(
  env: Env,
  db: Db,
  input: { email: string; redirectUrl?: string | null },
  client: Client,
): Promise<RateLimitInfo> {
  await countRequest(env, db, "magic_link", client.ip);
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

/**
 * Whoever proved they read the mailbox: an unknown address gets an account; an unverified one is
 * verified, and claimed (password and sessions gone) unless `holderId` shows this request already
 * holds one of its sessions.
 */
async function accountForMailbox(
  db: Db,
  email: string,
  method: MailboxProof,
  holderId: string | null,
): Promise<UserRow | null> {
  let user = await findUserByEmail(db, email);
  if (!user) {
    try {
      user = await createUser(db, { email, isVerified: true });
      await audit(db, "user.registered", user.id, { method });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      user = await findUserByEmail(db, email);
    }
  }
  if (!user || user.status !== "active") return null;
  return (await settleMailboxProof(db, user, { method, provenByHolder: holderId === user.id })).user;
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
  holderId: string | null = null,
): Promise<{ ok: true; user: UserRow; redirectTo: string } | { ok: false; error: SigninErrorCode }> {
  if (!token) return { ok: false, error: "invalid_link" };
  const result = await consumeLinkToken(db, "magic_link", token);
  if (!result.ok) return { ok: false, error: LINK_ERRORS[result.reason] };
  const user = await accountForMailbox(db, result.row.email, "magic_link", holderId);
  if (!user) return { ok: false, error: "verification_error" };
  return { ok: true, user, redirectTo: safeRedirectPath(result.row.redirectUrl) ?? "/bills" };
}

/**
 * Runs one 6-digit code check (magic link or step-up) inside the limits: wrong codes per client IP,
 * across the service, and per address across every link it was sent (so new links give no new guesses).
 */
export async function checkCodeWithinLimits<T>(
  env: Env,
  db: Db,
  attempt: { email: string; ip: string; method: "magic_code" | "step_up" },
  check: () => Promise<{ ok: true; row: T } | { ok: false; reason: "invalid" | "too_many" }>,
): Promise<T> {
  await refuseWhileFailing(env, db, "code", attempt.ip);
  const perEmail = limitSetting(env, "RATE_LIMIT_CODE_PER_EMAIL");
  const failures = await recentAttempts(db, CODE_FAILED, normalizeEmail(attempt.email), perEmail.windowMs);
  if (failures.count >= perEmail.count) {
    const retryAfter = String(minutesUntil(failures.resetAt) * 60);
    throw new ApiError(429, AUTH.tooManyAttempts, { "Retry-After": retryAfter });
  }
  const result = await check();
  if (result.ok) return result.row;
  await recordAttempt(db, CODE_FAILED, failures.subjectId, Date.now(), { method: attempt.method });
  await countFailure(env, db, "code", attempt.ip);
  throw result.reason === "too_many"
    ? new ApiError(429, AUTH.tooManyAttempts)
    : new ApiError(400, AUTH.invalidCode);
}

export async function signInWithMagicCode(
  env: Env,
  db: Db,
  input: { email: string; code: string; redirectUrl?: string | null },
  client: Client,
  holderId: string | null = null,
): Promise<{ user: UserRow; redirectTo: string }> {
  const email = normalizeEmail(input.email);
  const row = await checkCodeWithinLimits(env, db, { email, ip: client.ip, method: "magic_code" }, () =>
    consumeMagicCode(db, email, input.code),
  );
  const user = await accountForMailbox(db, email, "magic_code", holderId);
  if (!user) throw new ApiError(400, AUTH.invalidCode);
  const redirectTo = safeRedirectPath(input.redirectUrl) ?? safeRedirectPath(row.redirectUrl) ?? "/bills";
  return { user, redirectTo };
}
