// The signed-in person's own credentials and sessions: fresh sign-in (step-up by an e-mailed
// code) before the risky actions, password change, and signing devices out. Every change is audited.
import { logError } from "#core/error-log";
import { and, count, eq, gt, min } from "drizzle-orm";
import { ApiError } from "~/api/http";
import { schema, type Db } from "~/db.server";
import { consumeStepUpCode, discardAuthCode, issueStepUpCode, STEP_UP_TTL_MS } from "./codes.server";
import { auditStatement, recordAudit, type AuditEntry } from "../platform/audit.server";
import { AUTH, temporarilyBlocked } from "./messages";
import { sendEmail } from "../email/send.server";
import { hashPassword } from "./password.server";
import { countRequest } from "./rate-limits.server";
import {
  endOtherSessions,
  endOwnSession,
  isFreshSignIn,
  markReauthenticated,
  type SignedIn,
} from "./session.server";
import { checkCodeWithinLimits } from "./magic-link.server";
import { signInWithPassword, type Client } from "./sign-in.server";

const userEntry = (signedIn: SignedIn, action: string, details?: AuditEntry["details"]): AuditEntry => ({
  action,
  subjectType: "user",
  subjectId: signedIn.user.id,
  details,
});

/** Deleting the account and changing the password need a sign-in of the last 10 minutes (or a step-up code). */
export function requireFreshSignIn(signedIn: SignedIn): void {
  if (!isFreshSignIn(signedIn)) throw new ApiError(403, AUTH.reauthRequired);
}

export const STEP_UP_SENDS_PER_WINDOW = 5;
const STEP_UP_WINDOW_MS = 15 * 60_000;

function stepUpEmail(code: string) {
  const minutes = STEP_UP_TTL_MS / 60_000;
  return {
    subject: "Your Fairbill confirmation code",
    text: [
      `Your code to confirm it's you: ${code}`,
      "",
      `Enter it on the Account page within ${minutes} minutes. If you did not ask for it, someone may be using your account: sign out of all devices and change your password.`,
    ].join("\n"),
    html: `<p>Your code to confirm it's you:</p><p style="font-size:24px;font-weight:700;letter-spacing:4px">${code}</p><p>Enter it on the Account page within ${minutes} minutes. If you did not ask for it, someone may be using your account: sign out of all devices and change your password.</p>`,
  };
}

/** E-mails a 6-digit step-up code to the account's own address. */
export async function sendStepUpCode(env: Env, db: Db, signedIn: SignedIn, client: Client): Promise<void> {
  await countRequest(env, db, "magic_link", client.ip, { answerAs: "signin" });
  const a = schema.auditLog;
  const now = Date.now();
  // The audit rows of earlier sends are the per-user counter.
  const recent = await db
    .select({ n: count(), oldest: min(a.createdAt) })
    .from(a)
    .where(
      and(
        eq(a.action, "auth.step_up_sent"),
        eq(a.subjectId, signedIn.user.id),
        gt(a.createdAt, now - STEP_UP_WINDOW_MS),
      ),
    )
    .get();
  if ((recent?.n ?? 0) >= STEP_UP_SENDS_PER_WINDOW) {
    const resetAt = (recent?.oldest ?? now) + STEP_UP_WINDOW_MS;
    throw new ApiError(429, temporarilyBlocked(Math.max(1, Math.ceil((resetAt - now) / 60_000))));
  }
  const { id, code } = await issueStepUpCode(db, signedIn.user);
  try {
    await sendEmail(env, { to: signedIn.user.email, userId: signedIn.user.id, ...stepUpEmail(code) });
  } catch {
    await discardAuthCode(db, id);
    throw new ApiError(503, AUTH.emailServiceUnavailable);
  }
  await recordAudit(db, userEntry(signedIn, "auth.step_up_sent"));
}

/** A right code makes this session fresh (authenticated_at = now). */
export async function confirmStepUp(
  env: Env,
  db: Db,
  signedIn: SignedIn,
  code: string,
  client: Client,
): Promise<void> {
  await checkCodeWithinLimits(env, db, { email: signedIn.user.email, ip: client.ip, method: "step_up" }, () =>
    consumeStepUpCode(db, signedIn.user, code),
  );
  await db.batch([
    markReauthenticated(db, signedIn.sessionId),
    auditStatement(db, userEntry(signedIn, "auth.step_up", { method: "email_code" })),
  ]);
}

/**
 * Sets a new password (after checking the current one, when there is one) and signs out every
 * other device, since whoever knew the old password may hold one of them.
 */
export async function changePassword(
  env: Env,
  db: Db,
  signedIn: SignedIn,
  input: { currentPassword?: string | null; newPassword: string },
  client: Client,
): Promise<{ set: boolean }> {
  requireFreshSignIn(signedIn);
  const hadPassword = Boolean(signedIn.user.passwordHash);
  if (hadPassword) {
    if (!input.currentPassword) throw new ApiError(400, AUTH.currentPasswordRequired);
    try {
      await signInWithPassword(env, db, signedIn.user.email, input.currentPassword, client);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401)
        throw new ApiError(400, AUTH.currentPasswordWrong);
      throw error;
    }
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.batch([
    db
      .update(schema.users)
      .set({ passwordHash, updatedAt: Date.now() })
      .where(eq(schema.users.id, signedIn.user.id)),
    endOtherSessions(db, signedIn.user.id, signedIn.sessionId),
    auditStatement(db, userEntry(signedIn, hadPassword ? "auth.password_changed" : "auth.password_set")),
  ]);
  await notifyPasswordChange(env, signedIn, !hadPassword);
  return { set: !hadPassword };
}

/** ASVS 2.2.3: the account's address hears of every password change (a failed e-mail does not undo it). */
async function notifyPasswordChange(env: Env, signedIn: SignedIn, set: boolean): Promise<void> {
  const what = set ? "A password was set on" : "The password of";
  const text = `${what} your Fairbill account was changed just now, and every other device was signed out. If this was not you, sign in with an email link, then change your password on the Account page.`;
  try {
    await sendEmail(env, {
      to: signedIn.user.email,
      userId: signedIn.user.id,
      subject: "Your Fairbill password was changed",
      text,
      html: `<p>${text}</p>`,
    });
  } catch (error) {
    logError("password change notice not sent", error);
  }
}

export type SignOutScope = "this_device" | "all_devices" | "other_device";

/** Ends this session, every session of the user, or one other of their sessions; audited either way. */
export async function signOut(
  db: Db,
  signedIn: SignedIn,
  scope: SignOutScope,
  otherSessionId?: string,
): Promise<boolean> {
  // Ending other devices' sessions needs a fresh sign-in (ASVS 3.3.4): a stolen session cannot lock the owner out.
  if (scope !== "this_device") requireFreshSignIn(signedIn);
  const s = schema.sessions;
  const audit = auditStatement(db, userEntry(signedIn, "auth.signed_out", { scope }));
  if (scope === "other_device") {
    if (!otherSessionId || !(await endOwnSession(db, signedIn.user.id, otherSessionId))) return false;
    await audit;
    return true;
  }
  const end =
    scope === "all_devices"
      ? db.delete(s).where(eq(s.userId, signedIn.user.id))
      : db.delete(s).where(eq(s.id, signedIn.sessionId));
  await db.batch([end, audit]);
  return true;
}
