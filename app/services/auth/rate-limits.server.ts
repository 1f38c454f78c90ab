// Sign-in rate limits by client IP and across the whole service, counted in fixed D1 windows
// (rate_limit_counters). The per-e-mail limits live beside their flows (sign-in, auth-codes).
// Limits are configuration: strict defaults in production and staging; loose ones in development
// and test, so a local script or the e2e suite can create a few dozen accounts a minute from loopback.
import { and, eq, lt, or, sql } from "drizzle-orm";
import { ApiError } from "~/api/http";
import { schema, type Db } from "~/db.server";
import { getConfig, type Config } from "~/env.server";
import { AUTH, rateLimitExceeded } from "./messages";
import { hashToken } from "./tokens.server";

/** Password sign-in failures, registrations, magic-link sends, wrong 6-digit codes. */
export type LimitedAction = "signin" | "register" | "magic_link" | "code";

export interface Limit {
  count: number;
  windowMs: number;
}

type Setting = keyof Config & `RATE_LIMIT_${string}`;

const SETTINGS: Record<LimitedAction, { perIp: Setting; global: Setting }> = {
  signin: { perIp: "RATE_LIMIT_SIGNIN_PER_IP", global: "RATE_LIMIT_SIGNIN_GLOBAL" },
  register: { perIp: "RATE_LIMIT_REGISTER_PER_IP", global: "RATE_LIMIT_REGISTER_GLOBAL" },
  magic_link: { perIp: "RATE_LIMIT_MAGIC_LINK_PER_IP", global: "RATE_LIMIT_MAGIC_LINK_GLOBAL" },
  code: { perIp: "RATE_LIMIT_CODE_PER_IP", global: "RATE_LIMIT_CODE_GLOBAL" },
};

/** Production and staging: a person never meets these; a script guessing or spamming does. */
const STRICT: Record<Setting, string> = {
  RATE_LIMIT_SIGNIN_PER_IP: "30/15m",
  RATE_LIMIT_SIGNIN_GLOBAL: "1000/15m",
  RATE_LIMIT_REGISTER_PER_IP: "10/1h",
  RATE_LIMIT_REGISTER_GLOBAL: "300/1h",
  RATE_LIMIT_MAGIC_LINK_PER_IP: "20/15m",
  RATE_LIMIT_MAGIC_LINK_GLOBAL: "500/15m",
  RATE_LIMIT_CODE_PER_IP: "30/15m",
  RATE_LIMIT_CODE_GLOBAL: "1000/15m",
  RATE_LIMIT_CODE_PER_EMAIL: "10/1h",
};

/** Development and test: everything comes from loopback, and the test suites sign up hundreds of people. */
const LOCAL: Record<Setting, string> = {
  RATE_LIMIT_SIGNIN_PER_IP: "120/1m",
  RATE_LIMIT_SIGNIN_GLOBAL: "2000/1m",
  RATE_LIMIT_REGISTER_PER_IP: "120/1m",
  RATE_LIMIT_REGISTER_GLOBAL: "2000/1m",
  RATE_LIMIT_MAGIC_LINK_PER_IP: "120/1m",
  RATE_LIMIT_MAGIC_LINK_GLOBAL: "2000/1m",
  RATE_LIMIT_CODE_PER_IP: "120/1m",
  RATE_LIMIT_CODE_GLOBAL: "2000/1m",
  // Per address the cap is the same everywhere: it bounds guessing a 6-digit code across links.
  RATE_LIMIT_CODE_PER_EMAIL: "10/1h",
};

const UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000 };

/** "20/15m" → 20 per 15 minutes; anything else is a configuration error, reported at once. */
export function parseLimit(name: string, value: string): Limit {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*([smh])\s*$/.exec(value);
  if (!m || Number(m[1]) < 1 || Number(m[2]) < 1)
    throw new Error(`Invalid environment: ${name} must look like "20/15m" (count/window in s, m or h)`);
  return { count: Number(m[1]), windowMs: Number(m[2]) * UNITS[m[3]] };
}

export function limitSetting(env: Env, name: Setting): Limit {
  const config = getConfig(env);
  const defaults = config.APP_ENV === "development" || config.APP_ENV === "test" ? LOCAL : STRICT;
  return parseLimit(name, config[name] ?? defaults[name]);
}

/** The client's address as Cloudflare reports it (the edge overwrites anything a client sends). */
export function clientIp(request: Request): string {
  return request.headers.get("cf-connecting-ip")?.trim().slice(0, 64) || "unknown";
}

const t = schema.rateLimitCounters;
const DAY_MS = 24 * 3_600_000;
/** Old windows are deleted now and then by the requests themselves: no cron needed. */
const PURGE_CHANCE = 0.02;

