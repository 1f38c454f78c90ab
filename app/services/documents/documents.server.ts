// Documents: the one way a file enters the product (Smart Capture, the upload API and the Email
// Worker), and the signed-in user's reads, retries and deletes. Every query is scoped to the owner.
import { and, desc, eq, gt, lt } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { DocumentType } from "#core/documents/types";
import { isDocumentType } from "#core/documents/types";
import { detectFileKind, filenameFor } from "#core/documents/magic-bytes";
import { isPremium, planFor, type SubscriptionState } from "#core/plans";
import { sha256Hex } from "#core/signing";
import { ApiError, notFound } from "~/api/http";
import { getDb, schema, type Db } from "~/db.server";
import { auditStatement } from "../platform/audit.server";
import { DOCUMENT_MESSAGES } from "./messages";
import { forgetDocumentRequests } from "./forget.server";
import { queuePosition } from "./reading-queue.server";
import * as gateway from "#core/contracts/gateway";
import { callGateway } from "../platform/gateway.server";
import { requireUsage } from "../plans/limits.server";
import { recordUsageStatement } from "../plans/usage.server";
import { requireFileType, requireStorage } from "../plans/storage.server";
import type { SignedIn } from "../auth/session.server";
import { newId } from "../auth/tokens.server";

const { documents, bills, ingestedEmails } = schema;

export type DocumentRow = typeof documents.$inferSelect;

export interface DocumentOwner {
  user: { id: string };
  subscription: SubscriptionState & { userId?: string };
}

export interface StoreDocumentInput {
  bytes: Uint8Array;
  filename: string;
  contentType?: string;
  documentType?: DocumentType;
  billId?: string;
  source: "upload" | "email";
  ingestedEmailId?: string;
  receivedAt?: number;
  /** Written in the same batch as the document (an approved held document leaves the held list). */
  alsoInBatch?: BatchItem<"sqlite">[];
  /** Bytes the same batch frees (the held copy of an approved document), not counted twice. */
  freesBytes?: number;
}

export interface StoredDocument {
  documentId: string;
  processingStatus: string;
  /** True when the same file was uploaded moments ago: the earlier document is answered. */
  duplicate: boolean;
}

/** A double-clicked upload of the same bytes within this window answers the first document. */
const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

export const documentStorageKey = (userId: string, documentId: string) =>
  `users/${userId}/documents/${documentId}`;

/** The usage helpers read only the user id and the subscription; the Email Worker has no session. */
function asSignedIn(owner: DocumentOwner): SignedIn {
  return {
    user: owner.user,
    subscription: owner.subscription,
    premium: isPremium(owner.subscription),
    sessionId: "",
  } as SignedIn;
}

/**
 * Refuses what must never be stored: empty or disguised files, a type the plan does not store
 * (403, docs/decisions/043), oversize files, a foreign bill.
 */
async function checkUpload(db: Db, owner: DocumentOwner, input: StoreDocumentInput) {
  if (input.bytes.byteLength === 0) throw new ApiError(422, DOCUMENT_MESSAGES.emptyFile);
  const file = detectFileKind(input.bytes, input.filename);
  if (!file) throw new ApiError(422, DOCUMENT_MESSAGES.unsupportedFile);
  requireFileType(owner, file.type);
  const { maxFileBytes } = planFor(owner.subscription);
  if (input.bytes.byteLength > maxFileBytes) {
    throw new ApiError(413, DOCUMENT_MESSAGES.fileTooLarge(maxFileBytes));
  }
  if (input.documentType !== undefined && !isDocumentType(input.documentType)) {
    throw new ApiError(422, DOCUMENT_MESSAGES.invalidDocumentType);
  }
  if (input.billId) await requireOwnBill(db, owner.user.id, input.billId);
  return file;
}

export async function requireOwnBill(db: Db, userId: string, billId: string) {
  const bill = await db
    .select({ id: bills.id })
    .from(bills)
    .where(and(eq(bills.id, billId), eq(bills.userId, userId)))
    .get();
  if (!bill) throw notFound(DOCUMENT_MESSAGES.billNotFound);
  return bill;
}

