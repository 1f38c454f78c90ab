// Rate limits by client IP and across the service on password sign-in, registration, magic-link
// sends and code checks, with the spec's 429 texts (001 §8); a per-address cap on wrong codes
// across links; limits are configuration, strict in production, loose for local scripts.
import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { handleApi } from "~/api/router.server";
import { limitSetting, parseLimit } from "~/services/auth/rate-limits.server";
import { BASE, postJson, uniqueEmail } from "./factories";
import { latestMagicCode, register, PRODUCTION_VARS } from "./support/auth";

let ipCounter = 0;
const newIp = () => `198.51.100.${++ipCounter}`;

/** One API call through the real router, with this test's limits and client IP. */
async function call(limits: Record<string, string>, ip: string, path: string, body: unknown, form = false) {
  const request = new Request(`${BASE}${path}`, {
    method: "POST",
    headers: {
      "content-type": form ? "application/x-www-form-urlencoded" : "application/json",
      "cf-connecting-ip": ip,
    },
    body: form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body),
  });
  const res = await handleApi(request, { ...env, ...limits } as Env, createExecutionContext());
  return { status: res.status, body: (await res.json()) as { detail: unknown }, headers: res.headers };
}

const RATE_LIMITED = /^Rate limit exceeded\. Please wait \d+ minutes?\.$/;
const TOO_MANY_FAILED = "Too many failed attempts. Please wait before trying again.";

describe("password sign-in", () => {
  it("pauses one client IP after its wrong passwords across many e-mails; other IPs go on", async () => {
    const limits = { RATE_LIMIT_SIGNIN_PER_IP: "3/15m" };
    const ip = newIp();
    const email = uniqueEmail("ip.signin");
    await register(email, "right-password-1");
    for (let i = 0; i < 3; i++) {
      const wrong = await call(
        limits,
        ip,
        "/api/auth/token",
        { username: uniqueEmail("x"), password: "nope" },
        true,
      );
      expect(wrong.status).toBe(401);
    }
    const paused = await call(
      limits,
      ip,
      "/api/auth/token",
      { username: email, password: "right-password-1" },
      true,
    );
    expect(paused.status).toBe(429);
    expect(paused.body.detail).toMatch(RATE_LIMITED);
    expect(Number(paused.headers.get("retry-after"))).toBeGreaterThan(0);
    const elsewhere = await call(
      limits,
      newIp(),
      "/api/auth/token",
      { username: email, password: "right-password-1" },
      true,
    );
    expect(elsewhere.status).toBe(200);
  });

  it("pauses everyone once the whole service sees too many failures (many IPs)", async () => {
    const limits = { RATE_LIMIT_SIGNIN_GLOBAL: "4/1013s" };
    for (let i = 0; i < 4; i++)
      await call(limits, newIp(), "/api/auth/token", { username: uniqueEmail("g"), password: "nope" }, true);
    const paused = await call(
      limits,
      newIp(),
      "/api/auth/token",
      { username: uniqueEmail("g"), password: "x" },
      true,
    );
    expect(paused.status).toBe(429);
    expect(paused.body.detail).toMatch(RATE_LIMITED);
  });
});

describe("registration and magic-link sends", () => {
  it("counts every registration per IP", async () => {
    const limits = { RATE_LIMIT_REGISTER_PER_IP: "2/1h" };
    const ip = newIp();
    for (let i = 0; i < 2; i++)
      expect(
        (await call(limits, ip, "/api/auth/register", { email: uniqueEmail("r"), password: "long-enough-1" }))
          .status,
      ).toBe(200);
    const refused = await call(limits, ip, "/api/auth/register", {
      email: uniqueEmail("r"),
      password: "long-enough-1",
    });
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(RATE_LIMITED);
    expect(
      (
        await call(limits, newIp(), "/api/auth/register", {
          email: uniqueEmail("r"),
          password: "long-enough-1",
        })
      ).status,
    ).toBe(200);
  });

  it("counts every magic-link send per IP across addresses, with the spec's rate_limit_exceeded answer", async () => {
    const limits = { RATE_LIMIT_MAGIC_LINK_PER_IP: "2/15m" };
    const ip = newIp();
    for (let i = 0; i < 2; i++)
      expect((await call(limits, ip, "/api/auth/magic-link/send", { email: uniqueEmail("m") })).status).toBe(
        200,
      );
    const refused = await call(limits, ip, "/api/auth/magic-link/send", { email: uniqueEmail("m") });
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatchObject({
      error: "rate_limit_exceeded",
      message: expect.stringMatching(RATE_LIMITED),
    });
  });

  it("counts verification resends, which also send e-mail, in the same per-IP budget", async () => {
    const limits = { RATE_LIMIT_MAGIC_LINK_PER_IP: "1/15m" };
    const ip = newIp();
    expect(
      (await call(limits, ip, "/api/auth/resend-verification", { email: uniqueEmail("rs") })).status,
    ).toBe(200);
    const refused = await call(limits, ip, "/api/auth/resend-verification", { email: uniqueEmail("rs") });
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(RATE_LIMITED);
  });

  it("has a global cap on sends too", async () => {
    const limits = { RATE_LIMIT_MAGIC_LINK_GLOBAL: "3/1019s" };
    for (let i = 0; i < 3; i++)
      await call(limits, newIp(), "/api/auth/magic-link/send", { email: uniqueEmail("mg") });
    expect(
      (await call(limits, newIp(), "/api/auth/magic-link/send", { email: uniqueEmail("mg") })).status,
    ).toBe(429);
  });
});

