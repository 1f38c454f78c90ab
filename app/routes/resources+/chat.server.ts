// What the chat's resource routes share: the signed-in user, or a 401 that says to sign in.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { CHAT_TEXTS } from "#core/assistant/types";
import { ApiError, errorResponse } from "~/api/http";
import { getDb } from "~/db.server";
import { getSignedIn } from "~/services/auth/session.server";

/** The signed-in user; a signed-out visitor gets 401 `{detail: 'Sign in to ask about your bills.'}`. */
export async function chatScope({ request, context }: Pick<LoaderFunctionArgs, "request" | "context">) {
  const env = context.cloudflare.env;
  const signedIn = await getSignedIn(request, env);
  if (!signedIn) throw errorResponse(new ApiError(401, CHAT_TEXTS.signedOut));
  return { env, db: getDb(env), signedIn };
}
