// Documents attached to a bill: the list, and the upload of an EOB or another file (001 §5: pdf,
// jpg, jpeg, png, gif, doc, docx up to 10MB; 001 §9: documents per bill by plan). Attachments are
// stored as classified documents, so they never enter the reading pipeline or the review lists.
import { and, eq, sql } from "drizzle-orm";
import {
  billDocumentFilename,
  billDocumentType,
  detectBillDocument,
  MAX_BILL_DOCUMENT_BYTES,
} from "#core/bills/documents";
import { BILL_MESSAGES } from "#core/bills/messages";
import { planFor, type FileType } from "#core/plans";
import { sha256Hex } from "#core/signing";
import { ApiError, notFound } from "~/api/http";
import { getDb, schema, type Db } from "~/db.server";
import { billDocumentJson, billDocumentsQuery, type BillDocumentJson } from "./detail.server";
import { documentStorageKey } from "../documents/documents.server";
import { refreshBill } from "../analysis/refresh.server";
import { requireUsage } from "../plans/limits.server";
import { recordUsageStatement } from "../plans/usage.server";
import { requireFileType, requireStorage } from "../plans/storage.server";
import type { SignedIn } from "../auth/session.server";
import { newId } from "../auth/tokens.server";

const { bills, documents } = schema;

/** The documents of the user's bill; 404 'Bill not found' for anyone else's. */
export async function listBillDocuments(db: Db, userId: string, billId: string): Promise<BillDocumentJson[]> {
  const [found, docs] = await db.batch([
    db
      .select({ id: bills.id })
      .from(bills)
      .where(and(eq(bills.id, billId), eq(bills.userId, userId))),
    billDocumentsQuery(db, userId, billId),
  ]);
  if (!found[0]) throw notFound(BILL_MESSAGES.billNotFound);
  return docs.map(billDocumentJson);
}

export interface BillDocumentUpload {
  bytes: Uint8Array;
  filename: string;
  documentType?: string | null;
  description?: string | null;
}

/** Checks what must never be stored, before anything is written. */
function checkFile(upload: BillDocumentUpload) {
  if (upload.bytes.byteLength === 0) throw new ApiError(422, BILL_MESSAGES.emptyFile);
  if (upload.bytes.byteLength > MAX_BILL_DOCUMENT_BYTES) {
    throw new ApiError(413, BILL_MESSAGES.documentTooLarge(MAX_BILL_DOCUMENT_BYTES));
  }
  const documentType = billDocumentType(upload.documentType);
  if (!documentType) throw new ApiError(422, BILL_MESSAGES.invalidDocumentType);
  const file = detectBillDocument(upload.bytes, upload.filename);
  if (!file) throw new ApiError(422, BILL_MESSAGES.unsupportedDocument);
  return { documentType, file };
}

/** Stores a file under users/{userId}/documents/… and attaches it to the user's bill. */
export async function uploadBillDocument(
  env: Env,
  signedIn: SignedIn,
  billId: string,
  upload: BillDocumentUpload,
  now = Date.now(),
): Promise<BillDocumentJson & { message: string }> {
  const db = getDb(env);
  const userId = signedIn.user.id;
  const { documentType, file } = checkFile(upload);
  // 001 §5 lists what a bill takes; the plan (001 §9) says which of those this user may store.
  requireFileType(signedIn, (file.extension === "jpeg" ? "JPG" : file.extension.toUpperCase()) as FileType);
  const found = await db
    .select({
      id: bills.id,
      // A generated dispute letter is the bill's own output, not one of the files the plan counts.
      documents: sql<number>`(select count(*) from documents d where d.bill_id = ${billId} and d.source <> 'generated')`,
    })
    .from(bills)
    .where(and(eq(bills.id, billId), eq(bills.userId, userId)))
    .get();
  if (!found) throw notFound(BILL_MESSAGES.billNotFound);
  const plan = planFor(signedIn.subscription);
  if (found.documents >= plan.documentsPerBill) {
    throw new ApiError(402, {
      error: "USAGE_LIMIT_EXCEEDED",
      message: BILL_MESSAGES.documentsPerBillLimit(plan.documentsPerBill),
    });
  }
  await requireUsage(db, signedIn, "document", BILL_MESSAGES.documentLimit, new Date(now));
  await requireStorage(db, signedIn, upload.bytes.byteLength);
  const documentId = newId();
  const storageKey = documentStorageKey(userId, documentId);
  const sha256 = await sha256Hex(upload.bytes);
  const description = upload.description?.trim().slice(0, 500) || null;
  const row = {
    id: documentId,
    userId,
    billId,
    documentType,
    originalFilename: billDocumentFilename(upload.filename, file),
    contentType: file.contentType,
    fileSize: upload.bytes.byteLength,
    sha256,
    storageKey,
    source: "upload" as const,
    processingStatus: "processed",
    needsClassification: false,
    classificationConfidence: 1,
    verificationStatus: "verified",
    status: "classified",
    description,
    // Uploaded on the bill's own page: the user's link (issue 17).
    billMatchedBy: "user",
    createdAt: now,
    updatedAt: now,
  };
  await env.FILES.put(storageKey, upload.bytes, { httpMetadata: { contentType: file.contentType }, sha256 });
  try {
    await db.batch([
      db.insert(documents).values(row),
      recordUsageStatement(db, signedIn, "document", new Date(now)),
    ]);
  } catch (error) {
    await env.FILES.delete(storageKey);
    throw error;
  }
  await refreshBill(db, userId, billId);
  return {
    ...billDocumentJson({ ...row, receivedAt: null }),
    message: BILL_MESSAGES.documentUploaded,
  };
}
