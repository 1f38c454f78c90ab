// Malformed sign-in input (missing fields, wrong types, 1 MB strings) is refused with 4xx, never 500.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BASE } from "./factories";

describe("bad payloads are refused with 4xx, never 500", () => {
  const huge = "x".repeat(1024 * 1024);
  const cases: [string, string, string, string][] = [
    ["register: empty body", "/api/auth/register", "application/json", ""],
    ["register: not JSON", "/api/auth/register", "application/json", "{nope"],
    [
      "register: wrong types",
      "/api/auth/register",
      "application/json",
      JSON.stringify({ email: 5, password: ["a"] }),
    ],
    [
      "register: missing password",
      "/api/auth/register",
      "application/json",
      JSON.stringify({ email: "a@b.co" }),
    ],
    [
      "register: 1 MB e-mail",
      "/api/auth/register",
      "application/json",
      JSON.stringify({ email: huge, password: "correct-horse-9" }),
    ],
    [
      "register: 300 KB password",
      "/api/auth/register",
      "application/json",
      JSON.stringify({ email: "a@b.co", password: huge.slice(0, 300_000) }),
    ],
    [
      "register: 100 KB display name",
      "/api/auth/register",
      "application/json",
      JSON.stringify({
        email: "big@b.co",
        password: "correct-horse-9",
        display_name: huge.slice(0, 100_000),
      }),
    ],
    ["token: missing fields", "/api/auth/token", "application/x-www-form-urlencoded", ""],
    [
      "token: JSON instead of a form",
      "/api/auth/token",
      "application/json",
      JSON.stringify({ username: "a@b.co", password: "x" }),
    ],
    [
      "token: 1 MB password",
      "/api/auth/token",
      "application/x-www-form-urlencoded",
      `username=a%40b.co&password=${huge}`,
    ],
    ["verify-email: no token", "/api/auth/verify-email", "application/json", "{}"],
    [
      "verify-email: number token",
      "/api/auth/verify-email",
      "application/json",
      JSON.stringify({ token: 12 }),
    ],
    [
      "verify-email: 1 MB token",
      "/api/auth/verify-email",
      "application/json",
      JSON.stringify({ token: huge }),
    ],
    ["magic send: no e-mail", "/api/auth/magic-link/send", "application/json", "{}"],
    [
      "magic send: array e-mail",
      "/api/auth/magic-link/send",
      "application/json",
      JSON.stringify({ email: ["a@b.co"] }),
    ],
    [
      "magic verify: missing code",
      "/api/auth/magic-link/verify-code",
      "application/json",
      JSON.stringify({ email: "a@b.co" }),
    ],
    [
      "magic verify: object code",
      "/api/auth/magic-link/verify-code",
      "application/json",
      JSON.stringify({ email: "a@b.co", code: { $gt: "" } }),
    ],
    [
      "magic verify: 1 MB code",
      "/api/auth/magic-link/verify-code",
      "application/json",
      JSON.stringify({ email: "a@b.co", code: huge }),
    ],
    [
      "resend: bad e-mail",
      "/api/auth/resend-verification",
      "application/json",
      JSON.stringify({ email: "nope" }),
    ],
    ["logout: bad flag", "/api/auth/logout", "application/json", JSON.stringify({ all: "maybe" })],
  ];
  for (const [name, path, type, body] of cases) {
    it(name, async () => {
      const res = await SELF.fetch(`${BASE}${path}`, {
        method: "POST",
        headers: { "content-type": type },
        body,
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(await res.json()).toHaveProperty("detail");
    });
  }
});
