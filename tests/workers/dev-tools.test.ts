// Developer tools (dev mailbox page and API, Activate Premium, D1 meter headers, the local OIDC
// stand-in) answer only when APP_ENV is development or test AND the client is on loopback, as
// `wrangler dev` reports it in CF-Connecting-IP; everywhere else they do not exist (404).
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "~/db.server";
import { googleSettings } from "~/services/auth/google.server";
import worker from "../../workers/web";
import { db, signedInUser } from "./factories";

const LOCAL = "http://127.0.0.1:8787";
const LOOPBACK = { "cf-connecting-ip": "127.0.0.1" };

const withEnv = (overrides: Record<string, string>) => ({ ...env, ...overrides }) as Env;
const productionLike = (appEnv: string) =>
  withEnv({
    APP_ENV: appEnv,
    APP_URL: "https://app.fairbill.com",
    GATEWAY_URL: "https://orchestrator.fairbill.com",
    STRIPE_SECRET_KEY: "sk_live_fairbill_test",
    STRIPE_WEBHOOK_SECRET: "whsec_fairbill_test",
  });
const ENVS = {
  test: env,
  development: withEnv({ APP_ENV: "development" }),
  staging: productionLike("staging"),
  production: productionLike("production"),
};

/** A request through the Worker's own fetch() with the given environment. */
async function send(appEnv: Env, url: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const request = new Request(url, { redirect: "manual", ...init }) as Request<
    unknown,
    IncomingRequestCfProperties
  >;
  const response = await worker.fetch(request, appEnv, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** Clients the tools must not answer, although some claim to be local. */
const NOT_LOCAL: [string, string, Record<string, string>][] = [
  ["no client address (an internal call)", LOCAL, {}],
  ["a client elsewhere", LOCAL, { "cf-connecting-ip": "203.0.113.7" }],
  ["a private-network client", LOCAL, { "cf-connecting-ip": "192.168.1.20" }],
  ["a proxy on loopback forwarding someone else", LOCAL, { ...LOOPBACK, "x-forwarded-for": "203.0.113.7" }],
  ["a loopback address forwarded by RFC 7239", LOCAL, { ...LOOPBACK, forwarded: "for=203.0.113.7" }],
  ["a tunnel's public host name", "https://fairbill.example.net", LOOPBACK],
];

describe.each([
  ["the dev mailbox API", "/api/dev/mailbox?limit=1"],
  ["the dev mailbox page", "/dev/mailbox"],
])("%s", (_name, path) => {
  it.each([
    ["test", LOOPBACK],
    ["development", LOOPBACK],
    ["development", { "cf-connecting-ip": "::1" }],
  ] as const)("answers 200 in %s from loopback (%j)", async (appEnv, headers) => {
    const res = await send(ENVS[appEnv], `${LOCAL}${path}`, { headers });
    expect(res.status).toBe(200);
  });

  it.each(["production", "staging"] as const)("is a 404 in %s, even from loopback", async (appEnv) => {
    const res = await send(ENVS[appEnv], `${LOCAL}${path}`, { headers: LOOPBACK });
    expect(res.status).toBe(404);
  });

  it.each(NOT_LOCAL)("is a 404 in development for %s", async (_client, origin, headers) => {
    const res = await send(ENVS.development, `${origin}${path}`, { headers });
    expect(res.status).toBe(404);
  });
});

describe("Activate Premium (POST /api/subscriptions/activate-premium)", () => {
  const activate = (appEnv: Env, token: string, origin: string, headers: Record<string, string>) =>
    send(appEnv, `${origin}/api/subscriptions/activate-premium`, {
      method: "POST",
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
  const tierOf = async (userId: string) =>
    (await db().select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, userId)).get())
      ?.tier;

  it("is a 404 in production and off loopback, and leaves the plan alone", async () => {
    const user = await signedInUser("premium-refused");
    expect((await activate(ENVS.production, user.token, LOCAL, LOOPBACK)).status).toBe(404);
    for (const [, origin, headers] of NOT_LOCAL)
      expect((await activate(ENVS.development, user.token, origin, headers)).status).toBe(404);
    expect(await tierOf(user.id)).toBe("free");
  });

  it("makes the caller premium in development from loopback", async () => {
    const user = await signedInUser("premium-dev");
    expect((await activate(ENVS.development, user.token, LOCAL, LOOPBACK)).status).toBe(200);
    expect(await tierOf(user.id)).toBe("premium");
  });
});

describe("D1 meter headers (x-d1-meter)", () => {
  const metered = async (appEnv: Env, origin: string, headers: Record<string, string>) => {
    const user = await signedInUser("meter");
    const res = await send(appEnv, `${origin}/api/bills`, {
      headers: { ...headers, authorization: `Bearer ${user.token}`, "x-d1-meter": "log" },
    });
    expect(res.status).toBe(200);
    return res.headers;
  };

  it("reports round trips and their SQL to a developer on loopback", async () => {
    const headers = await metered(ENVS.test, LOCAL, LOOPBACK);
    expect(Number(headers.get("x-d1-queries"))).toBeGreaterThan(0);
    expect(headers.get("x-d1-log")).not.toBeNull();
  });

  it("reports nothing in production or to a client off loopback", async () => {
    const production = await metered(ENVS.production, LOCAL, LOOPBACK);
    expect([production.get("x-d1-queries"), production.get("x-d1-log")]).toEqual([null, null]);
    for (const [, origin, client] of NOT_LOCAL) {
      const headers = await metered(ENVS.development, origin, client);
      expect(headers.get("x-d1-queries")).toBeNull();
    }
  });
});

describe("the local OIDC stand-in (a plain-http Google issuer)", () => {
  const standIn = { GOOGLE_ISSUER: "http://127.0.0.1:8790" };
  const request = (headers: Record<string, string>, origin = LOCAL) =>
    new Request(`${origin}/api/auth/google`, { headers });

  it("signs in a developer on loopback in development and test", () => {
    for (const appEnv of ["development", "test"]) {
      const settings = googleSettings(withEnv({ ...standIn, APP_ENV: appEnv }), request(LOOPBACK));
      expect(settings).toMatchObject({ allowInsecure: true });
      expect(settings?.issuer.href).toBe("http://127.0.0.1:8790/");
    }
  });

  it("does not exist in production or for a client off loopback", () => {
    const production = withEnv({
      ...standIn,
      APP_ENV: "production",
      APP_URL: "https://app.fairbill.com",
      STRIPE_SECRET_KEY: "sk_live_fairbill_test",
      STRIPE_WEBHOOK_SECRET: "whsec_fairbill_test",
    });
    expect(
      googleSettings({ ...production, GATEWAY_URL: "https://gw.fairbill.com" }, request(LOOPBACK)),
    ).toBeNull();
    for (const [, origin, headers] of NOT_LOCAL)
      expect(
        googleSettings(withEnv({ ...standIn, APP_ENV: "development" }), request(headers, origin)),
      ).toBeNull();
  });

  it("leaves real Google (https) alone", () => {
    expect(googleSettings(ENVS.production, request({}))).toMatchObject({ allowInsecure: false });
  });
});
