// The operators' second factor: TOTP (RFC 6238: HMAC-SHA-1, 6 digits, 30 s steps, ±1 step) with
// secrets provisioned by configuration (OPERATOR_TOTP_SECRETS), so no session can enrol or replace
// one (decision 012). Passes and failures are audit rows; a pass's id is the replay guard.
import { and, count, eq, gt, inArray, min } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { getDb, schema } from "~/db.server";
import { getConfig } from "~/env.server";
import { recordAudit } from "~/services/platform/audit.server";
import { SECOND_FACTOR_MESSAGES } from "~/services/ops/messages";
import type { SignedIn } from "~/services/auth/session.server";

export { SECOND_FACTOR_MESSAGES };

export const TOTP_PERIOD_SECONDS = 30;
/** Wrong codes per operator before the step pauses: 5 guesses at 3 valid codes in 10^6. */
export const SECOND_FACTOR_FAILURES_PER_WINDOW = 5;
export const SECOND_FACTOR_WINDOW_MS = 15 * 60_000;

const PASSED = "ops.second_factor_passed";
const FAILED = "ops.second_factor_failed";
/** A code presented again: someone may have seen it (ASVS 2.8.5), so it counts as a failure too. */
const REUSED = "ops.second_factor_reused";

/** The operator's TOTP from configuration, or null when none is provisioned for the address. */
export function operatorTotp(env: Env, email: string): TOTP | null {
  const wanted = email.toLowerCase();
  for (const pair of getConfig(env).OPERATOR_TOTP_SECRETS.split(",")) {
    const at = pair.lastIndexOf(":");
    if (at < 0 || pair.slice(0, at).trim().toLowerCase() !== wanted) continue;
    return new TOTP({
      issuer: "Fairbill operations",
      label: wanted,
      algorithm: "SHA1",
      digits: 6,
      period: TOTP_PERIOD_SECONDS,
      secret: Secret.fromBase32(
        pair
          .slice(at + 1)
          .trim()
          .toUpperCase(),
      ),
    });
  }
  return null;
}

export type SecondFactorResult =
  | { ok: true }
  | { ok: false; status: 400 | 403 | 429; error: string; retryAfterSeconds?: number };

const passId = (userId: string, step: number) => `ops-second-factor-${userId}-${step}`;

/**
 * Checks the code for this session's operator and, when it is the current one (±1 step) and not
 * used before, marks the session as having passed. A code, or an older one, never works twice.
 */
export async function passSecondFactor(
  env: Env,
  signedIn: SignedIn,
  rawCode: string,
  now = Date.now(),
): Promise<SecondFactorResult> {
  const db = getDb(env);
  const userId = signedIn.user.id;
  const a = schema.auditLog;
  const since = now - SECOND_FACTOR_WINDOW_MS;
  const failures = await db
    .select({ n: count(), oldest: min(a.createdAt) })
    .from(a)
    .where(and(inArray(a.action, [FAILED, REUSED]), eq(a.subjectId, userId), gt(a.createdAt, since)))
    .get();
  if ((failures?.n ?? 0) >= SECOND_FACTOR_FAILURES_PER_WINDOW) {
    const retryAfterSeconds = Math.max(1, Math.ceil(((failures?.oldest ?? now) - since) / 1000));
    const minutes = Math.ceil(retryAfterSeconds / 60);
    return { ok: false, status: 429, error: SECOND_FACTOR_MESSAGES.tooMany(minutes), retryAfterSeconds };
  }
  const totp = operatorTotp(env, signedIn.user.email);
  if (!totp) return { ok: false, status: 403, error: SECOND_FACTOR_MESSAGES.notConfigured };
  const code = rawCode.replace(/\s/g, "");
  if (!/^\d{6}$/.test(code)) return { ok: false, status: 400, error: SECOND_FACTOR_MESSAGES.format };

  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) {
    await recordAudit(db, { action: FAILED, subjectType: "user", subjectId: userId, createdAt: now });
    return { ok: false, status: 400, error: SECOND_FACTOR_MESSAGES.wrong };
  }
  const current = totp.counter({ timestamp: now });
  const step = current + delta;
  // RFC 6238 §5.2: once a code passed, neither it nor an earlier one of the window is accepted.
  const laterOrSame = [step, current - 1, current, current + 1].filter((s) => s >= step);
  const used = await db
    .select({ id: a.id })
    .from(a)
    .where(
      inArray(
        a.id,
        [...new Set(laterOrSame)].map((s) => passId(userId, s)),
      ),
    )
    .get();
  const pass = used
    ? { recorded: false }
    : await recordAudit(db, {
        id: passId(userId, step),
        action: PASSED,
        subjectType: "user",
        subjectId: userId,
        details: { step },
        createdAt: now,
      });
  // The row's id is unique: of two requests racing with one code, only one records it.
  if (!pass.recorded) {
    await recordAudit(db, {
      action: REUSED,
      subjectType: "user",
      subjectId: userId,
      details: { step },
      createdAt: now,
    });
    return { ok: false, status: 400, error: SECOND_FACTOR_MESSAGES.reused };
  }
  await db
    .update(schema.sessions)
    .set({ secondFactorAt: now })
    .where(eq(schema.sessions.id, signedIn.sessionId));
  return { ok: true };
}
