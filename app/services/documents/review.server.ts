// The spec's step-by-step saves of a reviewed document (000 §7): update-document, mark-processed,
// link-to-bill, create-from-attributes. A 'verified' save goes through verifyDocument, so however
// the client orders these calls a medical bill document makes exactly one bill.
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { sha256Hex } from "#core/signing";
import type { DocumentType } from "#core/documents/types";
import { getDb, schema, type Db } from "~/db.server";
import { DOCUMENT_MESSAGES } from "./messages";
import { getOwnDocument, requireOwnBill } from "./documents.server";
import {
  checkVerification,
  DocumentTypeField,
  VerifiedDataSchema,
  verifyDocument,
  withDefaultPatient,
} from "./verify.server";
import { refreshBill } from "../analysis/refresh.server";
import { placeEob } from "./eob-placement.server";
import { extractedDataOf, loadRecognition, withListedCodes } from "./pipeline.server";
import { requireUsage } from "../plans/limits.server";
import { recordUsageStatement } from "../plans/usage.server";
import type { SignedIn } from "../auth/session.server";
import { newId } from "../auth/tokens.server";

const { documents } = schema;

const VerificationStatusField = z.enum(["pending", "verified"]).default("pending");

export const UpdateDocumentSchema = z.object({
  user_verified_data: VerifiedDataSchema.default({}),
  verification_status: VerificationStatusField,
  document_type: DocumentTypeField.optional(),
});

export const MarkProcessedSchema = z.object({
  status: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[a-z_]+$/, "status must be lower-case letters and underscores")
    .default("classified"),
});

export const LinkToBillSchema = z.object({ bill_id: z.string().trim().min(1).max(64) });

export const CreateFromAttributesSchema = z.object({
  document_type: DocumentTypeField,
  user_verified_data: VerifiedDataSchema.default({}),
  verification_status: VerificationStatusField,
});

const own = (userId: string, documentId: string) =>
  and(eq(documents.id, documentId), eq(documents.userId, userId));

/**
 * The saved reading's fields as `type` would have them; null when nothing was read yet. The
 * extractor is loaded on this first use only: the Worker needs it for nothing else (decision 096).
 */
async function readAgainAs(db: Db, documentId: string, type: DocumentType) {
  const saved = await loadRecognition(db, documentId);
  if (!saved) return null;
  const { extractDocument } = await import("#core/extraction/extract");
  return extractedDataOf(await withListedCodes(db, extractDocument(saved.recognition, type)));
}

export async function updateDocument(
  env: Env,
  userId: string,
  documentId: string,
  body: z.infer<typeof UpdateDocumentSchema>,
) {
  const db = getDb(env);
  const doc = await getOwnDocument(db, userId, documentId);
  const documentType = body.document_type ?? doc.documentType;
  if (body.verification_status === "verified") {
    const result = await verifyDocument(env, userId, documentId, {
      document_type: documentType as z.infer<typeof DocumentTypeField>,
      user_verified_data: body.user_verified_data,
    });
    return { message: DOCUMENT_MESSAGES.documentUpdated, ...result };
  }
  // A type chosen for a document read as another: its words are read again for that type, so the
  // form opens filled in rather than with the guessed type's fields.
  const chosen = body.document_type;
  const reread =
    chosen && chosen !== doc.documentType && doc.verificationStatus !== "verified"
      ? await readAgainAs(db, documentId, chosen)
      : null;
  // A draft save: the user's fields and (when chosen) type; a verified document stays verified.
  await db
    .update(documents)
    .set({
      userVerifiedData: body.user_verified_data,
      ...(reread ? { extractedData: reread } : {}),
      ...(body.document_type
        ? { documentType: body.document_type, needsClassification: false, classificationConfidence: 1 }
        : {}),
      updatedAt: Date.now(),
    })
    .where(own(userId, documentId));
  // Classified as an EOB (or its draft corrected) without a bill chosen: it looks for its bill (ADR 078).
  const placed = documentType === "eob" && !doc.billId ? await placeEob(db, userId, documentId) : null;
  return {
    message: DOCUMENT_MESSAGES.documentUpdated,
    document_id: documentId,
    document_type: documentType,
    bill_id: placed?.decision === "attach" ? placed.billId : doc.billId,
    verification_status: doc.verificationStatus,
  };
}

export async function markProcessed(env: Env, userId: string, documentId: string, status: string) {
  const db = getDb(env);
  const doc = await getOwnDocument(db, userId, documentId);
  const verified = doc.verificationStatus === "verified";
  await db
    .update(documents)
    .set({ status, ...(verified ? { processingStatus: "processed" } : {}), updatedAt: Date.now() })
    .where(own(userId, documentId));
  return {
    message: DOCUMENT_MESSAGES.markedProcessed,
    document_id: documentId,
    status,
    processing_status: verified ? "processed" : doc.processingStatus,
  };
}

export async function linkDocumentToBill(env: Env, userId: string, documentId: string, billId: string) {
  const db = getDb(env);
  await getOwnDocument(db, userId, documentId);
  await requireOwnBill(db, userId, billId);
  await db
    .update(documents)
    .set({ billId, billMatchedBy: "user", suggestedBillId: null, updatedAt: Date.now() })
    .where(own(userId, documentId));
  await refreshBill(db, userId, billId);
  return { message: DOCUMENT_MESSAGES.documentLinked, document_id: documentId, bill_id: billId };
}

/** A document typed in by hand (no file): counted like any document, verified at once if asked. */
export async function createDocumentFromAttributes(
  env: Env,
  signedIn: SignedIn,
  body: z.infer<typeof CreateFromAttributesSchema>,
) {
  const db = getDb(env);
  const verify = { document_type: body.document_type, user_verified_data: body.user_verified_data };
  if (body.verification_status === "verified") checkVerification(withDefaultPatient(verify));
  await requireUsage(db, signedIn, "document", DOCUMENT_MESSAGES.documentLimit);
  const documentId = newId();
  const now = Date.now();
  const json = JSON.stringify(body.user_verified_data);
  await db.batch([
    db.insert(documents).values({
      id: documentId,
      userId: signedIn.user.id,
      documentType: body.document_type,
      originalFilename: `${body.document_type}.json`,
      contentType: "application/json",
      fileSize: 0,
      sha256: await sha256Hex(json),
      storageKey: "",
      source: "upload",
      processingStatus: "extracted",
      needsClassification: false,
      classificationConfidence: 1,
      extractedData: body.user_verified_data,
      userVerifiedData: body.user_verified_data,
      createdAt: now,
      updatedAt: now,
    }),
    recordUsageStatement(db, signedIn, "document"),
  ]);
  if (body.verification_status !== "verified") {
    return { document_id: documentId, bill_id: null, verification_status: "pending" };
  }
  try {
    const result = await verifyDocument(env, signedIn.user.id, documentId, verify);
    return { document_id: documentId, bill_id: result.bill_id, verification_status: "verified" };
  } catch (error) {
    // Nothing half-made: a refused verification removes the document it was for.
    await db.delete(documents).where(own(signedIn.user.id, documentId));
    throw error;
  }
}
