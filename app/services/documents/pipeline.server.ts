// What the document workflow's activities do to D1 and R2 (through /internal): read the file in
// chunks, save what reading and extraction produced, mark failures, send the review reminder and
// close the review window. Each write is safe to repeat.
import { and, eq, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Extraction, OcrWord, Recognition } from "#core/documents/types";
import { getConfig } from "~/env.server";
import { schema, type Db } from "~/db.server";
import { failureReason, REVIEW_REMINDER, type FailureCode } from "./messages";
import { sendEmail } from "../email/send.server";
import { placeEob } from "./eob-placement.server";
import { codesToLookUp, withPrintedLetters } from "#core/extraction/code-letters";
import { listedProcedureCodes } from "../reference/procedures.server";

const { documents, users } = schema;

/** Chunks stay far below the Worker's memory limit once base64-encoded. */
export const MAX_CHUNK_BYTES = 4 * 1024 * 1024;

export async function documentMeta(db: Db, documentId: string) {
  return (
    (await db
      .select({
        id: documents.id,
        userId: documents.userId,
        documentType: documents.documentType,
        needsClassification: documents.needsClassification,
        contentType: documents.contentType,
        fileSize: documents.fileSize,
        storageKey: documents.storageKey,
        processingStatus: documents.processingStatus,
        verificationStatus: documents.verificationStatus,
      })
      .from(documents)
      .where(eq(documents.id, documentId))
      .get()) ?? null
  );
}

export type DocumentMeta = NonNullable<Awaited<ReturnType<typeof documentMeta>>>;

/** One range of the file, base64 (the /internal API speaks JSON). */
export async function readFileChunk(bucket: R2Bucket, doc: DocumentMeta, offset: number, length: number) {
  const size = doc.fileSize;
  const take = Math.max(0, Math.min(length, MAX_CHUNK_BYTES, size - offset));
  const object = take > 0 ? await bucket.get(doc.storageKey, { range: { offset, length: take } }) : null;
  if (take > 0 && !object) return null;
  const bytes = object ? new Uint8Array(await object.arrayBuffer()) : new Uint8Array();
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { offset, length: bytes.length, size, contentType: doc.contentType, contentBase64: btoa(binary) };
}

const notVerified = ne(documents.verificationStatus, "verified");

/**
 * queued (or failed and retried) → recognizing; a verified document keeps its status. A document
 * read afresh starts its page count again; a retried attempt (already recognizing) keeps it.
 */
export async function markRecognizing(db: Db, documentId: string) {
  await db
    .update(documents)
    .set({
      processingStatus: "recognizing",
      failureReason: null,
      pagesRead: sql`CASE WHEN ${documents.processingStatus} = 'recognizing' THEN ${documents.pagesRead} ELSE NULL END`,
      updatedAt: Date.now(),
    })
    .where(
      and(
        eq(documents.id, documentId),
        inArray(documents.processingStatus, ["queued", "failed", "recognizing"]),
        notVerified,
      ),
    );
}

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/** Boxes to 5 decimals (a 10th of a pixel on a 2,000-pixel page): 20 dense pages stay far below D1's row limit. */
function compactWords(words: OcrWord[]): OcrWord[] {
  return words.map((w) => ({
    text: w.text,
    confidence: round(w.confidence, 3),
    left: round(w.left, 5),
    top: round(w.top, 5),
    width: round(w.width, 5),
    height: round(w.height, 5),
    page: w.page,
  }));
}

/**
 * Pages read so far while the document is being read (the Smart Capture progress bar). Only ever
 * forward: a retried read starting again at page 1 leaves what was shown; 'changed' is false then.
 */
export async function recordPagesRead(
  db: Db,
  userId: string,
  documentId: string,
  pagesRead: number,
  pageCount: number,
) {
  const row = await db
    .update(documents)
    .set({ pagesRead, pageCount })
    .where(
      and(
        eq(documents.id, documentId),
        eq(documents.userId, userId),
        eq(documents.processingStatus, "recognizing"),
        or(isNull(documents.pagesRead), lt(documents.pagesRead, pagesRead)),
      ),
    )
    .returning({ pagesRead: documents.pagesRead, pageCount: documents.pageCount })
    .get();
  if (row) return row;
  const now = await db
    .select({ pagesRead: documents.pagesRead, pageCount: documents.pageCount })
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.userId, userId)))
    .get();
  return now ?? { pagesRead: null, pageCount: null };
}

export async function saveRecognition(db: Db, documentId: string, recognition: Recognition) {
  await db
    .update(documents)
    .set({
      extractedText: recognition.text,
      ocrBoundingBoxes: compactWords(recognition.words),
      pageCount: recognition.pages,
      pagesRead: recognition.pages,
      recognitionMethod: recognition.method,
      updatedAt: Date.now(),
    })
    .where(eq(documents.id, documentId));
}

