// Documents: sample files of each kind (only their first bytes matter), uploads through the built
// app, the state the reading workflow leaves behind, and reads.
import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { storeDocument } from "~/services/documents/documents.server";
import { db, schema } from "./db";
import { BASE, bearer } from "./http";

const ascii = (s: string) => new TextEncoder().encode(s);

function padded(head: Uint8Array, size: number): Uint8Array {
  const bytes = new Uint8Array(Math.max(size, head.length));
  bytes.set(head);
  for (let i = head.length; i < bytes.length; i++) bytes[i] = 0x20 + (i % 90);
  return bytes;
}

/** Sample files: only the first bytes (and a docx's word/ part name) matter, the rest is filler. */
export const files = {
  pdf: (size = 2048) =>
    padded(ascii("%PDF-1.7\n%\xE2\xE3\xCF\xD3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n"), size),
  /** A PDF with a marker line, so two files differ. */
  pdfWith: (marker: string, size = 2048) => {
    const head = ascii(`%PDF-1.4\n% ${marker}\n`);
    const bytes = new Uint8Array(Math.max(size, head.length + 1)).fill(0x20);
    bytes.set(head);
    return bytes;
  },
  truncatedPdf: () => ascii("%PDF-1.4\n1 0 obj\n<< /Type /Cat"),
  png: (size = 1024) =>
    padded(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), size),
  jpeg: (size = 1024) =>
    padded(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]), size),
  gif: (size = 512) => padded(ascii("GIF89a\x01\x00\x01\x00"), size),
  doc: (size = 2048) => padded(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), size),
  docx: (size = 2048) =>
    padded(new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...ascii("\x14\x00\x06\x00word/document.xml")]), size),
  exe: () =>
    padded(
      ascii("MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xffThis program cannot be run in DOS mode."),
      4096,
    ),
  zip: () => padded(new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...ascii("\x14\x00notes/readme.txt")]), 2048),
  empty: () => new Uint8Array(),
};

/** POST /api/pending-documents/upload-user-document with a file and its fields. */
export function upload(
  token: string,
  bytes: Uint8Array,
  filename = "bill.pdf",
  fields: Record<string, string> = {},
  type = "application/pdf",
) {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(bytes)], filename, { type }));
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return SELF.fetch(`${BASE}/api/pending-documents/upload-user-document`, {
    method: "POST",
    headers: bearer(token),
    body: form,
  });
}

/** `upload`, answering the new document's id (or throwing). */
export async function uploaded(token: string, bytes = files.pdf(), filename = "bill.pdf", fields = {}) {
  const res = await upload(token, bytes, filename, fields);
  if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { document_id: string }).document_id;
}

/** POST /api/bills/{id}/documents/upload with a file and its fields. */
export function uploadBillDocument(
  token: string,
  billId: string,
  bytes: Uint8Array,
  filename = "eob.pdf",
  fields: Record<string, string> = { document_type: "eob" },
) {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(bytes)], filename));
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return SELF.fetch(`${BASE}/api/bills/${billId}/documents/upload`, {
    method: "POST",
    headers: bearer(token),
    body: form,
  });
}

/** Extraction results as the workflow saves them, for tests that start from 'extracted'. */
export async function markExtracted(id: string, data: Record<string, unknown>, type = "medical_bill") {
  await db()
    .update(schema.documents)
    .set({
      processingStatus: "extracted",
      documentType: type,
      classificationConfidence: 0.93,
      needsClassification: false,
      extractedData: data,
    })
    .where(eq(schema.documents.id, id));
}

export const documentRow = (id: string) =>
  db().select().from(schema.documents).where(eq(schema.documents.id, id)).get();
export const documentsOf = (userId: string) =>
  db().select().from(schema.documents).where(eq(schema.documents.userId, userId)).all();

/**
 * A document that came by e-mail: the accepted message's record, then the document stored from it
 * as intake stores it (premium, so no plan limit). Answers the document's id.
 */
export async function emailedDocument(
  user: { id: string },
  filename: string,
  subject: string,
  receivedAt: number,
) {
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
