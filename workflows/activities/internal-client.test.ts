// The activities' /internal client: every request signed, writes keyed, failures typed.
import { describe, expect, it } from "vitest";
import { verifySignature } from "#core/signing";
import { createInternalClient, InternalApiError } from "./internal-client";

const SECRET = "unit-secret-0123456789abcdef0123456789abcdef";

function recordingFetch(answer: Response | (() => Response)) {
  const requests: Request[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    requests.push(new Request(input, init));
    return typeof answer === "function" ? answer() : answer.clone();
  };
  return { fetchImpl, requests };
}

describe("internal client", () => {
  it("signs requests the Worker can verify and sends the idempotency key on writes", async () => {
    const { fetchImpl, requests } = recordingFetch(
      new Response(JSON.stringify({ deleted: 2 }), { status: 200 }),
    );
    const client = createInternalClient({ baseUrl: "http://web.test", secret: SECRET, fetchImpl });
    const answer = await client.send(
      "POST",
      "/internal/users/u1/files/delete",
      { keys: ["a", "b"] },
      "wf/run/1/x",
    );
    expect(answer).toEqual({ deleted: 2 });
    const req = requests[0];
    const body = await req.text();
    expect(req.headers.get("idempotency-key")).toBe("wf/run/1/x");
    expect(
      await verifySignature(SECRET, "POST", "/internal/users/u1/files/delete", body, req.headers),
    ).toEqual({ ok: true });
    expect(
      (
        await verifySignature(
          "other-secret-0123456789abcdef0123456789",
          "POST",
          "/internal/users/u1/files/delete",
          body,
          req.headers,
        )
      ).ok,
    ).toBe(false);
  });

  it("turns error answers into InternalApiError with the Worker's detail, retryable only when it may help", async () => {
    const refused = createInternalClient({
      baseUrl: "http://web.test",
      secret: SECRET,
      fetchImpl: recordingFetch(
        () =>
          new Response(JSON.stringify({ detail: "Only keys under users/u1/ may be deleted" }), {
            status: 403,
          }),
      ).fetchImpl,
    });
    const error = (await refused
      .get("/internal/users/u1/files")
      .catch((e: unknown) => e)) as InternalApiError;
    expect(error).toBeInstanceOf(InternalApiError);
    expect(error.status).toBe(403);
    expect(error.detail).toBe("Only keys under users/u1/ may be deleted");
    expect(error.retryable).toBe(false);
    expect(new InternalApiError(503, "busy", "/x").retryable).toBe(true);
    expect(new InternalApiError(401, "Invalid signature (skew)", "/x").retryable).toBe(true);
  });
});
