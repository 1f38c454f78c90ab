// Developer tools (dev mailbox, Activate Premium, D1 meter headers, the local OIDC stand-in) exist
// only on a developer's machine: APP_ENV development or test AND a request from loopback.
//
// The client address is CF-Connecting-IP: Cloudflare's edge always sets it (a client cannot), and
// `wrangler dev` sets it from the socket (127.0.0.1 for a local client). Locally wrangler keeps a
// value the client sent itself, so the scripts bind `wrangler dev` to 127.0.0.1 and nothing off
// the machine can connect (docs/decisions/017). Headers a proxy or tunnel adds (X-Forwarded-For,
// Forwarded, X-Real-IP) and a non-loopback host mean the request came from elsewhere: refused.
import { devToolsAllowed as devToolsAllowedFor, fromLoopbackClient, isDevAppEnv } from "#core/flags";
import { notFound } from "~/api/http";

const FORWARDING_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip", "true-client-ip"];

export const isDevEnvironment = (env: Pick<Env, "APP_ENV">) => isDevAppEnv(env.APP_ENV);

/** What the decision reads from a request: the client address, the host, any proxy header. */
function facts(request: Request) {
  return {
    clientIp: request.headers.get("cf-connecting-ip")?.trim() ?? "",
    hostname: new URL(request.url).hostname,
    forwarded: FORWARDING_HEADERS.some((name) => request.headers.has(name)),
  };
}

/** Sent by a process on this machine straight to the Worker (no proxy, no tunnel in between). */
export const fromLoopback = (request: Request): boolean => fromLoopbackClient(facts(request));

/** APP_ENV and a loopback client decide (core/flags.ts); the host's environment never does. */
export function devToolsAllowed(env: Pick<Env, "APP_ENV">, request: Request): boolean {
  return devToolsAllowedFor({ appEnv: env.APP_ENV, ...facts(request) });
}

/** API endpoints: a plain 404, as if the tool did not exist. */
export function requireDevTools(env: Pick<Env, "APP_ENV">, request: Request): void {
  if (!devToolsAllowed(env, request)) throw notFound();
}

/** Pages and form actions: Remix's 404. */
export function requireDevToolsPage(env: Pick<Env, "APP_ENV">, request: Request): void {
  if (!devToolsAllowed(env, request))
    throw new Response("Not Found", { status: 404, statusText: "Not Found" });
}