interface Counter {
  key: string;
  windowStart: number;
  limit: Limit;
}

// Keys are hashed so the table never holds an IP address.
async function countersFor(env: Env, action: LimitedAction, ip: string, now: number): Promise<Counter[]> {
  const perIp = limitSetting(env, SETTINGS[action].perIp);
  const global = limitSetting(env, SETTINGS[action].global);
  const start = (limit: Limit) => Math.floor(now / limit.windowMs) * limit.windowMs;
  return [
    {
      key: `${action}:ip:${await hashToken(`rate-limit-ip:${ip}`)}`,
      windowStart: start(perIp),
      limit: perIp,
    },
    { key: `${action}:global`, windowStart: start(global), limit: global },
  ];
}

const minutesLeft = (resetAt: number, now: number) => Math.max(1, Math.ceil((resetAt - now) / 60_000));

/** The spec's 429 for each flow (001 §8). */
export function tooManyRequests(action: LimitedAction, resetAt: number, now = Date.now()): ApiError {
  const minutes = minutesLeft(resetAt, now);
  const retryAfter = { "Retry-After": String(minutes * 60) };
  if (action === "code") return new ApiError(429, AUTH.tooManyAttempts, retryAfter);
  if (action === "magic_link") {
    return new ApiError(
      429,
      {
        error: "rate_limit_exceeded",
        message: rateLimitExceeded(minutes),
        retry_after_minutes: minutes,
        reset_at: new Date(resetAt).toISOString(),
      },
      retryAfter,
    );
  }
  return new ApiError(429, rateLimitExceeded(minutes), retryAfter);
}

function refuseIfOver(
  action: LimitedAction,
  counters: Counter[],
  counts: number[],
  now: number,
  strict: boolean,
) {
  counters.forEach((c, i) => {
    const over = strict ? counts[i] > c.limit.count : counts[i] >= c.limit.count;
    if (over) throw tooManyRequests(action, c.windowStart + c.limit.windowMs, now);
  });
}

/**
 * Counts this request (registration, an e-mail sent) and refuses it once the IP or the service is
 * over its limit. `answerAs` words the 429 for another flow that shares the budget (a plain message).
 */
export async function countRequest(
  env: Env,
  db: Db,
  action: LimitedAction,
  ip: string,
  options: { answerAs?: LimitedAction; now?: number } = {},
) {
  const now = options.now ?? Date.now();
  const counters = await countersFor(env, action, ip, now);
  const counts = await increment(db, counters, now);
  refuseIfOver(options.answerAs ?? action, counters, counts, now, true);
}

/** Refuses (429) while the IP or the whole service has used up its failures (wrong passwords, wrong codes). */
export async function refuseWhileFailing(
  env: Env,
  db: Db,
  action: LimitedAction,
  ip: string,
  now = Date.now(),
) {
  const counters = await countersFor(env, action, ip, now);
  const rows = await db
    .select({ key: t.key, count: t.count })
    .from(t)
    .where(or(...counters.map((c) => and(eq(t.key, c.key), eq(t.windowStart, c.windowStart)))))
    .all();
  const counts = counters.map((c) => rows.find((r) => r.key === c.key)?.count ?? 0);
  refuseIfOver(action, counters, counts, now, false);
}

/** Counts one failure against the IP and the service. */
export async function countFailure(env: Env, db: Db, action: LimitedAction, ip: string, now = Date.now()) {
  await increment(db, await countersFor(env, action, ip, now), now);
}

/**
 * Counts one use under `key` (not an address: a user id, a feature) in its fixed window; answers the
 * count so far and when the window ends. The assistant's per-user limit uses it (issue 16).
 */
export async function countInWindow(db: Db, key: string, limit: Limit, now = Date.now()) {
  const windowStart = Math.floor(now / limit.windowMs) * limit.windowMs;
  const [count] = await increment(db, [{ key, windowStart, limit }], now);
  return { count, resetAt: windowStart + limit.windowMs };
}

async function increment(db: Db, counters: Counter[], now: number): Promise<number[]> {
  const upserts = counters.map((c) =>
    db
      .insert(t)
      .values({ key: c.key, windowStart: c.windowStart, count: 1 })
      .onConflictDoUpdate({ target: [t.key, t.windowStart], set: { count: sql`${t.count} + 1` } })
      .returning({ count: t.count }),
  );
  const purge = Math.random() < PURGE_CHANCE ? [db.delete(t).where(lt(t.windowStart, now - DAY_MS))] : [];
  const results = (await db.batch([upserts[0], ...upserts.slice(1), ...purge])) as unknown[];
  return counters.map((_, i) => (results[i] as { count: number }[])[0]?.count ?? 0);
}
