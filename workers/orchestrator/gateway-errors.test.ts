// The gateway matches and validates through core/http/routes.ts like /api and /internal, so its
// refusals have the same statuses and the same `{detail, errors?}` (tests/workers/error-shape.test.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorBodySchema } from "#core/http/errors";
import { signedFetch } from "#core/signing";
import { listeningGateway } from "./test-gateway";

const SECRET = "gateway-secret-0123456789abcdef0123456789abcdef";

let gateway: Awaited<ReturnType<typeof listeningGateway>>;
let base: string;
beforeAll(async () => {
  gateway = await listeningGateway(SECRET, () => {
    throw new Error("no Temporal in this test: every refusal comes before it");
  });
  base = gateway.base;
});
afterAll(() => gateway.close());

async function call(method: string, path: string, body?: unknown) {
  const res = await signedFetch(SECRET, base, method, path, body);
  return { status: res.status, allow: res.headers.get("allow"), body: (await res.json()) as unknown };
}

describe("the gateway's refusals", () => {
  it("a malformed escape in a path id is a 400 `Malformed URL`, as on /api and /internal", async () => {
    expect(await call("POST", "/accounts/%E0%A4%A/delete")).toMatchObject({
      status: 400,
      body: { detail: "Malformed URL" },
    });
  });

  it("an id core/ids.ts refuses is a 400 naming the id, with the field error", async () => {
    expect(await call("POST", "/accounts/a%20b/delete")).toMatchObject({
      status: 400,
      body: {
        detail: "Invalid user id",
        errors: [{ loc: ["userId"], msg: "Invalid user id", type: "invalid_string" }],
      },
    });
    expect((await call("GET", "/ops/workflows/bad%20id/history")).body).toMatchObject({
      detail: "Invalid workflow id",
    });
    expect((await call("GET", "/ops/workflows/document-d1/history?runId=nope")).body).toMatchObject({
      detail: "Invalid run id",
    });
  });

  it("a method the path does not serve is a 405 with Allow", async () => {
    expect(await call("GET", "/accounts/u1/delete")).toEqual({
      status: 405,
      allow: "POST",
      body: { detail: "Method Not Allowed" },
    });
  });

  it("a refused query or body keeps the verb's message, in the one shape", async () => {
    const process = await call("POST", "/documents/d1/process", {});
    expect(process).toMatchObject({ status: 400, body: { detail: "Send a document id and userId" } });
    const list = await call("GET", "/ops/workflows?pageSize=0");
    expect(list).toMatchObject({ status: 400, body: { detail: "pageSize must be 1..100" } });
    const token = await call("GET", "/ops/workflows?nextPageToken=a%2Bb");
    expect(token).toMatchObject({ status: 400, body: { detail: "Invalid nextPageToken" } });
    for (const refused of [process, list, token])
      expect(ErrorBodySchema.strict().safeParse(refused.body).success).toBe(true);
  });
});
