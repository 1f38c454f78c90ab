import { routeTable, validateBody, validateParams, validateQuery } from "#core/http/routes";
import { ApiError, errorResponse, json } from "./http";
import type { Endpoint } from "./endpoint";
import { endpoints } from "./endpoints.server";
import { getDb } from "~/db.server";
import { logError } from "#core/error-log";
import { INTERNAL_ERROR_DETAIL, requestFacts } from "~/services/platform/error-log.server";
import { getSignedIn, requireApiUser } from "~/services/auth/session.server";
import { hasBody, KB, mediaType, readFormWithin, readTextWithin } from "~/security/request-body";

/** The body limit of an endpoint that declares none (docs/decisions/007). */
const DEFAULT_MAX_BODY_BYTES = 256 * KB;

const routes = routeTable(endpoints);

/** The media type each body encoding accepts, exactly (a JSON endpoint refuses a form, and so on). */
const MEDIA_TYPES = {
  json: "application/json",
  form: "application/x-www-form-urlencoded",
  multipart: "multipart/form-data",
} as const;

/** 415 unless the body is of the endpoint's one media type; a request without a body passes. */
function requireMediaType(request: Request, endpoint: Endpoint): void {
  if (!hasBody(request)) return;
  const expected = MEDIA_TYPES[endpoint.bodyEncoding ?? "json"];
  if (mediaType(request) !== expected) throw new ApiError(415, `Content-Type must be ${expected}`);
}

/** Reads the body within the endpoint's limit, counting bytes as they arrive (chunked bodies too). */
async function readBody(request: Request, endpoint: Endpoint): Promise<unknown> {
  const limit = endpoint.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const tooLarge = new ApiError(413, "Request body too large");
  if (!hasBody(request)) return {};
  if (endpoint.bodyEncoding === "form") {
    const form = await readFormWithin(request, limit, tooLarge).catch((error: unknown) => {
      throw error === tooLarge ? error : new ApiError(400, "Malformed form body");
    });
    return Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string"));
  }
  const text = await readTextWithin(request, limit, tooLarge);
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, "Malformed JSON body");
  }
}

/** The 405 answer when the path exists but not for this method (null otherwise). */
export function methodNotAllowed(pathname: string, method: string): Response | null {
  const allowed = routes.allowed(pathname);
  // HEAD is the GET of the same path without its body.
  const asked = method.toUpperCase() === "HEAD" ? "GET" : method.toUpperCase();
  if (allowed.length === 0 || allowed.includes(asked)) return null;
  return errorResponse(new ApiError(405, "Method Not Allowed", { allow: allowed.join(", ") }));
}

/** Serves every /api/* request: match, authenticate, validate, run, and answer JSON `{detail}` errors. */
export async function handleApi(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const url = new URL(request.url);
  const method = request.method.toUpperCase();
  try {
    const match = routes.match(method, url.pathname);
    const { entry: endpoint } = match;
    const params = validateParams(endpoint, match.params) as Record<string, string>;
    const signedIn =
      endpoint.auth === "user" ? await requireApiUser(request, env) : await getSignedIn(request, env);

    const query = validateQuery(endpoint, url.searchParams, 422);
    if (endpoint.body || endpoint.bodyEncoding) requireMediaType(request, endpoint);
    const body = endpoint.body ? validateBody(endpoint, await readBody(request, endpoint), 422) : undefined;
    const result = await endpoint.handle({
      request,
      env,
      ctx,
      db: getDb(env),
      params,
      body,
      query,
      signedIn: signedIn as never,
    });
    if (result instanceof Response) return result;
    return json(result ?? { ok: true });
  } catch (error) {
    if (error instanceof ApiError) return errorResponse(error);
    if (error instanceof Response) return error;
    // The route's template, not the path: a path can carry values (a ZIP code, a search).
    const facts = { ...requestFacts(request), route: routes.find(method, url.pathname)?.path };
    return json({ detail: INTERNAL_ERROR_DETAIL, reference: logError("api", error, facts) }, { status: 500 });
  }
}
