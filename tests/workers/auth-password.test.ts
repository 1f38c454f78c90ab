// Password sign-up, sign-in, /me and logout through the JSON API (001 §5, §7, §8; 000 §4).
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BASE, bearer, postJson, uniqueEmail } from "./factories";
import { login, mailbox, me, register, sessionFromCookie } from "./support/auth";

describe("POST /api/auth/register", () => {
  it("creates the account, answers a bearer token with the user, sets the cookie and e-mails a verification link", async () => {
    const email = uniqueEmail("Reg");
    const res = await postJson("/api/auth/register", {
      email,
      password: "correct-horse-9",
      full_name: "Ada Lovelace",
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      access_token: string;
      token_type: string;
      user: Record<string, unknown>;
    };
    expect(body.token_type).toBe("bearer");
    expect(body.access_token.length).toBeGreaterThan(30);
    expect(body.user).toMatchObject({
      email: email.toLowerCase(),
      is_verified: false,
      display_name: email.toLowerCase().split("@")[0],
      real_name: "Ada Lovelace",
      first_name: "Ada",
      last_name: "Lovelace",
    });
    expect(String(body.user.inbox_email)).toMatch(/^bills\+[a-z0-9]+@/);
    expect(sessionFromCookie(res)).toBe(body.access_token);
    expect(res.headers.get("set-cookie")).toMatch(/HttpOnly/);

    const [mail] = await mailbox(email.toLowerCase());
    expect(mail.subject).toMatch(/verify/i);
    expect(mail.text).toMatch(/http:\/\/127\.0\.0\.1:8787\/verify-email\?token=[\w-]{40,}/);

    const row = await env.DB.prepare("SELECT password_hash FROM users WHERE email = ?")
      .bind(email.toLowerCase())
      .first<{ password_hash: string }>();
    expect(row?.password_hash).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
  });

  it("keeps a display name that was given", async () => {
    const { user } = await register(uniqueEmail(), "correct-horse-9", { display_name: "Sunny" });
    expect(user.display_name).toBe("Sunny");
  });

  it("refuses passwords under 8 characters with the spec's message", async () => {
    const res = await postJson("/api/auth/register", { email: uniqueEmail(), password: "short7!" });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { detail: string }).detail).toBe(
      "Password must be at least 8 characters long",
    );
  });

  it("refuses a confirmation that does not match", async () => {
    const res = await postJson("/api/auth/register", {
      email: uniqueEmail(),
      password: "correct-horse-9",
      confirm_password: "correct-horse-8",
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { detail: string }).detail).toBe("Passwords do not match");
  });

  it("refuses an e-mail that is already registered, whatever its case", async () => {
    const email = uniqueEmail("dupe");
    await register(email);
    const res = await postJson("/api/auth/register", {
      email: email.toUpperCase(),
      password: "another-pass-1",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: "Email already registered" });
  });

  it("refuses an invalid e-mail", async () => {
    const res = await postJson("/api/auth/register", { email: "not-an-email", password: "correct-horse-9" });
    expect(res.status).toBe(422);
  });
});

describe("POST /api/auth/token", () => {
  it("signs in with the right password and the token opens /me", async () => {
    const email = uniqueEmail("login");
    await register(email, "right-password-1");
    const res = await login(email, "right-password-1");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { access_token: string; token_type: string };
    expect(body.token_type).toBe("bearer");
    const who = await me(body.access_token);
    expect(who.status).toBe(200);
    expect(((await who.json()) as { email: string }).email).toBe(email.toLowerCase());
  });

  it("answers 401 'Invalid email or password' for a wrong password and for an unknown e-mail alike", async () => {
    const email = uniqueEmail("wrong");
    await register(email, "right-password-1");
    const wrong = await login(email, "wrong-password-1");
    const unknown = await login(uniqueEmail("nobody"), "right-password-1");
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ detail: "Invalid email or password" });
    }
  });

  it("refuses a password sign-in for an account that has no password", async () => {
    const email = uniqueEmail("nopass");
    const res = await postJson("/api/auth/magic-link/send", { email });
    expect(res.status).toBe(200);
    const code = (await mailbox(email))[0].text.match(/(\d{6})/)![1];
    expect((await postJson("/api/auth/magic-link/verify-code", { email, code })).status).toBe(200);
    const attempt = await login(email, "anything-at-all");
    expect(attempt.status).toBe(401);
    expect(await attempt.json()).toEqual({ detail: "Invalid email or password" });
  });
});

