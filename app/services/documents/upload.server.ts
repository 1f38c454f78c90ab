// A document upload from the user (000 §7): read within the plan's file size, refuse unsafe names,
// store it and start its reading. Shared by /api and Smart Capture's resource route.
import { isDocumentType } from "#core/documents/types";
import { planFor } from "#core/plans";
import { forbiddenFieldMessage } from "#core/validation";
import { ApiError } from "~/api/http";
import type { Db } from "~/db.server";
import { MULTIPART_OVERHEAD_BYTES, readFormWithin } from "~/security/request-body";
import type { SignedIn } from "~/services/auth/session.server";
import { getOwnDocument, storeDocument } from "./documents.server";
import { DOCUMENT_MESSAGES } from "./messages";

const READ_DONE = ["extracted", "verified", "processed"];

/**
 * Reads the multipart upload, counting bytes as they arrive: past the plan's file limit (plus the
 * multipart framing) it stops with 413, chunked bodies included. The file part is kept as bytes.
 */
async function readUpload(request: Request, maxFileBytes: number) {
  const tooLarge = new ApiError(413, DOCUMENT_MESSAGES.fileTooLarge(maxFileBytes));
  let form: FormData;
  try {
    form = await readFormWithin(request, maxFileBytes + MULTIPART_OVERHEAD_BYTES, tooLarge);
  } catch (error) {
    if (error === tooLarge) throw error;
    throw new ApiError(400, DOCUMENT_MESSAGES.uploadFailed);
  }
  const file = form.get("file");
  if (!file || typeof file === "string") throw new ApiError(422, DOCUMENT_MESSAGES.noFile);
  const documentType = form.get("document_type");
  const billId = form.get("bill_id");
  if (documentType !== null && documentType !== "" && !isDocumentType(documentType)) {
    throw new ApiError(422, DOCUMENT_MESSAGES.invalidDocumentType);
  }
  if (billId !== null && (typeof billId !== "string" || billId.length > 64)) {
    throw new ApiError(404, DOCUMENT_MESSAGES.billNotFound);
  }
  return {
    bytes: new Uint8Array(await file.arrayBuffer()),
    filename: file.name,
    contentType: file.type || undefined,
    documentType: isDocumentType(documentType) ? documentType : undefined,
    billId: billId || undefined,
  };
}

/** Stores the uploaded file; a repeated upload answers the earlier document and how far its reading got. */
export async function receiveUpload(request: Request, env: Env, db: Db, signedIn: SignedIn) {
  const upload = await readUpload(request, planFor(signedIn.subscription).maxFileBytes);
  const refused = forbiddenFieldMessage({ filename: upload.filename });
  if (refused) throw new ApiError(422, refused);
  const stored = await storeDocument(env, signedIn, { ...upload, source: "upload" });
  const doc = stored.duplicate ? await getOwnDocument(db, signedIn.user.id, stored.documentId) : null;
  const read = doc !== null && READ_DONE.includes(doc.processingStatus);
  return {
    document_id: stored.documentId,
    ocr_processed: read,
    ocr_classification: read
      ? {
          document_type: doc.documentType,
          classification_confidence: doc.classificationConfidence,
          needs_classification: doc.needsClassification,
        }
      : null,
    processing_status: doc?.processingStatus ?? stored.processingStatus,
    message: "Document uploaded",
  };
}
