// The auth tests' steps: register and sign in through the API, read the dev mailbox and pull
// links and codes out of it, sessions' clocks and rows, audit rows, a whole Google sign-in.
import { env, SELF } from "cloudflare:test";
import { expect } from "vitest";
import { sha256Hex } from "#core/signing";
import { BASE, bearer, LOCAL_CLIENT, LOCAL_ORIGIN, postForm, postJson } from "../factories/http";
import type { FakeGoogle, Person } from "./google-idp";
import type { MailboxMessage } from "~/services/email/send.server";

/**
 * What production must look like: https URLs (the Worker refuses plain http outside development
 * and test) and Stripe's keys (production refuses the local payment provider).
 */
export const PRODUCTION_VARS = {
  APP_ENV: "production",
  APP_URL: "https://app.fairbill.com",
  GATEWAY_URL: "https://orchestrator.fairbill.com",
  STRIPE_SECRET_KEY: "sk_live_fairbill_test",
  STRIPE_WEBHOOK_SECRET: "whsec_fairbill_test",
};

export async function register(
  email: string,
  password = "correct-horse-9",
  extra: Record<string, unknown> = {},
) {
  const res = await postJson("/api/auth/register", { email, password, ...extra });
  expect(res.status).toBe(200);
  return (await res.json()) as { access_token: string; token_type: string; user: Record<string, unknown> };
}

export async function login(email: string, password: string) {
  return postForm("/api/auth/token", { username: email, password });
}

export async function me(token: string) {
  return SELF.fetch(`${BASE}/api/auth/me`, { headers: bearer(token) });
}

export async function mailbox(to: string): Promise<MailboxMessage[]> {
  const res = await SELF.fetch(`${LOCAL_ORIGIN}/api/dev/mailbox?to=${encodeURIComponent(to)}`, {
    headers: LOCAL_CLIENT,
  });
  expect(res.status).toBe(200);
  return (await res.json()) as MailboxMessage[];
}

/** The token of the newest link to `path` (e.g. /verify-email) e-mailed to `to`. */
export async function latestLinkToken(to: string, path: string): Promise<string> {
  const [message] = (await mailbox(to)).filter((m) => m.text.includes(path));
  expect(message, `an e-mail to ${to} with a ${path} link`).toBeDefined();
  const link = new URL(message.text.match(new RegExp(`https?://\\S+${path}\\?token=\\S+`))![0]);
  return link.searchParams.get("token")!;
}

export async function latestMagicCode(to: string): Promise<string> {
  const [message] = await mailbox(to);
  const code = message.text.match(/code on the sign-in page: (\d{6})/)?.[1];
  expect(code, "a 6-digit code in the e-mail").toBeDefined();
  return code!;
}

/** The `fb_session` value a response sets, or null. */
export function sessionFromCookie(res: Response): string | null {
  const cookie = res.headers.get("set-cookie") ?? "";
  const match = /fb_session=([^;]*)/.exec(cookie);
  return match && match[1] ? match[1] : null;
}

/** Moves a session's clocks back, as if it were signed in or last used that many minutes ago. */
export async function ageSession(token: string, ago: { signedInMinutes?: number; lastUsedMinutes?: number }) {
  const id = await sha256Hex(token);
  const now = Date.now();
  if (ago.signedInMinutes !== undefined)
    await env.DB.prepare("UPDATE sessions SET authenticated_at = ?, created_at = ? WHERE id = ?")
      .bind(now - ago.signedInMinutes * 60_000, now - ago.signedInMinutes * 60_000, id)
      .run();
  if (ago.lastUsedMinutes !== undefined)
    await env.DB.prepare("UPDATE sessions SET last_used_at = ? WHERE id = ?")
      .bind(now - ago.lastUsedMinutes * 60_000, id)
      .run();
}

export async function sessionRow(token: string) {
  return env.DB.prepare("SELECT * FROM sessions WHERE id = ?")
    .bind(await sha256Hex(token))
    .first<{
      user_id: string;
      authenticated_at: number;
      last_used_at: number;
      expires_at: number;
      device: string;
    }>();
}

export interface AuditRow {
  action: string;
  subject_type: string;
  subject_id: string;
  details: string | null;
}

/** Audit rows of these actions, oldest first. */
export async function auditRows(...actions: string[]): Promise<AuditRow[]> {
  const marks = actions.map(() => "?").join(",");
  const { results } = await env.DB.prepare(
    `SELECT action, subject_type, subject_id, details FROM audit_log WHERE action IN (${marks}) ORDER BY created_at, rowid`,
  )
    .bind(...actions)
    .all<AuditRow>();
  return results;
}

/** One whole Google sign-in through the fake issuer: our redirect, Google's answer, the callback. */
export async function googleSignIn(
  google: FakeGoogle,
  person: Person,
  options: { query?: string; headers?: Record<string, string> } = {},
) {
  const start = await SELF.fetch(`${BASE}/api/auth/google${options.query ?? ""}`, { redirect: "manual" });
  const auth = new URL(start.headers.get("location")!).searchParams;
  const flowCookie = start.headers
    .getSetCookie()
    .find((c) => c.startsWith("fb_google_flow="))!
    .split(";")[0];
  const code = crypto.randomUUID();
  google.grant(code, { challenge: auth.get("code_challenge")!, nonce: auth.get("nonce")!, person });
  const extraCookie = options.headers?.cookie ? `; ${options.headers.cookie}` : "";
  const res = await SELF.fetch(
    `${BASE}/api/auth/google/callback?code=${code}&state=${encodeURIComponent(auth.get("state")!)}`,
    { headers: { ...options.headers, cookie: `${flowCookie}${extraCookie}` }, redirect: "manual" },
  );
  return {
    res,
    location: new URL(res.headers.get("location") ?? "/", BASE),
    session: sessionFromCookie(res),
  };
}
