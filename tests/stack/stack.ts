// Helpers for stack tests: the running web Worker, signed /internal calls, users and uploads through
// the API, and an orchestrator process each test owns (own process group, so a SIGKILL takes tsx
// and node down together).
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterEach, expect } from "vitest";
import { signedFetch } from "#core/signing";

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set for stack tests (see vitest.stack.config.ts)`);
  return value;
}

export const stackEnv = {
  webUrl: required("STACK_WEB_URL"),
  gatewayPort: Number(required("STACK_GATEWAY_PORT")),
  secret: required("INTERNAL_API_SECRET"),
  /** The gateway has its own secret: the /internal one is refused there. */
  gatewaySecret: required("GATEWAY_SECRET"),
  temporalAddress: process.env.TEMPORAL_ADDRESS ?? "127.0.0.1:7233",
};

export const gatewayUrl = `http://127.0.0.1:${stackEnv.gatewayPort}`;

export async function internal<T>(method: string, path: string, body?: unknown, key?: string): Promise<T> {
  const res = await signedFetch(
    stackEnv.secret,
    stackEnv.webUrl,
    method,
    path,
    body,
    key ? { "idempotency-key": key } : {},
  );
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export async function gateway<T>(method: string, path: string): Promise<T> {
  const res = await signedFetch(stackEnv.gatewaySecret, gatewayUrl, method, path);
  if (!res.ok) throw new Error(`gateway ${method} ${path} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export function api(path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set("authorization", `Bearer ${init.token}`);
  if (init.body) headers.set("content-type", "application/json");
  return fetch(new URL(path, stackEnv.webUrl), { ...init, headers });
}

/** A new user, registered through the API as `<prefix>-<time>-<random>@example.com`. */
export async function registerUser(
  prefix: string,
): Promise<{ token: string; userId: string; email: string }> {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const res = await api("/api/auth/register", {
    method: "POST",
    body: JSON.stringify({ email, password: "correct horse battery" }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { access_token: string; user: { id: string } };
  return { token: body.access_token, userId: body.user.id, email };
}

/**
 * A new user who followed the verification link (the token from the local mailbox), as a person
 * must before a bill can be made (001 §8).
 */
export async function verifiedUser(
  prefix: string,
): Promise<{ token: string; userId: string; email: string }> {
  const user = await registerUser(prefix);
  const mail = await waitFor(
    "the verification e-mail",
    async () => {
      const res = await api(`/api/dev/mailbox?to=${encodeURIComponent(user.email)}`);
      if (!res.ok) return undefined;
      const messages = (await res.json()) as { subject: string; text: string }[];
      return messages.find((m) => /verify your fairbill email/i.test(m.subject));
    },
    15_000,
  );
  const token = new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get("token");
  const res = await api("/api/auth/verify-email", {
    method: "POST",
    token: user.token,
    body: JSON.stringify({ token }),
  });
  expect(res.status).toBe(200);
  return user;
}

/** Uploads a file as the user's document, as the upload page does; answers the document's id. */
export async function uploadDocument(token: string, bytes: Uint8Array, filename: string, type: string) {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(bytes)], filename, { type }));
  const res = await fetch(new URL("/api/pending-documents/upload-user-document", stackEnv.webUrl), {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { document_id: string }).document_id;
}

/** GET /api/documents/{id}/data, which must answer 200. */
export async function documentData<T>(token: string, id: string): Promise<T> {
  const res = await api(`/api/documents/${id}/data`, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

/** The gateway's /ops/workflows/{id}/history answer. */
export interface WorkflowHistory {
  status: string;
  events: { eventType: string; activityType: string | null; attempt: number | null }[];
}

export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
  everyMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`timed out waiting for ${what}${lastError ? ` (last error: ${String(lastError)})` : ""}`);
}

export interface Orchestrator {
  process: ChildProcess;
  output: string[];
  kill(signal: NodeJS.Signals): void;
  exited: Promise<number | null>;
}

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

export async function startOrchestrator(extraEnv: Record<string, string> = {}): Promise<Orchestrator> {
  const child = spawn("npx", ["tsx", "workers/orchestrator/main.ts"], {
    cwd: repoRoot,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      GATEWAY_PORT: String(stackEnv.gatewayPort),
      WEB_URL: stackEnv.webUrl,
      TEMPORAL_ADDRESS: stackEnv.temporalAddress,
      INTERNAL_API_SECRET: stackEnv.secret,
      ...extraEnv,
    },
  });
  const output: string[] = [];
  child.stdout!.on("data", (d: Buffer) => output.push(d.toString()));
  child.stderr!.on("data", (d: Buffer) => output.push(d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const orchestrator: Orchestrator = {
    process: child,
    output,
    exited,
    kill: (signal) => {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // already gone
      }
    },
  };
  try {
    await waitFor(
      "the orchestrator's /health",
      async () => ((await fetch(`${gatewayUrl}/health`)).status === 200 ? true : undefined),
      60_000,
      250,
    );
  } catch (error) {
    orchestrator.kill("SIGKILL");
    throw new Error(`${(error as Error).message}\n${output.join("")}`);
  }
  return orchestrator;
}

/**
 * The orchestrator of each test in this file: `start()` it in the test; after each test it is
 * stopped (SIGTERM, SIGKILL after 10 s) so the next test, or the next file, starts its own.
 */
export function orchestratorPerTest() {
  let running: Orchestrator | null = null;
  afterEach(async () => {
    if (running) {
      running.kill("SIGTERM");
      await Promise.race([running.exited, new Promise((r) => setTimeout(r, 10_000))]);
      running.kill("SIGKILL");
      running = null;
    }
  });
  return {
    async start(extraEnv: Record<string, string> = {}): Promise<Orchestrator> {
      running = await startOrchestrator(extraEnv);
      return running;
    },
    /** A crash: SIGKILL to the whole process group, then wait until it is gone. */
    async crash(): Promise<void> {
      if (!running) throw new Error("no orchestrator is running");
      running.kill("SIGKILL");
      await running.exited;
      running = null;
    },
  };
}
