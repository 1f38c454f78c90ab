// The web Worker's client for the orchestrator gateway (Temporal lives behind it; workerd can't
// run @temporalio/client). Calls are HMAC-signed with GATEWAY_SECRET (its own purpose: never the
// /internal secret, so a leaked one cannot forge the other direction).
import { signedFetch } from "#core/signing";
import { ApiError } from "~/api/http";
import { getConfig } from "~/env.server";

const TIMEOUT_MS = 10_000;

export const GATEWAY_UNAVAILABLE = "The workflow service is unavailable right now. Please try again later.";

/** Signed call to the gateway. Unreachable or failing → ApiError 503; the gateway's 4xx keep their status. */
export async function callGateway<T = unknown>(
  env: Env,
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  body?: unknown,
): Promise<T> {
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
    const detail = (data as { detail?: unknown } | null)?.detail;
    // 401 means the two sides disagree on the secret: an outage, not the caller's fault.
    if (res.status >= 500 || res.status === 401 || data === null) {
      throw new ApiError(503, `${GATEWAY_UNAVAILABLE}${typeof detail === "string" ? ` (${detail})` : ""}`);
    }
    throw new ApiError(res.status, detail ?? "Gateway request failed");
  }
  return data as T;
}
