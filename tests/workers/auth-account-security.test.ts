// The Account page's "Sign-in and security": a fresh sign-in (≤ 10 minutes, or an e-mailed code)
// before a password change or account deletion; password change and set; the session list with
// "this device", signing one device or all devices out; two users never reach each other's sessions.
import { SELF } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { sha256Hex } from "#core/signing";
import { BASE, cookieOf, postForm, postJson, uniqueEmail } from "./factories";
import { ageSession, latestMagicCode, login, mailbox, me, register, sessionFromCookie } from "./support/auth";
import { installFakeGateway } from "./support/fake-gateway";

const REAUTH =
  "Please confirm it's you first: ask for a 6-digit code by email and enter it (or sign out and sign in again), then try again within 10 minutes.";

const decode = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

async function accountAction(token: string, fields: Record<string, string>) {
  const res = await postForm("/account", fields, cookieOf(token));
  return { res, html: res.status === 200 ? decode(await res.text()) : "" };
}

async function accountPage(token: string) {
  return decode(await (await SELF.fetch(`${BASE}/account`, { headers: cookieOf(token) })).text());
}

/** The step-up code e-mailed to the account (the newest message). */
async function stepUpCode(email: string) {
  const [message] = await mailbox(email);
  expect(message.subject).toBe("Your Fairbill confirmation code");
  return /: (\d{6})/.exec(message.text)![1];
}

let gateway: ReturnType<typeof installFakeGateway> | undefined;
afterEach(() => gateway?.restore());

describe("password change", () => {
  it("needs a fresh sign-in; an e-mailed code makes the session fresh; other devices are signed out", async () => {
    const email = uniqueEmail("pwchange");
    const { access_token } = await register(email, "old-password-1");
    const laptop = (await (await login(email, "old-password-1")).json()) as { access_token: string };
    await ageSession(access_token, { signedInMinutes: 11 });

    const change = {
      intent: "change-password",
      current_password: "old-password-1",
      new_password: "new-password-2",
      confirm_password: "new-password-2",
    };
    const stale = await accountAction(access_token, change);
    expect(stale.html).toContain(REAUTH);
    expect((await login(email, "new-password-2")).status).toBe(401);

    const sent = await accountAction(access_token, { intent: "step-up-send" });
    expect(sent.html).toContain("We emailed you a 6-digit code.");
    const wrongCode = (await stepUpCode(email)) === "000000" ? "111111" : "000000";
    expect((await accountAction(access_token, { intent: "step-up-verify", code: wrongCode })).html).toContain(
      "Invalid or expired verification code",
    );
    const ok = await accountAction(access_token, { intent: "step-up-verify", code: await stepUpCode(email) });
    expect(ok.html).toContain("Thanks, it's you.");

    const wrongCurrent = await accountAction(access_token, { ...change, current_password: "guess-123" });
    expect(wrongCurrent.html).toContain("Your current password is not correct");

    const changed = await accountAction(access_token, change);
    expect(changed.html).toContain(
      "Your password has been changed and every other device has been signed out.",
    );
    expect((await login(email, "old-password-1")).status).toBe(401);
    expect((await login(email, "new-password-2")).status).toBe(200);
    expect((await me(access_token)).status).toBe(200);
    expect((await me(laptop.access_token)).status).toBe(401);
    // The address hears of it.
    const [notice] = await mailbox(email);
    expect(notice.subject).toBe("Your Fairbill password was changed");
  });

  it("lets an account without a password set one, with the sign-up rules", async () => {
    const email = uniqueEmail("setpw");
    await postJson("/api/auth/magic-link/send", { email });
    const res = await postJson("/api/auth/magic-link/verify-code", {
      email,
      code: await latestMagicCode(email),
    });
    const { access_token } = (await res.json()) as { access_token: string };
    expect(await accountPage(access_token)).toContain("This account has no password");
    const short = await accountAction(access_token, {
      intent: "change-password",
      new_password: "short",
      confirm_password: "short",
    });
    expect(short.html).toContain("Password must be at least 8 characters long");
    const set = await accountAction(access_token, {
      intent: "change-password",
      new_password: "brand-new-pw",
      confirm_password: "brand-new-pw",
    });
    expect(set.html).toContain("Your password has been set");
    expect((await login(email, "brand-new-pw")).status).toBe(200);
  });
});

