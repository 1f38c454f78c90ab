import { redirect } from "@remix-run/cloudflare";
import { and, eq, gt } from "drizzle-orm";
import { isPremium } from "#core/plans";
import { oncePerRequest } from "#core/request-scope";
import { unauthorized } from "~/api/http";
import { getDb, schema, type Db } from "~/db.server";
import { getConfig } from "~/env.server";
import { hashToken, randomToken } from "./tokens.server";

export const SESSION_COOKIE = "fb_session";
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

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

export async function createSession(
  db: Db,
  userId: string,
  options: { device?: string | null; now?: number } = {},
): Promise<{ token: string; expiresAt: number }> {
  const token = randomToken();
  const now = options.now ?? Date.now();
  const expiresAt = now + SESSION_TTL_MS;
  await db.insert(schema.sessions).values({
    id: await hashToken(token),
    userId,
    createdAt: now,
    expiresAt,
    authenticatedAt: now,
    lastUsedAt: now,
    device: options.device ?? null,
  });
  return { token, expiresAt };
}

/** Whether the session's holder proved who they are within FRESH_SIGN_IN_MS. */
export function isFreshSignIn(signedIn: SignedIn, now = Date.now()): boolean {
  return now - signedIn.session.authenticatedAt <= FRESH_SIGN_IN_MS;
}

export function sessionCookie(env: Env, token: string, expiresAt: number): string {
  const secure = getConfig(env).isProduction ? "; Secure" : "";
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Expires=${new Date(expiresAt).toUTCString()}${secure}`;
}

export function clearedSessionCookie(env: Env): string {
  const secure = getConfig(env).isProduction ? "; Secure" : "";
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure}`;
}

/** The token a request carries: `Authorization: Bearer` for the API, the session cookie for the UI. */
export function readSessionToken(request: Request): string | null {
  const auth = request.headers.get("authorization");
  if (auth?.toLowerCase().startsWith("bearer ")) return auth.slice(7).trim() || null;
  const cookie = request.headers.get("cookie") ?? "";
  for (const part of cookie.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === SESSION_COOKIE) return rest.join("=") || null;
  }
  return null;
}

/** Who is signed in: one D1 lookup per request however many loaders ask (core/request-scope.ts). */
export function getSignedIn(request: Request, env: Env): Promise<SignedIn | null> {
  const token = readSessionToken(request);
  return oncePerRequest(env, `session:${token ?? ""}`, () => lookUpSession(token, env));
}

async function lookUpSession(token: string | null, env: Env): Promise<SignedIn | null> {
  if (!token || token.length > 200) return null;
  const db = getDb(env);
  const sessionId = await hashToken(token);
  const row = await db
    .select({ user: schema.users, subscription: schema.subscriptions, session: schema.sessions })
    .from(schema.sessions)
    .innerJoin(schema.users, eq(schema.users.id, schema.sessions.userId))
    .leftJoin(schema.subscriptions, eq(schema.subscriptions.userId, schema.users.id))
    .where(and(eq(schema.sessions.id, sessionId), gt(schema.sessions.expiresAt, Date.now())))
    .get();
  if (!row || row.user.status !== "active") return null;
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
    const redirectTo = url.pathname + url.search;
    throw redirect(`/signin?redirectTo=${encodeURIComponent(redirectTo)}`, {
      headers: readSessionToken(request) ? { "set-cookie": clearedSessionCookie(env) } : undefined,
    });
  }
  return signedIn;
}

export async function destroySession(db: Db, sessionId: string): Promise<void> {
  await db.delete(schema.sessions).where(eq(schema.sessions.id, sessionId));
}

export async function destroyAllSessions(db: Db, userId: string): Promise<void> {
  await db.delete(schema.sessions).where(eq(schema.sessions.userId, userId));
}
