// Security headers on every kind of answer the Worker gives: pages (with a fresh script nonce each
// time), Remix `.data`, /api, redirects, 404s and stored files (inline PDF/image vs attachment).
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { schema } from "~/db.server";
import { newId } from "~/services/auth/tokens.server";
import { withSecurityHeaders } from "../../workers/security-headers";
import { BASE, db, signedInUser } from "./factories";

/** The headers every answer carries, whatever produced it. */
function expectCommonHeaders(res: Response, label: string) {
  expect(res.headers.get("x-frame-options"), label).toBe("DENY");
  expect(res.headers.get("x-content-type-options"), label).toBe("nosniff");
  expect(res.headers.get("referrer-policy"), label).toMatch(/^(same-origin|no-referrer)$/);
  expect(res.headers.get("permissions-policy"), label).toContain("camera=()");
  expect(res.headers.get("permissions-policy"), label).toContain("geolocation=()");
  const csp = res.headers.get("content-security-policy") ?? "";
  expect(csp, label).toContain("frame-ancestors 'none'");
  expect(csp, label).toContain("object-src 'none'");
  expect(csp, label).toContain("base-uri 'none'");
  // Outside production there is no HSTS (http://127.0.0.1 must keep working).
  expect(res.headers.get("strict-transport-security"), label).toBeNull();
}

const nonceOf = (res: Response) =>
  /script-src 'nonce-([A-Za-z0-9+/=]+)' 'strict-dynamic'/.exec(
    res.headers.get("content-security-policy") ?? "",
  )?.[1];

describe("security headers", () => {
  it("a signed-in page: nonce-only scripts, same-origin everything else, never stored", async () => {
    const { cookie } = await signedInUser();
    const res = await SELF.fetch(`${BASE}/bills`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expectCommonHeaders(res, "/bills");
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).toMatch(/^default-src 'self'; /);
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("unsafe-eval");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("gives each page its own nonce, and every script and module preload carries it", async () => {
    const { cookie } = await signedInUser();
    const [first, second] = await Promise.all([
      SELF.fetch(`${BASE}/bills`, { headers: { cookie } }),
      SELF.fetch(`${BASE}/bills`, { headers: { cookie } }),
    ]);
    const nonces = [nonceOf(first), nonceOf(second)];
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonces[1]).not.toBe(nonces[0]);
    const html = await first.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(1);
    expect(preloads.length).toBeGreaterThan(1);
    for (const tag of [...scripts, ...preloads]) expect(tag).toContain(`nonce="${nonces[0]}"`);
    await second.text();
  });

  it("a public page, a redirect and a 404 carry them too", async () => {
    for (const [path, status] of [
      ["/signin", 200],
      ["/bills", 302],
      ["/no-such-page", 404],
    ] as const) {
      const res = await SELF.fetch(`${BASE}${path}`, { redirect: "manual" });
      expect(res.status, path).toBe(status);
      expectCommonHeaders(res, path);
      expect(nonceOf(res), path).toBeTruthy();
      await res.text();
    }
  });

  it("Remix .data and /api answers carry them and are never stored", async () => {
    const { cookie, token } = await signedInUser();
    const data = await SELF.fetch(`${BASE}/bills.data`, { headers: { cookie } });
    expect(data.status).toBe(200);
    expectCommonHeaders(data, ".data");
    expect(data.headers.get("cache-control")).toBe("no-store");
    await data.text();
    const api = await SELF.fetch(`${BASE}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(api.status).toBe(200);
    expectCommonHeaders(api, "/api/auth/me");
    expect(api.headers.get("cache-control")).toBe("no-store");
    expect(api.headers.get("content-disposition")).toBe('attachment; filename="api.json"');
  });

  it("adds HSTS in production only", () => {
    const answer = () => new Response("ok", { headers: { "content-type": "text/plain" } });
    const request = new Request(`${BASE}/signin`);
    const production = withSecurityHeaders(request, answer(), { nonce: "n", production: true });
    expect(production.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    const local = withSecurityHeaders(request, answer(), { nonce: "n", production: false });
    expect(local.headers.get("strict-transport-security")).toBeNull();
  });
});

/** A stored file of the user, and a signed link to it from the API. */
async function storedFile(token: string, userId: string, contentType: string, filename: string) {
  const id = newId();
  const storageKey = `users/${userId}/documents/${id}`;
  const bytes = new TextEncoder().encode(
    contentType === "application/pdf" ? "%PDF-1.7\n" : "<script>alert(1)</script>",
  );
  await env.FILES.put(storageKey, bytes);
  await db()
    .insert(schema.documents)
    .values({
      id,
      userId,
      originalFilename: filename,
      contentType,
      fileSize: bytes.byteLength,
      sha256: "0".repeat(64),
      storageKey,
      source: "upload",
    });
  const res = await SELF.fetch(`${BASE}/api/documents/${id}/url`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as { url: string };
  const link = new URL(url);
  return `${BASE}${link.pathname}${link.search}`;
}

describe("stored files", () => {
  it("a PDF opens inline under a script-free policy without sandbox (Chromium's viewer needs that)", async () => {
    const { user, token } = await signedInUser();
    const res = await SELF.fetch(await storedFile(token, user.id, "application/pdf", "letter.pdf"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^inline; filename="letter.pdf"/);
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).toMatch(/^default-src 'none'/);
    expect(csp).not.toContain("script-src");
    expect(csp).not.toContain("sandbox");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(res.headers.get("cache-control")).toBe("no-store");
    await res.text();
  });

  it("anything but a PDF or image is an attachment, and so is a PDF asked for with download=1", async () => {
    const { user, token } = await signedInUser();
    const html = await SELF.fetch(await storedFile(token, user.id, "text/html", "notes.html"));
    expect(html.status).toBe(200);
    expect(html.headers.get("content-disposition")).toMatch(/^attachment; filename="notes.html"/);
    expect(html.headers.get("content-security-policy")).toMatch(/^default-src 'none'/);
    await html.text();
    const pdf = await SELF.fetch(
      `${await storedFile(token, user.id, "application/pdf", "bill.pdf")}&download=1`,
    );
    expect(pdf.headers.get("content-disposition")).toMatch(/^attachment; filename="bill.pdf"/);
    await pdf.text();
  });
});
