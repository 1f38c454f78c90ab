// Account API (spec 000 §7, 001): the ZIP code and account deletion.
import { z } from "zod";
import { zipCode } from "#core/validation";
import { endpoint, type Endpoint } from "./endpoint";
import { json } from "./http";
import { getZipcode, requestAccountDeletion, updateZipcode } from "~/services/account/account.server";
import { requireFreshSignIn } from "~/services/auth/credentials.server";
import { clearedSessionCookie } from "~/services/auth/session.server";

export const DELETION_STARTED = "Account deletion started";

/** 5 digits or ZIP+4 (core/validation); blank and malformed answer the spec's one message. */
export const ZipcodeSchema = z.object({ zipcode: zipCode() });

const ZipcodeResponse = z.object({ zipcode: z.string().nullable() });

export const accountEndpoints: Endpoint[] = [
  endpoint({
    method: "GET",
    path: "/api/auth/zipcode",
    summary: "The signed-in user's ZIP code (null when none is saved)",
    tag: "account",
    auth: "user",
    response: ZipcodeResponse,
    handle: async ({ db, signedIn }) => ({ zipcode: await getZipcode(db, signedIn.user.id) }),
  }),
  endpoint({
    method: "PUT",
    path: "/api/auth/zipcode",
    summary: "Save the signed-in user's ZIP code",
    tag: "account",
    auth: "user",
    body: ZipcodeSchema,
    response: ZipcodeResponse,
    errors: [422],
    handle: async ({ db, signedIn, body }) => ({
      zipcode: await updateZipcode(db, signedIn.user.id, body.zipcode),
    }),
  }),
  endpoint({
    method: "DELETE",
    path: "/api/account/delete",
    summary:
      "Delete the account: signs out everywhere now, removes all data in the background. Needs a sign-in of the last 10 minutes or a step-up code (403 otherwise)",
    tag: "account",
    auth: "user",
    response: z.object({ message: z.string() }),
    errors: [403],
    success: { status: 202 },
    endsSession: true,
    handle: async ({ env, signedIn }) => {
      requireFreshSignIn(signedIn);
      await requestAccountDeletion(env, signedIn.user.id);
      return json(
        { message: DELETION_STARTED },
        { status: 202, headers: { "set-cookie": clearedSessionCookie(env) } },
      );
    },
  }),
] as Endpoint[];
