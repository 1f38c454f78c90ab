import { createExecutionContext, env, SELF } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { googleEndpoints } from "~/api/google.server";
import { getDb } from "~/db.server";
import {
  AUTH_ENDPOINT,
  CLIENT_ID,
  type FakeGoogle,
  installFakeGoogle,
  REDIRECT_URI,
} from "./support/google-idp";

let google: FakeGoogle;
beforeAll(async () => {
  google = await installFakeGoogle();
});
afterAll(() => google.restore());

async function start(query = "") {
  const res = await SELF.fetch(`http://local.test/api/auth/google${query}`, { redirect: "manual" });
  return { res, location: new URL(res.headers.get("location") ?? "http://missing.invalid/") };
}

describe("GET /api/auth/google", () => {
  it("sends the browser to Google with scope, state, nonce, PKCE S256 and our callback", async () => {
    const { res, location } = await start();
    expect(res.status).toBe(302);
    expect(`${location.origin}${location.pathname}`).toBe(AUTH_ENDPOINT);
    const q = location.searchParams;
    expect(q.get("scope")).toBe("openid email profile");
    expect(q.get("response_type")).toBe("code");
    expect(q.get("client_id")).toBe(CLIENT_ID);
    expect(q.get("redirect_uri")).toBe(REDIRECT_URI);
    expect(q.get("code_challenge_method")).toBe("S256");
    expect(q.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get("state")?.length).toBeGreaterThanOrEqual(32);
    expect(q.get("nonce")?.length).toBeGreaterThanOrEqual(32);
    expect(q.get("state")).not.toBe(q.get("nonce"));
  });

  it("keeps the flow in a short-lived HttpOnly, SameSite=Lax cookie scoped to the Google paths", async () => {
    const { res, location } = await start();
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("fb_google_flow="));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\/api\/auth\/google(;|$)/);
    expect(cookie).toMatch(/; Max-Age=600/);
    // The verifier stays with us: neither it nor anything else readable leaks into Google's URL.
    const value = cookie!.split(";")[0].split("=")[1];
    expect(location.href).not.toContain(value.split(".")[0]);
  });

  it("starts a fresh state, nonce and challenge for every sign-in", async () => {
    const a = (await start()).location.searchParams;
    const b = (await start()).location.searchParams;
    for (const name of ["state", "nonce", "code_challenge"]) expect(a.get(name)).not.toBe(b.get(name));
  });

  it("passes a login_hint through to Google", async () => {
    const { location } = await start("?login_hint=ana%40example.com");
    expect(location.searchParams.get("login_hint")).toBe("ana@example.com");
  });

  it("still redirects when redirect_url is malformed instead of answering JSON", async () => {
    const { res } = await start(`?redirect_url=${"x".repeat(3000)}&redirect_url=/bills`);
    expect(res.status).toBe(302);
  });

  it("sends visitors back to sign-in with google_unavailable when no Google client is configured", async () => {
    const start = googleEndpoints.find((e) => e.path === "/api/auth/google")!;
    const unconfigured = { ...env, GOOGLE_CLIENT_ID: undefined, GOOGLE_CLIENT_SECRET: undefined } as Env;
    const res = (await start.handle({
      request: new Request("http://local.test/api/auth/google"),
      env: unconfigured,
      ctx: createExecutionContext(),
      db: getDb(unconfigured),
      params: {},
      body: undefined,
      query: {},
      signedIn: null,
    })) as Response;
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("location")!, "http://local.test");
    expect(location.pathname).toBe("/signin");
    expect(location.searchParams.get("error")).toBe("google_unavailable");
    expect(location.searchParams.get("message")).toBe("Google sign-in is not configured");
  });
});
