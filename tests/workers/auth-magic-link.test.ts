// Magic-link sign-in: the e-mailed link and 6-digit code, one-time and 15 minutes, attempts and send limits (001 §7, §8, §9).
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ApiError } from "~/api/http";
import { getDb } from "~/db.server";
import { listMailbox } from "~/services/email/send.server";
import { sendMagicLink } from "~/services/auth/magic-link.server";
import { BASE, postJson, uniqueEmail } from "./factories";
import {
  latestLinkToken,
  latestMagicCode,
  mailbox,
  me,
  PRODUCTION_VARS,
  register,
  sessionFromCookie,
} from "./support/auth";
import { expectConsoleError } from "../setup/console-errors";

const send = (email: string, extra: Record<string, unknown> = {}) =>
  postJson("/api/auth/magic-link/send", { email, ...extra });
const verifyCode = (email: string, code: string, extra: Record<string, unknown> = {}) =>
  postJson("/api/auth/magic-link/verify-code", { email, code, ...extra });
const linkUrl = (token: string) => `${BASE}/auth/magic-link?token=${encodeURIComponent(token)}`;
/** The 'Continue' button of the link's page: a form POST to the same URL. */
const openLink = (token: string) =>
  SELF.fetch(linkUrl(token), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "",
    redirect: "manual",
  });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("POST /api/auth/magic-link/send", () => {
  it("e-mails a link and a 6-digit code and reports the remaining sends", async () => {
    const email = uniqueEmail("send");
    const res = await send(email);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      message: string;
      rate_limit: { remaining: number; reset_at: string };
    };
    expect(body.rate_limit.remaining).toBe(4);
    const resetIn = Date.parse(body.rate_limit.reset_at) - Date.now();
    expect(resetIn).toBeGreaterThan(14 * 60_000);
    expect(resetIn).toBeLessThanOrEqual(15 * 60_000);

    const [mail] = await mailbox(email);
    expect(mail.text).toMatch(/http:\/\/127\.0\.0\.1:8787\/auth\/magic-link\?token=[\w-]{40,}/);
    expect(mail.text).toMatch(/\b\d{6}\b/);
    expect(mail.html).toContain("/auth/magic-link?token=");
    const row = await env.DB.prepare(
      "SELECT expires_at - created_at AS ttl, code_hash FROM auth_codes WHERE email = ?",
    )
      .bind(email)
      .first<{ ttl: number; code_hash: string }>();
    expect(row!.ttl).toBe(15 * 60_000);
    expect(row!.code_hash).not.toContain(await latestMagicCode(email));
  });

  it("allows 5 sends per e-mail in 15 minutes, then 429 rate_limit_exceeded, then temporarily_blocked", async () => {
    const email = uniqueEmail("limit");
    for (let i = 0; i < 5; i++) {
      const res = await send(email);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { rate_limit: { remaining: number } }).rate_limit.remaining).toBe(4 - i);
    }
    for (let i = 0; i < 5; i++) {
      const res = await send(email);
      expect(res.status).toBe(429);
      const { detail } = (await res.json()) as {
        detail: { error: string; message: string; retry_after_minutes: number; reset_at: string };
      };
      expect(detail.error).toBe("rate_limit_exceeded");
      expect(detail.message).toBe(`Rate limit exceeded. Please wait ${detail.retry_after_minutes} minutes.`);
      expect(detail.retry_after_minutes).toBeGreaterThanOrEqual(14);
      expect(detail.retry_after_minutes).toBeLessThanOrEqual(15);
      expect(Number.isNaN(Date.parse(detail.reset_at))).toBe(false);
    }
    const blocked = await send(email);
    expect(blocked.status).toBe(429);
    const { detail } = (await blocked.json()) as {
      detail: { error: string; message: string; retry_after_minutes: number };
    };
    expect(detail.error).toBe("temporarily_blocked");
    expect(detail.message).toBe(
      `Too many requests. Please wait ${detail.retry_after_minutes} minutes before trying again.`,
    );
    expect(await mailbox(email)).toHaveLength(5);
    // Another address is not affected.
    expect((await send(uniqueEmail("other"))).status).toBe(200);
  });

  it("counts only the last 15 minutes", async () => {
    const email = uniqueEmail("window");
    for (let i = 0; i < 5; i++) expect((await send(email)).status).toBe(200);
    expect((await send(email)).status).toBe(429);
    await env.DB.prepare("UPDATE auth_codes SET created_at = created_at - 16 * 60000 WHERE email = ?")
      .bind(email)
      .run();
    await env.DB.prepare("UPDATE audit_log SET created_at = created_at - 16 * 60000").run();
    expect((await send(email)).status).toBe(200);
  });

  it("answers 503 with the spec's message when the e-mail cannot be sent, and keeps no usable code", async () => {
    expectConsoleError('"where":"magic link email not sent"');
    const email = uniqueEmail("down");
    const production = { ...env, ...PRODUCTION_VARS } as Env;
    const error = await sendMagicLink(
      production,
      getDb(production),
      { email },
      { ip: "192.0.2.50", device: "test" },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect((error as ApiError).detail).toBe("Email service temporarily unavailable. Please try again later.");
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM auth_codes WHERE email = ?")
      .bind(email)
      .first<{ n: number }>();
    expect(rows!.n).toBe(0);
  });
});

