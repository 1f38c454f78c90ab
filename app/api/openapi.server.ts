import { extendZodWithOpenApi, OpenApiGeneratorV3, OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { ErrorBodySchema } from "#core/http/errors";
import { endpoint, type Endpoint } from "./endpoint";

// The generator calls `.openapi()` on schemas it derives; this patches zod's prototype once.
extendZodWithOpenApi(z);

const STATUS_TEXT: Record<number, string> = {
  400: "Malformed request: URL escape, JSON or form body that does not parse, or a GET/HEAD with a body",
  401: "Not signed in, or the session has ended",
  402: "Plan limit reached",
  403: "Not allowed: plan or e-mail verification, or a cookie-authenticated change from another site",
  404: "Not found (another user's resource is not found either)",
  409: "Conflict with the resource's state",
  413: "Request body too large",
  415: "Unsupported content type for this endpoint's body",
  422: "Invalid input: `detail` is the first message, `errors` names every field",
  429: "Too many requests: wait and try again",
  503: "Service unavailable",
};

/** Every error answers `{ "detail": … }`; a 422 also lists each field's message in `errors`. */

const takesBody = (e: Endpoint) => Boolean(e.body || e.upload);

/**
 * The statuses an endpoint can answer besides its success, from what it declares: 400 for every
 * request, 401 when signed in, 403 for any change (cross-site cookie writes; the requests checks),
 * 404 for a path id, 413/415/422 for a body, 422 for a query, plus the endpoint's own `errors`.
 */
export function errorStatuses(e: Endpoint): number[] {
  const codes = new Set<number>([400, ...(e.errors ?? [])]);
  if (e.auth === "user") codes.add(401);
  if (e.method !== "GET") codes.add(403);
  if (/\{\w+\}/.test(e.path)) codes.add(404);
  if (takesBody(e)) [413, 415, 422].forEach((c) => codes.add(c));
  if (e.query) codes.add(422);
  codes.delete(e.success?.status ?? 200);
  return [...codes].sort((a, b) => a - b);
}

function successResponse(e: Endpoint) {
  const status = e.success?.status ?? 200;
  if (e.success?.as === "redirect") {
    return {
      [status]: { description: "Redirect", headers: { Location: { schema: { type: "string" as const } } } },
    };
  }
  if (e.success?.as === "file") {
    return {
      [status]: {
        description: "The file",
        content: { "*/*": { schema: { type: "string" as const, format: "binary" } } },
      },
    };
  }
  return {
    [status]: {
      description: "OK",
      content: { "application/json": { schema: e.response ?? z.object({}).passthrough() } },
    },
  };
}

function requestBody(e: Endpoint) {
  if (e.upload) {
    const form = e.upload.extend({ file: z.string().openapi({ type: "string", format: "binary" }) });
    return { content: { "multipart/form-data": { schema: form } } };
  }
  if (!e.body) return undefined;
  const type = e.bodyEncoding === "form" ? "application/x-www-form-urlencoded" : "application/json";
  return { content: { [type]: { schema: e.body } } };
}

const operationId = (e: Endpoint) =>
  `${e.method.toLowerCase()}_${e.path
    .replace(/^\/api\//, "")
    .replace(/[{}]/g, "")
    .replace(/[^a-zA-Z0-9]+/g, "_")}`;

/** The OpenAPI document, generated from the same zod schemas the router validates with. */
export function buildOpenApi(all: Endpoint[]) {
  const registry = new OpenAPIRegistry();
  registry.registerComponent("securitySchemes", "bearer", { type: "http", scheme: "bearer" });
  for (const e of all) {
    const params = [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    registry.registerPath({
      method: e.method.toLowerCase() as "get",
      path: e.path,
      operationId: operationId(e),
      summary: e.summary,
      tags: [e.tag],
      security: e.auth === "user" ? [{ bearer: [] }] : [],
      // Marks the API fuzz reads to leave an operation out (tests/api/fuzz.mjs).
      ...(e.endsSession ? { "x-fairbill-ends-session": true } : {}),
      ...(e.devOnly ? { "x-fairbill-dev-only": true } : {}),
      request: {
        params: params.length
          ? z.object(Object.fromEntries(params.map((p) => [p, z.string().min(1)])))
          : undefined,
        query: e.query instanceof z.ZodObject ? e.query : undefined,
        body: requestBody(e),
      },
      responses: {
        ...successResponse(e),
        ...Object.fromEntries(
          errorStatuses(e).map((code) => [
            code,
            {
              description: STATUS_TEXT[code] ?? "Error",
              content: { "application/json": { schema: ErrorBodySchema } },
            },
          ]),
        ),
      },
    });
  }
  return new OpenApiGeneratorV3(registry.definitions).generateDocument({
    openapi: "3.0.3",
    info: {
      title: "Fairbill API",
      version: "1.0.0",
      description: "Medical bills, analysis and dispute letters.",
    },
    servers: [{ url: "/" }],
  });
}

export function openApiEndpoint(all: () => Endpoint[]) {
  return endpoint({
    method: "GET",
    path: "/api/openapi.json",
    summary: "This document",
    tag: "meta",
    auth: "public",
    response: z.object({ openapi: z.string(), info: z.object({ title: z.string() }), paths: z.object({}) }),
    handle: async () => buildOpenApi(all()),
  });
}
