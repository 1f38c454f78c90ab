// `npm run dev`: a Vite plugin that answers every request the way the web Worker does. It loads the
// Worker's own pipeline (workers/pipeline.ts: request checks, /internal, /api, Remix, security
// headers) with Vite's dev build of Remix, and gives it Cloudflare bindings from wrangler's
// getPlatformProxy on the same persisted D1/R2 state as `npm start` (decision 018).
import type { IncomingMessage, ServerResponse } from "node:http";
import { join, resolve } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { nodeToRequest, responseToNode } from "./node-http";
import { installWorkerdGlobals } from "./workerd-globals";

/** Set by scripts/dev.mjs: the --var values `npm start` gives wrangler, and its --persist-to. */
export const DEV_VARS_ENV = "FAIRBILL_DEV_WORKER_VARS";
export const PERSIST_ENV = "FAIRBILL_DEV_PERSIST_TO";

/**
 * The Worker modules this plugin loads through Vite, typed structurally: importing their types
 * would pull the whole app into vite.config.ts's type graph ahead of worker-configuration.d.ts,
 * and tsc then loses the project's `Env`. Likewise wrangler's own declarations.
 */
type WorkerEnv = Record<string, unknown>;
type WorkerCtx = { waitUntil(promise: Promise<unknown>): void; passThroughOnException(): void };
interface PipelineModule {
  createFetchHandler(
    build: unknown,
    options: { viteDevServer: boolean },
  ): (request: Request, env: WorkerEnv, ctx: WorkerCtx) => Promise<Response>;
}
interface ScheduledModule {
  handleScheduled(cron: string, env: WorkerEnv): Promise<void>;
}
interface EmailModule {
  handleEmail(message: unknown, env: WorkerEnv): Promise<unknown>;
}
type PlatformProxy = (options: { configPath: string; persist: { path: string } }) => Promise<{
  env: WorkerEnv;
  ctx: WorkerCtx;
  dispose: () => Promise<void>;
}>;
const WRANGLER = "wrangler";

/** The Worker's variables in development: wrangler.toml describes production. */
function devVars(port: number): Record<string, string> {
  const given = process.env[DEV_VARS_ENV];
  if (given) return JSON.parse(given) as Record<string, string>;
  // `remix vite:dev` run by hand: the same defaults as `npm start` (scripts/lib/services.mjs).
  return {
    APP_ENV: "development",
    APP_URL: `http://127.0.0.1:${port}`,
    GATEWAY_URL: "http://127.0.0.1:8788",
    TEMPORAL_UI_URL: "http://127.0.0.1:8233",
    INBOX_DOMAIN: "inbox.fairbill.local",
    EMAIL_SENDER_CHECK: "from-address",
  };
}

async function platform(root: string, port: number) {
  const { getPlatformProxy } = (await import(/* @vite-ignore */ WRANGLER)) as {
    getPlatformProxy: PlatformProxy;
  };
  // `wrangler dev --persist-to X` keeps its state in X/v3; getPlatformProxy takes that folder.
  const persistTo = resolve(root, process.env[PERSIST_ENV] ?? join(".wrangler", "state"));
  const proxy = await getPlatformProxy({
    configPath: join(root, "wrangler.toml"),
    persist: { path: join(persistTo, "v3") },
  });
  // Bindings and .dev.vars secrets from the proxy; the development values override [vars].
  const env: WorkerEnv = { ...proxy.env, ...devVars(port) };
  return { env, ctx: proxy.ctx, dispose: proxy.dispose };
}

/**
 * The local triggers `wrangler dev` offers (STACK.md pitfall 4): `GET /__scheduled?cron=…` runs
 * scheduled(), `POST /cdn-cgi/handler/email?from=…&to=…` hands the raw message to email().
 */
async function trigger(server: ViteDevServer, env: WorkerEnv, request: Request): Promise<Response | null> {
  const url = new URL(request.url);
  if (url.pathname === "/__scheduled") {
    const { handleScheduled } = (await server.ssrLoadModule("/workers/scheduled.ts")) as ScheduledModule;
    await handleScheduled(url.searchParams.get("cron") ?? "* * * * *", env);
    return new Response("Ran scheduled event");
  }
  if (url.pathname === "/cdn-cgi/handler/email" && request.method === "POST") {
    const { handleEmail } = (await server.ssrLoadModule("/workers/email.ts")) as EmailModule;
    const raw = new Uint8Array(await request.arrayBuffer());
    let rejected: string | undefined;
    const message = {
      from: url.searchParams.get("from") ?? "",
      to: url.searchParams.get("to") ?? "",
      raw,
      rawSize: raw.byteLength,
      headers: new Headers(),
      setReject: (reason: string) => void (rejected = reason),
      forward: async () => ({ messageId: "" }),
      reply: async () => ({ messageId: "" }),
    };
    await handleEmail(message, env);
    return rejected
      ? new Response(`Email was rejected: ${rejected}`, { status: 400 })
      : new Response("Worker successfully processed email");
  }
  return null;
}

async function serve(
  server: ViteDevServer,
  env: WorkerEnv,
  ctx: WorkerCtx,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const request = nodeToRequest(req, res);
  const triggered = await trigger(server, env, request);
  if (triggered) return responseToNode(triggered, res);
  // Loaded per request: Vite hands back the current modules, so an edit is live at once.
  const [{ createFetchHandler }, build] = await Promise.all([
    server.ssrLoadModule("/workers/pipeline.ts") as Promise<PipelineModule>,
    server.ssrLoadModule("virtual:remix/server-build"),
  ]);
  const handle = createFetchHandler(build, { viteDevServer: true });
  await responseToNode(await handle(request, env, ctx), res);
}

/** Place before Remix's plugin: its middleware then never sees a request (ours answers them all). */
export function workerPipelinePlugin(): Plugin {
  // Remix runs a second Vite server without its own plugin (its "child compiler", also during a
  // build) that must not start bindings: only the server that has the Remix plugin serves requests.
  let servesRequests = false;
  return {
    name: "fairbill-worker-pipeline",
    apply: "serve",
    configResolved(config) {
      const index = (name: string) => config.plugins.findIndex((plugin) => plugin.name === name);
      servesRequests = index("remix") >= 0;
      if (servesRequests && index("remix") < index("fairbill-worker-pipeline"))
        throw new Error("fairbill-worker-pipeline must come before the Remix plugin in vite.config.ts");
    },
    async configureServer(server) {
      if (!servesRequests) return;
      installWorkerdGlobals();
      const port = server.config.server.port ?? 5173;
      const { env, ctx, dispose } = await platform(server.config.root, port);
      server.httpServer?.once("close", () => void dispose());
      // Returned: runs after Vite's own middlewares (modules, /@vite/client, public/), before Remix's.
      return () => {
        server.middlewares.use((req, res, next) => {
          serve(server, env, ctx, req, res).catch((error: unknown) => {
            if (error instanceof Error) server.ssrFixStacktrace(error);
            next(error);
          });
        });
      };
    },
  };
}
