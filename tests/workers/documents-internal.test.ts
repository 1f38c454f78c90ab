// /internal/documents/*: what the workflow's activities read and write — the file in chunks, the
// recognition, the extraction (keeping a user's choice), failures, the reminder and the stale mark.
import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signRequest } from "#core/signing";
import { schema } from "~/db.server";
import { BASE, db, documentRow, files, signedInUser, uploaded } from "./factories";
import { fakeGatewayEachTest, withoutWorkflows } from "./support/fake-gateway";

fakeGatewayEachTest(withoutWorkflows);

let keys = 0;
async function internal<T = Record<string, unknown>>(method: string, path: string, body?: unknown) {
  const text = body === undefined ? "" : JSON.stringify(body);
  const headers: Record<string, string> = await signRequest(env.INTERNAL_API_SECRET!, method, path, text);
  if (method !== "GET") headers["idempotency-key"] = `test-${Date.now()}-${++keys}`;
  if (text) headers["content-type"] = "application/json";
  const res = await SELF.fetch(`${BASE}${path}`, { method, headers, body: text || undefined });
  return { status: res.status, body: (await res.json()) as T };
}

const recognition = {
  text: "Bayview Clinic\nStatement\nAmount due $120.50",
  words: [{ text: "Bayview", confidence: 0.92, left: 0.1, top: 0.05, width: 0.2, height: 0.03, page: 1 }],
  pages: 1,
  method: "ocr",
};
const extraction = {
  document_type: "medical_bill",
  classification_confidence: 0.88,
  needs_classification: false,
  fields: { provider_name: "Bayview Clinic", total_charges: 120.5, service_date: null },
  line_items: [
    { cpt_code: "99213", units: 1, billed_amount: 120.5, allowed_amount: null, paid_amount: null },
  ],
  icd10_codes: ["E11.9"],
};

