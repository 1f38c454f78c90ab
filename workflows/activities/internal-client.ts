// The signed client activities use to reach D1 and R2 through the web Worker's /internal API.
import { pathOf, readAnswer, type CallOf, type ResponseOf, type RouteContract } from "#core/http/routes";
import { IDEMPOTENCY_HEADER, signedFetch } from "#core/signing";

/** A non-2xx answer from /internal; `status` decides whether a retry can help. */
export class InternalApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly path: string,
  ) {
    super(`/internal answered ${status} for ${path}: ${detail}`);
    this.name = "InternalApiError";
  }

  /** 4xx answers won't change on retry, except auth (a rotated secret) and throttling. */
  get retryable(): boolean {
    return this.status >= 500 || [401, 408, 409, 429].includes(this.status);
  }
}

export interface InternalClient {
  get<T>(path: string): Promise<T>;
  /** A write; the same idempotency key always answers the first response (none: nothing is stored). */
  send<T>(
    method: "POST" | "PUT" | "DELETE",
    path: string,
    body: unknown,
    idempotencyKey?: string,
  ): Promise<T>;
}

export interface InternalClientOptions {
  baseUrl: string;
  secret: string;
  fetchImpl?: typeof fetch;
  /** Per-request timeout; a hung Worker must not stall an activity past its heartbeat. */
  timeoutMs?: number;
}

export function createInternalClient({
  baseUrl,
  secret,
  fetchImpl = fetch,
  timeoutMs = 30_000,
}: InternalClientOptions): InternalClient {
  async function call<T>(method: string, path: string, body?: unknown, key?: string): Promise<T> {
    const timedFetch: typeof fetch = (input, init) =>
      fetchImpl(input, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const res = await signedFetch(
      secret,
      baseUrl,
      method,
      path,
      body,
      key ? { [IDEMPOTENCY_HEADER]: key } : {},
      timedFetch,
    );
    const text = await res.text();
    if (!res.ok) {
      let detail = text.slice(0, 200);
      try {
        detail = String((JSON.parse(text) as { detail?: unknown }).detail ?? detail);
      } catch {
        // not JSON: keep the raw text
      }
      throw new InternalApiError(res.status, detail, path.split("?")[0]);
    }
    return (text ? JSON.parse(text) : {}) as T;
  }
  return {
    get: (path) => call("GET", path),
    send: (method, path, body, key) => call(method, path, body, key),
  };
}

/**
 * A call by contract (core/contracts/internal*.ts): the path is built from it and the answer is read
 * with its response schema, so the activity and the Worker share one type. An answer that does not
 * fit is a 502 (a Worker of another version): retried, since a deploy may be under way.
 */
export async function callInternal<const C extends RouteContract>(
  client: InternalClient,
  c: C,
  call: CallOf<C>,
  idempotencyKey?: string,
): Promise<ResponseOf<C>> {
  const { params, query, body } = call as { params?: object; query?: object; body?: unknown };
  const path = pathOf(c, params, query);
  const data =
    c.method === "GET"
      ? await client.get<unknown>(path)
      : await client.send<unknown>(c.method as "POST", path, body ?? {}, idempotencyKey);
  const answer = readAnswer(c, data);
  if (!answer.ok)
    throw new InternalApiError(502, `unexpected answer (${answer.problem})`, path.split("?")[0]);
  return answer.data;
}
