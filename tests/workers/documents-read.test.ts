// Reading documents back: the data Smart Capture fills from, e-mail context, retry of a failed
// reading, the e-mailed and pending lists, signed download links, the type schema and delete.
import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { schema } from "~/db.server";
import { storeDocument } from "~/services/documents/documents.server";
import { installFakeGateway } from "./fake-gateway";
import {
  api,
  BASE,
  db,
  documentRow,
  files,
  gatewayWithoutWorkflows,
  makePremium,
  markExtracted,
  signedInUser,
  uploaded,
} from "./documents-helpers";

let gateway: ReturnType<typeof installFakeGateway>;
beforeEach(() => {
  gateway = gatewayWithoutWorkflows();
});
afterEach(() => gateway.restore());

async function emailed(user: { id: string }, filename: string, subject: string, receivedAt: number) {
  const emailId = crypto.randomUUID();
  await db()
    .insert(schema.ingestedEmails)
    .values({
      id: emailId,
      userId: user.id,
      messageId: `<${emailId}@mail.test>`,
      sender: "billing@clinic.test",
      recipient: "bills+token@inbox.fairbill.local",
      subject,
      receivedAt,
      status: "accepted",
    });
  const stored = await storeDocument(
    env,
    { user, subscription: { tier: "premium", status: "active" } },
    {
      bytes: files.pdf(900 + filename.length),
      filename,
      source: "email",
      ingestedEmailId: emailId,
      receivedAt,
    },
  );
  return stored.documentId;
}

describe("document data", () => {
  it("answers the reading state, extracted data, boxes and no e-mail context for an upload", async () => {
    const { token } = await signedInUser();
    const id = await uploaded(token);
    const queued = await api(token, "GET", `/api/documents/${id}/data`);
    expect(queued.status).toBe(200);
    expect(await queued.json()).toMatchObject({
      document_id: id,
      processing_status: "queued",
      needs_classification: true,
      extracted_data: null,
      user_verified_data: null,
      ocr_bounding_boxes: [],
      verification_status: "pending",
      failure_reason: null,
      email_context: { has_email_context: false, sender: null, subject: null, received_timestamp: null },
    });
    await markExtracted(id, { provider_name: "Bayview Clinic", total_charges: 120.5 });
    await db()
      .update(schema.documents)
      .set({
        ocrBoundingBoxes: [
          { text: "Bayview", confidence: 0.91, left: 0.1, top: 0.1, width: 0.2, height: 0.03, page: 1 },
        ],
      })
      .where(eq(schema.documents.id, id));
    const data = (await (await api(token, "GET", `/api/documents/${id}/data`)).json()) as Record<
      string,
      unknown
    >;
    expect(data).toMatchObject({
      document_type: "medical_bill",
      classification_confidence: 0.93,
      processing_status: "extracted",
      extracted_data: { provider_name: "Bayview Clinic", total_charges: 120.5 },
      ocr_bounding_boxes: [
        { text: "Bayview", left: 0.1, top: 0.1, width: 0.2, height: 0.03, confidence: 0.91 },
      ],
    });
  });

  it("carries the e-mail context of a forwarded document", async () => {
    const { user, token } = await signedInUser();
    const at = Date.UTC(2026, 2, 4, 9, 30);
    const id = await emailed(user, "statement.pdf", "Your March statement", at);
    const data = (await (await api(token, "GET", `/api/documents/${id}/data`)).json()) as Record<
      string,
      unknown
    >;
    expect(data.email_context).toEqual({
      has_email_context: true,
      sender: "billing@clinic.test",
      subject: "Your March statement",
      received_timestamp: new Date(at).toISOString(),
    });
  });

  it("says why reading failed and queues a retry; a document that did not fail can't be retried", async () => {
    const { token } = await signedInUser();
    const id = await uploaded(token, files.truncatedPdf(), "cut.pdf");
    const notFailed = await api(token, "POST", `/api/documents/${id}/retry`);
    expect(notFailed.status).toBe(409);
    expect(await notFailed.json()).toEqual({
      detail: "Only a document whose processing failed can be retried",
    });

    const reason =
      "This file could not be read. It may be damaged or incomplete. Please upload the file again.";
    await db()
      .update(schema.documents)
      .set({ processingStatus: "failed", failureReason: reason })
      .where(eq(schema.documents.id, id));
    const data = (await (await api(token, "GET", `/api/documents/${id}/data`)).json()) as Record<
      string,
      unknown
    >;
    expect(data).toMatchObject({ processing_status: "failed", failure_reason: reason });

    gateway.calls.length = 0;
    const retry = await api(token, "POST", `/api/documents/${id}/retry`);
    expect(retry.status).toBe(200);
    expect(await retry.json()).toMatchObject({ processing_status: "queued", workflow_requested: true });
    expect(await documentRow(id)).toMatchObject({ processingStatus: "queued", failureReason: null });
    expect(gateway.calls).toEqual([{ method: "POST", path: `/documents/${id}/process` }]);
  });
});