describe("POST /api/auth/magic-link/verify-code", () => {
  it("signs in a new e-mail, creating a verified account, and sets the cookie", async () => {
    const email = uniqueEmail("new");
    await send(email, { redirect_url: "/insurance" });
    const res = await verifyCode(email, await latestMagicCode(email));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { access_token: string; token_type: string; redirect_url: string };
    expect(body.token_type).toBe("bearer");
    expect(body.redirect_url).toBe("/insurance");
    expect(sessionFromCookie(res)).toBe(body.access_token);
    const who = (await (await me(body.access_token)).json()) as { email: string; is_verified: boolean };
    expect(who).toMatchObject({ email, is_verified: true });
  });

  it("verifies a known unverified account and signs into it", async () => {
    const email = uniqueEmail("known");
    const { user } = await register(email);
    await send(email);
    const res = await verifyCode(email, await latestMagicCode(email));
    const { access_token } = (await res.json()) as { access_token: string };
    const who = (await (await me(access_token)).json()) as { id: string; is_verified: boolean };
    expect(who).toEqual(expect.objectContaining({ id: user.id, is_verified: true }));
  });

  it("answers 400 for a wrong code and works once with the right one", async () => {
    const email = uniqueEmail("once");
    await send(email);
    const code = await latestMagicCode(email);
    const wrong = await verifyCode(email, wrongCode(code));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ detail: "Invalid or expired verification code" });
    expect((await verifyCode(email, code)).status).toBe(200);
    const reused = await verifyCode(email, code);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({ detail: "Invalid or expired verification code" });
  });

  it("after 5 wrong codes answers 429 and the right code no longer works", async () => {
    const email = uniqueEmail("attempts");
    await send(email);
    const code = await latestMagicCode(email);
    for (let i = 0; i < 5; i++) expect((await verifyCode(email, wrongCode(code))).status).toBe(400);
    const locked = await verifyCode(email, code);
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual({
      detail: "Too many failed attempts. Please wait before trying again.",
    });
  });

  it("refuses an expired code", async () => {
    const email = uniqueEmail("late");
    await send(email);
    await env.DB.prepare("UPDATE auth_codes SET expires_at = ? WHERE email = ?")
      .bind(Date.now() - 1, email)
      .run();
    const res = await verifyCode(email, await latestMagicCode(email));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: "Invalid or expired verification code" });
  });

  it("refuses codes that are not 6 digits with the same 400", async () => {
    const email = uniqueEmail("format");
    await send(email);
    for (const code of ["12345", "1234567", "abcdef", ""]) {
      const res = await verifyCode(email, code);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ detail: "Invalid or expired verification code" });
    }
  });

  it("ignores a redirect_url that leaves the site", async () => {
    const email = uniqueEmail("redirect");
    await send(email, { redirect_url: "https://evil.example/steal" });
    const res = await verifyCode(email, await latestMagicCode(email), { redirect_url: "//evil.example" });
    expect(((await res.json()) as { redirect_url: string }).redirect_url).toBe("/bills");
  });
});