async function recentDuplicate(db: Db, userId: string, sha256: string, now: number) {
  return db
    .select({ id: documents.id, processingStatus: documents.processingStatus })
    .from(documents)
    .where(
      and(
        eq(documents.userId, userId),
        eq(documents.sha256, sha256),
        eq(documents.source, "upload"),
        gt(documents.createdAt, now - DUPLICATE_WINDOW_MS),
      ),
    )
    .orderBy(desc(documents.createdAt))
    .get();
}

/**
 * Stores a file as a new document and asks the orchestrator to read it. Checks run before
 * anything is written; the R2 object is removed again if the row cannot be inserted, so a
 * failure leaves nothing half-made. An unreachable gateway still stores the document (queued):
 * the cron asks again.
 */
export async function storeDocument(
  env: Env,
  owner: DocumentOwner,
  input: StoreDocumentInput,
  now = Date.now(),
): Promise<StoredDocument> {
  const db = getDb(env);
  const userId = owner.user.id;
  const file = await checkUpload(db, owner, input);
  const sha256 = await sha256Hex(input.bytes);
  if (input.source === "upload") {
    const previous = await recentDuplicate(db, userId, sha256, now);
    if (previous) {
      return { documentId: previous.id, processingStatus: previous.processingStatus, duplicate: true };
    }
  }
  const signedIn = asSignedIn(owner);
  await requireUsage(db, signedIn, "document", DOCUMENT_MESSAGES.documentLimit, new Date(now));
  await requireStorage(db, owner, input.bytes.byteLength - (input.freesBytes ?? 0));

  const documentId = newId();
  const storageKey = documentStorageKey(userId, documentId);
  const originalFilename = filenameFor(input.filename, file);
  await env.FILES.put(storageKey, input.bytes, {
    httpMetadata: { contentType: file.contentType },
    sha256,
  });
  try {
    await db.batch([
      db.insert(documents).values({
        id: documentId,
        userId,
        billId: input.billId ?? null,
        documentType: input.documentType ?? "other",
        originalFilename,
        contentType: file.contentType,
        fileSize: input.bytes.byteLength,
        sha256,
        storageKey,
        source: input.source,
        ingestedEmailId: input.ingestedEmailId ?? null,
        processingStatus: "queued",
        needsClassification: input.documentType === undefined,
        classificationConfidence: input.documentType === undefined ? null : 1,
        createdAt: now,
        updatedAt: now,
      }),
      recordUsageStatement(db, signedIn, "document", new Date(now)),
      ...(input.alsoInBatch ?? []),
    ]);
  } catch (error) {
    await env.FILES.delete(storageKey);
    throw error;
  }
  await requestProcessing(env, { id: documentId, userId });
  return { documentId, processingStatus: "queued", duplicate: false };
}

/**
 * Asks the gateway to run (or join) `document-{id}`; false when it could not be reached. `resume`
 * (the sweeper) only starts a workflow that is not already running.
 */
export async function requestProcessing(
  env: Env,
  doc: { id: string; userId: string },
  options: { resume?: boolean } = {},
): Promise<boolean> {
  try {
    await callGateway(env, gateway.processDocument, {
      params: { documentId: doc.id },
      body: { userId: doc.userId, ...(options.resume ? { resume: true } : {}) },
    });
    return true;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.warn("document left queued for the cron:", error.status);
    return false;
  }
}

/** Queued documents older than a minute whose workflow may never have been started. */
export async function queuedDocuments(db: Db, now = Date.now(), limit = 100) {
  return db
    .select({ id: documents.id, userId: documents.userId })
    .from(documents)
    .where(and(eq(documents.processingStatus, "queued"), lt(documents.createdAt, now - 60_000)))
    .orderBy(documents.createdAt)
    .limit(limit)
    .all();
}

