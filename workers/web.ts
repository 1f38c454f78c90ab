// The web Worker: Remix (UI + /api), the signed /internal API for activities, e-mail and cron.
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// The Remix server build: untyped JS that `npm run build` writes before wrangler bundles this entry.
// @ts-expect-error -- no declaration file for generated output
import * as build from "../build/server/index.js";
import { handleApi, methodNotAllowed } from "../app/api/router.server";
import { scopeToRequest } from "../core/request-scope";
import { withErrorReferences } from "~/services/platform/error-log.server";
import { logError } from "#core/error-log";
import { newNonce } from "~/security/policies";
import { bodyNotAllowed, limitActionBody, withoutEmptyBody } from "./body-limit";
import { crossSiteRefusal, isCrossSiteWrite, withHostHeader } from "./csrf";
import { withD1Meter } from "./d1-meter";
import { handleEmail } from "./email";
import { handleInternal } from "./internal";
import { handleScheduled } from "./scheduled";
import { withSecurityHeaders } from "./security-headers";

// Unexpected loader/action errors are logged as summaries and answered with a reference.
const handleRemix = createRequestHandler(withErrorReferences(build as unknown as ServerBuild));

/** The answer before the security headers: request checks first, then /internal or Remix. */
async function answer(request: Request, env: Env, ctx: ExecutionContext, nonce: string): Promise<Response> {
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

export default {
  async fetch(request, env, ctx) {
    const security = { nonce: newNonce(), production: env.APP_ENV === "production" };
    let response: Response;
    try {
      response = await answer(request, env, ctx, security.nonce);
    } catch (error) {
      // Remix and the API answer their own errors; this is the last resort, still with our headers.
      logError("web worker", error);
      response = new Response("Internal Server Error", { status: 500 });
    }
    return withSecurityHeaders(request, response, security);
  },
  async email(message, env) {
    await handleEmail(message, env);
  },
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(handleScheduled(controller.cron, env));
  },
} satisfies ExportedHandler<Env>;
