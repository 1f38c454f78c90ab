// Google sign-in (spec 001 §7): the browser is sent to Google and comes back to the callback,
// which signs the user in and redirects to the page they came from.
import { z } from "zod";
import { getConfig } from "~/env.server";
import {
  accountForGoogleIdentity,
  beginGoogleSignIn,
  completeGoogleSignIn,
  GoogleSignInError,
  googleSettings,
  type GoogleFlow,
} from "~/services/auth/google.server";
import { AUTH } from "~/services/auth/messages";
import { consumeLinkToken, issueExchangeCode } from "~/services/auth/codes.server";
import { secureAttribute } from "~/services/auth/session.server";
import { clientOf, safeRedirectPath, startSession } from "~/services/auth/sign-in.server";
import { findUserById } from "~/services/auth/users.server";
import { endpoint, type Endpoint } from "./endpoint";
import { ApiError } from "./http";
import { textWith } from "#core/validation";

const FLOW_COOKIE = "fb_google_flow";
const FLOW_PATH = "/api/auth/google";
const FLOW_TTL_SECONDS = 600;
const DEFAULT_AFTER_SIGN_IN = "/bills";
const NOT_CONFIGURED = "Google sign-in is not configured";

// A browser navigation: a malformed value is ignored rather than answered with JSON.
const lenient = (max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.length <= max ? v : undefined),
    z.string().max(max).optional(),
  );

const encoder = new TextEncoder();
const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
const fromB64url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));

async function flowKey(env: Env): Promise<CryptoKey> {
  const secret = `google-flow:${getConfig(env).INTERNAL_API_SECRET}`;
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
}

/** The flow as an HMAC-signed, expiring cookie value, so the callback can trust what it reads. */
async function sealFlow(env: Env, flow: GoogleFlow): Promise<string> {
  const payload = b64url(
    encoder.encode(JSON.stringify({ ...flow, exp: Date.now() + FLOW_TTL_SECONDS * 1000 })),
  );
  const signature = await crypto.subtle.sign("HMAC", await flowKey(env), encoder.encode(payload));
  return `${payload}.${b64url(new Uint8Array(signature))}`;
}

const FlowSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  redirectUrl: z.string().nullable(),
  delivery: z.enum(["cookie", "code"]).optional(),
  exp: z.number(),
});

async function unsealFlow(env: Env, request: Request): Promise<GoogleFlow | null> {
  const cookie = request.headers.get("cookie") ?? "";
  const value = cookie
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${FLOW_COOKIE}=`))
    ?.slice(FLOW_COOKIE.length + 1);
  if (!value || value.length > 4000) return null;
  const [payload, signature] = value.split(".");
  if (!payload || !signature) return null;
  try {
    const valid = await crypto.subtle.verify(
      "HMAC",
      await flowKey(env),
      fromB64url(signature),
      encoder.encode(payload),
    );
    if (!valid) return null;
    const parsed = FlowSchema.safeParse(JSON.parse(new TextDecoder().decode(fromB64url(payload))));
    if (!parsed.success || parsed.data.exp < Date.now()) return null;
    const { exp: _exp, ...flow } = parsed.data;
    return flow;
  } catch {
    return null;
  }
}

function flowCookie(env: Env, value: string, maxAge: number): string {
  const secure = secureAttribute(env);
  return `${FLOW_COOKIE}=${value}; Path=${FLOW_PATH}; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}

/** Only a path on this site: never another origin (no open redirect). */
function sameSitePath(env: Env, request: Request, target: string | undefined | null): string | null {
  if (!target) return null;
  try {
    const base = new URL(request.url);
    const url = new URL(target, base);
    const allowed = [base.origin, new URL(getConfig(env).APP_URL).origin];
    if (!allowed.includes(url.origin) || url.pathname.startsWith("//")) return null;
    return safeRedirectPath(url.pathname + url.search + url.hash);
  } catch {
    return null;
  }
}

function redirect(location: string, cookies: string[] = []): Response {
  const headers = new Headers({ location, "cache-control": "no-store" });
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  return new Response(null, { status: 302, headers });
}

function toSignIn(env: Env, error: GoogleSignInError | { code: string; userMessage?: string }): Response {
  const params = new URLSearchParams({ error: error.code });
  if (error.userMessage) params.set("message", error.userMessage);
  return redirect(`/signin?${params}`, [flowCookie(env, "", 0)]);
}

