// Requests through the built app (SELF) as a browser or an API client sends them, and the text of
// the pages it answers.
import { SELF } from "cloudflare:test";

export const BASE = "http://local.test";
/** A browser on the developer's machine, as `wrangler dev` presents it: developer tools answer only it. */
export const LOCAL_ORIGIN = "http://127.0.0.1:8787";
export const LOCAL_CLIENT = { "cf-connecting-ip": "127.0.0.1" };
/** What Chromium sends with a write from one of the app's own pages. */
export const SAME_ORIGIN = { origin: BASE, "sec-fetch-site": "same-origin" };
/** What Chromium sends with a form or fetch submitted by a page of another site. */
export const CROSS_SITE = { origin: "https://evil.example", "sec-fetch-site": "cross-site" };

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** A request header with the session cookie (its name over plain-http loopback, as in these tests). */
export const cookieOf = (token: string) => ({ cookie: `fb_session=${token}` });

/** An API call with the bearer token (none for null) and a JSON body; redirects are not followed. */
export function call(method: string, path: string, token: string | null, body?: unknown) {
  return SELF.fetch(`${BASE}${path}`, {
    method,
    headers: {
      ...(token ? bearer(token) : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: "manual",
  });
}

/** `call`, with its JSON answer read. */
export async function callJson<T = Record<string, unknown>>(
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
) {
  const res = await call(method, path, token, body);
  return { status: res.status, body: (await res.json()) as T };
}

/** A JSON POST without a session (sign-up, sign-in); a string body is sent as it is. */
export function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return SELF.fetch(`${BASE}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** A page fetch, with the session cookie when given; redirects are not followed. */
export function get(path: string, cookie?: string, host = "local.test") {
  return SELF.fetch(`http://${host}${path}`, { redirect: "manual", headers: cookie ? { cookie } : {} });
}

/**
 * A form posted from the app's own page: the browser sends the app's Origin. The third argument is
 * the session cookie, or the request's headers (which may override the Origin).
 */
export function postForm(
  path: string,
  fields: Record<string, string>,
  cookieOrHeaders: string | Record<string, string> = {},
) {
  const headers = typeof cookieOrHeaders === "string" ? { cookie: cookieOrHeaders } : cookieOrHeaders;
  return SELF.fetch(`${BASE}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: BASE, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The visible text of an HTML page (scripts dropped, tags stripped, entities decoded). */
export function pageText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

export async function visibleText(res: Response): Promise<string> {
  return pageText(await res.text());
}
