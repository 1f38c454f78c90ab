// The web Worker: Remix (UI + /api), the signed /internal API for activities, e-mail and cron.
// The request pipeline lives in ./pipeline.ts, which `npm run dev` also serves (decision 018).
import type { ServerBuild } from "@remix-run/cloudflare";
// The Remix server build: untyped JS that `npm run build` writes before wrangler bundles this entry.
// @ts-expect-error -- no declaration file for generated output
import * as build from "../build/server/index.js";
import { handleEmail } from "./email";
import { createFetchHandler } from "./pipeline";
import { handleScheduled } from "./scheduled";

const handleFetch = createFetchHandler(build as unknown as ServerBuild);

export default {
  fetch: handleFetch,
  async email(message, env) {
    await handleEmail(message, env);
  },
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(handleScheduled(controller.cron, env));
  },
} satisfies ExportedHandler<Env>;
