// What the document endpoints answer (000 §3, 001 §3 shapes), as zod schemas for the OpenAPI
// document; the endpoint() typing makes tsc check each handler against its schema.
import { z } from "zod";

const Box = z.object({
  left: z.number(),
  top: z.number(),
  width: z.number(),
  height: z.number(),
  text: z.string(),
  confidence: z.number(),
  page: z.number().optional(),
});

/** GET /documents/{id}/data: what Smart Capture fills its form and overlay from. */
export const DocumentData = z.object({
  document_id: z.string(),
  document_type: z.string(),
  original_filename: z.string(),
  content_type: z.string(),
  file_size: z.number(),
  bill_id: z.string().nullable(),
  /** The bill the matcher suggests for an EOB on no bill yet (issue 17). */
  suggested_bill_id: z.string().nullable(),
  classification_confidence: z.number().nullable(),
  needs_classification: z.boolean(),
  processing_status: z.string(),
  /** While queued: how many documents (anyone's, counted only) wait or are being read ahead of it. */
  queue_position: z.number().int().nullable(),
  failure_reason: z.string().nullable(),
  status: z.string().nullable(),
  page_count: z.number().nullable(),
  /** Pages the reader has finished while the document is recognizing (null before the first). */
  pages_read: z.number().nullable(),
  extracted_text: z.string().nullable(),
  extracted_data: z.object({}).nullable(),
  user_verified_data: z.object({}).nullable(),
  ocr_bounding_boxes: z.array(Box),
  verification_status: z.string(),
  stale_at: z.string().nullable(),
  created_at: z.number(),
  email_context: z.object({
    has_email_context: z.boolean(),
    sender: z.string().nullable(),
    subject: z.string().nullable(),
    received_timestamp: z.string().nullable(),
  }),
});

/** The boxes are a JSON column the pipeline writes as OcrWord[] (documents-pipeline.server.ts). */
export function withTypedBoxes<T extends { ocr_bounding_boxes: unknown }>(data: T) {
  return { ...data, ocr_bounding_boxes: data.ocr_bounding_boxes as z.input<typeof Box>[] };
}

const classification = {
  document_type: z.string(),
  needs_classification: z.boolean(),
  classification_confidence: z.number().nullable(),
  processing_status: z.string(),
};

/** GET /pending-documents (001 §3 pending email document, with what the review list shows). */
export const PendingDocuments = z.array(
  z.object({
    id: z.string(),
    original_filename: z.string(),
    email_subject: z.string().nullable(),
    sender_email: z.string().nullable(),
    received_at: z.string(),
    file_size: z.number(),
    ...classification,
    failure_reason: z.string().nullable(),
  }),
);

/** GET /pending-documents/user-documents (001 §3 user document: uploaded or e-mailed). */
export const UserDocuments = z.array(
  z.object({
    id: z.string(),
    title: z.string().nullable(),
    description: z.string().nullable(),
    document_type: z.string(),
    expiration_date: z.string().nullable(),
    source: z.string(),
    original_filename: z.string(),
    file_size: z.number(),
    bill_id: z.string().nullable(),
    processing_status: z.string(),
    /** While queued: documents (anyone's, counted only) ahead of it in the reading queue. */
    queue_position: z.number().int().nullable(),
    verification_status: z.string(),
    needs_classification: z.boolean(),
    created_at: z.string(),
    received_at: z.string(),
  }),
);

export const RecentlyEmailed = z.array(
  z.object({
    id: z.string(),
    original_filename: z.string(),
    file_size: z.number(),
    received_at: z.string(),
    ...classification,
    verification_status: z.string(),
  }),
);

export const Verified = z.object({
  document_id: z.string(),
  document_type: z.string(),
  bill_id: z.string().nullable(),
  verification_status: z.literal("verified"),
});

export const DocumentUpdated = z.object({
  message: z.string(),
  document_id: z.string(),
  verification_status: z.string(),
  bill_id: z.string().nullable().optional(),
});

export const MarkedProcessed = z.object({ message: z.string(), document_id: z.string(), status: z.string() });
export const Linked = z.object({ message: z.string(), document_id: z.string(), bill_id: z.string() });
export const Retried = z.object({
  document_id: z.string(),
  processing_status: z.string(),
  workflow_requested: z.boolean(),
});
export const DocumentDeleted = z.object({ message: z.string(), document_id: z.string() });

const formField = z.object({ name: z.string(), title: z.string(), type: z.string(), required: z.boolean() });

/** GET /document-types/{type}/schema. */
export const DocumentTypeSchema = z.object({
  document_type: z.string(),
  fields: z.array(formField),
  extracted_fields: z.array(formField),
  line_item_fields: z
    .array(z.object({ name: z.string(), title: z.string(), type: z.string(), step: z.number().optional() }))
    .nullable(),
});
