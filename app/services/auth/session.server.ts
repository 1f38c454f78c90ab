import { redirect } from "@remix-run/cloudflare";
import { and, desc, eq, gt, inArray, lt, ne } from "drizzle-orm";
import { isPremium } from "#core/plans";
import { oncePerRequest } from "#core/request-scope";
import { unauthorized } from "~/api/http";
import { getDb, schema, type Db } from "~/db.server";
import { getConfig } from "~/env.server";
import { hashToken, randomToken } from "./tokens.server";
import { SIGN_IN_REASONS } from "./messages";

/** The cookie's name over plain-http loopback (local development, the test suites). */
export const SESSION_COOKIE = "fb_session";
/** Everywhere else the cookie is Secure, and `__Host-` makes the browser insist on Secure, Path=/ and no Domain. */
export const SECURE_SESSION_COOKIE = "__Host-fb_session";
/** Re-authentication after 12 hours however busy the session (ASVS 3.3.2 L2), counted from the last proof. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** ... or after 30 minutes without a request. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** last_used_at is written at most this often (the idle timeout does not need more). */
export const SESSION_TOUCH_MS = 60 * 1000;

export type User = typeof schema.users.$inferSelect;
export type Subscription = typeof schema.subscriptions.$inferSelect;
export interface SignedIn {
  user: User;
  subscription: Subscription;
  premium: boolean;
  sessionId: string;
  session: Session;
}
export type Session = typeof schema.sessions.$inferSelect;

/** A sign-in counts as fresh this long: deleting the account, changing the password, /ops. */
export const FRESH_SIGN_IN_MS = 10 * 60 * 1000;

/** A new session row as a statement, so sign-in can write it in one batch with its audit entry. */
export async function prepareSession(
  db: Db,
  userId: string,
  options: { device?: string | null; now?: number } = {},
) {
  const token = randomToken();
  const now = options.now ?? Date.now();
  const expiresAt = now + SESSION_ABSOLUTE_MS;
  const id = await hashToken(token);
  const statement = db.insert(schema.sessions).values({
    id,
    userId,
    createdAt: now,
    expiresAt,
    authenticatedAt: now,
    lastUsedAt: now,
    device: options.device ?? null,
  });
  return { token, expiresAt, id, statement };
}

export async function createSession(
  db: Db,
  userId: string,
  options: { device?: string | null; now?: number } = {},
): Promise<{ token: string; expiresAt: number }> {
  const { token, expiresAt, statement } = await prepareSession(db, userId, options);
  await statement;
  return { token, expiresAt };
}

/** Whether the session's holder proved who they are within FRESH_SIGN_IN_MS. */
export function isFreshSignIn(signedIn: SignedIn, now = Date.now()): boolean {
  return now - signedIn.session.authenticatedAt <= FRESH_SIGN_IN_MS;
}

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/i;

/** Secure everywhere except plain-http loopback (browsers drop Secure cookies there); `__Host-` whenever Secure. */
function cookieSettings(env: Env): { name: string; secure: string } {
  const config = getConfig(env);
  const url = new URL(config.APP_URL);
  const plainLoopback = url.protocol === "http:" && LOOPBACK.test(url.hostname);
  return config.isProduction || !plainLoopback
    ? { name: SECURE_SESSION_COOKIE, secure: "; Secure" }
    : { name: SESSION_COOKIE, secure: "" };
}

/** "; Secure" for the other cookies of the sign-in flows, by the same rule as the session cookie. */
export function secureAttribute(env: Env): string {
  return cookieSettings(env).secure;
}

export function sessionCookieName(env: Env): string {
  return cookieSettings(env).name;
}

export function sessionCookie(env: Env, token: string, expiresAt: number): string {
  const { name, secure } = cookieSettings(env);
  return `${name}=${token}; Path=/; HttpOnly; SameSite=Lax; Expires=${new Date(expiresAt).toUTCString()}${secure}`;
}

export function clearedSessionCookie(env: Env): string {
  const { name, secure } = cookieSettings(env);
  return `${name}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure}`;
}

/** The token a request carries: `Authorization: Bearer` for the API, the session cookie for the UI. */
export function readSessionToken(request: Request, env: Env): string | null {
  const auth = request.headers.get("authorization");
  if (auth?.toLowerCase().startsWith("bearer ")) return auth.slice(7).trim() || null;
  const cookieName = sessionCookieName(env);
  const cookie = request.headers.get("cookie") ?? "";
  for (const part of cookie.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === cookieName) return rest.join("=") || null;
  }
  return null;
}

/** Who is signed in: one D1 round trip per request however many loaders ask (core/request-scope.ts). */
export function getSignedIn(request: Request, env: Env): Promise<SignedIn | null> {
  const token = readSessionToken(request, env);
  return oncePerRequest(env, `session:${token ?? ""}`, () => lookUpSession(token, env));
}

/** Live: not past 12 hours since the last proof of identity, nor 30 minutes since the last request. */
function liveSession(sessionId: string, now: number) {
  const s = schema.sessions;
  return and(
    eq(s.id, sessionId),
    gt(s.expiresAt, now),
    gt(s.authenticatedAt, now - SESSION_ABSOLUTE_MS),
    gt(s.lastUsedAt, now - SESSION_IDLE_MS),
  );
}

