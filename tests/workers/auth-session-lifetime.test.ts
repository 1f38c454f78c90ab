// Session lifetimes for health data (ASVS 3.3.2 L2): sign in again after 12 hours, or after 30
// minutes without use, for browser cookies and API bearer tokens alike; last use is written at
// most once a minute in the lookup's own round trip; the cookie is __Host- and Secure off loopback.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  clearedSessionCookie,
  deviceLabel,
  getSignedIn,
  sessionCookie,
  sessionCookieName,
} from "~/services/auth/session.server";
import { BASE, cookieOf, LOCAL_CLIENT, LOCAL_ORIGIN, uniqueEmail } from "./factories";
import { ageSession, me, PRODUCTION_VARS, register, sessionRow } from "./support/auth";

const page = (path: string, headers: Record<string, string> = {}) =>
  SELF.fetch(`${BASE}${path}`, { redirect: "manual", headers });

describe("session lifetimes", () => {
  it("ends a bearer token 12 hours after sign-in, however busy it is", async () => {
    const { access_token } = await register(uniqueEmail("absolute"));
    await ageSession(access_token, { signedInMinutes: 11 * 60 + 50, lastUsedMinutes: 1 });
    expect((await me(access_token)).status).toBe(200);
    await ageSession(access_token, { signedInMinutes: 12 * 60 + 1, lastUsedMinutes: 1 });
    expect((await me(access_token)).status).toBe(401);
  });

  it("ends a session after 30 minutes without use, and sends the page to /signin", async () => {
    const { access_token } = await register(uniqueEmail("idle"));
    await ageSession(access_token, { lastUsedMinutes: 29 });
    expect((await page("/bills", cookieOf(access_token))).status).toBe(200);
    // That visit counted as use: the idle clock starts again.
    expect((await sessionRow(access_token))!.last_used_at).toBeGreaterThan(Date.now() - 60_000);
    await ageSession(access_token, { lastUsedMinutes: 31 });
    const res = await page("/bills", cookieOf(access_token));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/signin?redirectTo=%2Fbills");
    expect(res.headers.get("set-cookie")).toMatch(/^fb_session=;.*Max-Age=0/);
    expect((await me(access_token)).status).toBe(401);
  });

  it("writes last use at most once a minute, in the same D1 round trip as the lookup", async () => {
    const { access_token } = await register(uniqueEmail("touch"));
    await ageSession(access_token, { lastUsedMinutes: 0.5 });
    const before = (await sessionRow(access_token))!.last_used_at;
    const metered = await SELF.fetch(`${LOCAL_ORIGIN}/api/auth/me`, {
      headers: { authorization: `Bearer ${access_token}`, "x-d1-meter": "1", ...LOCAL_CLIENT },
    });
    expect(metered.headers.get("x-d1-queries")).toBe("1");
    expect((await sessionRow(access_token))!.last_used_at).toBe(before);
    await ageSession(access_token, { lastUsedMinutes: 2 });
    const touched = await SELF.fetch(`${LOCAL_ORIGIN}/api/auth/me`, {
      headers: { authorization: `Bearer ${access_token}`, "x-d1-meter": "1", ...LOCAL_CLIENT },
    });
    expect(touched.headers.get("x-d1-queries")).toBe("1");
    expect((await sessionRow(access_token))!.last_used_at).toBeGreaterThan(Date.now() - 60_000);
  });

  it("gives a new session 12 hours and labels its device from the User-Agent", async () => {
    const res = await SELF.fetch(`${BASE}/api/auth/register`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent":
          "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
      },
      body: JSON.stringify({ email: uniqueEmail("device"), password: "correct-horse-9" }),
    });
    const { access_token } = (await res.json()) as { access_token: string };
    const row = (await sessionRow(access_token))!;
    expect(row.expires_at - row.authenticated_at).toBe(12 * 60 * 60 * 1000);
    expect(row.device).toBe("Chrome on macOS");
    expect(res.headers.get("set-cookie")).toContain("Expires=");
  });

  it("names devices without keeping the raw User-Agent", () => {
    expect(
      deviceLabel("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile Safari/604.1"),
    ).toBe("Safari on iOS");
    expect(deviceLabel("Mozilla/5.0 (Windows NT 10.0) Gecko/20100101 Firefox/128.0")).toBe(
      "Firefox on Windows",
    );
    expect(deviceLabel("Mozilla/5.0 (Windows NT 10.0) Chrome/120.0 Safari/537.36 Edg/120.0")).toBe(
      "Edge on Windows",
    );
    expect(deviceLabel("curl/8.5.0")).toBe("Another app or device");
    expect(deviceLabel(null)).toBe("Unknown device");
  });
});

describe("the session cookie", () => {
  const withAppUrl = (APP_ENV: string, APP_URL: string) =>
    ({ ...env, ...PRODUCTION_VARS, APP_ENV, APP_URL }) as Env;

  it("is __Host-fb_session, Secure, Path=/ and without Domain in production", () => {
    const production = withAppUrl("production", "https://app.fairbill.com");
    const cookie = sessionCookie(production, "tok", Date.now() + 1000);
    expect(cookie).toMatch(/^__Host-fb_session=tok; Path=\/; HttpOnly; SameSite=Lax; Expires=.*; Secure$/);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(clearedSessionCookie(production)).toMatch(/^__Host-fb_session=; Path=\/;.*Max-Age=0; Secure$/);
  });

  it("is Secure everywhere except plain-http localhost", () => {
    expect(sessionCookie(withAppUrl("staging", "https://preview.fairbill.com"), "t", 0)).toMatch(/; Secure$/);
    expect(sessionCookie(withAppUrl("development", "http://192.168.1.20:8787"), "t", 0)).toMatch(/; Secure$/);
    for (const local of ["http://127.0.0.1:8787", "http://localhost:8787"]) {
      const cookie = sessionCookie(withAppUrl("development", local), "t", 0);
      expect(cookie).toMatch(/^fb_session=t;/);
      expect(cookie).not.toContain("Secure");
    }
  });

  it("is read under its own name only: a plain fb_session cookie means nothing in production", async () => {
    const production = withAppUrl("production", "https://app.fairbill.com");
    expect(sessionCookieName(production)).toBe("__Host-fb_session");
    const { access_token } = await register(uniqueEmail("hostname"));
    const plain = new Request(`${BASE}/`, { headers: cookieOf(access_token) });
    expect(await getSignedIn(plain, production)).toBeNull();
    const hosted = new Request(`${BASE}/`, { headers: { cookie: `__Host-fb_session=${access_token}` } });
    expect((await getSignedIn(hosted, production))?.user.email).toMatch(/^hostname\./);
  });
});