describe("the session list", () => {
  it("shows each device with last use, marks this one, and signs out one device", async () => {
    const email = uniqueEmail("devices");
    const phoneUa = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile Safari/604.1";
    const { access_token } = await register(email, "list-password-1");
    const phone = await postForm(
      "/api/auth/token",
      { username: email, password: "list-password-1" },
      {
        "user-agent": phoneUa,
      },
    );
    const phoneToken = ((await phone.json()) as { access_token: string }).access_token;
    const html = await accountPage(access_token);
    expect(html).toContain("Signed-in devices");
    expect(html).toContain("Safari on iOS");
    expect(html).toContain("This device");
    expect(html).toMatch(/Last used (just now|now)/);

    const phoneId = /name="session_id" value="([0-9a-f]{64})"/.exec(html)![1];
    const ended = await accountAction(access_token, { intent: "sign-out-device", session_id: phoneId });
    expect(ended.html).toContain("That device has been signed out.");
    expect((await me(phoneToken)).status).toBe(401);
    expect((await me(access_token)).status).toBe(200);
  });

  it("never signs out another user's session", async () => {
    const alice = await register(uniqueEmail("alice"));
    const bob = await register(uniqueEmail("bob"));
    // Bob's session id (the hash of his token) posted from Alice's page ends nothing.
    const res = await accountAction(alice.access_token, {
      intent: "sign-out-device",
      session_id: await sha256Hex(bob.access_token),
    });
    expect(res.html).toContain("That session has already ended.");
    expect((await me(bob.access_token)).status).toBe(200);
  });

  it("'Sign out of all devices' ends every session, this one too", async () => {
    const email = uniqueEmail("everywhere");
    const { access_token } = await register(email, "all-password-1");
    const other = (await (await login(email, "all-password-1")).json()) as { access_token: string };
    const { res } = await accountAction(access_token, { intent: "sign-out-everywhere" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    expect(res.headers.get("set-cookie")).toMatch(/^fb_session=;.*Max-Age=0/);
    expect((await me(access_token)).status).toBe(401);
    expect((await me(other.access_token)).status).toBe(401);
  });

  it("signing other devices out needs a fresh sign-in too, so a stolen session cannot lock the owner out", async () => {
    const email = uniqueEmail("stale.signout");
    const { access_token } = await register(email, "stale-password-1");
    const owner = (await (await login(email, "stale-password-1")).json()) as { access_token: string };
    await ageSession(access_token, { signedInMinutes: 11 });
    const everywhere = await accountAction(access_token, { intent: "sign-out-everywhere" });
    expect(everywhere.html).toContain(REAUTH);
    const one = await accountAction(access_token, {
      intent: "sign-out-device",
      session_id: await sha256Hex(owner.access_token),
    });
    expect(one.html).toContain(REAUTH);
    const api = await SELF.fetch(`${BASE}/api/auth/logout?all=true`, {
      method: "POST",
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(api.status).toBe(403);
    expect((await me(owner.access_token)).status).toBe(200);
    // Signing out this device alone is always allowed.
    expect(
      (
        await accountAction(access_token, {
          intent: "sign-out-device",
          session_id: await sha256Hex(access_token),
        })
      ).res.status,
    ).toBe(302);
    expect((await me(access_token)).status).toBe(401);
  });
});

describe("account deletion needs a fresh sign-in", () => {
  it("through the API: 403 with what to do, then 202 after the step-up code", async () => {
    gateway = installFakeGateway();
    const email = uniqueEmail("del.api");
    const { access_token } = await register(email);
    await ageSession(access_token, { signedInMinutes: 11 });
    const del = () =>
      SELF.fetch(`${BASE}/api/account/delete`, {
        method: "DELETE",
        headers: { authorization: `Bearer ${access_token}` },
      });
    const refused = await del();
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ detail: REAUTH });
    expect((await me(access_token)).status).toBe(200);

    const bearer = { authorization: `Bearer ${access_token}` };
    expect((await postJson("/api/auth/step-up/send", {}, bearer)).status).toBe(200);
    const verified = await postJson("/api/auth/step-up/verify", { code: await stepUpCode(email) }, bearer);
    expect(verified.status).toBe(200);
    expect((await del()).status).toBe(202);
    expect((await me(access_token)).status).toBe(401);
  });

  it("on the Account page: the dialog says what to do", async () => {
    const { access_token } = await register(uniqueEmail("del.page"));
    await ageSession(access_token, { signedInMinutes: 11 });
    const { html } = await accountAction(access_token, { intent: "delete-account", confirmation: "delete" });
    expect(html).toContain(`Failed to delete account: ${REAUTH}`);
    expect((await me(access_token)).status).toBe(200);
  });

  it("a just-signed-in session deletes without a code", async () => {
    gateway = installFakeGateway();
    const { access_token } = await register(uniqueEmail("del.fresh"));
    const { res } = await accountAction(access_token, { intent: "delete-account", confirmation: "delete" });
    expect(res.status).toBe(302);
    expect(sessionFromCookie(res)).toBeNull();
    expect((await me(access_token)).status).toBe(401);
  });
});
