// A stand-in for the orchestrator gateway inside workerd: it answers the Worker's calls to
// GATEWAY_URL (checking their HMAC signature) or fails them like an unreachable host.
import { env } from "cloudflare:test";
import { vi } from "vitest";
import { verifySignature } from "#core/signing";

export interface GatewayCall {
  method: string;
  path: string;
}

type Answer = { status: number; body: unknown };

/** What the gateway answers a started workflow (core/contracts/gateway.ts); the Worker reads it with the schema. */
export const WORKFLOW_STARTED = { workflowId: "document-x", runId: "run-x", status: "started" };

/** `answer` also gets the call's JSON body (null without one). */
export function installFakeGateway(
  answer: (call: GatewayCall, body: unknown) => Answer | undefined = () => undefined,
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
    const reply = answer(call, body ? JSON.parse(body) : null) ?? {
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