describe("/internal/documents", () => {
  it("reads the file back in chunks, byte for byte", async () => {
    const { token } = await signedInUser();
    const bytes = files.png(10_000);
    const id = await uploaded(token, bytes, "scan.png");
    const meta = await internal<{ fileSize: number; contentType: string }>(
      "GET",
      `/internal/documents/${id}`,
    );
    expect(meta.body).toMatchObject({ fileSize: 10_000, contentType: "image/png" });
    const parts: Uint8Array[] = [];
    for (let offset = 0; offset < 10_000; offset += 4096) {
      const chunk = await internal<{ contentBase64: string; length: number }>(
        "GET",
        `/internal/documents/${id}/file?offset=${offset}&length=4096`,
      );
      parts.push(Uint8Array.from(atob(chunk.body.contentBase64), (c) => c.charCodeAt(0)));
    }
    const joined = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    parts.reduce((at, p) => (joined.set(p, at), at + p.length), 0);
    expect(joined).toEqual(bytes);
    expect((await internal("GET", "/internal/documents/nope")).status).toBe(404);
  });

  it("moves a document through recognizing → extracted with what reading produced", async () => {
    const { token } = await signedInUser();
    const id = await uploaded(token);
    expect((await internal("POST", `/internal/documents/${id}/recognizing`, {})).status).toBe(200);
    expect((await documentRow(id))!.processingStatus).toBe("recognizing");
    expect((await internal("PUT", `/internal/documents/${id}/recognition`, recognition)).status).toBe(200);
    const saved = await internal<{ recognition: unknown; hintType: string | null }>(
      "GET",
      `/internal/documents/${id}/recognition`,
    );
    expect(saved.body).toEqual({ recognition, hintType: null });
    const put = await internal("PUT", `/internal/documents/${id}/extraction`, extraction);
    expect(put.body).toEqual({ documentType: "medical_bill" });
    expect(await documentRow(id)).toMatchObject({
      processingStatus: "extracted",
      documentType: "medical_bill",
      classificationConfidence: 0.88,
      needsClassification: false,
      extractedText: recognition.text,
      ocrBoundingBoxes: recognition.words,
      pageCount: 1,
      recognitionMethod: "ocr",
      extractedData: {
        provider_name: "Bayview Clinic",
        total_charges: 120.5,
        service_date: null,
        line_items: extraction.line_items,
        icd10_codes: ["E11.9"],
      },
    });
  });

  it("keeps the type the user chose at upload, and never overwrites a verified document", async () => {
    const { token } = await signedInUser();
    const chosen = await uploaded(token, files.pdf(1111), "eob.pdf", { document_type: "eob" });
    await internal("PUT", `/internal/documents/${chosen}/recognition`, recognition);
    const hint = await internal<{ hintType: string }>("GET", `/internal/documents/${chosen}/recognition`);
    expect(hint.body.hintType).toBe("eob");
    await internal("PUT", `/internal/documents/${chosen}/extraction`, extraction);
    expect(await documentRow(chosen)).toMatchObject({ documentType: "eob", needsClassification: false });

    const verified = await uploaded(token, files.pdf(2222), "done.pdf");
    await db()
      .update(schema.documents)
      .set({ verificationStatus: "verified", processingStatus: "processed", documentType: "other" })
      .where(eq(schema.documents.id, verified));
    await internal("POST", `/internal/documents/${verified}/recognizing`, {});
    await internal("PUT", `/internal/documents/${verified}/extraction`, extraction);
    await internal("POST", `/internal/documents/${verified}/failed`, { code: "unreadable" });
    expect(await documentRow(verified)).toMatchObject({
      processingStatus: "processed",
      documentType: "other",
    });
  });

  it("records a failure with a reason the user can act on", async () => {
    const { token } = await signedInUser();
    const id = await uploaded(token, files.truncatedPdf(), "cut.pdf");
    await internal("POST", `/internal/documents/${id}/failed`, { code: "too_many_pages" });
    expect(await documentRow(id)).toMatchObject({
      processingStatus: "failed",
      failureReason: "This document has too many pages to read. Please upload only the pages you need.",
    });
    expect((await internal("POST", `/internal/documents/${id}/failed`, { code: "nope" })).status).toBe(400);
  });

  it("e-mails one review reminder while the document waits, none once verified or deleted", async () => {
    const { user, token } = await signedInUser();
    const id = await uploaded(token);
    const first = await internal("POST", `/internal/documents/${id}/reminder`, {});
    const second = await internal("POST", `/internal/documents/${id}/reminder`, {});
    expect(first.body).toEqual({ pending: true, sent: true });
    expect(second.body).toEqual({ pending: true, sent: false });
    const mail = await db()
      .select()
      .from(schema.emailOutbox)
      .where(eq(schema.emailOutbox.to, user.email))
      .all();
    expect(mail.map((m) => m.subject)).toEqual(["Your document is waiting for review"]);
    expect(mail[0].text).not.toContain("bill.pdf");

    await db()
      .update(schema.documents)
      .set({ verificationStatus: "verified" })
      .where(eq(schema.documents.id, id));
    expect((await internal("POST", `/internal/documents/${id}/reminder`, {})).body).toEqual({
      pending: false,
      sent: false,
    });
    expect((await internal("POST", `/internal/documents/${id}/stale`, {})).body).toEqual({ stale: false });
    expect((await internal("POST", "/internal/documents/gone/reminder", {})).status).toBe(404);
  });

  it("marks a document nobody verified as stale", async () => {
    const { token } = await signedInUser();
    const id = await uploaded(token);
    expect((await internal("POST", `/internal/documents/${id}/stale`, {})).body).toEqual({ stale: true });
    expect((await documentRow(id))!.staleAt).toEqual(expect.any(Number));
  });

  it("refuses unsigned calls", async () => {
    const { token } = await signedInUser();
    const id = await uploaded(token);
    const res = await SELF.fetch(`${BASE}/internal/documents/${id}/file`);
    expect(res.status).toBe(401);
  });
});