/** The saved recognition, and the type the user chose at upload (a hint for extraction). */
export async function loadRecognition(db: Db, documentId: string) {
  const row = await db.select().from(documents).where(eq(documents.id, documentId)).get();
  if (!row || row.extractedText === null) return null;
  const recognition: Recognition = {
    text: row.extractedText,
    words: (row.ocrBoundingBoxes as OcrWord[] | null) ?? [],
    pages: row.pageCount ?? 1,
    method: row.recognitionMethod === "ocr" ? "ocr" : "text-layer",
  };
  return { recognition, hintType: row.needsClassification ? null : row.documentType };
}

/** What a reading leaves for the person to check: its fields, lines and ICD-10 codes. */
export const extractedDataOf = (extraction: Extraction) => ({
  ...extraction.fields,
  line_items: extraction.line_items,
  icd10_codes: extraction.icd10_codes,
});

/**
 * The reading with each code the code sets do not list, but list with the HCPCS letter OCR read as a
 * digit, given that letter ('59088' is S9088). Without imported code sets it is unchanged.
 */
export async function withListedCodes(db: Db, extraction: Extraction): Promise<Extraction> {
  const codes = codesToLookUp(extraction.line_items);
  if (codes.length === 0) return extraction;
  const listed = await listedProcedureCodes(db, codes);
  return { ...extraction, line_items: withPrintedLetters(extraction.line_items, (c) => listed.has(c)) };
}

/**
 * Saves fields, line items and codes as extracted_data and moves the document to 'extracted'. A type
 * the user chose at upload stays; a document verified in the meantime is left as the user saved it.
 */
export async function saveExtraction(db: Db, documentId: string, extraction: Extraction, now = Date.now()) {
  const row = await documentMeta(db, documentId);
  if (!row) return null;
  const userChose = !row.needsClassification;
  const checked = await withListedCodes(db, extraction);
  await db
    .update(documents)
    .set({
      extractedData: extractedDataOf(checked),
      ...(userChose
        ? {}
        : {
            documentType: extraction.document_type,
            classificationConfidence: extraction.classification_confidence,
            needsClassification: extraction.needs_classification,
          }),
      processingStatus: "extracted",
      extractedAt: now,
      updatedAt: now,
    })
    .where(and(eq(documents.id, documentId), notVerified));
  const documentType = userChose ? row.documentType : extraction.document_type;
  // An EOB read (uploaded or e-mailed) finds its bill now, or waits for it (ADR 078).
  if (documentType === "eob") await placeEob(db, row.userId, documentId);
  return { documentType };
}

export async function markFailed(db: Db, documentId: string, code: FailureCode, explanation?: string | null) {
  await db
    .update(documents)
    .set({
      processingStatus: "failed",
      failureReason: failureReason(code, explanation),
      updatedAt: Date.now(),
    })
    .where(and(eq(documents.id, documentId), notVerified));
}

const stillPending = (documentId: string) =>
  and(eq(documents.id, documentId), eq(documents.verificationStatus, "pending"));

/** E-mails the owner once while the document is still unverified; false when nothing waits any more. */
export async function sendReviewReminder(env: Env, db: Db, documentId: string, now = Date.now()) {
  const row = await db
    .select({ reminderSentAt: documents.reminderSentAt, email: users.email, userId: users.id })
    .from(documents)
    .innerJoin(users, eq(users.id, documents.userId))
    .where(and(stillPending(documentId), eq(users.status, "active")))
    .get();
  if (!row) return { pending: false, sent: false };
  if (row.reminderSentAt !== null) return { pending: true, sent: false };
  const link = new URL("/bills", getConfig(env).APP_URL).toString();
  await sendEmail(env, {
    to: row.email,
    userId: row.userId,
    subject: REVIEW_REMINDER.subject,
    text: REVIEW_REMINDER.text(link),
    html: reminderHtml(link),
  });
  await db
    .update(documents)
    .set({ reminderSentAt: now })
    .where(and(eq(documents.id, documentId), isNull(documents.reminderSentAt)));
  return { pending: true, sent: true };
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function reminderHtml(link: string): string {
  return `<!doctype html><html><body style="margin:0;background:#f8fafc;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#0f172a">
<div style="max-width:480px;margin:32px auto;background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#1d5fd6">Fairbill</p>
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(REVIEW_REMINDER.heading)}</h1>
<p style="margin:0;line-height:1.5">${escapeHtml(REVIEW_REMINDER.body)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:#1d5fd6;color:#fff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(REVIEW_REMINDER.button)}</a></p>
</div></body></html>`;
}

/** Closes the review window of a document nobody verified; false when it was verified or deleted. */
export async function markStale(db: Db, documentId: string, now = Date.now()) {
  const row = await db.select({ id: documents.id }).from(documents).where(stillPending(documentId)).get();
  if (!row) return { stale: false };
  await db
    .update(documents)
    .set({ staleAt: now, updatedAt: now })
    .where(and(stillPending(documentId), isNull(documents.staleAt)));
  return { stale: true };
}