describe("POST /api/auth/token against password guessing", () => {
  it("pauses an e-mail after 10 wrong passwords in 15 minutes, even for the right one; others are unaffected", async () => {
    const email = uniqueEmail("guessed");
    await register(email, "right-password-1");
    for (let i = 0; i < 10; i++) expect((await login(email, `guess-${i}-password`)).status).toBe(401);
    for (const password of ["guess-10-password", "right-password-1"]) {
      const blocked = await login(email.toUpperCase(), password);
      expect(blocked.status).toBe(429);
      expect(await blocked.json()).toEqual({ detail: "Rate limit exceeded. Please wait 15 minutes." });
      expect(blocked.headers.get("retry-after")).toBe("900");
    }
    const other = uniqueEmail("unguessed");
    await register(other, "right-password-1");
    expect((await login(other, "right-password-1")).status).toBe(200);
  });

  it("counts only failures: successful sign-ins never use up the allowance", async () => {
    const email = uniqueEmail("regular");
    await register(email, "right-password-1");
    for (let i = 0; i < 12; i++) expect((await login(email, "right-password-1")).status).toBe(200);
  });
});

describe("GET /api/auth/me", () => {
  it("answers the 000 §3 user fields, the inbox address and the subscription", async () => {
    const email = uniqueEmail("me");
    const { access_token } = await register(email);
    const body = (await (await me(access_token)).json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      [
        "date_of_birth",
        "display_name",
        "email",
        "first_name",
        "gender",
        "id",
        "inbox_email",
        "is_verified",
        "last_name",
        "real_name",
        "subscription",
        "zipcode",
      ].sort(),
    );
    expect(body.subscription).toEqual({ tier: "free", status: "active", plan: "free" });
  });

  it("answers 401 without a token or with a made-up one", async () => {
    expect((await SELF.fetch(`${BASE}/api/auth/me`)).status).toBe(401);
    expect((await me("made-up-token")).status).toBe(401);
  });

  it("also accepts the session cookie", async () => {
    const { access_token } = await register(uniqueEmail("cookie"));
    const res = await SELF.fetch(`${BASE}/api/auth/me`, {
      headers: { cookie: `fb_session=${access_token}` },
    });
    expect(res.status).toBe(200);
  });
});

describe("POST /api/auth/logout", () => {
  it("ends the current session only and clears the cookie", async () => {
    const email = uniqueEmail("logout");
    const { access_token: first } = await register(email);
    const second = ((await (await login(email, "correct-horse-9")).json()) as { access_token: string })
      .access_token;
    const res = await SELF.fetch(`${BASE}/api/auth/logout`, { method: "POST", headers: bearer(first) });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/fb_session=;.*Max-Age=0/);
    expect((await me(first)).status).toBe(401);
    expect((await me(second)).status).toBe(200);
  });

  it("?all=true signs out every device", async () => {
    const email = uniqueEmail("logout-all");
    const { access_token: first } = await register(email);
    const second = ((await (await login(email, "correct-horse-9")).json()) as { access_token: string })
      .access_token;
    const res = await SELF.fetch(`${BASE}/api/auth/logout?all=true`, {
      method: "POST",
      headers: bearer(first),
    });
    expect(res.status).toBe(200);
    expect((await me(first)).status).toBe(401);
    expect((await me(second)).status).toBe(401);
  });

  it("a body {all: true} does the same", async () => {
    const email = uniqueEmail("logout-body");
    const { access_token: first } = await register(email);
    const second = ((await (await login(email, "correct-horse-9")).json()) as { access_token: string })
      .access_token;
    expect((await postJson("/api/auth/logout", { all: true }, bearer(first))).status).toBe(200);
    expect((await me(second)).status).toBe(401);
  });
});
