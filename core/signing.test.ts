import { describe, expect, it } from "vitest";
import { hmacHex, signRequest, verificationKeys, verifyHmacHex, verifySignature } from "./signing";

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

describe("secret rotation", () => {
  const keys = verificationKeys("new-secret", " old-secret , older-secret,,");

  it("lists the current secret first, then the previous ones (comma-separated, blanks dropped)", () => {
    expect(keys).toEqual(["new-secret", "old-secret", "older-secret"]);
    expect(verificationKeys("only")).toEqual(["only"]);
  });

  it("accepts a request signed with a previous secret and refuses one signed with an unknown secret", async () => {
    const byOld = headersOf(await signRequest("old-secret", "GET", "/p", ""));
    const byStranger = headersOf(await signRequest("retired-secret", "GET", "/p", ""));
    expect(await verifySignature(keys, "GET", "/p", "", byOld)).toEqual({ ok: true });
    expect(await verifySignature(keys, "GET", "/p", "", byStranger)).toEqual({
      ok: false,
      reason: "mismatch",
    });
    // Once the previous secret is dropped, its signatures stop working.
    expect((await verifySignature(["new-secret"], "GET", "/p", "", byOld)).ok).toBe(false);
  });

  it("verifies a plain HMAC (download links) with the current or a previous secret only", async () => {
    expect(await verifyHmacHex(keys, "doc\n1", await hmacHex("new-secret", "doc\n1"))).toBe(true);
    expect(await verifyHmacHex(keys, "doc\n1", await hmacHex("older-secret", "doc\n1"))).toBe(true);
    expect(await verifyHmacHex(keys, "doc\n1", await hmacHex("retired-secret", "doc\n1"))).toBe(false);
    expect(await verifyHmacHex(keys, "doc\n2", await hmacHex("new-secret", "doc\n1"))).toBe(false);
    expect(await verifyHmacHex(keys, "doc\n1", "not-hex")).toBe(false);
  });
});
