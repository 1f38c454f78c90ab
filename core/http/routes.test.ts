// The one router idiom: the matcher, the validators and the client's path builder that /api,
// /internal and the gateway share.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as gateway from "../contracts/gateway";
import * as internal from "../contracts/internal";
import * as documents from "../contracts/internal-documents";
import { UserIdSchema } from "../ids";
import { ErrorBodySchema, HttpError } from "./errors";
import { contract, pathOf, readAnswer, routeTable, runServed, served, validateRequest } from "./routes";

const getUser = contract({
  method: "GET",
  path: "/x/users/{userId}",
  params: z.object({ userId: UserIdSchema }),
  query: z.object({ limit: z.coerce.number().int().min(1, "limit must be 1..") }),
  response: z.object({ id: z.string() }),
});
const deleteUser = contract({ method: "DELETE", path: "/x/users/{userId}" });
const table = routeTable([getUser, deleteUser]);

const thrown = (f: () => unknown) => {
  try {
    f();
  } catch (error) {
    return error as HttpError;
  }
  throw new Error("did not throw");
};

describe("routeTable", () => {
  it("matches a template and decodes its parameters", () => {
    expect(table.match("GET", "/x/users/a%2Db")).toEqual({ entry: getUser, params: { userId: "a-b" } });
    expect(table.match("GET", "/x/users/u1/").params).toEqual({ userId: "u1" });
    expect(table.find("DELETE", "/x/users/u1")).toBe(deleteUser);
    expect(table.find("POST", "/x/users/u1")).toBeUndefined();
  });

  it("answers 404 for an unknown path and 405 with Allow, in table order, for another method", () => {
    expect(thrown(() => table.match("GET", "/x/users")).status).toBe(404);
    const refused = thrown(() => table.match("PUT", "/x/users/u1"));
    expect(refused.status).toBe(405);
    expect(refused.body).toEqual({ detail: "Method Not Allowed" });
    expect(refused.headers).toEqual({ allow: "GET, DELETE" });
    expect(table.allowed("/x/users/u1")).toEqual(["GET", "DELETE"]);
  });

  it("refuses a malformed escape in a parameter as the caller's 400, not a crash", () => {
    const malformed = thrown(() => table.match("GET", "/x/users/%E0%A4%A"));
    expect([malformed.status, malformed.body]).toEqual([400, { detail: "Malformed URL" }]);
  });
});

describe("validateRequest", () => {
  it("types and coerces what fits", () => {
    const request = validateRequest(getUser, { userId: "u1" }, new URLSearchParams("limit=5"), {}, 422);
    expect(request).toEqual({ params: { userId: "u1" }, query: { limit: 5 }, body: undefined });
  });

  it("refuses a bad id with 400 on every hop, and the query or body with the hop's status", () => {
    const badId = thrown(() => validateRequest(getUser, { userId: "a/b" }, new URLSearchParams(), {}, 422));
    expect(badId.status).toBe(400);
    expect(badId.body).toEqual({
      detail: "Invalid user id",
      errors: [{ loc: ["userId"], msg: "Invalid user id", type: "invalid_string" }],
    });
    const badQuery = thrown(() =>
      validateRequest(getUser, { userId: "u1" }, new URLSearchParams("limit=0"), {}, 422),
    );
    expect([badQuery.status, badQuery.detail]).toEqual([422, "limit must be 1.."]);
    expect(ErrorBodySchema.safeParse(badQuery.body).success).toBe(true);
  });

  it("answers the contract's own sentence for a refused body when it has one", () => {
    const refused = thrown(() =>
      validateRequest(internal.deleteUserFiles, { userId: "u1" }, new URLSearchParams(), { keys: "x" }, 400),
    );
    expect([refused.status, refused.detail]).toEqual([400, "Send keys: string[] (at most 1000)"]);
  });
});

describe("runServed", () => {
  const route = served<{ prefix: string }, typeof getUser>(getUser, async ({ params, query }, ctx) => ({
    body: { id: `${ctx.prefix}${params.userId}:${query.limit}` },
  }));

  it("parses the JSON body, validates and runs the handler", async () => {
    const answer = await runServed(route, { userId: "u1" }, new URLSearchParams("limit=2"), "", {
      prefix: "p-",
    });
    expect(answer).toEqual({ status: 200, body: { id: "p-u1:2" } });
  });

  it("refuses a body that is not JSON with 400", async () => {
    const refused = (await runServed(route, { userId: "u1" }, new URLSearchParams(), "{", {
      prefix: "",
    }).catch((e: unknown) => e)) as HttpError;
    expect([refused.status, refused.detail]).toEqual([400, "Malformed JSON body"]);
  });
});

describe("the client side of a contract", () => {
  it("builds the path with escaped parameters and the query, leaving out what is missing", () => {
    expect(pathOf(internal.listUserFiles, { userId: "u 1" }, { limit: 10, cursor: undefined })).toBe(
      "/internal/users/u%201/files?limit=10",
    );
    expect(pathOf(gateway.workflowHistory, { workflowId: "document-d1" }, { runId: undefined })).toBe(
      "/ops/workflows/document-d1/history",
    );
  });

  it("reads an answer with the response schema and says what did not fit", () => {
    expect(readAnswer(documents.markStale, { stale: true, extra: 1 })).toEqual({
      ok: true,
      data: { stale: true },
    });
    expect(readAnswer(documents.markStale, { pending: true })).toEqual({
      ok: false,
      problem: "stale: Required",
    });
  });

  it("each hop's table compiles: every contract's path is unique per method", () => {
    for (const contracts of [
      [...Object.values(internal), ...Object.values(documents)],
      gateway.gatewayContracts,
    ]) {
      const routes = (contracts as unknown[]).filter(
        (c): c is { method: string; path: string } => typeof c === "object" && c !== null && "path" in c,
      );
      const keys = routes.map((c) => `${c.method} ${c.path}`);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });
});
