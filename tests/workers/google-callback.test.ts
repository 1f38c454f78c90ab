import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { getSignedIn } from "~/services/auth/session.server";
import { createUser, findUserByEmail } from "~/services/auth/users.server";
import { type FakeGoogle, installFakeGoogle, type Person } from "./support/google-idp";
import { allowConsoleError, expectConsoleError } from "../setup/console-errors";

let google: FakeGoogle;
beforeAll(async () => {
  google = await installFakeGoogle();
});
afterAll(() => google.restore());

const db = () => getDb(env);
const cookieValue = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${name}=`))
    ?.split(";")[0];

interface Options {
  query?: string;
  tamper?: Record<string, unknown>;
  foreignKey?: boolean;
  cookie?: (flowCookie: string) => string;
  state?: (state: string) => string;
}

/** One whole sign-in: our redirect to Google, Google's answer, and the callback. */
async function signInWithGoogle(person: Person, options: Options = {}) {
  const start = await SELF.fetch(`http://local.test/api/auth/google${options.query ?? ""}`, {
    redirect: "manual",
  });
  const auth = new URL(start.headers.get("location")!).searchParams;
  const flowCookie = cookieValue(start, "fb_google_flow")!;
  const code = crypto.randomUUID();
  google.grant(code, {
    challenge: auth.get("code_challenge")!,
    nonce: auth.get("nonce")!,
    person,
    tamper: options.tamper,
    foreignKey: options.foreignKey,
  });
  const state = options.state ? options.state(auth.get("state")!) : auth.get("state")!;
  const res = await SELF.fetch(
    `http://local.test/api/auth/google/callback?code=${code}&state=${encodeURIComponent(state)}`,
    { headers: { cookie: options.cookie ? options.cookie(flowCookie) : flowCookie }, redirect: "manual" },
  );
  const location = new URL(res.headers.get("location") ?? "/", "http://local.test");
  const session = cookieValue(res, "fb_session");
  const signedIn = session
    ? await getSignedIn(new Request("http://local.test/", { headers: { cookie: session } }), env)
    : null;
  return { res, location, signedIn };
}

function expectSignInError(location: URL, error = "verification_error") {
  expect(location.pathname).toBe("/signin");
  expect(location.searchParams.get("error")).toBe(error);
}

const person = (name: string): Person => ({
  sub: `sub-${name}-${crypto.randomUUID()}`,
  email: `${name.toLowerCase()}.${crypto.randomUUID().slice(0, 8)}@example.com`,
  name: `${name} Tester`,
  given_name: name,
  family_name: "Tester",
});