describe("/auth/magic-link", () => {
  it("only shows a Continue button when opened: a mail scanner's GET signs nobody in and uses nothing", async () => {
    const email = uniqueEmail("scanned");
    await send(email);
    const token = await latestLinkToken(email, "/auth/magic-link");
    for (let i = 0; i < 2; i++) {
      const page = await SELF.fetch(linkUrl(token), { redirect: "manual" });
      expect(page.status).toBe(200);
      expect(sessionFromCookie(page)).toBeNull();
      const html = await page.text();
      expect(html).toContain("Continue");
      expect(html).toContain('name="referrer" content="no-referrer"');
    }
    const res = await openLink(token);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/bills");
    expect(sessionFromCookie(res)).not.toBeNull();
  });

  it("signs in once and goes to the stored redirect", async () => {
    const email = uniqueEmail("link");
    await send(email, { redirect_url: "/insights?tab=1" });
    const token = await latestLinkToken(email, "/auth/magic-link");
    const res = await openLink(token);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/insights?tab=1");
    const session = sessionFromCookie(res);
    expect(session).not.toBeNull();
    expect((await me(session!)).status).toBe(200);

    const again = await openLink(token);
    expect(again.headers.get("location")).toBe("/signin?error=used_link");
    expect(sessionFromCookie(again)).toBeNull();
    // The code of a used link is dead too.
    expect((await verifyCode(email, await latestMagicCode(email))).status).toBe(400);
  });

  it("sends an expired link to /signin?error=expired_link", async () => {
    const email = uniqueEmail("expired-link");
    await send(email);
    const token = await latestLinkToken(email, "/auth/magic-link");
    await env.DB.prepare("UPDATE auth_codes SET expires_at = ? WHERE email = ?")
      .bind(Date.now() - 1, email)
      .run();
    const res = await openLink(token);
    expect(res.headers.get("location")).toBe("/signin?error=expired_link");
    expect(sessionFromCookie(res)).toBeNull();
  });

  it("sends an unknown or missing token to /signin?error=invalid_link", async () => {
    expect((await openLink("not-a-real-token")).headers.get("location")).toBe("/signin?error=invalid_link");
    const bare = await SELF.fetch(`${BASE}/auth/magic-link`, { redirect: "manual" });
    expect(bare.headers.get("location")).toBe("/signin?error=invalid_link");
  });

  it("goes to /bills when no redirect was asked for", async () => {
    const email = uniqueEmail("default");
    await send(email);
    const res = await openLink(await latestLinkToken(email, "/auth/magic-link"));
    expect(res.headers.get("location")).toBe("/bills");
  });
});

describe("the dev mailbox", () => {
  it("lists newest first with ISO times", async () => {
    const email = uniqueEmail("order");
    await send(email);
    await register(email);
    const messages = await mailbox(email);
    expect(messages.map((m) => m.subject)).toEqual([
      "Verify your Fairbill email address",
      "Your Fairbill sign-in link",
    ]);
    expect(new Date(messages[0].created_at).toISOString()).toBe(messages[0].created_at);
  });

  it("does not exist in production (404)", async () => {
    const production = { ...env, ...PRODUCTION_VARS } as Env;
    const error = await listMailbox(production).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect(await listMailbox(env)).not.toHaveLength(0);
  });
});
