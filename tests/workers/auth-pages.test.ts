// The sign-in pages without JavaScript: /signin forms, /verify-email, /logout and /dev/mailbox (001 §2, §4, §8).
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BASE, LOCAL_CLIENT, LOCAL_ORIGIN, postForm, uniqueEmail } from "./factories";
import { latestLinkToken, latestMagicCode, me, register, sessionFromCookie } from "./support/auth";

const page = (path: string, headers: Record<string, string> = {}) =>
  SELF.fetch(`${BASE}${path}`, { redirect: "manual", headers });
const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

describe("/signin", () => {
  it("shows sign-in, Google and the magic-link entry", async () => {
    const res = await page("/signin?redirectTo=%2Finsurance");
    expect(res.status).toBe(200);
    const html = decode(await res.text());
    expect(html).toContain("Continue with Google");
    expect(html).toContain('href="/api/auth/google?redirect_url=%2Finsurance"');
    expect(html).toContain("Email me a sign-in link");
    expect(html).toContain("Sign Up");
  });

  it("shows the spec's text for each error code, and a message parameter overrides it", async () => {
    const cases: Record<string, string> = {
      invalid_link: "Invalid login link. Please request a new one.",
      expired_link: "Login link expired. Links are valid for 15 minutes.",
      used_link: "This login link has already been used. Please request a new one.",
      verification_error: "Login verification failed. Please try again.",
      something_else: "Authentication failed. Please try again.",
    };
    for (const [code, text] of Object.entries(cases)) {
      expect(decode(await (await page(`/signin?error=${code}`)).text())).toContain(text);
    }
    const overridden = decode(await (await page("/signin?error=invalid_link&message=Custom%20words")).text());
    expect(overridden).toContain("Custom words");
    expect(overridden).not.toContain("Invalid login link");
  });

  it("shows a message parameter as escaped text, without direction overrides, and at most 300 characters", async () => {
    const hostile = encodeURIComponent(`<img src=x onerror=alert(1)>\u202Egnp.exe ${"y".repeat(400)}`);
    const html = await (await page(`/signin?message=${hostile}`)).text();
    expect(html).not.toContain("<img src=x");
    const banner = /role="alert"[^>]*>([^<]*)</.exec(html)![1];
    expect(banner).toMatch(/^&lt;img src=x onerror=alert\(1\)&gt; gnp\.exe y+$/);
    expect(banner.replace(/&lt;|&gt;/g, "_")).toHaveLength(300);
  });

  it("signs in with a password, sets the cookie and follows redirectTo", async () => {
    const email = uniqueEmail("page");
    await register(email, "page-password-1");
    const res = await postForm("/signin", {
      form: "signin",
      email,
      password: "page-password-1",
      redirectTo: "/insurance",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/insurance");
    expect((await me(sessionFromCookie(res)!)).status).toBe(200);
  });

  it("never redirects off-site", async () => {
    const email = uniqueEmail("offsite");
    await register(email, "page-password-1");
    const res = await postForm("/signin", {
      form: "signin",
      email,
      password: "page-password-1",
      redirectTo: "//evil.example",
    });
    expect(res.headers.get("location")).toBe("/bills");
  });

  it("shows 'Invalid email or password' for a wrong password", async () => {
    const email = uniqueEmail("badpw");
    await register(email, "page-password-1");
    const res = await postForm("/signin", { form: "signin", email, password: "nope-nope-1" });
    expect(res.status).toBe(200);
    expect(sessionFromCookie(res)).toBeNull();
    expect(decode(await res.text())).toContain("Invalid email or password");
  });

  it("signs up, with the spec's messages for short and mismatched passwords and a taken e-mail", async () => {
    const email = uniqueEmail("signup");
    const short = await postForm("/signin?mode=signup", {
      form: "signup",
      email,
      password: "short",
      confirm_password: "short",
    });
    expect(decode(await short.text())).toContain("Password must be at least 8 characters long");
    const mismatch = await postForm("/signin?mode=signup", {
      form: "signup",
      email,
      password: "long-enough-1",
      confirm_password: "long-enough-2",
    });
    expect(decode(await mismatch.text())).toContain("Passwords do not match");

    const ok = await postForm("/signin?mode=signup", {
      form: "signup",
      email,
      password: "long-enough-1",
      confirm_password: "long-enough-1",
      full_name: "Pat Doe",
    });
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/bills");
    const who = (await (await me(sessionFromCookie(ok)!)).json()) as {
      display_name: string;
      real_name: string;
    };
    expect(who).toMatchObject({ display_name: email.split("@")[0], real_name: "Pat Doe" });

    const taken = await postForm("/signin?mode=signup", {
      form: "signup",
      email,
      password: "long-enough-1",
      confirm_password: "long-enough-1",
    });
    expect(decode(await taken.text())).toContain("Email already registered");
  });

  it("magic link: e-mail entry, then the 'link sent' state, then the code signs in", async () => {
    const email = uniqueEmail("pagemagic");
    const sent = await postForm("/signin", { form: "magic-send", email, redirectTo: "/family" });
    expect(sent.status).toBe(200);
    const html = decode(await sent.text());
    expect(html).toContain("Check your email");
    expect(html).toContain("Use Different Email");
    expect(html).toContain('name="code"');

    const code = await latestMagicCode(email);
    const wrong = await postForm("/signin", {
      form: "magic-verify",
      email,
      code: code === "000000" ? "111111" : "000000",
    });
    expect(decode(await wrong.text())).toContain("Invalid or expired verification code");

    const ok = await postForm("/signin", { form: "magic-verify", email, code, redirectTo: "/family" });
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/family");
    expect((await me(sessionFromCookie(ok)!)).status).toBe(200);
  });

  it("shows the rate-limit message after 5 links", async () => {
    const email = uniqueEmail("pagelimit");
    for (let i = 0; i < 5; i++) await postForm("/signin", { form: "magic-send", email });
    const res = await postForm("/signin", { form: "magic-send", email });
    expect(decode(await res.text())).toMatch(/Rate limit exceeded\. Please wait \d+ minutes\./);
  });

  it("sends a signed-in visitor to /bills", async () => {
    const { access_token } = await register(uniqueEmail("already"));
    const res = await page("/signin", { cookie: `fb_session=${access_token}` });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/bills");
  });
});

describe("/verify-email", () => {
  it("verifies with the token and then goes to /?verified=true after 2 s", async () => {
    const email = uniqueEmail("vpage");
    const { access_token } = await register(email);
    const token = await latestLinkToken(email, "/verify-email");
    // Opened in the browser that registered (it holds the registration's session cookie).
    const cookie = { cookie: `fb_session=${access_token}` };
    const html = decode(await (await page(`/verify-email?token=${token}`, cookie)).text());
    expect(html).toContain("Email verified");
    expect(html).toContain('content="2;url=/?verified=true"');
    expect(((await (await me(access_token)).json()) as { is_verified: boolean }).is_verified).toBe(true);
    // Opening the link again (a mail scanner may have been first) still reads as verified.
    expect(decode(await (await page(`/verify-email?token=${token}`)).text())).toContain("Email verified");
  });

  it("without a token says the link is invalid and goes to / after 5 s", async () => {
    const html = decode(await (await page("/verify-email")).text());
    expect(html).toContain("Invalid verification link. Please check your email for the correct link.");
    expect(html).toContain('content="5;url=/"');
  });

  it("with a bad token shows the server's message", async () => {
    const html = decode(await (await page("/verify-email?token=nope")).text());
    expect(html).toContain("Verification failed. The link may be expired or invalid.");
  });
});

describe("/logout", () => {
  it("ends the session and goes home", async () => {
    const { access_token } = await register(uniqueEmail("bye"));
    const res = await SELF.fetch(`${BASE}/logout`, {
      method: "POST",
      redirect: "manual",
      headers: {
        cookie: `fb_session=${access_token}`,
        origin: BASE,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    expect(res.headers.get("set-cookie")).toMatch(/fb_session=;/);
    expect((await me(access_token)).status).toBe(401);
  });
});

describe("/dev/mailbox", () => {
  it("lists messages with clickable links", async () => {
    const email = uniqueEmail("box");
    await register(email);
    const url = `${LOCAL_ORIGIN}/dev/mailbox?to=${encodeURIComponent(email)}`;
    const html = decode(await (await SELF.fetch(url, { headers: LOCAL_CLIENT })).text());
    expect(html).toContain("Verify your Fairbill email address");
    expect(html).toMatch(/<a href="http:\/\/127\.0\.0\.1:8787\/verify-email\?token=[\w-]+"/);
  });
});
