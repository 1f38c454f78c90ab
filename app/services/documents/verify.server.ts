// Verifying a document (000 §4 Smart Capture steps 4–7): the same checks and the same one bill
// whether the save arrives as the workflow's verify Update, the spec's REST sequence, or both.
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { z } from "zod";
import { validateVerification } from "#core/documents/forms";
import { checkVerifiedFields } from "#core/documents/verified-fields";
import { DOCUMENT_TYPES, type DocumentType } from "#core/documents/types";
import { planFor, usagePeriod } from "#core/plans";
import { ApiError } from "~/api/http";
import { getDb, schema, type Db } from "~/db.server";
import {
  billIdForDocument,
  billPayloadFromFields,
  icdCodesFrom,
  isDuplicateDocumentBill,
  linesFrom,
  newBillStatements,
  resolvePatient,
} from "../bills/from-document.server";
import { requireMayCreateBillFrom } from "./bill-guard.server";
import { getOwnDocument, requireOwnBill } from "./documents.server";
import * as gateway from "#core/contracts/gateway";
import { DOCUMENT_MESSAGES } from "./messages";
import { callGateway } from "../platform/gateway.server";
import { refreshBill } from "../analysis/refresh.server";
import { newId } from "../auth/tokens.server";
import { placeWaitingEobs } from "./eob-placement.server";

const { bills, documents, subscriptions } = schema;

const MAX_VERIFIED_BYTES = 64 * 1024;

export const VerifiedDataSchema = z
  .record(z.unknown())
  .refine((d) => JSON.stringify(d).length <= MAX_VERIFIED_BYTES, "The verified data is too large")
  .superRefine(checkVerifiedFields);

/** One of the document types (000 §3); the verify call and the step-by-step saves refuse others alike. */
export const DocumentTypeField = z.enum(DOCUMENT_TYPES, { message: DOCUMENT_MESSAGES.invalidDocumentType });

export const VerifyInputSchema = z.object({
  document_type: DocumentTypeField,
  user_verified_data: VerifiedDataSchema,
});
export type VerifyInput = z.infer<typeof VerifyInputSchema>;

export interface VerifyResult {
  document_id: string;
  document_type: DocumentType;
  bill_id: string | null;
  verification_status: "verified";
}

/** 000 §4: the 'self' member is preselected as patient when none is chosen. */
export function withDefaultPatient(input: VerifyInput): VerifyInput {
  if (input.document_type !== "medical_bill") return input;
  const patient = input.user_verified_data.patient_id;
  const chosen = typeof patient === "string" ? patient.trim() : patient;
  if (chosen !== undefined && chosen !== null && chosen !== "") return input;
  return { ...input, user_verified_data: { ...input.user_verified_data, patient_id: "self" } };
}

/** 422 with the summary as detail and each field's own message (000 §5). */
export function checkVerification(input: VerifyInput): void {
  const result = validateVerification(input.document_type, input.user_verified_data);
  if (result.ok) return;
  throw new ApiError(
    422,
    result.summary,
    {},
    result.errors.map((e) => ({ loc: ["user_verified_data", e.field], msg: e.message, type: "missing" })),
  );
}

function extractionOf(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
}

/**
 * Records the verification and makes what it implies, idempotently: a medical bill's bill is keyed
 * by the document (bills.source_document_id UNIQUE), an EOB or prior authorization is linked to its
 * related bill, and the document ends verified, processed, classified.
 */
