// Shared steps for the auth tests: register, sign in, read the dev mailbox, pull links and codes out of it.
import { SELF } from "cloudflare:test";
import { expect } from "vitest";

export const BASE = "http://local.test";
/** A browser on the developer's machine, as `wrangler dev` presents it: developer tools answer only it. */
export const LOCAL_ORIGIN = "http://127.0.0.1:8787";
export const LOCAL_CLIENT = { "cf-connecting-ip": "127.0.0.1" };
/** What production must look like: https URLs (the Worker refuses plain http outside development and test). */
export const PRODUCTION_VARS = {
  APP_ENV: "production",
  APP_URL: "https://app.fairbill.com",
  GATEWAY_URL: "https://orchestrator.fairbill.com",
};

let counter = 0;
/** A fresh address per call: storage is shared by the tests of one file. */
export const uniqueEmail = (label = "user") => `${label}.${Date.now().toString(36)}.${++counter}@example.com`;

export function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return SELF.fetch(`${BASE}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return SELF.fetch(`${BASE}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

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

export interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
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
