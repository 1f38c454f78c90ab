// E-mail verification: the link from the sign-up e-mail, one-time and 24 h, and resending it (001 §4, §8).
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BASE, bearer, postJson, uniqueEmail } from "./factories";
import { latestLinkToken, mailbox, me, register } from "./support/auth";

const FAILED = { detail: "Verification failed. The link may be expired or invalid." };

async function isVerified(token: string) {
  return ((await (await me(token)).json()) as { is_verified: boolean }).is_verified;
}

describe("POST /api/auth/verify-email", () => {
  it("verifies the account with the e-mailed token, once", async () => {
    const email = uniqueEmail("verify");
    const { access_token } = await register(email);
    expect(await isVerified(access_token)).toBe(false);
    const token = await latestLinkToken(email, "/verify-email");

    // Sent with the registration's own token: the same person proved both, so nothing is taken away.
    const res = await postJson("/api/auth/verify-email", { token }, bearer(access_token));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email, is_verified: true, password_removed: false });
    expect(await isVerified(access_token)).toBe(true);

    const again = await postJson("/api/auth/verify-email", { token }, bearer(access_token));
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual(FAILED);
  });

  it("refuses an expired token (older than 24 hours)", async () => {
    const email = uniqueEmail("expired");
    const { access_token } = await register(email);
    const token = await latestLinkToken(email, "/verify-email");
    await env.DB.prepare("UPDATE auth_codes SET expires_at = ? WHERE email = ? AND kind = 'verify_email'")
      .bind(Date.now() - 1, email)
      .run();
    const res = await postJson("/api/auth/verify-email", { token });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(FAILED);
    expect(await isVerified(access_token)).toBe(false);
  });

  it("stores only a hash of the token and gives it 24 hours", async () => {
    const email = uniqueEmail("hash");
    await register(email);
    const token = await latestLinkToken(email, "/verify-email");
    const row = await env.DB.prepare(
      "SELECT token_hash, expires_at, created_at FROM auth_codes WHERE email = ?",
    )
      .bind(email)
      .first<{ token_hash: string; expires_at: number; created_at: number }>();
    expect(row!.token_hash).not.toContain(token);
    expect(row!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.expires_at - row!.created_at).toBe(24 * 60 * 60 * 1000);
  });

  it("refuses an unknown token and a magic-link token", async () => {
    expect(await (await postJson("/api/auth/verify-email", { token: "no-such-token" })).json()).toEqual(
      FAILED,
    );
    const email = uniqueEmail("kind");
    await postJson("/api/auth/magic-link/send", { email });
    const magicToken = await latestLinkToken(email, "/auth/magic-link");
    const res = await postJson("/api/auth/verify-email", { token: magicToken });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(FAILED);
  });
});

describe("POST /api/auth/resend-verification", () => {
  it("sends a fresh link that works", async () => {
    const email = uniqueEmail("resend");
    const { access_token } = await register(email);
    const first = await latestLinkToken(email, "/verify-email");
    const res = await postJson("/api/auth/resend-verification", { email });
    expect(res.status).toBe(200);
    expect(await mailbox(email)).toHaveLength(2);
    const second = await latestLinkToken(email, "/verify-email");
    expect(second).not.toBe(first);
    expect((await postJson("/api/auth/verify-email", { token: second }, bearer(access_token))).status).toBe(
      200,
    );
    expect(await isVerified(access_token)).toBe(true);
  });

  it("uses the signed-in user's e-mail when none is given", async () => {
    const email = uniqueEmail("resend-me");
    const { access_token } = await register(email);
    const res = await postJson(
      "/api/auth/resend-verification",
      {},
      { authorization: `Bearer ${access_token}` },
    );
    expect(res.status).toBe(200);
    expect(await mailbox(email)).toHaveLength(2);
  });

  it("answers an unknown e-mail exactly like a known one, and sends nothing", async () => {
    const known = uniqueEmail("known");
    await register(known);
    const unknown = uniqueEmail("unknown");
    const a = await postJson("/api/auth/resend-verification", { email: known });
    const b = await postJson("/api/auth/resend-verification", { email: unknown });
    expect(a.status).toBe(b.status);
    expect(await a.json()).toEqual(await b.json());
    expect(await mailbox(unknown)).toHaveLength(0);
  });

  it("sends nothing to an account that is already verified", async () => {
    const email = uniqueEmail("done");
    await register(email);
    await postJson("/api/auth/verify-email", { token: await latestLinkToken(email, "/verify-email") });
    expect((await postJson("/api/auth/resend-verification", { email })).status).toBe(200);
    expect(await mailbox(email)).toHaveLength(1);
  });

  it("is rate-limited per e-mail, for unknown addresses too", async () => {
    for (const email of [uniqueEmail("limit-known"), uniqueEmail("limit-unknown")]) {
      if (email.startsWith("limit-known")) await register(email);
      for (let i = 0; i < 3; i++)
        expect((await postJson("/api/auth/resend-verification", { email })).status).toBe(200);
      const res = await postJson("/api/auth/resend-verification", { email });
      expect(res.status).toBe(429);
      expect(((await res.json()) as { detail: string }).detail).toMatch(
        /^Too many requests\. Please wait \d+ minutes before trying again\.$/,
      );
    }
  });

  it("needs an e-mail when nobody is signed in", async () => {
    const res = await SELF.fetch(`${BASE}/api/auth/resend-verification`, { method: "POST" });
    expect(res.status).toBe(422);
  });
});
