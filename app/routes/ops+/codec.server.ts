// Temporal's codec-server convention for the Web UI (POST {endpoint}/decode with {payloads:[…]}),
// behind the /ops operator check. Only TEMPORAL_UI_URL's origin may call it, with credentials; the
// global CSRF check leaves /ops/codec/ to this Origin check. Payload values are never logged.
import { z } from "zod";
import { readTextWithin } from "~/security/request-body";
import { ApiError } from "~/api/http";
import { getConfig } from "~/env.server";
import * as gateway from "#core/contracts/gateway";
import { callGateway } from "~/services/platform/gateway.server";
import { getSignedIn } from "~/services/auth/session.server";
import { operatorCheck, OPERATORS_ONLY, recordOperatorAccess } from "./operator.server";

/** Temporal caps a payload at 2 MB; one UI request carries the payloads of one event. */
export const MAX_CODEC_BODY_BYTES = 4 * 1024 * 1024;
export const MAX_CODEC_PAYLOADS = gateway.MAX_CODEC_PAYLOADS;

export const CODEC_MESSAGES = {
  origin: "This endpoint answers only the Temporal Web UI",
  method: "Use POST with {payloads: [...]}",
  contentType: "Send application/json",
  signIn: "Sign in to Fairbill as an operator, then reload the Temporal Web UI",
  stale: "Your sign-in is older than 10 minutes: open /ops and sign in again",
  secondFactor: "Pass the second factor on /ops first",
  tooLarge: "Request body too large",
  shape: "Send {payloads: [{metadata, data}]} with base64 values, at most 1000 payloads",
};

/** The UI sends what the gateway decodes: one schema for both (core/contracts/gateway.ts). */
const CodecBody = gateway.PayloadsJsonSchema;

const uiOrigin = (env: Env) => new URL(getConfig(env).TEMPORAL_UI_URL).origin;

function cors(env: Env): Record<string, string> {
  return {
    "access-control-allow-origin": uiOrigin(env),
    "access-control-allow-credentials": "true",
    vary: "Origin",
  };
}

function answer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", "cache-control": "no-store", ...headers },
  });
}

const fromUi = (request: Request, env: Env) => request.headers.get("origin") === uiOrigin(env);

/** OPTIONS: the preflight for the UI's origin; GET: not a codec verb. */
export function codecPreflight(request: Request, env: Env): Response {
  if (request.method !== "OPTIONS")
    return answer(405, { detail: CODEC_MESSAGES.method }, { allow: "POST, OPTIONS" });
  if (!fromUi(request, env)) return answer(403, { detail: CODEC_MESSAGES.origin });
  const method = request.headers.get("access-control-request-method");
  if (method && method.toUpperCase() !== "POST") return answer(405, { detail: CODEC_MESSAGES.method });
  return answer(204, null, {
    ...cors(env),
    "access-control-allow-methods": "POST",
    "access-control-allow-headers": "Content-Type, X-Namespace",
    "access-control-max-age": "600",
  });
}

/** POST: the operator's cookie session must pass the /ops check; the gateway decodes. */
export async function decodeForTemporalUi(request: Request, env: Env): Promise<Response> {
  if (!fromUi(request, env)) return answer(403, { detail: CODEC_MESSAGES.origin });
  const headers = cors(env);
  const reply = (status: number, body: unknown) => answer(status, body, headers);
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json"))
    return reply(415, { detail: CODEC_MESSAGES.contentType });

  const signedIn = await getSignedIn(request, env);
  if (!signedIn) return reply(401, { detail: CODEC_MESSAGES.signIn });
  const check = operatorCheck(env, signedIn);
  if (check === "not-operator") return reply(403, { detail: OPERATORS_ONLY });
  if (check === "stale") return reply(401, { detail: CODEC_MESSAGES.stale });
  if (check === "second-factor") return reply(403, { detail: CODEC_MESSAGES.secondFactor });

  const tooLarge = Symbol("too large");
  const text = await readTextWithin(request, MAX_CODEC_BODY_BYTES, tooLarge).catch((error: unknown) => {
    if (error === tooLarge) return null;
    throw error;
  });
  if (text === null) return reply(413, { detail: CODEC_MESSAGES.tooLarge });
  let parsed: z.infer<typeof CodecBody>;
  try {
    parsed = CodecBody.parse(JSON.parse(text));
  } catch {
    return reply(400, { detail: CODEC_MESSAGES.shape });
  }
  const namespace = request.headers.get("x-namespace") ?? "";
  await recordOperatorAccess(env, signedIn, "ops.codec_decoded", {
    payloads: parsed.payloads.length,
    namespace: /^[A-Za-z0-9._-]{1,100}$/.test(namespace) ? namespace : null,
  });
  try {
    const decoded = await callGateway(env, gateway.decodePayloads, { body: parsed });
    return reply(200, decoded);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return reply(error.status, { detail: error.detail });
  }
}
