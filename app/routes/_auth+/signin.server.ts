// The /signin loader and action: password sign-in and sign-up, magic-link send and code check.
import { parseWithZod } from "@conform-to/zod";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { SubmissionResult } from "@conform-to/react";
import { ApiError } from "~/api/http";
import { getDb } from "~/db.server";
import { MagicCodeSchema, MagicLinkSendSchema, SignInSchema, SignUpSchema } from "~/services/auth/forms";
import { AUTH, signinErrorText } from "~/services/auth/messages";
import { sendMagicLink, signInWithMagicCode } from "~/services/auth/magic-link.server";
import { verificationSentCookie } from "~/services/account/notices.server";
import { PRODUCT_EVENTS, recordStep } from "~/services/events/events.server";
import { getSignedIn } from "~/services/auth/session.server";
import {
  clientOf,
  registerWithPassword,
  safeRedirectPath,
  signInWithPassword,
  startSession,
  type SignInMethod,
} from "~/services/auth/sign-in.server";
import { logError } from "#core/error-log";

export type SigninForm = "signin" | "signup" | "magic-send" | "magic-verify";

export interface SigninActionData {
  form: SigninForm;
  result: SubmissionResult<string[]>;
  /** Set once a link went out: the page shows the 'link sent' state with the code entry. */
  sent?: { email: string; remaining: number };
}

function redirectTarget(url: URL): string | null {
  return safeRedirectPath(url.searchParams.get("redirectTo") ?? url.searchParams.get("redirect_url"));
}

export async function signinLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = redirectTarget(url);
  if (await getSignedIn(request, context.cloudflare.env)) throw redirect(redirectTo ?? "/bills");
  return {
    mode: url.searchParams.get("mode") === "signup" ? ("signup" as const) : ("signin" as const),
    redirectTo,
    banner: signinErrorText(url.searchParams.get("error"), url.searchParams.get("message")),
    googleHref: `/api/auth/google?redirect_url=${encodeURIComponent(redirectTo ?? "/bills")}`,
  };
}

/** The message the user sees for a failed call: the ApiError's own words, else the form's fallback. */
function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (typeof error.detail === "string") return error.detail;
    const message = (error.detail as { message?: unknown } | null)?.message;
    if (typeof message === "string") return message;
  }
  logError("sign-in", error);
  return fallback;
}

export async function signinAction({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const db = getDb(env);
  const formData = await request.formData();
  const form = String(formData.get("form") ?? "") as SigninForm;
  const redirectTo =
    safeRedirectPath(String(formData.get("redirectTo") ?? "")) ?? redirectTarget(new URL(request.url));
  const client = clientOf(request);
  const holder = await getSignedIn(request, env);
  const signedInTo = async (userId: string, to: string, method: SignInMethod, verificationSent = false) => {
    const session = await startSession(env, db, userId, { method, device: client.device });
    const headers = new Headers({ "set-cookie": session.cookie });
    // A new password account was sent its verification e-mail: the next page says so (5 s banner).
    if (verificationSent) headers.append("set-cookie", verificationSentCookie);
    return redirect(to, { headers });
  };

  const hideFields = ["password", "confirm_password"];
  if (form === "signin") {
    const submission = parseWithZod(formData, { schema: SignInSchema });
    if (submission.status !== "success") return { form, result: submission.reply({ hideFields }) };
    try {
      const user = await signInWithPassword(
        env,
        db,
        submission.value.email,
        submission.value.password,
        client,
      );
      return await signedInTo(user.id, redirectTo ?? "/bills", "password");
    } catch (error) {
      return {
        form,
        result: submission.reply({ formErrors: [failureText(error, AUTH.invalidCredentials)], hideFields }),
      };
    }
  }

  if (form === "signup") {
    const submission = parseWithZod(formData, { schema: SignUpSchema });
    if (submission.status !== "success") return { form, result: submission.reply({ hideFields }) };
    try {
      const user = await registerWithPassword(
        env,
        db,
        {
          email: submission.value.email,
          password: submission.value.password,
          displayName: submission.value.display_name,
          fullName: submission.value.full_name,
        },
        client,
      );
      await recordStep(db, user.id, PRODUCT_EVENTS.signUp, {}, request);
      return await signedInTo(user.id, redirectTo ?? "/bills", "registration", user.verificationSent);
    } catch (error) {
      return {
        form,
        result: submission.reply({ formErrors: [failureText(error, AUTH.registrationFailed)], hideFields }),
      };
    }
  }

  if (form === "magic-send") {
    const submission = parseWithZod(formData, { schema: MagicLinkSendSchema });
    if (submission.status !== "success") return { form, result: submission.reply() };
    try {
      const limit = await sendMagicLink(
        env,
        db,
        { email: submission.value.email, redirectUrl: redirectTo },
        client,
      );
      return {
        form,
        result: submission.reply(),
        sent: { email: submission.value.email.toLowerCase(), remaining: limit.remaining },
      } satisfies SigninActionData;
    } catch (error) {
      return { form, result: submission.reply({ formErrors: [failureText(error, AUTH.sendLinkFailed)] }) };
    }
  }

  if (form === "magic-verify") {
    const submission = parseWithZod(formData, { schema: MagicCodeSchema });
    const email = String(formData.get("email") ?? "").slice(0, 254);
    const sent = { email, remaining: -1 };
    if (submission.status !== "success") return { form, result: submission.reply(), sent };
    try {
      const { user, redirectTo: to } = await signInWithMagicCode(
        env,
        db,
        { email: submission.value.email, code: submission.value.code, redirectUrl: redirectTo },
        client,
        holder?.user.id ?? null,
      );
      return await signedInTo(user.id, to, "magic_code");
    } catch (error) {
      return {
        form,
        result: submission.reply({ formErrors: [failureText(error, AUTH.verifyCodeFailed)] }),
        sent,
      };
    }
  }
  throw new Response("Unknown form", { status: 400 });
}
