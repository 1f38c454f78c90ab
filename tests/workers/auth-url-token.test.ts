// No session tokens in URLs: a page never adopts ?token=, redirect targets never carry one, and
// the Google flow's API hand-over is a single-use 60-second code that never touches the cookie.
import { env, SELF } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE, cookieOf, postForm, postJson, uniqueEmail } from "./factories";
import {
  googleSignIn,
  latestLinkToken,
  latestMagicCode,
  me,
  register,
  sessionFromCookie,
} from "./support/auth";
import { type FakeGoogle, installFakeGoogle } from "./support/google-idp";

const page = (path: string, headers: Record<string, string> = {}) =>
  SELF.fetch(`${BASE}${path}`, { redirect: "manual", headers });

async function whoIs(token: string) {
  return ((await (await me(token)).json()) as { email: string }).email;
}

let google: FakeGoogle;
beforeAll(async () => {
  google = await installFakeGoogle();
});
afterAll(() => google.restore());

describe("a session token in a page URL", () => {
  it("never replaces the visitor's own session: /bills?token=<someone else's> keeps the visitor", async () => {
    const visitor = await register(uniqueEmail("visitor"));
    const attacker = await register(uniqueEmail("attacker"));
    const res = await page(`/bills?token=${attacker.access_token}`, cookieOf(visitor.access_token));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/bills");
    expect(res.headers.get("set-cookie")).toBeNull();
    const html = await (await page("/bills", cookieOf(visitor.access_token))).text();
    expect(html).toContain(visitor.user.email as string);
    expect(html).not.toContain(attacker.user.email as string);
  });

  it("does not sign in a signed-out visitor either", async () => {
    const attacker = await register(uniqueEmail("attacker"));
    const res = await page(`/account?token=${attacker.access_token}`);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(res.headers.get("location")).toBe("/account");
  });

  it("is dropped from the /signin redirect of a protected page", async () => {
    const res = await page("/insurance?token=abc&tab=2");
    const location = res.headers.get("location") ?? "";
    expect(location).not.toContain("token");
  });
});

describe("redirect targets never carry a token", () => {
  it("a genuine magic-link e-mail asked for with redirect_url=/bills?token=… lands on /bills as its owner", async () => {
    const attacker = await register(uniqueEmail("attacker"));
    const victim = uniqueEmail("victim");
    await postJson("/api/auth/magic-link/send", {
      email: victim,
      redirect_url: `/bills?token=${attacker.access_token}&status=paid`,
    });
    const token = await latestLinkToken(victim, "/auth/magic-link");
    const res = await SELF.fetch(`${BASE}/auth/magic-link?token=${token}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(res.headers.get("location")).toBe("/bills?status=paid");
    const session = sessionFromCookie(res)!;
    expect(await whoIs(session)).toBe(victim);
    // Following the redirect with the new cookie stays the victim's own account.
    const landed = await page("/bills?status=paid", cookieOf(session));
    expect(landed.status).toBe(200);
  });

  it("the magic code's redirect_url, /signin's redirectTo and Google's redirect_url drop it too", async () => {
    const email = uniqueEmail("codes");
    await postJson("/api/auth/magic-link/send", { email });
    const viaCode = await postJson("/api/auth/magic-link/verify-code", {
      email,
      code: await latestMagicCode(email),
      redirect_url: "/family?token=stolen",
    });
    expect(((await viaCode.json()) as { redirect_url: string }).redirect_url).toBe("/family");

    const pw = uniqueEmail("pw");
    await register(pw);
    const signIn = await postForm("/signin?redirectTo=%2Finsurance%3Ftoken%3Dstolen", {
      form: "signin",
      email: pw,
      password: "correct-horse-9",
    });
    expect(signIn.headers.get("location")).toBe("/insurance");

    const { location } = await googleSignIn(
      google,
      { sub: `sub-${crypto.randomUUID()}`, email: uniqueEmail("g") },
      {
        query: `?redirect_url=${encodeURIComponent("/insurance?token=stolen")}`,
      },
    );
    expect(location.pathname).toBe("/insurance");
    expect(location.searchParams.has("token")).toBe(false);
  });
});

describe("Google sign-in for API clients: a single-use, short-lived exchange code", () => {
  const person = () => ({ sub: `sub-${crypto.randomUUID()}`, email: uniqueEmail("api.google") });

  it("puts a code, never a token, in the redirect and sets no session cookie", async () => {
    const who = person();
    const { res, location } = await googleSignIn(google, who, {
      query: "?token_delivery=code&redirect_url=/bills",
    });
    expect(res.status).toBe(302);
    expect(sessionFromCookie(res)).toBeNull();
    const code = location.searchParams.get("code")!;
    expect(code).toMatch(/^[\w-]{40,}$/);
    expect(location.searchParams.has("token")).toBe(false);
    // The code is not a session token.
    expect((await me(code)).status).toBe(401);

    const exchanged = await postJson("/api/auth/exchange", { code });
    expect(exchanged.status).toBe(200);
    expect(exchanged.headers.get("set-cookie")).toBeNull();
    const { access_token } = (await exchanged.json()) as { access_token: string };
    expect(await whoIs(access_token)).toBe(who.email);

    const again = await postJson("/api/auth/exchange", { code });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      detail: "This sign-in code is invalid, used or expired. Please sign in again.",
    });
  });

  it("expires after 60 seconds", async () => {
    const { location } = await googleSignIn(google, person(), { query: "?token_delivery=code" });
    const code = location.searchParams.get("code")!;
    const row = await env.DB.prepare(
      "SELECT expires_at - created_at AS ttl FROM auth_codes WHERE kind = 'session_exchange' ORDER BY created_at DESC LIMIT 1",
    ).first<{ ttl: number }>();
    expect(row!.ttl).toBeLessThanOrEqual(60_000);
    await env.DB.prepare("UPDATE auth_codes SET expires_at = ? WHERE kind = 'session_exchange'")
      .bind(Date.now() - 1)
      .run();
    expect((await postJson("/api/auth/exchange", { code })).status).toBe(400);
  });

  it("never replaces the session of the browser that carries it", async () => {
    const visitor = await register(uniqueEmail("holder"));
    const { location } = await googleSignIn(google, person(), { query: "?token_delivery=code" });
    const code = location.searchParams.get("code")!;
    const landing = await page(`/bills?code=${code}&oauth_success=true`, cookieOf(visitor.access_token));
    expect(landing.headers.get("set-cookie")).toBeNull();
    const exchanged = await postJson("/api/auth/exchange", { code }, cookieOf(visitor.access_token));
    expect(exchanged.headers.get("set-cookie")).toBeNull();
    expect(await whoIs(visitor.access_token)).toBe(visitor.user.email);
  });
});