describe("6-digit code checks", () => {
  it("pause a client IP after its wrong codes across addresses", async () => {
    const limits = { RATE_LIMIT_CODE_PER_IP: "3/15m" };
    const ip = newIp();
    for (let i = 0; i < 3; i++) {
      const res = await call(limits, ip, "/api/auth/magic-link/verify-code", {
        email: uniqueEmail("c"),
        code: "123456",
      });
      expect(res.status).toBe(400);
    }
    const email = uniqueEmail("c.right");
    await postJson("/api/auth/magic-link/send", { email });
    const paused = await call(limits, ip, "/api/auth/magic-link/verify-code", {
      email,
      code: await latestMagicCode(email),
    });
    expect(paused).toMatchObject({ status: 429, body: { detail: TOO_MANY_FAILED } });
    expect(
      (
        await call(limits, newIp(), "/api/auth/magic-link/verify-code", {
          email,
          code: await latestMagicCode(email),
        })
      ).status,
    ).toBe(200);
  });

  it("cap wrong codes per address across links: new links give no new guesses", async () => {
    const email = uniqueEmail("across.links");
    for (let link = 0; link < 2; link++) {
      await postJson("/api/auth/magic-link/send", { email });
      const right = await latestMagicCode(email);
      const wrong = right === "000000" ? "111111" : "000000";
      for (let i = 0; i < 5; i++) await postJson("/api/auth/magic-link/verify-code", { email, code: wrong });
    }
    // Ten wrong codes in the hour: even a fresh link's right code is refused now.
    await postJson("/api/auth/magic-link/send", { email });
    const res = await postJson("/api/auth/magic-link/verify-code", {
      email,
      code: await latestMagicCode(email),
    });
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ detail: TOO_MANY_FAILED });
    // The cap is the address's alone.
    const other = uniqueEmail("across.other");
    await postJson("/api/auth/magic-link/send", { email: other });
    expect(
      (
        await postJson("/api/auth/magic-link/verify-code", {
          email: other,
          code: await latestMagicCode(other),
        })
      ).status,
    ).toBe(200);
  });
});

describe("limits are configuration", () => {
  const envFor = (APP_ENV: string, extra: Record<string, string> = {}) =>
    ({
      ...env,
      ...PRODUCTION_VARS,
      APP_ENV,
      ...extra,
    }) as Env;

  it("are strict in production and staging, loose in development and test, and overridable", () => {
    expect(limitSetting(envFor("production"), "RATE_LIMIT_REGISTER_PER_IP")).toEqual({
      count: 10,
      windowMs: 3_600_000,
    });
    expect(limitSetting(envFor("staging"), "RATE_LIMIT_SIGNIN_PER_IP")).toEqual({
      count: 30,
      windowMs: 900_000,
    });
    expect(limitSetting(envFor("development"), "RATE_LIMIT_REGISTER_PER_IP")).toEqual({
      count: 120,
      windowMs: 60_000,
    });
    expect(
      limitSetting(
        envFor("production", { RATE_LIMIT_REGISTER_PER_IP: "50/2h" }),
        "RATE_LIMIT_REGISTER_PER_IP",
      ),
    ).toEqual({ count: 50, windowMs: 7_200_000 });
  });

  it("refuse a malformed setting loudly", () => {
    expect(() => parseLimit("RATE_LIMIT_CODE_PER_IP", "lots")).toThrow(
      /RATE_LIMIT_CODE_PER_IP must look like/,
    );
    expect(() => parseLimit("RATE_LIMIT_CODE_PER_IP", "0/1m")).toThrow();
  });

  it("let a local script create a few dozen accounts a minute from loopback", async () => {
    for (let i = 0; i < 40; i++) {
      const res = await postJson("/api/auth/register", {
        email: uniqueEmail("script"),
        password: "long-enough-1",
      });
      expect(res.status).toBe(200);
    }
  });
});
