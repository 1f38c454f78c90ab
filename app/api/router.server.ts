import { ApiError, errorResponse, json, notFound, validationError } from "./http";
import type { Endpoint, Method } from "./endpoint";
import { endpoints } from "./endpoints.server";
import { getDb } from "~/db.server";
import { logError } from "#core/error-log";
import { INTERNAL_ERROR_DETAIL, requestFacts } from "~/services/platform/error-log.server";
import { getSignedIn, requireApiUser } from "~/services/auth/session.server";
import { hasBody, KB, mediaType, readFormWithin, readTextWithin } from "~/security/request-body";

/** The body limit of an endpoint that declares none (docs/decisions/007). */
const DEFAULT_MAX_BODY_BYTES = 256 * KB;

interface Route {
  endpoint: Endpoint;
  pattern: RegExp;
  names: string[];
}

function compile(endpoint: Endpoint): Route {
  const names: string[] = [];
  const source = endpoint.path
    .split("/")
    .map((segment) => {
      const m = /^\{(\w+)\}$/.exec(segment);
      if (!m) return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      names.push(m[1]);
      return "([^/]+)";
    })
    .join("/");
  return { endpoint, pattern: new RegExp(`^${source}/?$`), names };
}

const routes = endpoints.map(compile);

/** A malformed %-escape in a path parameter is the caller's error (400), not ours. */
function decodePathParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw new ApiError(400, "Malformed URL");
  }
}

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
  const allowed = routes.filter((r) => r.pattern.test(pathname)).map((r) => r.endpoint.method);
  // HEAD is the GET of the same path without its body.
  const asked = (method.toUpperCase() === "HEAD" ? "GET" : method.toUpperCase()) as Method;
  if (allowed.length === 0 || allowed.includes(asked)) return null;
  return json({ detail: "Method Not Allowed" }, { status: 405, headers: { allow: allowed.join(", ") } });
}

/** Serves every /api/* request: match, authenticate, validate, run, and answer JSON `{detail}` errors. */
export async function handleApi(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const url = new URL(request.url);
  const method = request.method.toUpperCase();
  try {
    const matches = routes
      .map((r) => ({ r, m: r.pattern.exec(url.pathname) }))
      .filter((x): x is { r: Route; m: RegExpExecArray } => x.m !== null);
    if (matches.length === 0) throw notFound();
    const match = matches.find((x) => x.r.endpoint.method === method);
    if (!match) {
      return json(
        { detail: "Method Not Allowed" },
        { status: 405, headers: { allow: matches.map((x) => x.r.endpoint.method).join(", ") } },
      );
    }
    const { endpoint } = match.r;
    const params = Object.fromEntries(match.r.names.map((n, i) => [n, decodePathParam(match.m[i + 1])]));
    const signedIn =
      endpoint.auth === "user" ? await requireApiUser(request, env) : await getSignedIn(request, env);

    let query: unknown = undefined;
    if (endpoint.query) {
      const raw: Record<string, string | string[]> = {};
      for (const key of new Set(url.searchParams.keys())) {
        const all = url.searchParams.getAll(key);
        raw[key] = all.length > 1 ? all : all[0];
      }
      const parsed = endpoint.query.safeParse(raw);
      if (!parsed.success) throw validationError(parsed.error);
      query = parsed.data;
    }
    if (endpoint.body || endpoint.bodyEncoding) requireMediaType(request, endpoint);
    let body: unknown = undefined;
    if (endpoint.body) {
      const parsed = endpoint.body.safeParse(await readBody(request, endpoint));
      if (!parsed.success) throw validationError(parsed.error);
      body = parsed.data;
    }
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
    const route = routes.find((r) => r.endpoint.method === method && r.pattern.test(url.pathname));
    const facts = { ...requestFacts(request), route: route?.endpoint.path };
    return json({ detail: INTERNAL_ERROR_DETAIL, reference: logError("api", error, facts) }, { status: 500 });
  }
}