export async function completeVerification(
  db: Db,
  userId: string,
  documentId: string,
  raw: VerifyInput,
  now = Date.now(),
): Promise<VerifyResult> {
  const input = withDefaultPatient(raw);
  checkVerification(input);
  const doc = await getOwnDocument(db, userId, documentId);
  const type = input.document_type;
  const data = input.user_verified_data;
  const verified = {
    documentType: type,
    userVerifiedData: data,
    verificationStatus: "verified",
    processingStatus: "processed",
    status: "classified",
    needsClassification: false,
    classificationConfidence: 1,
    failureReason: null,
    updatedAt: now,
  };
  const own = and(eq(documents.id, documentId), eq(documents.userId, userId));

  if (type === "medical_bill") {
    const existing = await billIdForDocument(db, userId, documentId);
    const billOfDocument = sql`(select id from bills where source_document_id = ${documentId} and user_id = ${userId})`;
    const linkDocument = db
      .update(documents)
      .set({ ...verified, billId: billOfDocument })
      .where(own);
    if (existing) {
      await linkDocument;
      return {
        document_id: documentId,
        document_type: type,
        bill_id: existing,
        verification_status: "verified",
      };
    }
    await requireMayCreateBillFrom(db, userId, documentId, new Date(now));
    const extracted = extractionOf(doc.extractedData);
    const subscription = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).get();
    try {
      await db.batch([
        ...newBillStatements(db, {
          billId: newId(),
          userId,
          documentId,
          familyMemberId: await resolvePatient(db, userId, data.patient_id as string | null),
          payload: billPayloadFromFields(data),
          lines: linesFrom(Array.isArray(data.line_items) ? data.line_items : extracted.line_items),
          icdCodes: icdCodesFrom(data.icd10_codes ?? data.diagnosis_codes ?? extracted.icd10_codes),
          usagePeriod: usagePeriod("bill_upload", planFor(subscription), new Date(now)),
          now,
        }),
        linkDocument,
      ]);
    } catch (error) {
      // A concurrent save (the workflow and the REST sequence at once) made the bill first.
      if (!isDuplicateDocumentBill(error)) throw error;
      await linkDocument;
    }
    const billId = await billIdForDocument(db, userId, documentId);
    if (billId) {
      // The EOBs that arrived before their bill look for it again (ADR 078).
      await placeWaitingEobs(db, userId);
      await refreshBill(db, userId, billId);
    }
    return { document_id: documentId, document_type: type, bill_id: billId, verification_status: "verified" };
  }

  if (type === "eob" || type === "prior_authorization") {
    const related = String(data.related_medical_bill);
    await requireOwnBill(db, userId, related);
    const link = db
      .update(documents)
      .set({ ...verified, billId: related, billMatchedBy: "user", suggestedBillId: null })
      .where(own);
    // An EOB changes what the analysis finds (balance billing, denials): an analysed bill is flagged.
    const flag = db
      .update(bills)
      .set({ needsReanalysis: true })
      .where(and(eq(bills.id, related), eq(bills.userId, userId), isNotNull(bills.lastAnalyzedAt)));
    await (type === "eob" ? db.batch([link, flag]) : link);
    if (type === "eob") await refreshBill(db, userId, related);
    // The matcher had put it on another bill: that bill loses the EOB.
    if (doc.billId && doc.billId !== related) await refreshBill(db, userId, doc.billId);
    return {
      document_id: documentId,
      document_type: type,
      bill_id: related,
      verification_status: "verified",
    };
  }

  await db.update(documents).set(verified).where(own);
  return {
    document_id: documentId,
    document_type: type,
    bill_id: doc.billId,
    verification_status: "verified",
  };
}

/**
 * The save from the UI or the REST API: through the document's workflow (its verify Update) when
 * it runs, straight to the same idempotent service when it is finished or unreachable.
 */
export async function verifyDocument(
  env: Env,
  userId: string,
  documentId: string,
  raw: VerifyInput,
): Promise<VerifyResult> {
  const db = getDb(env);
  const input = withDefaultPatient(raw);
  checkVerification(input);
  const doc = await getOwnDocument(db, userId, documentId);
  // Refuse another user's bill or family member here, before the workflow is involved.
  const data = input.user_verified_data;
  if (input.document_type === "medical_bill") {
    await resolvePatient(db, userId, data.patient_id as string);
    // An unverified e-mail or a used-up plan is refused here, like the manual form (001 §6).
    await requireMayCreateBillFrom(db, userId, documentId);
  }
  if (input.document_type === "eob" || input.document_type === "prior_authorization") {
    await requireOwnBill(db, userId, String(data.related_medical_bill));
  }
  if (doc.storageKey) {
    try {
      return await callGateway(env, gateway.verifyDocument, {
        params: { documentId },
        body: { userId, ...input },
      });
    } catch (error) {
      // 404/409: no running workflow to take the Update; 503: the orchestrator is away.
      if (!(error instanceof ApiError) || ![404, 409, 503].includes(error.status)) throw error;
    }
  }
  return completeVerification(db, userId, documentId, input);
}
