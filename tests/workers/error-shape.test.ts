// One error shape on every hop (docs/decisions/020): /api and /internal match through the same
// core router, so a malformed path answers the same status and `{detail}` from both, and an id
// refused by core/ids.ts reads the same on /internal as on the gateway (gateway-errors.test.ts).
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ErrorBodySchema } from "#core/http/errors";
import { signRequest } from "#core/signing";

const BASE = "http://local.test";

async function internal(method: string, path: string) {
  const headers = await signRequest(env.INTERNAL_API_SECRET!, method, path, "");
  return SELF.fetch(`${BASE}${path}`, { method, headers });
}

const answer = async (res: Response) => ({ status: res.status, body: (await res.json()) as unknown });

describe("the one error shape", () => {
  it("a malformed escape in a path id is the same 400 from /api and /internal", async () => {
    const expected = { status: 400, body: { detail: "Malformed URL" } };
    expect(await answer(await SELF.fetch(`${BASE}/api/bills/%E0%A4%A`))).toEqual(expected);
    expect(await answer(await internal("GET", "/internal/users/%E0%A4%A/files"))).toEqual(expected);
  });

  it("a method the path does not serve is the same 405 with Allow from /api and /internal", async () => {
    const api = await SELF.fetch(`${BASE}/api/openapi.json`, { method: "DELETE" });
    const inner = await internal("DELETE", "/internal/health");
    for (const [res, allow] of [
      [api, "GET"],
      [inner, "GET"],
    ] as const) {
      expect(res.headers.get("allow")).toBe(allow);
      expect(await answer(res)).toEqual({ status: 405, body: { detail: "Method Not Allowed" } });
    }
  });

  it("an id core/ids.ts refuses is a 400 naming the id, with the field error", async () => {
    const res = await answer(await internal("POST", "/internal/users/a%20b/purge"));
    expect(res).toEqual({
      status: 400,
      body: {
        detail: "Invalid user id",
        errors: [{ loc: ["userId"], msg: "Invalid user id", type: "invalid_string" }],
      },
    });
    expect(ErrorBodySchema.safeParse(res.body).success).toBe(true);
  });

  it("a refused body is the one shape too: the first message as detail, every field in errors", async () => {
    const api = await answer(
      await SELF.fetch(`${BASE}/api/auth/register`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      }),
    );
    expect(api.status).toBe(422);
    expect(ErrorBodySchema.strict().safeParse(api.body).success).toBe(true);
  });
});
