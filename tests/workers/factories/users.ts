// People: a signed-in user with a session (its cookie and bearer token), verified and free unless
// asked otherwise, and the plan changes tests make.
import { eq } from "drizzle-orm";
import { createSession } from "~/services/auth/session.server";
import { createUser } from "~/services/auth/users.server";
import { db, schema } from "./db";
import { call, callJson, get, postForm } from "./http";

let counter = 0;
/** A fresh address per call: storage is shared by the tests of one file. */
export const uniqueEmail = (label = "user") => `${label}.${Date.now().toString(36)}.${++counter}@example.com`;

export interface UserOptions {
  /** Has confirmed their address (default true). */
  verified?: boolean;
  /** On the active monthly premium plan (default false: free). */
  premium?: boolean;
  /** Names on the account and its "self" family member (default none, as sign-up leaves them). */
  firstName?: string;
  lastName?: string;
  zipcode?: string | null;
}

export interface SignedInUser {
  user: Awaited<ReturnType<typeof createUser>>;
  /** The user's id (user.id). */
  id: string;
  email: string;
  /** The session token: the bearer token, and the value of the session cookie. */
  token: string;
  /** `fb_session=<token>`, for page requests. */
  cookie: string;
  /** The id of the user's own ("self") family member. */
  selfId: string;
  /** An API call with this user's bearer token. */
  api(method: string, path: string, body?: unknown): Promise<Response>;
  /** An API call with this user's bearer token, its JSON answer read. */
  json<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }>;
  /** A page with this user's cookie. */
  page(path: string): Promise<Response>;
}

/**
 * A user with a fresh session. `emailOrLabel` is the exact address when it has an @, else the
 * start of a unique one.
 */
export async function signedInUser(emailOrLabel = "user", options: UserOptions = {}): Promise<SignedInUser> {
  const { verified = true, premium = false, firstName, lastName, zipcode = null } = options;
  const email = emailOrLabel.includes("@") ? emailOrLabel : uniqueEmail(emailOrLabel);
  const user = await createUser(db(), { email, firstName, lastName, isVerified: verified });
  if (premium) await makePremium(user.id);
  if (zipcode) await db().update(schema.users).set({ zipcode }).where(eq(schema.users.id, user.id));
  const { token } = await createSession(db(), user.id);
  const self = await db()
    .select({ id: schema.familyMembers.id })
    .from(schema.familyMembers)
    .where(eq(schema.familyMembers.userId, user.id))
    .get();
  const cookie = `fb_session=${token}`;
  return {
    user: { ...user, isVerified: verified },
    id: user.id,
    email: user.email,
    token,
    cookie,
    selfId: self!.id,
    api: (method, path, body) => call(method, path, token, body),
    json: (method, path, body) => callJson(method, path, token, body),
    page: (path) => get(path, cookie),
  };
}

export async function makePremium(userId: string) {
  await db()
    .update(schema.subscriptions)
    .set({ tier: "premium", status: "active", plan: "monthly" })
    .where(eq(schema.subscriptions.userId, userId));
}

export async function setVerified(userId: string, verified = true) {
  await db().update(schema.users).set({ isVerified: verified }).where(eq(schema.users.id, userId));
}

/**
 * A sign-up through the sign-in page's form, as a person makes it: the redirect it answers, every
 * cookie it sets (`cookie`, for the next page), the session cookie alone (`session`) and the user.
 */
export async function signUpByForm(label = "signup") {
  const email = uniqueEmail(label);
  const res = await postForm("/signin?mode=signup", {
    form: "signup",
    email,
    password: "long-enough-1",
    confirm_password: "long-enough-1",
  });
  if (res.status !== 302) throw new Error(`sign-up answered ${res.status}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]);
  const user = await db().select().from(schema.users).where(eq(schema.users.email, email)).get();
  return {
    res,
    email,
    userId: user!.id,
    cookie: cookies.join("; "),
    session: cookies.find((c) => c.startsWith("fb_session="))!,
  };
}