/** Where to land after signing in, marked so the page knows it is a return from Google. */
function afterSignIn(path: string | null, exchangeCode?: string): string {
  const url = new URL(path ?? DEFAULT_AFTER_SIGN_IN, "http://fairbill.invalid");
  url.searchParams.set("oauth_success", "true");
  if (exchangeCode) url.searchParams.set("code", exchangeCode);
  return url.pathname + url.search + url.hash;
}

export const googleEndpoints: Endpoint[] = [
  endpoint({
    method: "GET",
    path: "/api/auth/google",
    summary: "Start Google sign-in: redirects (302) to Google's authorization page",
    tag: "auth",
    auth: "public",
    query: z.object({
      redirect_url: lenient(2000),
      login_hint: lenient(320),
      // An API client without cookies asks for a 60-second exchange code (POST /api/auth/exchange).
      token_delivery: z.preprocess((v) => (v === "code" ? v : undefined), z.literal("code").optional()),
    }),
    success: { status: 302, as: "redirect" },
    async handle({ env, request, query }) {
      const settings = googleSettings(env, request);
      if (!settings) return toSignIn(env, { code: "google_unavailable", userMessage: NOT_CONFIGURED });
      try {
        const redirectUrl = sameSitePath(env, request, query.redirect_url);
        const { flow, authorizationUrl } = await beginGoogleSignIn(
          settings,
          redirectUrl,
          query.login_hint,
          query.token_delivery ?? "cookie",
        );
        return redirect(authorizationUrl.href, [
          flowCookie(env, await sealFlow(env, flow), FLOW_TTL_SECONDS),
        ]);
      } catch (error) {
        if (error instanceof GoogleSignInError) return toSignIn(env, error);
        throw error;
      }
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/auth/google/callback",
    summary: "Google's redirect back: signs the user in and redirects (302) to the app",
    tag: "auth",
    auth: "public",
    query: z.object({ code: lenient(4000), state: lenient(1000), error: lenient(200) }).passthrough(),
    success: { status: 302, as: "redirect" },
    async handle({ env, request, db, signedIn }) {
      const settings = googleSettings(env, request);
      if (!settings) return toSignIn(env, { code: "google_unavailable", userMessage: NOT_CONFIGURED });
      const flow = await unsealFlow(env, request);
      if (!flow) return toSignIn(env, { code: "verification_error" });
      try {
        const identity = await completeGoogleSignIn(settings, flow, new URL(request.url));
        const user = await accountForGoogleIdentity(db, identity, signedIn?.user.id ?? null);
        if (flow.delivery === "code") {
          // No cookie: the browser's own session (if any) is left exactly as it was.
          const code = await issueExchangeCode(db, user);
          return redirect(afterSignIn(flow.redirectUrl, code), [flowCookie(env, "", 0)]);
        }
        const session = await startSession(env, db, user.id, {
          method: "google",
          device: clientOf(request).device,
        });
        return redirect(afterSignIn(flow.redirectUrl), [session.cookie, flowCookie(env, "", 0)]);
      } catch (error) {
        if (error instanceof GoogleSignInError) return toSignIn(env, error);
        throw error;
      }
    },
  }),
  endpoint({
    method: "POST",
    path: "/api/auth/exchange",
    summary:
      "Trade the single-use code from a Google sign-in (token_delivery=code) for a bearer token, within 60 s",
    tag: "auth",
    auth: "public",
    body: z.object({
      code: textWith(AUTH.exchangeFailed).max(200, AUTH.exchangeFailed),
    }),
    response: z.object({ access_token: z.string(), token_type: z.literal("bearer") }),
    errors: [400],
    async handle({ env, request, db, body }) {
      // Never reads or sets the cookie: a code cannot replace the session a browser already has.
      const used = await consumeLinkToken(db, "session_exchange", body.code);
      const user = used.ok && used.row.userId ? await findUserById(db, used.row.userId) : undefined;
      if (!user || user.status !== "active") throw new ApiError(400, AUTH.exchangeFailed);
      const session = await startSession(env, db, user.id, {
        method: "exchange",
        device: clientOf(request).device,
      });
      return { access_token: session.token, token_type: "bearer" as const };
    },
  }),
];