async function lookUpSession(token: string | null, env: Env): Promise<SignedIn | null> {
  if (!token || token.length > 200) return null;
  const db = getDb(env);
  const sessionId = await hashToken(token);
  const now = Date.now();
  const s = schema.sessions;
  // The idle clock moves in the same round trip as the lookup, and writes at most once a minute.
  // One table per select: drizzle's D1 batch maps joined rows with duplicate column names wrongly.
  const ownerOf = db.select({ id: s.userId }).from(s).where(liveSession(sessionId, now));
  const [, sessions, users, subscriptions] = await db.batch([
    db
      .update(s)
      .set({ lastUsedAt: now })
      .where(and(liveSession(sessionId, now), lt(s.lastUsedAt, now - SESSION_TOUCH_MS))),
    db.select().from(s).where(liveSession(sessionId, now)).limit(1),
    db.select().from(schema.users).where(inArray(schema.users.id, ownerOf)).limit(1),
    db.select().from(schema.subscriptions).where(inArray(schema.subscriptions.userId, ownerOf)).limit(1),
  ]);
  const row = { session: sessions[0], user: users[0], subscription: subscriptions[0] };
  if (!row.session || !row.user || row.user.status !== "active") return null;
  const subscription: Subscription = row.subscription ?? {
    userId: row.user.id,
    tier: "free",
    status: "active",
    plan: "free",
    stripeCustomerId: null,
    stripeSubscriptionId: null,
    cancelAtPeriodEnd: false,
    currentPeriodEnd: null,
    updatedAt: row.user.createdAt,
  };
  return {
    user: row.user,
    subscription,
    premium: isPremium(subscription),
    sessionId,
    session: row.session,
  };
}

/** For API routes: a 401 `{detail}` when nobody is signed in. */
export async function requireApiUser(request: Request, env: Env): Promise<SignedIn> {
  const signedIn = await getSignedIn(request, env);
  if (!signedIn) throw unauthorized();
  return signedIn;
}

/** For UI routes: signed-out visitors go to /signin and come back afterwards. */
export async function requireUser(request: Request, env: Env): Promise<SignedIn> {
  const signedIn = await getSignedIn(request, env);
  if (!signedIn) {
    const url = new URL(request.url);
    url.searchParams.delete("token"); // a session token never travels in a URL, not even back from /signin
    const redirectTo = url.pathname + url.search;
    const reason = SIGN_IN_REASONS[url.pathname];
    const message = reason ? `&message=${encodeURIComponent(reason)}` : "";
    throw redirect(`/signin?redirectTo=${encodeURIComponent(redirectTo)}${message}`, {
      headers: readSessionToken(request, env) ? { "set-cookie": clearedSessionCookie(env) } : undefined,
    });
  }
  return signedIn;
}

export async function destroySession(db: Db, sessionId: string): Promise<void> {
  await db.delete(schema.sessions).where(eq(schema.sessions.id, sessionId));
}

/** Signs the user out everywhere except this session (after a password change). */
export function endOtherSessions(db: Db, userId: string, keepSessionId: string) {
  const s = schema.sessions;
  return db.delete(s).where(and(eq(s.userId, userId), ne(s.id, keepSessionId)));
}

/** Ends one of the user's own sessions; false when no such session of theirs exists. */
export async function endOwnSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const s = schema.sessions;
  const ended = await db
    .delete(s)
    .where(and(eq(s.userId, userId), eq(s.id, sessionId)))
    .returning({ id: s.id });
  return ended.length > 0;
}

export interface SessionSummary {
  id: string;
  device: string | null;
  createdAt: number;
  lastUsedAt: number;
  current: boolean;
}

/** The user's live sessions (browsers and API tokens), most recently used first. */
export async function listSessions(db: Db, signedIn: SignedIn, now = Date.now()): Promise<SessionSummary[]> {
  const s = schema.sessions;
  const rows = await db
    .select({ id: s.id, device: s.device, createdAt: s.createdAt, lastUsedAt: s.lastUsedAt })
    .from(s)
    .where(
      and(
        eq(s.userId, signedIn.user.id),
        gt(s.expiresAt, now),
        gt(s.authenticatedAt, now - SESSION_ABSOLUTE_MS),
        gt(s.lastUsedAt, now - SESSION_IDLE_MS),
      ),
    )
    .orderBy(desc(s.lastUsedAt))
    .limit(50)
    .all();
  return rows.map((r) => ({ ...r, current: r.id === signedIn.sessionId }));
}

/** A step-up proof (a code sent by e-mail) makes the session fresh again and restarts its 12 hours. */
export function markReauthenticated(db: Db, sessionId: string, now = Date.now()) {
  return db
    .update(schema.sessions)
    .set({ authenticatedAt: now, expiresAt: now + SESSION_ABSOLUTE_MS, lastUsedAt: now })
    .where(eq(schema.sessions.id, sessionId));
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/CrOS/, "ChromeOS"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Windows/, "Windows"],
  [/Linux/, "Linux"],
];

/** A short label such as "Chrome on macOS" for the session list; the raw User-Agent is never stored. */
export function deviceLabel(userAgent: string | null | undefined): string {
  const ua = (userAgent ?? "").slice(0, 512);
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  if (browser || system) return (browser ?? system)!;
  return ua ? "Another app or device" : "Unknown device";
}