/** The user's own document, or 404 (another user's document is indistinguishable from none). */
export async function getOwnDocument(db: Db, userId: string, documentId: string): Promise<DocumentRow> {
  const row = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.userId, userId)))
    .get();
  if (!row) throw notFound(DOCUMENT_MESSAGES.documentNotFound);
  return row;
}

/** GET /documents/{id}/data: what Smart Capture fills its form and overlay from. */
export async function getDocumentData(db: Db, userId: string, documentId: string) {
  const row = await db
    .select({ doc: documents, email: ingestedEmails, queuePosition })
    .from(documents)
    .leftJoin(ingestedEmails, eq(ingestedEmails.id, documents.ingestedEmailId))
    .where(and(eq(documents.id, documentId), eq(documents.userId, userId)))
    .get();
  if (!row) throw notFound(DOCUMENT_MESSAGES.documentNotFound);
  const { doc, email } = row;
  return {
    document_id: doc.id,
    document_type: doc.documentType,
    original_filename: doc.originalFilename,
    content_type: doc.contentType,
    file_size: doc.fileSize,
    bill_id: doc.billId,
    /** The bill the matcher suggests for an EOB on no bill yet (issue 17). */
    suggested_bill_id: doc.suggestedBillId,
    classification_confidence: doc.classificationConfidence,
    needs_classification: doc.needsClassification,
    processing_status: doc.processingStatus,
    /** Documents (anyone's, counted only) queued before this one and not read yet; null once reading starts. */
    queue_position: row.queuePosition === null ? null : Number(row.queuePosition),
    failure_reason: doc.failureReason,
    status: doc.status,
    page_count: doc.pageCount,
    /** Pages read so far while recognizing (issue 17): "Reading page 3 of 12…". */
    pages_read: doc.pagesRead,
    extracted_text: doc.extractedText,
    extracted_data: doc.extractedData ?? null,
    user_verified_data: doc.userVerifiedData ?? null,
    ocr_bounding_boxes: doc.ocrBoundingBoxes ?? [],
    verification_status: doc.verificationStatus,
    /** Set when the review window closed without a verification (30 days). */
    stale_at: doc.staleAt ? new Date(doc.staleAt).toISOString() : null,
    created_at: doc.createdAt,
    email_context: {
      has_email_context: email !== null,
      sender: email?.sender ?? null,
      subject: email?.subject ?? null,
      received_timestamp: email ? new Date(email.receivedAt).toISOString() : null,
    },
  };
}

/** A failed document goes back to the queue and its workflow is asked to read it again. */
export async function retryDocument(env: Env, userId: string, documentId: string) {
  const db = getDb(env);
  const doc = await getOwnDocument(db, userId, documentId);
  if (doc.processingStatus !== "failed") throw new ApiError(409, DOCUMENT_MESSAGES.retryNotFailed);
  await db
    .update(documents)
    .set({ processingStatus: "queued", failureReason: null, updatedAt: Date.now() })
    .where(and(eq(documents.id, documentId), eq(documents.userId, userId)));
  const requested = await requestProcessing(env, doc);
  return { document_id: documentId, processing_status: "queued", workflow_requested: requested };
}

/**
 * Removes the file from R2, then the row with the stored answers about it and an audit entry in
 * one batch (a retried delete finishes what a failed one began).
 */
export async function deleteDocument(env: Env, userId: string, documentId: string) {
  const db = getDb(env);
  const doc = await getOwnDocument(db, userId, documentId);
  await env.FILES.delete(doc.storageKey);
  const own = and(eq(documents.id, documentId), eq(documents.userId, userId))!;
  await db.batch([
    forgetDocumentRequests(db, own),
    db.delete(documents).where(own),
    auditStatement(db, {
      action: "document.deleted",
      subjectType: "user",
      subjectId: userId,
      details: { documentId },
      createdAt: Date.now(),
    }),
  ]);
  return { message: DOCUMENT_MESSAGES.documentDeleted, document_id: documentId };
}
