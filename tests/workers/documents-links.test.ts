// A document's file and form: signed download links, the type schema Smart Capture renders, and
// delete (file from R2, row from D1).
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BASE, call, documentRow, files, signedInUser, uploaded } from "./factories";
import { fakeGatewayEachTest, withoutWorkflows } from "./support/fake-gateway";

fakeGatewayEachTest(withoutWorkflows);

describe("signed download links", () => {
  it("gives a five-minute link that streams the file with its type and name, on every spec path", async () => {
    const { token } = await signedInUser();
    const bytes = files.png(5000);
    const id = await uploaded(token, bytes, "front of card.png");
    for (const path of [
      `/api/pending-documents/download-url/${id}`,
      `/api/documents/documents/${id}/download-url`,
      `/api/documents/${id}/url`,
    ]) {
      const res = await call("GET", path, token);
      expect(res.status, path).toBe(200);
      const { url, expires_at } = (await res.json()) as { url: string; expires_at: string };
      const link = new URL(url);
      expect(link.pathname).toBe(`/api/documents/${id}/file`);
      expect([...link.searchParams.keys()].sort()).toEqual(["expires", "sig"]);
      expect(Date.parse(expires_at) - Date.now()).toBeLessThanOrEqual(5 * 60 * 1000);
      // No bearer token: the link itself is the permission.
      const file = await SELF.fetch(`${BASE}${link.pathname}${link.search}`);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("image/png");
      expect(file.headers.get("content-disposition")).toContain('inline; filename="front of card.png"');
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
    }
  });

  it("refuses a tampered, expired or re-targeted link", async () => {
    const { token } = await signedInUser();
    const id = await uploaded(token, files.pdf(1234));
    const other = await uploaded(token, files.pdf(4321));
    const { url } = (await (await call("GET", `/api/documents/${id}/url`, token)).json()) as { url: string };
    const link = new URL(url);
    const sig = link.searchParams.get("sig")!;
    const expires = Number(link.searchParams.get("expires"));
    const attempts = [
      `/api/documents/${id}/file?expires=${expires}&sig=${sig.replace(/^./, sig[0] === "a" ? "b" : "a")}`,
      `/api/documents/${id}/file?expires=${expires + 60}&sig=${sig}`,
      `/api/documents/${other}/file?expires=${expires}&sig=${sig}`,
      `/api/documents/${id}/file?expires=${Math.floor(Date.now() / 1000) - 1}&sig=${sig}`,
    ];
    for (const path of attempts) {
      const res = await SELF.fetch(`${BASE}${path}`);
      expect(res.status, path).toBe(403);
      expect(await res.json()).toEqual({ detail: "This download link is invalid or has expired" });
    }
  });
});

describe("document type schema", () => {
  it("answers the medical bill form and 404 'Schema not found' for an unknown type", async () => {
    const { token } = await signedInUser();
    const res = await call("GET", "/api/document-types/medical_bill/schema", token);
    expect(res.status).toBe(200);
    const schemaBody = (await res.json()) as { fields: { name: string; required: boolean }[] };
    expect(schemaBody.fields.filter((f) => f.required).map((f) => f.name)).toEqual([
      "patient_id",
      "provider_name",
      "service_date",
    ]);
    const unknown = await call("GET", "/api/document-types/passport/schema", token);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ detail: "Schema not found" });
  });
});

describe("delete", () => {
  it("removes the file from R2 and the row from D1", async () => {
    const { user, token } = await signedInUser();
    const id = await uploaded(token);
    const res = await call("DELETE", `/api/documents/${id}`, token);
    expect(res.status).toBe(200);
    expect(await documentRow(id)).toBeUndefined();
    expect((await env.FILES.list({ prefix: `users/${user.id}/` })).objects).toEqual([]);
    expect((await call("GET", `/api/documents/${id}/data`, token)).status).toBe(404);
    expect((await call("DELETE", `/api/documents/${id}`, token)).status).toBe(404);
  });
});
