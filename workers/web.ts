// The web Worker: Remix (UI + /api), the signed /internal API for activities, e-mail and cron.
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// The Remix server build: untyped JS that `npm run build` writes before wrangler bundles this entry.
// @ts-expect-error -- no declaration file for generated output
import * as build from "../build/server/index.js";
import { handleApi } from "../app/api/router.server";
import { scopeToRequest } from "../core/request-scope";
import { withErrorReferences } from "~/services/error-log.server";
import { withD1Meter } from "./d1-meter";
import { handleEmail } from "./email";
import { handleInternal } from "./internal";
import { handleScheduled } from "./scheduled";

// Unexpected loader/action errors are logged as summaries and answered with a reference.
const handleRemix = createRequestHandler(withErrorReferences(build as unknown as ServerBuild));

export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    if (url.pathname.startsWith("/internal/")) return handleInternal(request, env);
    return withD1Meter(request, scopeToRequest(env), (metered) =>
      // /api goes straight to its router: Remix's splat route does not match a path with an
      // encoded line break (%0A), which would answer an HTML 404 instead of the API's JSON.
      url.pathname.startsWith("/api/")
        ? handleApi(request, metered, ctx)
        : handleRemix(request, { cloudflare: { env: metered, ctx } }),
    );
  },
  async email(message, env) {
    await handleEmail(message, env);
  },
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(handleScheduled(controller.cron, env));
  },
} satisfies ExportedHandler<Env>;
