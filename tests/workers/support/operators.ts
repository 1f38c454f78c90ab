// Operators for workers tests: verified or not, signed in now or long ago, with or without the
// second factor on the session, and the TOTP codes their authenticator app would show.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { getDb, schema } from "~/db.server";
import { createSession, SESSION_COOKIE } from "~/services/auth/session.server";
import { hashToken } from "~/services/auth/tokens.server";
import { createUser, findUserByEmail } from "~/services/auth/users.server";

/** The secrets vitest.workers.config.ts gives OPERATOR_TOTP_SECRETS. */
const SECRETS: Record<string, string> = Object.fromEntries(
  String(env.OPERATOR_TOTP_SECRETS ?? "")
    .split(",")
    .map((pair) => pair.split(":") as [string, string]),
);

/** The code for `at` (ms), `steps` 30-second steps away. */
export function totpCode(email: string, at = Date.now(), steps = 0): string {
  const secret = SECRETS[email.toLowerCase()];
  if (!secret) throw new Error(`no TOTP secret for ${email} in vitest.workers.config.ts`);
  return new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6, algorithm: "SHA1" }).generate({
    timestamp: at + steps * 30_000,
  });
}

export async function operatorUser(email: string, verified = true) {
  const db = getDb(env);
  const user = (await findUserByEmail(db, email)) ?? (await createUser(db, { email }));
  await db.update(schema.users).set({ isVerified: verified }).where(eq(schema.users.id, user.id));
  return { ...user, isVerified: verified };
}

/** A session cookie; `signedInAgoMs` backdates the sign-in, `secondFactor` marks the code as passed. */
export async function operatorCookie(
  userId: string,
  options: { signedInAgoMs?: number; secondFactor?: boolean } = {},
): Promise<{ cookie: string; sessionId: string }> {
  const db = getDb(env);
  const now = Date.now() - (options.signedInAgoMs ?? 0);
  const { token } = await createSession(db, userId, { now });
  const sessionId = await hashToken(token);
  if (options.secondFactor)
    await db
      .update(schema.sessions)
      .set({ secondFactorAt: now + 1 })
      .where(eq(schema.sessions.id, sessionId));
  return { cookie: `${SESSION_COOKIE}=${token}`, sessionId };
}
