// The gateway: the web Worker's only door to Temporal. Business verbs over HTTP, every request
// HMAC-signed (core/signing.ts) except GET /health.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { WorkflowExecutionAlreadyStartedError, WorkflowNotFoundError, type Client } from "@temporalio/client";
import { logError } from "#core/error-log";
import { verifySignature } from "#core/signing";
import type { accountDeletion } from "#workflows/account-deletion";
import { accountDeletionWorkflowId, TASK_QUEUE, UserIdKey } from "#workflows/shared";
import { decodePayloadsJson, MAX_CODEC_BODY_BYTES } from "./codec";
import { processDocument, verifyDocument } from "./documents";
import { listWorkflows, workflowHistory } from "./ops";

export interface HealthState {
  temporal: boolean;
  worker: string;
}

export interface GatewayDeps {
  /** GATEWAY_SECRET, then its previous values while a rotation is under way. */
  secret: string | readonly string[];
  /** The Temporal client; throws while the connection is still being made. */
  client(): Client;
  health(): Promise<HealthState>;
  taskQueue?: string;
}

export interface Reply {
  status: number;
  body: unknown;
}

interface Route {
  method: "GET" | "POST";
  pattern: RegExp;
  /** Larger than MAX_BODY_BYTES only where the verb needs it. */
  maxBodyBytes?: number;
  handle(params: string[], url: URL, deps: GatewayDeps, body: unknown): Promise<Reply>;
}

const MAX_BODY_BYTES = 64 * 1024;
const USER_ID = /^[A-Za-z0-9_-]{1,64}$/;
const WORKFLOW_ID = /^[A-Za-z0-9_.:-]{1,200}$/;
const RUN_ID = /^[0-9a-fA-F-]{36}$/;

const reply = (status: number, body: unknown): Reply => ({ status, body });
const bad = (detail: string) => reply(400, { detail });

async function startAccountDeletion(userId: string, deps: GatewayDeps): Promise<Reply> {
  const workflowId = accountDeletionWorkflowId(userId);
  try {
    const handle = await deps.client().workflow.start<typeof accountDeletion>("accountDeletion", {
      taskQueue: deps.taskQueue ?? TASK_QUEUE,
      workflowId,
      args: [{ userId }],
      // A repeated request joins the running deletion; a failed one may be started again (cron).
      workflowIdConflictPolicy: "USE_EXISTING",
      workflowIdReusePolicy: "ALLOW_DUPLICATE_FAILED_ONLY",
      typedSearchAttributes: [{ key: UserIdKey, value: userId }],
    });
    return reply(202, { workflowId, runId: handle.firstExecutionRunId, status: "started" });
  } catch (error) {
    // Only a completed run refuses a new start: the account is already gone.
    if (error instanceof WorkflowExecutionAlreadyStartedError)
      return reply(200, { workflowId, status: "completed" });
    throw error;
  }
}

const routes: Route[] = [
  {
    method: "POST",
    pattern: /^\/accounts\/([^/]+)\/delete$/,
    handle: ([userId], _url, deps) =>
      USER_ID.test(userId) ? startAccountDeletion(userId, deps) : Promise.resolve(bad("Invalid user id")),
  },
  {
    method: "POST",
    pattern: /^\/documents\/([^/]+)\/process$/,
    handle: ([documentId], _url, deps, body) => processDocument(documentId, body, deps),
  },
  {
    method: "POST",
    pattern: /^\/documents\/([^/]+)\/verify$/,
    handle: ([documentId], _url, deps, body) => verifyDocument(documentId, body, deps),
  },
  {
    method: "GET",
    pattern: /^\/ops\/workflows$/,
    handle: async (_params, url, deps) => {
      const query = url.searchParams.get("query") ?? "";
      const pageSize = Number(url.searchParams.get("pageSize") ?? 20);
      const token = url.searchParams.get("nextPageToken") || undefined;
      if (query.length > 2000) return bad("query is too long");
      if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100)
        return bad("pageSize must be 1..100");
      if (token && (token.length > 4096 || !/^[A-Za-z0-9_-]+$/.test(token)))
        return bad("Invalid nextPageToken");
      return reply(200, await listWorkflows(deps.client(), { query, pageSize, nextPageToken: token }));
    },
  },
  {
    method: "GET",
    pattern: /^\/ops\/workflows\/([^/]+)\/history$/,
    handle: async ([workflowId], url, deps) => {
      const runId = url.searchParams.get("runId") || undefined;
      if (!WORKFLOW_ID.test(workflowId)) return bad("Invalid workflow id");
      if (runId && !RUN_ID.test(runId)) return bad("Invalid run id");
      return reply(200, await workflowHistory(deps.client(), workflowId, runId));
    },
  },
  {
    // Temporal's codec-server decode for operators (the Worker checked who asks and audited it).
    method: "POST",
    pattern: /^\/ops\/codec\/decode$/,
    maxBodyBytes: MAX_CODEC_BODY_BYTES,
    handle: (_params, _url, deps, body) =>
      decodePayloadsJson(deps.client().options.loadedDataConverter.payloadCodecs, body),
  },
];

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
  const found = routes.find((r) => r.method === method && r.pattern.test(url.pathname));
  let body: string;
  try {
    body = await readBody(req, found?.maxBodyBytes ?? MAX_BODY_BYTES);
  } catch {
    return reply(413, { detail: "Request body too large" });
  }
  const headers = { get: (name: string) => [req.headers[name.toLowerCase()]].flat()[0] ?? null };
  const check = await verifySignature(deps.secret, method, req.url ?? "/", body, headers);
  if (!check.ok) return reply(401, { detail: `Invalid signature (${check.reason})` });

  if (!found) return reply(404, { detail: "Not Found" });
  const params = found.pattern.exec(url.pathname)!.slice(1).map(decodeURIComponent);
  let parsed: unknown = {};
  try {
    if (body) parsed = JSON.parse(body);
  } catch {
    return bad("Malformed JSON body");
  }
  try {
    return await found.handle(params, url, deps, parsed);
  } catch (error) {
    return fromTemporalError(error);
  }
}

export function createGateway(deps: GatewayDeps): Server {
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    route(req, deps)
      .catch((error: unknown) =>
        reply(500, { detail: "Internal Server Error", reference: logError("gateway", error) }),
      )
      .then(({ status, body }) => {
        res.writeHead(status, {
          "content-type": "application/json",
          ...(status === 413 ? { connection: "close" } : {}),
        });
        res.end(JSON.stringify(body));
      })
      .catch(() => res.destroy());
  });
}
