// Two accounts side by side: one user's token, link or code never reaches the other's account.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BASE, bearer, postJson, uniqueEmail } from "./factories";
import { latestLinkToken, latestMagicCode, me, register, sessionFromCookie } from "./support/auth";

async function whoIs(token: string) {
  return (await (await me(token)).json()) as { id: string; email: string; is_verified: boolean };
}

describe("two users", () => {
  it("each token only ever shows its own account", async () => {
    const a = await register(uniqueEmail("alice"));
    const b = await register(uniqueEmail("bob"));
    expect((await whoIs(a.access_token)).id).toBe(a.user.id);
    expect((await whoIs(b.access_token)).id).toBe(b.user.id);
    expect(a.user.inbox_email).not.toBe(b.user.inbox_email);
  });

  it("signing out everywhere ends only that user's sessions", async () => {
    const a = await register(uniqueEmail("alice"));
    const b = await register(uniqueEmail("bob"));
    await SELF.fetch(`${BASE}/api/auth/logout?all=true`, { method: "POST", headers: bearer(a.access_token) });
    expect((await me(a.access_token)).status).toBe(401);
    expect((await me(b.access_token)).status).toBe(200);
  });

  it("a verification link verifies its own account only and signs nobody in", async () => {
    const aEmail = uniqueEmail("alice");
    const bEmail = uniqueEmail("bob");
    const a = await register(aEmail);
    const b = await register(bEmail);
    const res = await postJson(
      "/api/auth/verify-email",
      { token: await latestLinkToken(bEmail, "/verify-email") },
      bearer(b.access_token),
    );
    expect(res.status).toBe(200);
    expect(sessionFromCookie(res)).toBeNull();
    expect(await res.json()).not.toHaveProperty("access_token");
    expect((await whoIs(b.access_token)).is_verified).toBe(true);
    expect((await whoIs(a.access_token)).is_verified).toBe(false);
  });

  it("a magic code works only for the e-mail it was sent to", async () => {
    const aEmail = uniqueEmail("alice");
    const bEmail = uniqueEmail("bob");
    const b = await register(bEmail);
    await postJson("/api/auth/magic-link/send", { email: aEmail });
    const aCode = await latestMagicCode(aEmail);

    // Bob has no link yet: Alice's code is refused for him.
    const noLink = await postJson("/api/auth/magic-link/verify-code", { email: bEmail, code: aCode });
    expect(noLink.status).toBe(400);

    await postJson("/api/auth/magic-link/send", { email: bEmail });
    const bCode = await latestMagicCode(bEmail);
    if (aCode !== bCode) {
      const crossed = await postJson("/api/auth/magic-link/verify-code", { email: bEmail, code: aCode });
      expect(crossed.status).toBe(400);
    }
    const own = await postJson("/api/auth/magic-link/verify-code", { email: aEmail, code: aCode });
    expect(own.status).toBe(200);
    const { access_token } = (await own.json()) as { access_token: string };
    const who = await whoIs(access_token);
    expect(who.email).toBe(aEmail);
    expect(who.id).not.toBe(b.user.id);
  });

  it("a magic link signs in the account it was sent to, never the one already signed in", async () => {
    const aEmail = uniqueEmail("alice");
    const bEmail = uniqueEmail("bob");
    const a = await register(aEmail);
    await register(bEmail);
    await postJson("/api/auth/magic-link/send", { email: bEmail });
    const token = await latestLinkToken(bEmail, "/auth/magic-link");
    // The link page's Continue button: a form POST to the link.
    const res = await SELF.fetch(`${BASE}/auth/magic-link?token=${token}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        cookie: `fb_session=${a.access_token}`,
        origin: BASE,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "",
    });
    const session = sessionFromCookie(res)!;
    expect((await whoIs(session)).email).toBe(bEmail);
    expect((await whoIs(a.access_token)).email).toBe(aEmail);
  });

  it("a verification token cannot be used as a magic link and vice versa", async () => {
    const aEmail = uniqueEmail("alice");
    await register(aEmail);
    const verifyToken = await latestLinkToken(aEmail, "/verify-email");
    const res = await SELF.fetch(`${BASE}/auth/magic-link?token=${verifyToken}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(res.headers.get("location")).toBe("/signin?error=invalid_link");
    expect(sessionFromCookie(res)).toBeNull();
  });
});
