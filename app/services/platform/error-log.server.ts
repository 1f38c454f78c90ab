// The Worker's side of core/error-log.ts: request facts for the log line, and the generic answers
// that carry the same reference (API JSON, Remix error boundary).
import type { ServerBuild } from "@remix-run/cloudflare";
import { logError } from "#core/error-log";

export const INTERNAL_ERROR_DETAIL = "Internal Server Error";

/** What a log line may say about the request: its method and Cloudflare's ray id, never the URL. */
export function requestFacts(request: Request): Record<string, string | undefined> {
  return { method: request.method, ray: request.headers.get("cf-ray") ?? undefined };
}

/** Thrown on purpose by loaders and actions: redirects, 4xx answers, `data(…)`, route error responses. */
function isIntended(error: unknown): boolean {
  if (error instanceof Response) return true;
  const e = error as { type?: unknown; status?: unknown; internal?: unknown } | null;
  return (
    e?.type === "DataWithResponseInit" || (typeof e?.status === "number" && typeof e.internal === "boolean")
  );
}

type Handler = (args: { request: Request; params: unknown; context: unknown }) => unknown;

function withReference(routeId: string, handler: Handler, kind: "loader" | "action"): Handler {
  return async (args) => {
    try {
      return await handler(args);
    } catch (error) {
      if (isIntended(error) || args.request.signal.aborted) throw error;
      const reference = logError(`page ${kind}`, error, { route: routeId, ...requestFacts(args.request) });
      throw new Response(JSON.stringify({ detail: INTERNAL_ERROR_DETAIL, reference }), {
        status: 500,
        statusText: INTERNAL_ERROR_DETAIL,
        headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
      });
    }
  };
}

/**
 * The build with every loader and action wrapped: an unexpected error is logged once (summary and
 * reference) and becomes a 500 whose data the error boundary shows, instead of Remix's sanitised
 * "Unexpected Server Error" and a log of the raw error.
 */
export function withErrorReferences(build: ServerBuild): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      const module = { ...route.module } as Record<string, unknown>;
      for (const kind of ["loader", "action"] as const) {
        if (typeof module[kind] === "function")
          module[kind] = withReference(id, module[kind] as Handler, kind);
      }
      return [id, { ...route, module: module as unknown as typeof route.module }];
    }),
  );
  return { ...build, routes };
}
