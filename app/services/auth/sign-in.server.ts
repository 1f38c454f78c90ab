// Sign-up, password sign-in and sessions, shared by /api/auth/* and the /signin page (magic links
// are in magic-link.server.ts). Failures are ApiErrors with the spec's words. Every attempt is limited
// per e-mail here and per client IP and globally in rate-limits.server.ts.
import { eq } from "drizzle-orm";
import { ApiError } from "~/api/http";
import { schema, type Db } from "~/db.server";
import { getConfig } from "~/env.server";
import type { MailboxProof } from "./account-claim.server";
import { issueVerifyEmailToken, recentAttempts, recordAttempt, takeAttempt } from "./codes.server";
import { auditStatement, recordAudit, type AuditEntry } from "../platform/audit.server";
import { AUTH, rateLimitExceeded, temporarilyBlocked } from "./messages";
import { sendEmail } from "../email/send.server";
import { verificationEmail } from "../email/templates.server";
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from "./password.server";
import { clientIp, countFailure, countRequest, refuseWhileFailing } from "./rate-limits.server";
import { deviceLabel, prepareSession, sessionCookie } from "./session.server";
import { createUser, findUserByEmail, normalizeEmail } from "./users.server";
import { logError } from "#core/error-log";

type UserRow = typeof schema.users.$inferSelect;

/** Who is asking: the client IP for the rate limits, a device label for the session list. */
export interface Client {
  ip: string;
  device: string;
}

export function clientOf(request: Request): Client {
  return { ip: clientIp(request), device: deviceLabel(request.headers.get("user-agent")) };
}

/** A same-origin path such as `/bills?x=1`, or null: absolute and protocol-relative URLs are ignored. */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000 || !value.startsWith("/") || value.startsWith("//")) return null;
  // Backslashes and control characters let browsers read a path as another host.
  if (value.includes("\\") || [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f))
    return null;
  const url = new URL(value, "http://same.origin");
  if (url.origin !== "http://same.origin") return null;
  // A session token never rides along in a redirect (docs/decisions/011).
  url.searchParams.delete("token");
  return url.pathname + url.search + url.hash;
}

export const minutesUntil = (at: number) => Math.max(1, Math.ceil((at - Date.now()) / 60_000));

export async function audit(db: Db, action: string, userId: string, details?: AuditEntry["details"]) {
  await recordAudit(db, { action, subjectType: "user", subjectId: userId, details });
}

export type SignInMethod = "password" | "registration" | MailboxProof | "exchange";

/** A new session for the user, written with its audit entry: the bearer token and the cookie that carries it. */
export async function startSession(
  env: Env,
  db: Db,
  userId: string,
  options: { method: SignInMethod; device?: string | null },
) {
  const session = await prepareSession(db, userId, { device: options.device });
  await db.batch([
    session.statement,
    auditStatement(db, {
      action: "auth.signed_in",
      subjectType: "user",
      subjectId: userId,
      details: { method: options.method },
    }),
  ]);
  return {
    token: session.token,
    expiresAt: session.expiresAt,
    cookie: sessionCookie(env, session.token, session.expiresAt),
  };
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

export const isUniqueViolation = (error: unknown) =>
  error instanceof Error && /UNIQUE constraint failed/i.test(`${error.message} ${String(error.cause ?? "")}`);

export async function registerWithPassword(
  env: Env,
  db: Db,
  input: { email: string; password: string; displayName?: string | null; fullName?: string | null },
  client: Client,
): Promise<UserRow & { verificationSent: boolean }> {
  await countRequest(env, db, "register", client.ip);
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
    return { ...user, verificationSent: true };
  } catch (error) {
    // The account exists either way; the user can ask for the e-mail again.
    logError("verification email not sent", error);
    return { ...user, verificationSent: false };
  }
}

/** Wrong passwords for one e-mail before sign-in pauses for the rest of the window (brute force). */
export const PASSWORD_FAILURES_PER_WINDOW = 10;
const PASSWORD_WINDOW_MS = 15 * 60_000;
const PASSWORD_FAILED = "auth.password_failed";

/** The same answer, after the same work, whether the e-mail is unknown, has no password, or the password is wrong. */
export async function signInWithPassword(
  env: Env,
  db: Db,
  email: string,
  password: string,
  client: Client,
): Promise<UserRow> {
  const failures = await recentAttempts(db, PASSWORD_FAILED, normalizeEmail(email), PASSWORD_WINDOW_MS);
  if (failures.count >= PASSWORD_FAILURES_PER_WINDOW) {
    const minutes = minutesUntil(failures.resetAt);
    throw new ApiError(429, rateLimitExceeded(minutes), { "Retry-After": String(minutes * 60) });
  }
  await refuseWhileFailing(env, db, "signin", client.ip);
  const user = await findUserByEmail(db, email);
  const ok =
    user?.passwordHash && user.status === "active"
      ? await verifyPassword(password, user.passwordHash)
      : await burnPasswordCheck(password);
  if (!ok || !user) {
    // The row is both the per-e-mail counter and the audit entry of the failure (a hash, never the address).
    await recordAttempt(db, PASSWORD_FAILED, failures.subjectId, Date.now(), { method: "password" });
    await countFailure(env, db, "signin", client.ip);
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

export const RESEND_PER_WINDOW = 3;
const RESEND_WINDOW_MS = 15 * 60_000;

/** Sends a fresh link to an unverified account; answers alike for unknown e-mails so accounts do not leak. */
export async function resendVerification(env: Env, db: Db, rawEmail: string, client?: Client): Promise<void> {
  // Each resend is an e-mail: the API's anonymous callers share the magic-link sends' IP budget.
  if (client) await countRequest(env, db, "magic_link", client.ip, { answerAs: "signin" });
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