describe("Google sign-in callback", () => {
  it("creates a verified account for a new Google user, signs them in and lands on /bills", async () => {
    const ana = person("Ana");
    const { res, location, signedIn } = await signInWithGoogle(ana);
    expect(res.status).toBe(302);
    expect(location.pathname).toBe("/bills");
    expect(location.searchParams.get("oauth_success")).toBe("true");
    expect(signedIn?.user.email).toBe(ana.email);
    expect(signedIn?.user).toMatchObject({
      isVerified: true,
      googleSubject: ana.sub,
      realName: "Ana Tester",
    });
    expect(signedIn?.user).toMatchObject({ firstName: "Ana", lastName: "Tester", passwordHash: null });
    // The account comes with its 'self' member and free plan like any other.
    const members = await db()
      .select()
      .from(schema.familyMembers)
      .where(eq(schema.familyMembers.userId, signedIn!.user.id));
    expect(members.map((m) => m.relationship)).toEqual(["self"]);
    expect(signedIn?.subscription.tier).toBe("free");
    // The one-time flow cookie is cleared.
    expect(cookieValue(res, "fb_google_flow")).toBe("fb_google_flow=");
  });

  it("returns to the page the user came from, but never to another site", async () => {
    const back = await signInWithGoogle(person("Ben"), { query: "?redirect_url=%2Finsurance%3Ftab%3D2" });
    expect(back.location.pathname).toBe("/insurance");
    expect(back.location.searchParams.get("tab")).toBe("2");
    expect(back.location.searchParams.get("oauth_success")).toBe("true");

    for (const target of ["https://evil.example/steal", "//evil.example/x", "/\\evil.example"]) {
      const { res, location } = await signInWithGoogle(person("Cy"), {
        query: `?redirect_url=${encodeURIComponent(target)}`,
      });
      expect(res.headers.get("location")).toMatch(/^\/bills\?oauth_success=true$/);
      expect(location.host).toBe("local.test");
    }
  });

  it("signs a returning Google user into the same account, found by Google subject", async () => {
    const dee = person("Dee");
    const first = await signInWithGoogle(dee);
    const again = await signInWithGoogle({ ...dee, email: `renamed.${dee.email}` });
    expect(again.signedIn?.user.id).toBe(first.signedIn!.user.id);
  });

  it("links Google to an existing account with the same e-mail and marks it verified", async () => {
    const eve = person("Eve");
    const existing = await createUser(db(), {
      email: eve.email,
      passwordHash: "pbkdf2$x",
      isVerified: false,
    });
    const { signedIn } = await signInWithGoogle({ ...eve, email: eve.email.toUpperCase() });
    expect(signedIn?.user.id).toBe(existing.id);
    const after = await findUserByEmail(db(), eve.email);
    // It was never verified: Google's proof of the mailbox claims it, and the password set before goes.
    expect(after).toMatchObject({ googleSubject: eve.sub, isVerified: true, passwordHash: null });
    const all = await db().select().from(schema.users).where(eq(schema.users.email, eve.email));
    expect(all).toHaveLength(1);
  });

  it("keeps two people apart: one Google account cannot take over another person's linked account", async () => {
    const fay = person("Fay");
    const gus = person("Gus");
    const fayIn = await signInWithGoogle(fay);
    const gusIn = await signInWithGoogle(gus);
    expect(gusIn.signedIn?.user.id).not.toBe(fayIn.signedIn?.user.id);
    // A different Google subject presenting Fay's address is refused, and Fay's link is unchanged.
    const intruder = await signInWithGoogle({
      ...gus,
      sub: `other-${crypto.randomUUID()}`,
      email: fay.email,
    });
    expectSignInError(intruder.location);
    expect(intruder.signedIn).toBeNull();
    expect((await findUserByEmail(db(), fay.email))?.googleSubject).toBe(fay.sub);
  });

  it("refuses a Google account whose e-mail is not verified", async () => {
    const hal = person("Hal");
    const { location, signedIn } = await signInWithGoogle({ ...hal, email_verified: false });
    expectSignInError(location);
    expect(location.searchParams.get("message")).toMatch(/not verified/);
    expect(signedIn).toBeNull();
    expect(await findUserByEmail(db(), hal.email)).toBeUndefined();
  });

  it.each([
    ["a wrong nonce", { tamper: { nonce: "replayed-nonce" } }],
    ["a token for another client", { tamper: { aud: "someone-else" } }],
    ["a token from another issuer", { tamper: { iss: "https://evil.example" } }],
    ["an expired token", { tamper: { exp: Math.floor(Date.now() / 1000) - 3600 } }],
    ["a signature by a key Google does not publish", { foreignKey: true }],
  ])("rejects %s with verification_error", async (_label, options: Options) => {
    expectConsoleError('"where":"google sign-in rejected"');
    const ivy = person("Ivy");
    const { location, signedIn } = await signInWithGoogle(ivy, options);
    expectSignInError(location);
    expect(signedIn).toBeNull();
    expect(await findUserByEmail(db(), ivy.email)).toBeUndefined();
  });

  it.each([
    ["a missing flow cookie", { cookie: () => "" }],
    [
      "a tampered flow cookie",
      { cookie: (c: string) => c.replace(/\.(.)/, (_m, ch: string) => `.${ch === "A" ? "B" : "A"}`) },
    ],
    ["a state that does not match", { state: () => "forged-state-value-forged-state-value" }],
    ["a missing state", { state: () => "" }],
  ])("rejects %s with verification_error before talking to Google", async (_label, options: Options) => {
    // A state that does not match is logged; a missing or tampered flow cookie is refused silently.
    allowConsoleError('"where":"google sign-in rejected"');
    const before = google.tokenRequests.length;
    const { location, signedIn } = await signInWithGoogle(person("Jo"), options);
    expectSignInError(location);
    expect(signedIn).toBeNull();
    expect(google.tokenRequests.length).toBe(before);
  });

  it("sends a user who cancelled at Google back to sign-in", async () => {
    const start = await SELF.fetch("http://local.test/api/auth/google", { redirect: "manual" });
    const state = new URL(start.headers.get("location")!).searchParams.get("state")!;
    const res = await SELF.fetch(
      `http://local.test/api/auth/google/callback?error=access_denied&state=${state}`,
      {
        headers: { cookie: cookieValue(start, "fb_google_flow")! },
        redirect: "manual",
      },
    );
    expectSignInError(new URL(res.headers.get("location")!, "http://local.test"), "access_denied");
  });
});
