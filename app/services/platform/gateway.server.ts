// The web Worker's client for the orchestrator gateway (Temporal lives behind it; workerd can't
// run @temporalio/client). Calls are HMAC-signed with GATEWAY_SECRET (its own purpose: never the
// /internal secret, so a leaked one cannot forge the other direction).
import { ErrorBodySchema } from "#core/http/errors";
import { pathOf, readAnswer, type CallOf, type ResponseOf, type RouteContract } from "#core/http/routes";
import { signedFetch } from "#core/signing";
import { ApiError } from "~/api/http";
import { getConfig } from "~/env.server";

const TIMEOUT_MS = 10_000;

export const GATEWAY_UNAVAILABLE = "The workflow service is unavailable right now. Please try again later.";

/**
 * Signed call to a gateway verb by its contract (core/contracts/gateway.ts): the path is built from
 * it and the answer read with its response schema. Unreachable, failing or answering out of contract
 * → ApiError 503; the gateway's 4xx keep their status.
 */
export async function callGateway<const C extends RouteContract>(
  env: Env,
  c: C,
  call: CallOf<C>,
): Promise<ResponseOf<C>> {
  const { params, query, body } = call as { params?: object; query?: object; body?: unknown };
  const answer = readAnswer(c, await send(env, c.method, pathOf(c, params, query), body));
  if (!answer.ok) throw new ApiError(503, `${GATEWAY_UNAVAILABLE} (${answer.problem})`);
  return answer.data;
}

async function send(env: Env, method: string, path: string, body?: unknown): Promise<unknown> {
  const config = getConfig(env);
  let res: Response;
  try {
    res = await signedFetch(
      config.GATEWAY_SECRET,
      config.GATEWAY_URL,
      method,
      path,
      body,
      {},
      (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) }),
    );
  } catch {
    throw new ApiError(503, GATEWAY_UNAVAILABLE);
  }
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!res.ok) {
    // The one error shape (core/http/errors.ts): its detail and field errors reach the caller.
    const refusal = ErrorBodySchema.safeParse(data);
    const detail = refusal.success ? refusal.data.detail : undefined;
    // 401 means the two sides disagree on the secret: an outage, not the caller's fault.
    if (res.status >= 500 || res.status === 401 || data === null) {
      throw new ApiError(503, `${GATEWAY_UNAVAILABLE}${typeof detail === "string" ? ` (${detail})` : ""}`);
    }
    throw new ApiError(res.status, detail ?? "Gateway request failed", {}, refusal.data?.errors);
  }
  return data;
}
