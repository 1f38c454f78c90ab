// Body limits hold while the body streams in: an oversized chunked body (no Content-Length) is
// stopped at the limit with 413 instead of being read whole; /internal refuses an unsigned body
// before reading it; a GET or HEAD carrying a body answers 400, never 500.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { signRequest } from "#core/signing";
import { BASE, billCount, SAME_ORIGIN, signedInUser } from "./factories";
import { MB, streamedBody } from "./support/streamed-body";

/** Headers that announce a body: a length, or chunks. */
const ANNOUNCED_BODIES: Record<string, string>[] = [
  { "content-length": "5" },
  { "transfer-encoding": "chunked" },
];

/** Slack for what is in flight between the test and the Worker when it stops reading. */
const IN_FLIGHT = 512 * 1024;

describe("body limits on chunked bodies", () => {
  it("a 30 MB chunked body to POST /api/bills stops near the 256 KB limit with 413 and creates nothing", async () => {
    const { user, cookie } = await signedInUser();
    const streamed = streamedBody(30 * MB);
    const res = await SELF.fetch(`${BASE}/api/bills`, {
      method: "POST",
      headers: { cookie, ...SAME_ORIGIN, "content-type": "application/json" },
      body: streamed.body,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ detail: "Request body too large" });
    await streamed.done;
    expect(streamed.sent()).toBeLessThanOrEqual(256 * 1024 + IN_FLIGHT);
    expect(await billCount(user.id)).toBe(0);
  });

  it("a 150 MB chunked upload stops near the free plan's 5 MB with the plan's size message", async () => {
    const { token } = await signedInUser();
    const streamed = streamedBody(150 * MB);
    const res = await SELF.fetch(`${BASE}/api/pending-documents/upload-user-document`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "multipart/form-data; boundary=xyz" },
      body: streamed.body,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      detail: "File is too large. The maximum file size on your plan is 5MB.",
    });
    await streamed.done;
    expect(streamed.sent()).toBeLessThanOrEqual(5 * MB + IN_FLIGHT);
  });

  it("a bill document upload stops near its 10 MB limit with its size message", async () => {
    const { token } = await signedInUser();
    const streamed = streamedBody(60 * MB);
    const res = await SELF.fetch(`${BASE}/api/bills/any-bill/documents/upload`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "multipart/form-data; boundary=xyz" },
      body: streamed.body,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ detail: "File is too large. The maximum file size is 10MB." });
    await streamed.done;
    expect(streamed.sent()).toBeLessThanOrEqual(10 * MB + IN_FLIGHT);
  });

  it("a declared Content-Length over the limit is refused before the body is read", async () => {
    const { token } = await signedInUser();
    const streamed = streamedBody(8 * MB);
    const res = await SELF.fetch(`${BASE}/api/pending-documents/upload-user-document`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": "multipart/form-data; boundary=xyz",
        "content-length": String(8 * MB),
      },
      body: streamed.body,
    });
    expect(res.status).toBe(413);
    await res.text();
    await streamed.done;
    expect(streamed.sent()).toBeLessThanOrEqual(IN_FLIGHT);
  });

  it("a page action's chunked body stops near its limit with 413, not 500, for a form and a fetcher", async () => {
    const { user, cookie } = await signedInUser();
    for (const path of ["/upload-bill", "/upload-bill.data"]) {
      const streamed = streamedBody(20 * MB);
      const res = await SELF.fetch(`${BASE}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie, ...SAME_ORIGIN, "content-type": "application/x-www-form-urlencoded" },
        body: streamed.body,
      });
      expect(res.status, path).toBe(413);
      await res.text();
      await streamed.done;
      expect(streamed.sent(), path).toBeLessThanOrEqual(256 * 1024 + IN_FLIGHT);
    }
    const upload = streamedBody(60 * MB);
    const res = await SELF.fetch(`${BASE}/bills/some-bill`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie, ...SAME_ORIGIN, "content-type": "multipart/form-data; boundary=xyz" },
      body: upload.body,
    });
    expect(res.status).toBe(413);
    expect(await res.text()).toContain("File is too large. The maximum file size is 10MB.");
    await upload.done;
    expect(upload.sent()).toBeLessThanOrEqual(10 * MB + IN_FLIGHT);
    expect(await billCount(user.id)).toBe(0);
  });

  it("a normal form still reaches its action", async () => {
    const { user, cookie } = await signedInUser();
    const res = await SELF.fetch(`${BASE}/upload-bill.data`, {
      method: "POST",
      headers: { cookie, ...SAME_ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        intent: "create-bill",
        date: "2026-01-05",
        provider: "City Clinic",
        claim_number: "C-1",
        dependent_id: "self",
        "lines[0].cpt_code": "99213",
        "lines[0].billed_amount": "120",
        "lines[0].units": "1",
      }).toString(),
    });
    expect(res.status).toBe(200);
    await res.text();
    expect(await billCount(user.id)).toBe(1);
  });
});

describe("/internal", () => {
  it("refuses an unsigned body before reading it", async () => {
    const streamed = streamedBody(100 * MB);
    const res = await SELF.fetch(`${BASE}/internal/audit`, { method: "POST", body: streamed.body });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: "Invalid signature (missing)" });
    await streamed.done;
    expect(streamed.sent()).toBeLessThanOrEqual(IN_FLIGHT);
  });

  it("refuses a stale signature before reading the body", async () => {
    const stale = await signRequest(
      env.INTERNAL_API_SECRET!,
      "POST",
      "/internal/audit",
      "",
      Date.now() - 3600_000,
    );
    const streamed = streamedBody(100 * MB);
    const res = await SELF.fetch(`${BASE}/internal/audit`, {
      method: "POST",
      headers: stale,
      body: streamed.body,
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: "Invalid signature (skew)" });
    await streamed.done;
    expect(streamed.sent()).toBeLessThanOrEqual(IN_FLIGHT);
  });

  it("stops a well-signed but oversized body at 32 MB with 413", async () => {
    const headers = await signRequest(env.INTERNAL_API_SECRET!, "POST", "/internal/audit", "");
    const streamed = streamedBody(100 * MB);
    const res = await SELF.fetch(`${BASE}/internal/audit`, { method: "POST", headers, body: streamed.body });
    expect(res.status).toBe(413);
    await res.text();
    await streamed.done;
    expect(streamed.sent()).toBeLessThanOrEqual(32 * MB + IN_FLIGHT);
  });
});

describe("GET and HEAD with a body", () => {
  it("answer 400 on pages, .data, /api and /internal, never 500", async () => {
    const { cookie } = await signedInUser();
    for (const method of ["GET", "HEAD"]) {
      for (const path of [
        "/signin",
        "/bills",
        "/bills.data",
        "/api/auth/me",
        "/internal/health",
        "/no-such-page",
      ]) {
        for (const announces of ANNOUNCED_BODIES) {
          const res = await SELF.fetch(`${BASE}${path}`, { method, headers: { cookie, ...announces } });
          expect(res.status, `${method} ${path} ${JSON.stringify(announces)}`).toBe(400);
          expect(res.headers.get("x-frame-options")).toBe("DENY");
          await res.text();
        }
      }
    }
  });

  it("a GET that declares an empty body is served as usual", async () => {
    const res = await SELF.fetch(`${BASE}/signin`, { headers: { "content-length": "0" } });
    expect(res.status).toBe(200);
    await res.text();
  });
});
