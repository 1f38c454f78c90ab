// The audit log records download links issued and deletions of documents, bills and the account:
// who (the user's id), what (ids and counts), when; never a file name, a field or an amount.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { addBill, call, files, signedInUser, uploadBillDocument, uploaded } from "./factories";
import { fakeGatewayEachTest, withoutWorkflows } from "./support/fake-gateway";
import { auditOf } from "./factories";

const gateway = fakeGatewayEachTest(withoutWorkflows);

describe("audit of download links", () => {
  it("records each link issued through the API and the bill page, with the document id and expiry", async () => {
    const user = await signedInUser("links", { premium: true });
    const id = await uploaded(user.token, undefined, "Lovelace-statement.pdf");
    const before = Date.now();
    const res = await call("GET", `/api/documents/${id}/url`, user.token);
    expect(res.status).toBe(200);
    const { expires_at } = (await res.json()) as { expires_at: string };

    const billId = await addBill(user.token);
    const doc = (await (await uploadBillDocument(user.token, billId, files.pdf(1024))).json()) as {
      id: string;
    };
    const page = await SELF.fetch(`http://local.test/bills/${billId}?open=${doc.id}`, {
      headers: { cookie: `fb_session=${user.token}` },
      redirect: "manual",
    });
    expect(page.status).toBeLessThan(400);

    const rows = await auditOf(user.id, "document.download_link_issued");
    expect(rows.map((r) => r.details)).toEqual([
      { documentId: id, expiresAt: Date.parse(expires_at) },
      { documentId: doc.id, expiresAt: expect.any(Number) },
    ]);
    expect(rows[0].createdAt).toBeGreaterThanOrEqual(before);
    expect(JSON.stringify(rows)).not.toContain("Lovelace");
  });

  it("records nothing for a link that is refused", async () => {
    const owner = await signedInUser("links-owner");
    const other = await signedInUser("links-other");
    const id = await uploaded(owner.token);
    expect((await call("GET", `/api/documents/${id}/url`, other.token)).status).toBe(404);
    expect(await auditOf(other.id, "document.download_link_issued")).toEqual([]);
  });
});

describe("audit of deletions", () => {
  it("records a deleted document and a deleted bill with its document count", async () => {
    const user = await signedInUser("deleter", { premium: true });
    const id = await uploaded(user.token);
    expect((await call("DELETE", `/api/documents/${id}`, user.token)).status).toBe(200);
    expect((await auditOf(user.id, "document.deleted")).map((r) => r.details)).toEqual([{ documentId: id }]);

    const billId = await addBill(user.token);
    await uploadBillDocument(user.token, billId, files.pdf(1024));
    await uploadBillDocument(user.token, billId, files.png(), "scan.png");
    expect((await call("DELETE", `/api/bills/${billId}`, user.token)).status).toBe(200);
    expect((await auditOf(user.id, "bill.deleted")).map((r) => r.details)).toEqual([
      { billId, documents: 2 },
    ]);

    // A refused delete (someone else's bill) records nothing.
    const other = await signedInUser("deleter-other");
    const kept = await addBill(user.token);
    expect((await call("DELETE", `/api/bills/${kept}`, other.token)).status).toBe(404);
    expect(await auditOf(other.id, "bill.deleted")).toEqual([]);
  });

  it("forgets the stored /internal answers about a deleted document (they can hold what was read)", async () => {
    const user = await signedInUser("forget", { premium: true });
    const id = await uploaded(user.token);
    const keep = await uploaded(user.token, files.pdf(3000), "other.pdf");
    const db = getDb(env);
    const stored = (docId: string, step: string) => ({
      key: `document-${docId}/run/1/${step}`,
      method: "PUT",
      path: `/internal/documents/${docId}/${step}`,
      status: 200,
      responseBody: JSON.stringify({ patient_name: "Ada Lovelace" }),
    });
    await db
      .insert(schema.idempotencyKeys)
      .values([stored(id, "extraction"), stored(id, "recognition"), stored(keep, "extraction")]);
    expect((await call("DELETE", `/api/documents/${id}`, user.token)).status).toBe(200);
    const left = await db.select({ path: schema.idempotencyKeys.path }).from(schema.idempotencyKeys).all();
    expect(left.map((r) => r.path).filter((p) => p.includes(id))).toEqual([]);
    expect(left.map((r) => r.path)).toContain(`/internal/documents/${keep}/extraction`);
  });

  it("records the account deletion request in the same batch as the sign-out", async () => {
    const user = await signedInUser("leaver");
    gateway.replace(() => ({ status: 202, body: { workflowId: "w", status: "started" } }));
    expect((await call("DELETE", "/api/account/delete", user.token)).status).toBe(202);
    const rows = await auditOf(user.id, "account.deletion_requested");
    expect(rows).toHaveLength(1);
    expect(rows[0].subjectType).toBe("user");
  });
});
