// The web Worker's request pipeline, shared by the Worker entry (workers/web.ts, on the built app)
// and `npm run dev` (scripts/lib/vite-worker-pipeline.ts, on Vite's dev build): request checks,
// /internal, /api, Remix, then the security headers. Only the Remix build differs (decision 018).
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import { handleApi, methodNotAllowed } from "../app/api/router.server";
import { scopeToRequest } from "../core/request-scope";
import { withErrorReferences } from "~/services/platform/error-log.server";
import { logError } from "#core/error-log";
import { newNonce } from "~/security/policies";
import { bodyNotAllowed, limitActionBody, withoutEmptyBody } from "./body-limit";
import { crossSiteRefusal, isCrossSiteWrite, withHostHeader } from "./csrf";
import { withD1Meter } from "./d1-meter";
import { handleInternal } from "./internal";
import { withSecurityHeaders } from "./security-headers";

export type FetchHandler = (request: Request, env: Env, ctx: ExecutionContext) => Promise<Response>;

export interface PipelineOptions {
  /**
   * Vite's dev server (`npm run dev` only, never the Worker entry): its client, HMR websocket and
   * injected styles need a looser page policy (`devServerPolicy` in app/security/policies.ts).
   */
  viteDevServer?: boolean;
}

type RemixHandler = ReturnType<typeof createRequestHandler>;

/** The answer before the security headers: request checks first, then /internal or Remix. */
async function answer(
  handleRemix: RemixHandler,
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  nonce: string,
): Promise<Response> {
  const url = new URL(request.url);
  const noBody = await bodyNotAllowed(request);
  // An undeclared API method is a 405 whatever it carries; a declared GET/HEAD with a body is a 400.
  if (noBody)
    return (url.pathname.startsWith("/api/") && methodNotAllowed(url.pathname, request.method)) || noBody;
  if (url.pathname.startsWith("/internal/")) return handleInternal(request, env);
  if (isCrossSiteWrite(request)) return crossSiteRefusal(request);
  // /api reads bodies itself, within each endpoint's limit (app/api/router.server.ts).
  const checked = url.pathname.startsWith("/api/")
    ? withoutEmptyBody(request)
    : await limitActionBody(withHostHeader(withoutEmptyBody(request)));
  return withD1Meter(checked, scopeToRequest(env), (metered) =>
    // /api goes straight to its router: Remix's splat route does not match a path with an
    // encoded line break (%0A), which would answer an HTML 404 instead of the API's JSON.
    url.pathname.startsWith("/api/")
      ? handleApi(checked, metered, ctx)
      : handleRemix(checked, { cloudflare: { env: metered, ctx }, nonce }),
  );
}

/** The Worker's `fetch` for a Remix server build (the built one, or Vite's in development). */
export function createFetchHandler(build: ServerBuild, options: PipelineOptions = {}): FetchHandler {
  // Unexpected loader/action errors are logged as summaries and answered with a reference.
  const handleRemix = createRequestHandler(withErrorReferences(build));
  return async (request, env, ctx) => {
    const security = {
      nonce: newNonce(),
      production: env.APP_ENV === "production",
      viteDevServer: options.viteDevServer === true,
    };
    let response: Response;
    try {
      response = await answer(handleRemix, request, env, ctx, security.nonce);
    } catch (error) {
      // Remix and the API answer their own errors; this is the last resort, still with our headers.
      logError("web worker", error);
      response = new Response("Internal Server Error", { status: 500 });
    }
    return withSecurityHeaders(request, response, security);
  };
}
