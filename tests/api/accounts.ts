// Verified accounts for the API layer, made the way a person makes one: an e-mailed sign-in code
// (which creates and verifies the account), read from the dev mailbox; premium through the dev tool.
import { setTimeout as sleep } from "node:timers/promises";

export interface Account {
  email: string;
  token: string;
  id: string;
}

export interface Answer {
  status: number;
  // Whatever JSON the endpoint answered; callers read the fields they asked for.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** An address no earlier run has used (the test database may persist). */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** One JSON call with an optional bearer token. */
export async function send(
  base: string,
  method: string,
  path: string,
  { token, json }: { token?: string; json?: unknown } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (json !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(new URL(path, base), {
    method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body };
}

async function codeFor(base: string, email: string): Promise<string> {
  for (let tries = 0; tries < 40; tries += 1) {
    const box = await send(base, "GET", `/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    if (box.status !== 200) throw new Error(`GET /api/dev/mailbox answered ${box.status}`);
    const messages = box.body as { text: string }[];
    const code = messages.map((m) => /code[^\d]*(\d{6})\b/i.exec(m.text)?.[1]).find(Boolean);
    if (code) return code;
    await sleep(250);
  }
  throw new Error(`no sign-in code reached the dev mailbox for ${email}`);
}

const fail = (what: string, answer: Answer) =>
  new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);

/** A verified account with a bearer token (premium unless told otherwise). */
export async function verifiedAccount(
  base: string,
  label: string,
  { premium = true } = {},
): Promise<Account> {
  const email = uniqueEmail(label);
  const sent = await send(base, "POST", "/api/auth/magic-link/send", { json: { email } });
  if (sent.status !== 200) throw fail("POST /api/auth/magic-link/send", sent);
  const code = await codeFor(base, email);
  const signedIn = await send(base, "POST", "/api/auth/magic-link/verify-code", { json: { email, code } });
  if (signedIn.status !== 200) throw fail("POST /api/auth/magic-link/verify-code", signedIn);
  const token = signedIn.body.access_token as string;
  if (premium) {
    const up = await send(base, "POST", "/api/subscriptions/activate-premium", { token });
    if (up.status !== 200) throw fail("POST /api/subscriptions/activate-premium", up);
  }
  const me = await send(base, "GET", "/api/auth/me", { token });
  if (me.status !== 200 || !me.body.is_verified) throw fail("GET /api/auth/me (signed in and verified)", me);
  return { email, token, id: me.body.id as string };
}
