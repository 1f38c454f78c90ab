// The gateway: the web Worker's only door to Temporal. Business verbs over HTTP, every request
// HMAC-signed (core/signing.ts) except GET /health.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { WorkflowNotFoundError } from "@temporalio/client";
import { logError } from "#core/error-log";
import { HttpError } from "#core/http/errors";
import { routeTable, runServed } from "#core/http/routes";
import { verifySignature } from "#core/signing";
import type { GatewayDeps } from "./deps";
import { gatewayRoutes } from "./routes";

export type { GatewayDeps, HealthState } from "./deps";

export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

const MAX_BODY_BYTES = 64 * 1024;
const routes = routeTable(gatewayRoutes);

const reply = (status: number, body: unknown): Reply => ({ status, body });
const refused = (error: HttpError): Reply => ({
  status: error.status,
  body: error.body,
  headers: error.headers,
});

function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        // Stop reading; the 413 goes out with `connection: close`, which drops the rest.
        req.removeAllListeners("data");
        req.pause();
        reject(new Error("too large"));
      } else chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/** Temporal's own errors → statuses the Worker can explain (a bad query is the caller's fault). */
function fromTemporalError(error: unknown): Reply {
  if (error instanceof WorkflowNotFoundError) return reply(404, { detail: "Workflow not found" });
  const code = (error as { code?: number }).code;
  const message = error instanceof Error ? error.message : "unknown error";
  if (code === 3) return reply(400, { detail: `Temporal rejected the request: ${message}` });
  if (code === 5) return reply(404, { detail: "Workflow not found" });
  // The message stays in no answer: it reaches users through the Worker's 503 text.
  const reference = logError("gateway temporal", error);
  return reply(503, { detail: "Temporal unavailable", reference });
}

async function route(req: IncomingMessage, deps: GatewayDeps): Promise<Reply> {
  const url = new URL(req.url ?? "/", "http://gateway.local");
  const method = (req.method ?? "GET").toUpperCase();
  if (method === "GET" && url.pathname === "/health") {
    const state = await deps.health();
    const ok = state.temporal && state.worker === "RUNNING";
    return reply(ok ? 200 : 503, {
      ok,
      temporal: state.temporal ? "connected" : "disconnected",
      worker: state.worker === "RUNNING" ? "running" : state.worker.toLowerCase(),
    });
  }
  const found = routes.find(method, url.pathname);
  let body: string;
  try {
    body = await readBody(req, found?.maxBodyBytes ?? MAX_BODY_BYTES);
  } catch {
    return reply(413, { detail: "Request body too large" });
  }
  const headers = { get: (name: string) => [req.headers[name.toLowerCase()]].flat()[0] ?? null };
  const check = await verifySignature(deps.secret, method, req.url ?? "/", body, headers);
  if (!check.ok) return reply(401, { detail: `Invalid signature (${check.reason})` });

  try {
    const { entry, params } = routes.match(method, url.pathname);
    return await runServed(entry, params, url.searchParams, body, deps);
  } catch (error) {
    if (error instanceof HttpError) return refused(error);
    return fromTemporalError(error);
  }
}

export function createGateway(deps: GatewayDeps): Server {
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    route(req, deps)
      .catch((error: unknown) =>
        reply(500, { detail: "Internal Server Error", reference: logError("gateway", error) }),
      )
      .then(({ status, body, headers }) => {
        res.writeHead(status, {
          ...headers,
          "content-type": "application/json",
          ...(status === 413 ? { connection: "close" } : {}),
        });
        res.end(JSON.stringify(body));
      })
      .catch(() => res.destroy());
  });
}
