// Pre-registered accounts: someone registers another person's address with a password and keeps
// the token. When the owner proves the mailbox (magic code, magic link, verification link, Google),
// the squatter's password and every token end; the owner who registered it in their own browser
// keeps everything (docs/decisions/011).
import { SELF } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE, bearer, cookieOf, postJson, uniqueEmail } from "./factories";
import {
  auditRows,
  googleSignIn,
  latestLinkToken,
  latestMagicCode,
  login,
  me,
  register,
  sessionFromCookie,
} from "./support/auth";
import { type FakeGoogle, installFakeGoogle } from "./support/google-idp";

const SQUATTER_PASSWORD = "squatters-pass-1";

/** The attacker's half: register the victim's address with a password and keep the token. */
async function preRegister(label: string) {
  const email = uniqueEmail(label);
  const squatter = await register(email, SQUATTER_PASSWORD);
  expect((await me(squatter.access_token)).status).toBe(200);
  return { email, squatterToken: squatter.access_token, userId: squatter.user.id as string };
}

async function expectSquatterLockedOut(email: string, squatterToken: string) {
  expect((await me(squatterToken)).status).toBe(401);
  expect((await login(email, SQUATTER_PASSWORD)).status).toBe(401);
}

let google: FakeGoogle;
beforeAll(async () => {
  google = await installFakeGoogle();
});
afterAll(() => google.restore());

describe("an owner claims a pre-registered account", () => {
  it("by the magic code: the squatter's token answers 401 and the password no longer signs in", async () => {
    const { email, squatterToken, userId } = await preRegister("claim.code");
    await postJson("/api/auth/magic-link/send", { email });
    const res = await postJson("/api/auth/magic-link/verify-code", {
      email,
      code: await latestMagicCode(email),
    });
    expect(res.status).toBe(200);
    const owner = (await res.json()) as { access_token: string };
    const who = (await (await me(owner.access_token)).json()) as { id: string; is_verified: boolean };
    expect(who).toMatchObject({ id: userId, is_verified: true });
    await expectSquatterLockedOut(email, squatterToken);
    expect((await auditRows("auth.account_claimed")).filter((r) => r.subject_id === userId)).toEqual([
      expect.objectContaining({
        subject_type: "user",
        details: '{"method":"magic_code","had_password":true}',
      }),
    ]);
  });

  it("by the magic link's Continue button", async () => {
    const { email, squatterToken } = await preRegister("claim.link");
    await postJson("/api/auth/magic-link/send", { email });
    const token = await latestLinkToken(email, "/auth/magic-link");
    const res = await SELF.fetch(`${BASE}/auth/magic-link?token=${token}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(res.status).toBe(302);
    expect((await me(sessionFromCookie(res)!)).status).toBe(200);
    await expectSquatterLockedOut(email, squatterToken);
  });

  it("by the verification link through the API, from anywhere but the registration's own session", async () => {
    const { email, squatterToken } = await preRegister("claim.api");
    const res = await postJson("/api/auth/verify-email", {
      token: await latestLinkToken(email, "/verify-email"),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email, is_verified: true, password_removed: true });
    await expectSquatterLockedOut(email, squatterToken);
  });

  it("by the verification page: opening it changes nothing, the Verify button claims and says so", async () => {
    const { email, squatterToken } = await preRegister("claim.page");
    const token = await latestLinkToken(email, "/verify-email");
    const opened = await SELF.fetch(`${BASE}/verify-email?token=${token}`);
    const html = await opened.text();
    expect(html).toContain("Confirm your email address");
    expect(html).not.toContain('http-equiv="refresh"');
    // A mail scanner's GET neither verifies nor ends anything.
    expect((await me(squatterToken)).status).toBe(200);

    const posted = await SELF.fetch(`${BASE}/verify-email?token=${token}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "password=",
    });
    expect(posted.status).toBe(302);
    expect(posted.headers.get("location")).toBe("/verify-email?result=claimed");
    await expectSquatterLockedOut(email, squatterToken);
    const shown = (await (await SELF.fetch(`${BASE}/verify-email?result=claimed`)).text()).replace(
      /&#x27;|&#39;/g,
      "'",
    );
    expect(shown).toContain("we removed it and signed out every device");
    expect(shown).toContain("Sign in with an email link");
  });

  it("by Google: linking a never-verified account ends the squatter's password and token", async () => {
    const { email, squatterToken, userId } = await preRegister("claim.google");
    const { session } = await googleSignIn(google, { sub: `sub-${crypto.randomUUID()}`, email });
    const who = (await (await me(session!)).json()) as { id: string };
    expect(who.id).toBe(userId);
    await expectSquatterLockedOut(email, squatterToken);
  });
});

describe("the person who registered keeps their password", () => {
  it("when the verification link opens in the browser holding the registration's session", async () => {
    const email = uniqueEmail("own.verify");
    const { access_token } = await register(email, "my-own-pass-1");
    const token = await latestLinkToken(email, "/verify-email");
    const html = await (
      await SELF.fetch(`${BASE}/verify-email?token=${token}`, { headers: cookieOf(access_token) })
    ).text();
    expect(html).toContain("Email verified");
    expect((await me(access_token)).status).toBe(200);
    expect((await login(email, "my-own-pass-1")).status).toBe(200);
  });

  it("when they type the password on the confirmation page of another browser", async () => {
    const email = uniqueEmail("own.phone");
    const { access_token } = await register(email, "my-own-pass-1");
    const token = await latestLinkToken(email, "/verify-email");
    const post = (password: string) =>
      SELF.fetch(`${BASE}/verify-email?token=${token}`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ password }).toString(),
      });
    const wrong = await post("not-my-password");
    expect(wrong.status).toBe(200);
    expect((await wrong.text()).replace(/&#x27;|&#39;/g, "'")).toContain(
      "That password does not match this account.",
    );
    expect(((await (await me(access_token)).json()) as { is_verified: boolean }).is_verified).toBe(false);

    const right = await post("my-own-pass-1");
    expect(right.headers.get("location")).toBe("/verify-email?result=verified");
    expect(((await (await me(access_token)).json()) as { is_verified: boolean }).is_verified).toBe(true);
    expect((await login(email, "my-own-pass-1")).status).toBe(200);
  });

  it("when they sign in by magic code in the browser that holds their session", async () => {
    const email = uniqueEmail("own.code");
    const { access_token } = await register(email, "my-own-pass-1");
    await postJson("/api/auth/magic-link/send", { email });
    const res = await postJson(
      "/api/auth/magic-link/verify-code",
      { email, code: await latestMagicCode(email) },
      bearer(access_token),
    );
    expect(res.status).toBe(200);
    expect((await me(access_token)).status).toBe(200);
    expect((await login(email, "my-own-pass-1")).status).toBe(200);
  });

  it("and a verified account is never claimed: a magic sign-in elsewhere leaves its password and sessions", async () => {
    const email = uniqueEmail("verified");
    const { access_token } = await register(email, "my-own-pass-1");
    await postJson(
      "/api/auth/verify-email",
      { token: await latestLinkToken(email, "/verify-email") },
      bearer(access_token),
    );
    await postJson("/api/auth/magic-link/send", { email });
    await postJson("/api/auth/magic-link/verify-code", { email, code: await latestMagicCode(email) });
    await googleSignIn(google, { sub: `sub-${crypto.randomUUID()}`, email });
    expect((await me(access_token)).status).toBe(200);
    expect((await login(email, "my-own-pass-1")).status).toBe(200);
  });
});
