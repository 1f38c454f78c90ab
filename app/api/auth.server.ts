// /api/auth/*: register, password token, me, logout, e-mail verification and magic-link sign-in (001 §7).
import { z } from "zod";
import { GENDERS } from "#core/bills/family";
import { getConfig } from "~/env.server";
import { AUTH } from "~/services/auth/messages";
import { EmailField, MagicLinkSendSchema, RedirectField, RegisterBodySchema } from "~/services/auth/forms";
import { confirmStepUp, sendStepUpCode, signOut } from "~/services/auth/credentials.server";
import { verifyEmail } from "~/services/auth/email-verification.server";
import { sendMagicLink, signInWithMagicCode } from "~/services/auth/magic-link.server";
import { clearedSessionCookie, type SignedIn } from "~/services/auth/session.server";
import {
  clientOf,
  registerWithPassword,
  resendVerification,
  signInWithPassword,
  startSession,
} from "~/services/auth/sign-in.server";
import { inboxEmail } from "~/services/auth/users.server";
import { endpoint, type Endpoint } from "./endpoint";
import { ApiError, json } from "./http";
import { textWith } from "#core/validation";

type UserRow = SignedIn["user"];

const UserView = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  is_verified: z.boolean(),
  zipcode: z.string().nullable(),
  real_name: z.string().nullable(),
  display_name: z.string().nullable(),
  inbox_email: z.string(),
});

/** The user fields of 000 §3 plus the private forwarding address. */
function userView(user: UserRow, env: Env): z.infer<typeof UserView> {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    date_of_birth: user.dateOfBirth,
    gender: user.gender,
    is_verified: user.isVerified,
    zipcode: user.zipcode,
    real_name: user.realName,
    display_name: user.displayName,
    inbox_email: inboxEmail(user, getConfig(env).INBOX_DOMAIN),
  };
}

const TokenResponse = z.object({ access_token: z.string(), token_type: z.literal("bearer") });
const Message = z.object({ message: z.string() });
const TrueFlag = z
  .union([z.boolean(), z.enum(["true", "false", "1", "0"])])
  .transform((v) => v === true || v === "true" || v === "1");

