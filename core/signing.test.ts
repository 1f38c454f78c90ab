import { describe, expect, it } from "vitest";
import { signRequest, verifySignature } from "./signing";

const headersOf = (h: Record<string, string>) => new Headers(h);

describe("request signing", () => {
  it("accepts a request signed with the shared secret", async () => {
    const h = await signRequest("s3cret", "POST", "/internal/x", '{"a":1}');
    expect(await verifySignature("s3cret", "POST", "/internal/x", '{"a":1}', headersOf(h))).toEqual({
      ok: true,
    });
  });

  it("rejects a changed body, path, method or secret", async () => {
    const h = headersOf(await signRequest("s3cret", "POST", "/internal/x", '{"a":1}'));
    expect((await verifySignature("s3cret", "POST", "/internal/x", '{"a":2}', h)).ok).toBe(false);
    expect((await verifySignature("s3cret", "POST", "/internal/y", '{"a":1}', h)).ok).toBe(false);
    expect((await verifySignature("s3cret", "PUT", "/internal/x", '{"a":1}', h)).ok).toBe(false);
    expect((await verifySignature("other", "POST", "/internal/x", '{"a":1}', h)).ok).toBe(false);
  });

  it("rejects a timestamp more than 300 s away", async () => {
    const now = Date.now();
    const h = headersOf(await signRequest("s3cret", "GET", "/p", "", now - 301_000));
    expect(await verifySignature("s3cret", "GET", "/p", "", h, now)).toEqual({ ok: false, reason: "skew" });
  });

  it("rejects missing headers", async () => {
    expect(await verifySignature("s3cret", "GET", "/p", "", new Headers())).toEqual({
      ok: false,
      reason: "missing",
    });
  });
});
