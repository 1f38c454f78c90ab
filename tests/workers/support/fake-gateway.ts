// A stand-in for the orchestrator gateway inside workerd: it answers the Worker's calls to
// GATEWAY_URL (checking their HMAC signature) or fails them like an unreachable host.
import { env } from "cloudflare:test";
import { afterEach, beforeEach, vi } from "vitest";
import { verifySignature } from "#core/signing";

export interface GatewayCall {
  method: string;
  path: string;
}

type Answer = { status: number; body: unknown };

/** What the gateway answers a started workflow (core/contracts/gateway.ts); the Worker reads it with the schema. */
export const WORKFLOW_STARTED = { workflowId: "document-x", runId: "run-x", status: "started" };

/** `answer` also gets the call's JSON body (null without one); it may answer later (a stand-in workflow). */
export function installFakeGateway(
  answer: (call: GatewayCall, body: unknown) => Answer | undefined | Promise<Answer | undefined> = () =>
    undefined,
) {
  const gatewayOrigin = new URL(env.GATEWAY_URL).origin;
  const realFetch = globalThis.fetch;
  const state = { reachable: true, calls: [] as GatewayCall[] };
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== gatewayOrigin) return realFetch(input, init);
    if (!state.reachable) throw new TypeError("Network connection lost.");
    const body = await request.text();
    const path = url.pathname + url.search;
    const check = await verifySignature(env.GATEWAY_SECRET!, request.method, path, body, request.headers);
    if (!check.ok) return Response.json({ detail: `Invalid signature (${check.reason})` }, { status: 401 });
    const call = { method: request.method, path };
    state.calls.push(call);
    const reply = (await answer(call, body ? JSON.parse(body) : null)) ?? {
      status: 404,
      body: { detail: "Not Found" },
    };
    return Response.json(reply.body, { status: reply.status });
  });
  return {
    get calls() {
      return state.calls;
    },
    set reachable(value: boolean) {
      state.reachable = value;
    },
    restore: () => spy.mockRestore(),
  };
}

export type FakeGateway = ReturnType<typeof installFakeGateway>;
export type Answerer = Parameters<typeof installFakeGateway>[0];

/** Starts workflows (202) and has no running workflow to signal (404): the documents tests' gateway. */
export const withoutWorkflows: Answerer = (call) =>
  call.path.endsWith("/process")
    ? { status: 202, body: WORKFLOW_STARTED }
    : { status: 404, body: { detail: "Workflow not found" } };

/** Starts the reading of a document (200) and knows nothing else: the e-mail tests' gateway. */
export const startsReading: Answerer = (call) =>
  call.path.endsWith("/process") ? { status: 200, body: WORKFLOW_STARTED } : undefined;

/** A gateway that starts workflows and has no running workflow for verify (404). */
export const gatewayWithoutWorkflows = () => installFakeGateway(withoutWorkflows);

/**
 * A fake gateway installed before each test of the file and removed after it. The answer reads
 * the current one; `replace` swaps it for one answering differently, for the rest of the test.
 */
export function fakeGatewayEachTest(answer?: Answerer) {
  let current: FakeGateway | null = null;
  beforeEach(() => {
    current = installFakeGateway(answer);
  });
  afterEach(() => {
    current?.restore();
    current = null;
  });
  return {
    get calls() {
      return current!.calls;
    },
    set reachable(value: boolean) {
      current!.reachable = value;
    },
    replace(next: Answerer) {
      current?.restore();
      current = installFakeGateway(next);
    },
  };
}

/**
 * A gateway that takes subscription events (202: the workflow signalled, started when needed) and
 * writes each down as `userId type eventId`: what the subscription workflows heard, in order.
 */
export function subscriptionEventLog() {
  const signals: string[] = [];
  const answer: Answerer = (call, body) => {
    const match = /^\/subscriptions\/([^/]+)\/events$/.exec(call.path);
    if (!match) return undefined;
    const { eventId, type } = body as { eventId: string; type: string };
    signals.push(`${decodeURIComponent(match[1])} ${type} ${eventId}`);
    return { status: 202, body: WORKFLOW_STARTED };
  };
  return { signals, answer };
}
