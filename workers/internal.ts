// /internal/* — the only way activities reach D1 and R2. Every request is HMAC-signed
// (core/signing.ts); writes carry an Idempotency-Key and a retried write answers the stored response.
import { eq } from "drizzle-orm";
import {
  IDEMPOTENCY_HEADER,
  MAX_SKEW_SECONDS,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  verifySignature,
} from "#core/signing";
import { MB, readTextWithin } from "~/security/request-body";
import { getDb, schema } from "~/db.server";
import { getConfig } from "~/env.server";
import { logError } from "#core/error-log";
import { INTERNAL_ERROR_DETAIL } from "~/services/platform/error-log.server";
import { HttpError } from "#core/http/errors";
import { routeTable, runServed } from "#core/http/routes";
import { internalRoutes, type InternalContext } from "./internal/routes";

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
}

const routes = routeTable(internalRoutes);

/** Room for the largest body an activity may send: a recognition at its schema's limits (100,000 words). */
export const INTERNAL_MAX_BODY_BYTES = 32 * MB;

/** Signature headers present, well-formed and recent: checked before a byte of the body is read. */
function signatureHeadersProblem(headers: Headers, now = Date.now()): "missing" | "skew" | null {
  const timestamp = headers.get(TIMESTAMP_HEADER);
  const signature = headers.get(SIGNATURE_HEADER);
  if (!timestamp || !signature || !/^\d+$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature))
    return "missing";
  return Math.abs(now / 1000 - Number(timestamp)) > MAX_SKEW_SECONDS ? "skew" : null;
}

/** Signed activity calls; an unexpected error answers 500 with a reference and logs only a summary. */
export async function handleInternal(request: Request, env: Env): Promise<Response> {
  try {
    return await answerInternal(request, env);
  } catch (error) {
    const reference = logError("internal", error, { method: request.method });
    return jsonResponse(500, { detail: INTERNAL_ERROR_DETAIL, reference });
  }
}

async function answerInternal(request: Request, env: Env): Promise<Response> {
  const config = getConfig(env);
  const url = new URL(request.url);
  const method = request.method.toUpperCase();
  const problem = signatureHeadersProblem(request.headers);
  if (problem) return jsonResponse(401, { detail: `Invalid signature (${problem})` });
  const tooLarge = jsonResponse(413, { detail: "Request body too large" });
  let body: string;
  try {
    body = await readTextWithin(request, INTERNAL_MAX_BODY_BYTES, tooLarge);
  } catch (error) {
    if (error === tooLarge) return tooLarge;
    throw error;
  }
  const path = url.pathname + url.search;
  // Only the internal API's own secret (or its previous one while rotating), never another purpose's.
  const check = await verifySignature(config.internalApiKeys, method, path, body, request.headers);
  if (!check.ok) return jsonResponse(401, { detail: `Invalid signature (${check.reason})` });

  let found: ReturnType<typeof routes.match>;
  try {
    found = routes.match(method, url.pathname);
  } catch (error) {
    if (error instanceof HttpError) return jsonResponse(error.status, error.body, error.headers);
    throw error;
  }

  const db = getDb(env);
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (method !== "GET" && key) {
    const previous = await db
      .select()
      .from(schema.idempotencyKeys)
      .where(eq(schema.idempotencyKeys.key, key))
      .get();
    if (previous) {
      return new Response(previous.responseBody, {
        status: previous.status,
        headers: { "content-type": "application/json", "idempotent-replay": "true" },
      });
    }
  }
  const { status, body: answer, headers } = await run(found, url, body, { env, db });
  const responseBody = JSON.stringify(answer);
  if (method !== "GET" && key && status < 500) {
    await db
      .insert(schema.idempotencyKeys)
      .values({ key, method, path: url.pathname, status, responseBody })
      .onConflictDoNothing();
  }
  return new Response(responseBody, { status, headers: { "content-type": "application/json", ...headers } });
}

/** Validates against the route's contract and runs it; a refusal answers the one error shape. */
async function run(
  { entry, params }: ReturnType<typeof routes.match>,
  url: URL,
  text: string,
  ctx: InternalContext,
): Promise<{ status: number; body: unknown; headers?: Record<string, string> }> {
  try {
    return await runServed(entry, params, url.searchParams, text, ctx);
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, body: error.body, headers: error.headers };
    throw error;
  }
}
