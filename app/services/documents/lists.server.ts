// The document lists of the vault, the account page and /pending-documents (001 §3, §7).
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { schema, type Db } from "~/db.server";
import { queuePosition } from "./reading-queue.server";

const { documents, ingestedEmails } = schema;
const LIST_LIMIT = 100;

const receivedAt = sql<number>`coalesce(${ingestedEmails.receivedAt}, ${documents.createdAt})`;
const iso = (ms: number) => new Date(ms).toISOString();

/** Documents that arrived by e-mail, newest received first, optionally only some types (a batchable statement). */
export function recentlyEmailedQuery(
  db: Db,
  userId: string,
  types: readonly string[] = [],
  limit = LIST_LIMIT,
) {
  return db
    .select({
      id: documents.id,
      documentType: documents.documentType,
      originalFilename: documents.originalFilename,
      fileSize: documents.fileSize,
      receivedAt,
      needsClassification: documents.needsClassification,
      classificationConfidence: documents.classificationConfidence,
      processingStatus: documents.processingStatus,
      verificationStatus: documents.verificationStatus,
    })
    .from(documents)
    .leftJoin(ingestedEmails, eq(ingestedEmails.id, documents.ingestedEmailId))
    .where(
      and(
        eq(documents.userId, userId),
        eq(documents.source, "email"),
        types.length ? inArray(documents.documentType, [...types]) : undefined,
      ),
    )
    .orderBy(desc(receivedAt), desc(documents.id))
    .limit(limit);
}

export type RecentlyEmailedRecord = Awaited<ReturnType<typeof recentlyEmailedQuery>>[number];

export function recentlyEmailedJson(rows: RecentlyEmailedRecord[]) {
  return rows.map((r) => ({
    id: r.id,
    document_type: r.documentType,
    original_filename: r.originalFilename,
    file_size: r.fileSize,
    received_at: iso(r.receivedAt),
    needs_classification: r.needsClassification,
    classification_confidence: r.classificationConfidence,
    processing_status: r.processingStatus,
    verification_status: r.verificationStatus,
  }));
}

/** `?types=a&types=b`: the document types to keep (none means all). */
export const RecentlyEmailedQuery = z.object({
  types: z.union([z.string().max(40), z.array(z.string().max(40)).max(20)]).optional(),
});
export const typesOf = (query: z.infer<typeof RecentlyEmailedQuery>) =>
  query.types === undefined ? [] : [query.types].flat();

/** Documents that arrived by e-mail, newest received first, optionally only some types. */
export async function listRecentlyEmailed(db: Db, userId: string, types: readonly string[] = []) {
  return recentlyEmailedJson(await recentlyEmailedQuery(db, userId, types).all());
}

/** The Account page's documents card: the latest e-mailed documents of every type. */
export const ACCOUNT_EMAILED_DOCUMENTS = 25;
export const listAccountEmailedDocuments = (db: Db, userId: string) =>
  recentlyEmailedQuery(db, userId, [], ACCOUNT_EMAILED_DOCUMENTS).all();

const pendingEmail = (userId: string) =>
  and(
    eq(documents.userId, userId),
    eq(documents.source, "email"),
    eq(documents.verificationStatus, "pending"),
  );

export async function pendingSummary(db: Db, userId: string, premium: boolean) {
  const row = await db.select({ n: count() }).from(documents).where(pendingEmail(userId)).get();
  return { total_pending: row?.n ?? 0, user_has_premium: premium };
}

/** E-mailed documents still waiting for the user's review (premium only; the caller checks). */
export async function listPendingDocuments(db: Db, userId: string) {
  const rows = await db
    .select({ doc: documents, email: ingestedEmails })
    .from(documents)
    .leftJoin(ingestedEmails, eq(ingestedEmails.id, documents.ingestedEmailId))
    .where(pendingEmail(userId))
    .orderBy(desc(receivedAt), desc(documents.id))
    .limit(LIST_LIMIT)
    .all();
  return rows.map(({ doc, email }) => ({
    id: doc.id,
    original_filename: doc.originalFilename,
    email_subject: email?.subject ?? null,
    sender_email: email?.sender ?? null,
    received_at: iso(email?.receivedAt ?? doc.createdAt),
    file_size: doc.fileSize,
    document_type: doc.documentType,
    needs_classification: doc.needsClassification,
    classification_confidence: doc.classificationConfidence,
    processing_status: doc.processingStatus,
    failure_reason: doc.failureReason,
  }));
}

/** Every document the user owns, uploaded or e-mailed, newest first (001 §3 user document); optionally only some types. */
export async function listUserDocuments(db: Db, userId: string, types: readonly string[] = []) {
  const rows = await db
    .select({ doc: documents, received: receivedAt, queuePosition })
    .from(documents)
    .leftJoin(ingestedEmails, eq(ingestedEmails.id, documents.ingestedEmailId))
    .where(
      and(
        eq(documents.userId, userId),
        types.length ? inArray(documents.documentType, [...types]) : undefined,
      ),
    )
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(LIST_LIMIT)
    .all();
  return rows.map(({ doc, received, queuePosition: place }) => ({
    id: doc.id,
    title: doc.title ?? doc.originalFilename,
    description: doc.description,
    document_type: doc.documentType,
    expiration_date: doc.expirationDate,
    source: doc.source,
    original_filename: doc.originalFilename,
    file_size: doc.fileSize,
    bill_id: doc.billId,
    processing_status: doc.processingStatus,
    queue_position: place === null ? null : Number(place),
    verification_status: doc.verificationStatus,
    needs_classification: doc.needsClassification,
    created_at: iso(doc.createdAt),
    received_at: iso(received),
  }));
}