describe("document lists", () => {
  it("lists e-mailed documents newest received first, filtered by repeated types", async () => {
    const { user, token } = await signedInUser();
    const older = await emailed(user, "older.pdf", "January", Date.UTC(2026, 0, 5));
    const newer = await emailed(user, "newer.pdf", "February", Date.UTC(2026, 1, 5));
    await uploaded(token, files.png(), "not-emailed.png");
    await markExtracted(older, {}, "eob");

    const all = (await (await api(token, "GET", "/api/documents/recently-emailed")).json()) as {
      id: string;
      original_filename: string;
      received_at: string;
      file_size: number;
      document_type: string;
    }[];
    expect(all.map((d) => d.id)).toEqual([newer, older]);
    expect(all[0]).toMatchObject({
      original_filename: "newer.pdf",
      received_at: new Date(Date.UTC(2026, 1, 5)).toISOString(),
      document_type: "other",
    });
    expect(all[0].file_size).toBeGreaterThan(0);
    const eobs = (await (
      await api(token, "GET", "/api/documents/recently-emailed?types=eob&types=prior_authorization")
    ).json()) as { id: string }[];
    expect(eobs.map((d) => d.id)).toEqual([older]);
  });

  it("counts pending e-mailed documents for everyone; the list itself is premium (403 for free)", async () => {
    const { user, token } = await signedInUser();
    await emailed(user, "a.pdf", "A", Date.now() - 1000);
    await emailed(user, "b.pdf", "B", Date.now());
    expect(await (await api(token, "GET", "/api/pending-documents/summary")).json()).toEqual({
      total_pending: 2,
      user_has_premium: false,
    });
    const locked = await api(token, "GET", "/api/pending-documents");
    expect(locked.status).toBe(403);
    expect(await locked.json()).toEqual({
      detail:
        "Pending email documents require a premium subscription. Please upgrade to access this feature.",
    });

    await makePremium(user.id);
    const list = (await (await api(token, "GET", "/api/pending-documents")).json()) as Record<
      string,
      unknown
    >[];
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      original_filename: "b.pdf",
      email_subject: "B",
      sender_email: "billing@clinic.test",
    });
    expect(Object.keys(list[0])).toEqual(
      expect.arrayContaining([
        "id",
        "original_filename",
        "email_subject",
        "sender_email",
        "received_at",
        "file_size",
      ]),
    );
  });

  it("lists all of the user's own documents with their source", async () => {
    const { user, token } = await signedInUser();
    await makePremium(user.id);
    await emailed(user, "mailed.pdf", "Mail", Date.now());
    await uploaded(token, files.jpeg(), "card.jpg", { document_type: "insurance_card_front" });
    const docs = (await (await api(token, "GET", "/api/pending-documents/user-documents")).json()) as {
      title: string;
      source: string;
      document_type: string;
    }[];
    expect(docs.map((d) => [d.title, d.source, d.document_type]).sort()).toEqual([
      ["card.jpg", "upload", "insurance_card_front"],
      ["mailed.pdf", "email", "other"],
    ]);
  });
});

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
      const res = await api(token, "GET", path);
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
    const { url } = (await (await api(token, "GET", `/api/documents/${id}/url`)).json()) as { url: string };
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
    const res = await api(token, "GET", "/api/document-types/medical_bill/schema");
    expect(res.status).toBe(200);
    const schemaBody = (await res.json()) as { fields: { name: string; required: boolean }[] };
    expect(schemaBody.fields.filter((f) => f.required).map((f) => f.name)).toEqual([
      "patient_id",
      "provider_name",
      "service_date",
    ]);
    const unknown = await api(token, "GET", "/api/document-types/passport/schema");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ detail: "Schema not found" });
  });
});

describe("delete", () => {
  it("removes the file from R2 and the row from D1", async () => {
    const { user, token } = await signedInUser();
    const id = await uploaded(token);
    const res = await api(token, "DELETE", `/api/documents/${id}`);
    expect(res.status).toBe(200);
    expect(await documentRow(id)).toBeUndefined();
    expect((await env.FILES.list({ prefix: `users/${user.id}/` })).objects).toEqual([]);
    expect((await api(token, "GET", `/api/documents/${id}/data`)).status).toBe(404);
    expect((await api(token, "DELETE", `/api/documents/${id}`)).status).toBe(404);
  });
});
