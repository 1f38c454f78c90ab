// Reading documents back: the data Smart Capture fills from, e-mail context, retry of a failed
// reading, and the e-mailed and pending lists (links, the type schema and delete:
// documents-links.test.ts).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "~/db.server";
import {
  call,
  db,
  documentRow,
  emailedDocument,
  files,
  makePremium,
  markExtracted,
  signedInUser,
  uploaded,
} from "./factories";
import { fakeGatewayEachTest, withoutWorkflows } from "./support/fake-gateway";

const gateway = fakeGatewayEachTest(withoutWorkflows);

describe("document data", () => {
  it("answers the reading state, extracted data, boxes and no e-mail context for an upload", async () => {
    const { token } = await signedInUser();
    const id = await uploaded(token);
    const queued = await call("GET", `/api/documents/${id}/data`, token);
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
    const data = (await (await call("GET", `/api/documents/${id}/data`, token)).json()) as Record<
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
    const id = await emailedDocument(user, "statement.pdf", "Your March statement", at);
    const data = (await (await call("GET", `/api/documents/${id}/data`, token)).json()) as Record<
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
    const notFailed = await call("POST", `/api/documents/${id}/retry`, token);
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
    const data = (await (await call("GET", `/api/documents/${id}/data`, token)).json()) as Record<
      string,
      unknown
    >;
    expect(data).toMatchObject({ processing_status: "failed", failure_reason: reason });

    gateway.calls.length = 0;
    const retry = await call("POST", `/api/documents/${id}/retry`, token);
    expect(retry.status).toBe(200);
    expect(await retry.json()).toMatchObject({ processing_status: "queued", workflow_requested: true });
    expect(await documentRow(id)).toMatchObject({ processingStatus: "queued", failureReason: null });
    expect(gateway.calls).toEqual([{ method: "POST", path: `/documents/${id}/process` }]);
  });
});

describe("document lists", () => {
  it("lists e-mailed documents newest received first, filtered by repeated types", async () => {
    const { user, token } = await signedInUser();
    const older = await emailedDocument(user, "older.pdf", "January", Date.UTC(2026, 0, 5));
    const newer = await emailedDocument(user, "newer.pdf", "February", Date.UTC(2026, 1, 5));
    await uploaded(token, files.png(), "not-emailed.png");
    await markExtracted(older, {}, "eob");

    const all = (await (await call("GET", "/api/documents/recently-emailed", token)).json()) as {
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
      await call("GET", "/api/documents/recently-emailed?types=eob&types=prior_authorization", token)
    ).json()) as { id: string }[];
    expect(eobs.map((d) => d.id)).toEqual([older]);
  });

  it("counts pending e-mailed documents for everyone; the list itself is premium (403 for free)", async () => {
    const { user, token } = await signedInUser();
    await emailedDocument(user, "a.pdf", "A", Date.now() - 1000);
    await emailedDocument(user, "b.pdf", "B", Date.now());
    expect(await (await call("GET", "/api/pending-documents/summary", token)).json()).toEqual({
      total_pending: 2,
      user_has_premium: false,
    });
    const locked = await call("GET", "/api/pending-documents", token);
    expect(locked.status).toBe(403);
    expect(await locked.json()).toEqual({
      detail:
        "Pending email documents require a premium subscription. Please upgrade to access this feature.",
    });

    await makePremium(user.id);
    const list = (await (await call("GET", "/api/pending-documents", token)).json()) as Record<
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
    await emailedDocument(user, "mailed.pdf", "Mail", Date.now());
    await uploaded(token, files.jpeg(), "card.jpg", { document_type: "insurance_card_front" });
    const docs = (await (await call("GET", "/api/pending-documents/user-documents", token)).json()) as {
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
