import { extendZodWithOpenApi, OpenApiGeneratorV3, OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { endpoint, ErrorSchema, type Endpoint } from "./endpoint";

// The generator calls `.openapi()` on schemas it derives; this patches zod's prototype once.
extendZodWithOpenApi(z);

const STATUS_TEXT: Record<number, string> = {
  400: "Malformed request",
  401: "Not signed in",
  402: "Plan limit reached",
  403: "Not allowed",
  404: "Not found",
  409: "Conflict",
  413: "Too large",
  422: "Invalid input",
  429: "Too many requests",
  503: "Service unavailable",
};

/** The OpenAPI document, generated from the same zod schemas the router validates with. */
export function buildOpenApi(all: Endpoint[]) {
  const registry = new OpenAPIRegistry();
  registry.registerComponent("securitySchemes", "bearer", { type: "http", scheme: "bearer" });
  for (const e of all) {
    const errorCodes = new Set([
      ...(e.errors ?? []),
      ...(e.body || e.query ? [422] : []),
      ...(e.auth === "user" ? [401] : []),
    ]);
    const params = [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    registry.registerPath({
      method: e.method.toLowerCase() as "get",
      path: e.path,
      summary: e.summary,
      tags: [e.tag],
      security: e.auth === "user" ? [{ bearer: [] }] : [],
      request: {
        params: params.length ? z.object(Object.fromEntries(params.map((p) => [p, z.string()]))) : undefined,
        query: e.query instanceof z.ZodObject ? e.query : undefined,
        body: e.body
          ? {
              content: {
                [e.bodyEncoding === "form" ? "application/x-www-form-urlencoded" : "application/json"]: {
                  schema: e.body,
                },
              },
            }
          : undefined,
      },
      responses: {
        200: {
          description: "OK",
          content: { "application/json": { schema: e.response ?? z.object({}).passthrough() } },
        },
        ...Object.fromEntries(
          [...errorCodes].map((code) => [
            code,
            {
              description: STATUS_TEXT[code] ?? "Error",
              content: { "application/json": { schema: ErrorSchema } },
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
    handle: async () => buildOpenApi(all()),
  });
}