export const authEndpoints: Endpoint[] = [
  endpoint({
    method: "POST",
    path: "/api/auth/register",
    summary: "Create an account with e-mail and password; sends the verification e-mail",
    tag: "auth",
    auth: "public",
    body: RegisterBodySchema,
    response: TokenResponse.extend({ user: UserView }),
    errors: [400, 429, 503],
    async handle({ env, db, body, request }) {
      const client = clientOf(request);
      const user = await registerWithPassword(
        env,
        db,
        {
          email: body.email,
          password: body.password,
          displayName: body.display_name,
          fullName: body.full_name,
        },
        client,
      );
      const session = await startSession(env, db, user.id, { method: "registration", device: client.device });
      return json(
        { access_token: session.token, token_type: "bearer", user: userView(user, env) },
        { headers: { "set-cookie": session.cookie } },
      );
    },
  }),
  endpoint({
    method: "POST",
    path: "/api/auth/token",
    summary: "Password sign-in (OAuth2 password form: username, password)",
    tag: "auth",
    auth: "public",
    bodyEncoding: "form",
    body: z.object({
      username: z
        .string({ required_error: AUTH.emailRequired })
        .trim()
        .min(1, AUTH.emailRequired)
        .max(254, AUTH.invalidCredentials),
      password: z
        .string({ required_error: AUTH.passwordRequired })
        .min(1, AUTH.passwordRequired)
        .max(256, AUTH.invalidCredentials),
    }),
    response: TokenResponse,
    errors: [401, 429],
    async handle({ env, db, body, request }) {
      const client = clientOf(request);
      const user = await signInWithPassword(env, db, body.username, body.password, client);
      const session = await startSession(env, db, user.id, { method: "password", device: client.device });
      return { access_token: session.token, token_type: "bearer" as const };
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/auth/me",
    summary: "The signed-in user with subscription",
    tag: "auth",
    auth: "user",
    response: UserView.extend({
      subscription: z.object({ tier: z.string(), status: z.string(), plan: z.string() }),
    }),
    async handle({ env, signedIn }) {
      const { tier, status, plan } = signedIn.subscription;
      return { ...userView(signedIn.user, env), subscription: { tier, status, plan } };
    },
  }),
  endpoint({
    method: "POST",
    path: "/api/auth/logout",
    summary: "Sign out this device (?all=true: every device)",
    tag: "auth",
    auth: "public",
    query: z.object({ all: TrueFlag.optional() }),
    body: z.object({ all: TrueFlag.optional() }),
    response: Message,
    endsSession: true,
    async handle({ env, db, signedIn, query, body }) {
      if (signedIn) await signOut(db, signedIn, query.all || body.all ? "all_devices" : "this_device");
      return json({ message: AUTH.signedOut }, { headers: { "set-cookie": clearedSessionCookie(env) } });
    },
  }),
  endpoint({
    method: "POST",
    path: "/api/auth/verify-email",
    summary:
      "Confirm the e-mail address with the token from the verification link. Without the account's own session or its password, this claims a never-verified account: its password is removed and every session ends (password_removed)",
    tag: "auth",
    auth: "public",
    body: z.object({
      token: textWith(AUTH.verificationFailed).max(512, AUTH.verificationFailed),
      password: z.string().max(256, AUTH.verifyPasswordWrong).nullish(),
    }),
    response: Message.extend({
      email: z.string(),
      is_verified: z.literal(true),
      password_removed: z.boolean(),
    }),
    errors: [400, 429],
    async handle({ env, db, body, signedIn, request }) {
      const { user, claimed } = await verifyEmail(env, db, body.token, {
        holderId: signedIn?.user.id ?? null,
        password: body.password,
        client: clientOf(request),
      });
      return {
        message: claimed ? AUTH.verifiedAndClaimed : AUTH.verificationSucceeded,
        email: user.email,
        is_verified: true as const,
        password_removed: claimed,
      };
    },
  }),
  endpoint({
    method: "POST",
    path: "/api/auth/resend-verification",
    summary: "Send a new verification link (same answer whether or not the account exists)",
    tag: "auth",
    auth: "public",
    body: z.object({ email: EmailField.optional() }),
    response: Message,
    errors: [429, 503],
    async handle({ env, db, body, signedIn, request }) {
      const email = body.email ?? signedIn?.user.email;
      if (!email) throw new ApiError(422, AUTH.emailRequired);
      await resendVerification(env, db, email, clientOf(request));
      return { message: AUTH.verificationSent };
    },
  }),
  endpoint({
    method: "POST",
    path: "/api/auth/magic-link/send",
    summary: "E-mail a sign-in link and 6-digit code (5 per e-mail per 15 minutes)",
    tag: "auth",
    auth: "public",
    body: MagicLinkSendSchema,
    response: Message.extend({ rate_limit: z.object({ remaining: z.number(), reset_at: z.string() }) }),
    errors: [429, 503],
    async handle({ env, db, body, request }) {
      const rateLimit = await sendMagicLink(
        env,
        db,
        { email: body.email, redirectUrl: body.redirect_url },
        clientOf(request),
      );
      return { message: AUTH.linkSent, rate_limit: rateLimit };
    },
  }),
  endpoint({
    method: "POST",
    path: "/api/auth/magic-link/verify-code",
    summary: "Sign in with the 6-digit code from the magic-link e-mail",
    tag: "auth",
    auth: "public",
    body: z.object({
      email: EmailField,
      code: textWith(AUTH.invalidCode).max(32, AUTH.invalidCode),
      redirect_url: RedirectField,
    }),
    response: TokenResponse.extend({ redirect_url: z.string() }),
    errors: [400, 429],
    async handle({ env, db, body, request, signedIn }) {
      const code = body.code.trim();
      if (!/^\d{6}$/.test(code)) throw new ApiError(400, AUTH.invalidCode);
      const client = clientOf(request);
      const { user, redirectTo } = await signInWithMagicCode(
        env,
        db,
        { email: body.email, code, redirectUrl: body.redirect_url },
        client,
        signedIn?.user.id ?? null,
      );
      const session = await startSession(env, db, user.id, { method: "magic_code", device: client.device });
      return json(
        { access_token: session.token, token_type: "bearer", redirect_url: redirectTo },
        { headers: { "set-cookie": session.cookie } },
      );
    },
  }),
  endpoint({
    method: "POST",
    path: "/api/auth/step-up/send",
    summary:
      "E-mail the signed-in user a 6-digit code that confirms it's them (needed before deleting the account)",
    tag: "auth",
    auth: "user",
    response: Message,
    errors: [429, 503],
    async handle({ env, db, signedIn, request }) {
      await sendStepUpCode(env, db, signedIn, clientOf(request));
      return { message: AUTH.stepUpSent };
    },
  }),
  endpoint({
    method: "POST",
    path: "/api/auth/step-up/verify",
    summary: "Enter the e-mailed 6-digit code: this session counts as freshly signed in for 10 minutes",
    tag: "auth",
    auth: "user",
    body: z.object({
      code: textWith(AUTH.invalidCode).max(32, AUTH.invalidCode),
    }),
    response: Message,
    errors: [400, 429],
    async handle({ env, db, signedIn, body, request }) {
      const code = body.code.trim();
      if (!/^\d{6}$/.test(code)) throw new ApiError(400, AUTH.invalidCode);
      await confirmStepUp(env, db, signedIn, code, clientOf(request));
      return { message: AUTH.stepUpConfirmed };
    },
  }),
];
