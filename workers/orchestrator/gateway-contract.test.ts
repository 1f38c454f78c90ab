// The Worker's gateway client (app/services/platform/gateway.server.ts) against the real gateway:
// both build and read the same contracts (core/contracts/gateway.ts), so what one sends the other
// accepts, and what the gateway answers the client parses with the verb's response schema.
import { WorkflowNotFoundError, type Client } from "@temporalio/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as gateway from "#core/contracts/gateway";
import { ApiError } from "~/api/http";
import { callGateway } from "~/services/platform/gateway.server";
import { listeningGateway } from "./test-gateway";

const SECRET = "gateway-secret-0123456789abcdef0123456789abcdef";

/** Temporal as far as these verbs reach it: starts answer a run id, the codec chain is empty. */
const filedLetter = {
  letterId: "L1",
  documentId: "doc-1",
  filename: "dispute-letter.pdf",
  letterContent: "Dear Riverside Clinic Billing,",
  opportunitiesCount: 2,
  potentialSavings: 120.5,
};
const temporal = {
  workflow: {
    start: async () => ({ firstExecutionRunId: "run-start" }),
    signalWithStart: async () => ({ signaledRunId: "run-signal" }),
    // No dispute workflow yet: the letter's is started with its update.
    getHandle: (workflowId: string) => ({
      describe: async () => Promise.reject(new WorkflowNotFoundError("not found", workflowId, undefined)),
    }),
    executeUpdateWithStart: async () => filedLetter,
  },
  withDeadline: <T>(_deadline: number, fn: () => Promise<T>) => fn(),
  options: { loadedDataConverter: { payloadCodecs: [] } },
} as unknown as Client;

let server: Awaited<ReturnType<typeof listeningGateway>>;
let env: Env;
beforeAll(async () => {
  server = await listeningGateway(SECRET, () => temporal);
  env = {
    APP_ENV: "test",
    APP_URL: "http://127.0.0.1:8787",
    GATEWAY_URL: server.base,
    TEMPORAL_UI_URL: "http://127.0.0.1:8233",
    INBOX_DOMAIN: "inbox.fairbill.local",
    PRODUCTION_APP_HOST: "app.fairbill.com",
    LEGACY_SITE_URL: "https://www.fairbill.com",
    GOOGLE_ISSUER: "https://accounts.google.com",
    EMAIL_FROM: "Fairbill <no-reply@fairbill.com>",
    INTERNAL_API_SECRET: "internal-secret-0123456789abcdef0123456789abcde",
    GATEWAY_SECRET: SECRET,
    DOWNLOAD_LINK_SECRET: "download-secret-0123456789abcdef0123456789abcd",
  } as unknown as Env;
});
afterAll(() => server.close());

describe("the Worker's client and the gateway, one contract", () => {
  it("starts workflows and reads the answers with the verbs' schemas", async () => {
    const deletion = await callGateway(env, gateway.deleteAccount, { params: { userId: "u1" } });
    expect(deletion).toEqual({ workflowId: "account-deletion-u1", runId: "run-start", status: "started" });
    const processing = await callGateway(env, gateway.processDocument, {
      params: { documentId: "d1" },
      body: { userId: "u1" },
    });
    expect(processing).toEqual({ workflowId: "document-d1", runId: "run-signal", status: "started" });
  });

  it("files a dispute letter and reads the filed letter; a milestone for no running dispute is not delivered", async () => {
    const filed = await callGateway(env, gateway.fileDispute, {
      params: { letterId: "L1" },
      body: { userId: "u1", billId: "b1" },
    });
    expect(filed).toEqual(filedLetter);
    const event = await callGateway(env, gateway.disputeEvent, {
      params: { letterId: "L1" },
      body: { userId: "u1", event: { type: "mailed", mailedOn: "2026-03-02" } },
    });
    expect(event).toEqual({ delivered: false });
  });

  it("sends the codec body the gateway decodes", async () => {
    const payloads = [{ metadata: { encoding: btoa("json/plain") }, data: btoa('{"a":1}') }];
    expect(await callGateway(env, gateway.decodePayloads, { body: { payloads } })).toEqual({ payloads });
  });

  it("a refusal reaches the Worker as ApiError with the gateway's status, detail and field errors", async () => {
    const refused = await callGateway(env, gateway.processDocument, {
      params: { documentId: "d 1" },
      body: { userId: "u1" },
    }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).body).toEqual({
      detail: "Invalid document id",
      errors: [{ loc: ["documentId"], msg: "Invalid document id", type: "invalid_string" }],
    });
    expect((refused as ApiError).status).toBe(400);
  });
});
