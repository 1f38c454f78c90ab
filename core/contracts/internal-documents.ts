// /internal/documents/*: the document workflow's activities read the file and save what reading,
// extraction and verification produced. Shared by workflows/activities/documents.ts (client) and
// workers/internal/documents.ts (server). docs/decisions/020-one-router-idiom.md
import { z } from "zod";
import { DOCUMENT_TYPES } from "../documents/types";
import { contract } from "../http/routes";
import { DocumentIdSchema, UserIdSchema } from "../ids";

const Ok = z.object({ ok: z.boolean() });
const DocumentParams = z.object({ documentId: DocumentIdSchema });

export const RecognitionSchema = z.object({
  text: z.string().max(2_000_000),
  words: z
    .array(
      z.object({
        text: z.string().max(500),
        confidence: z.number(),
        left: z.number(),
        top: z.number(),
        width: z.number(),
        height: z.number(),
        page: z.number().int().min(1),
      }),
    )
    .max(100_000),
  pages: z.number().int().min(0).max(10_000),
  method: z.enum(["text-layer", "ocr"]),
});

export const ExtractionSchema = z.object({
  document_type: z.enum(DOCUMENT_TYPES),
  classification_confidence: z.number().min(0).max(1),
  needs_classification: z.boolean(),
  fields: z.record(z.union([z.string().max(5000), z.number(), z.null()])),
  line_items: z
    .array(
      z.object({
        service_date: z.string().max(32).nullish(),
        cpt_code: z.string().max(16),
        description: z.string().max(1000).nullish(),
        units: z.number(),
        billed_amount: z.number().nullable(),
        allowed_amount: z.number().nullable(),
        paid_amount: z.number().nullable(),
      }),
    )
    .max(500),
  icd10_codes: z.array(z.string().max(16)).max(100),
});

export const FAILURE_CODES = ["too_many_pages", "too_large", "unreadable", "empty", "unavailable"] as const;
export type FailureCode = (typeof FAILURE_CODES)[number];

/** The user's verification as it travels to the workflow and on to the Worker; the Worker checks the fields. */
export const VerificationRequestSchema = z.object({
  userId: UserIdSchema,
  document_type: z.string().max(40),
  user_verified_data: z.record(z.unknown()),
});

/** What a verification made: the bill (for a medical bill) and the document's new status. */
export const VerificationResultSchema = z.object({
  document_id: z.string(),
  document_type: z.enum(DOCUMENT_TYPES),
  bill_id: z.string().nullable(),
  verification_status: z.literal("verified"),
});
export type VerificationResult = z.infer<typeof VerificationResultSchema>;

export const getDocument = contract({
  method: "GET",
  path: "/internal/documents/{documentId}",
  params: DocumentParams,
  response: z.object({ id: z.string(), userId: z.string(), contentType: z.string(), fileSize: z.number() }),
});

const whole = z.coerce.number({ message: "offset and length must be whole numbers" }).int();
export const readDocumentFile = contract({
  method: "GET",
  path: "/internal/documents/{documentId}/file",
  params: DocumentParams,
  query: z.object({ offset: whole.min(0).default(0), length: whole.min(1).optional() }),
  invalid: "offset and length must be whole numbers",
  response: z.object({
    offset: z.number(),
    length: z.number(),
    size: z.number(),
    contentType: z.string(),
    contentBase64: z.string(),
  }),
});

export const markRecognizing = contract({
  method: "POST",
  path: "/internal/documents/{documentId}/recognizing",
  params: DocumentParams,
  response: Ok,
});

export const saveRecognition = contract({
  method: "PUT",
  path: "/internal/documents/{documentId}/recognition",
  params: DocumentParams,
  body: RecognitionSchema,
  response: z.object({ words: z.number(), pages: z.number() }),
});

export const loadRecognition = contract({
  method: "GET",
  path: "/internal/documents/{documentId}/recognition",
  params: DocumentParams,
  response: z.object({ recognition: RecognitionSchema, hintType: z.string().nullable() }),
});

export const saveExtraction = contract({
  method: "PUT",
  path: "/internal/documents/{documentId}/extraction",
  params: DocumentParams,
  body: ExtractionSchema,
  response: z.object({ documentType: z.string() }),
});

export const markFailed = contract({
  method: "POST",
  path: "/internal/documents/{documentId}/failed",
  params: DocumentParams,
  body: z.object({ code: z.enum(FAILURE_CODES), message: z.string().max(300).nullish() }),
  response: Ok,
});

export const completeVerification = contract({
  method: "POST",
  path: "/internal/documents/{documentId}/verification",
  params: DocumentParams,
  body: VerificationRequestSchema,
  response: VerificationResultSchema,
});

export const sendReviewReminder = contract({
  method: "POST",
  path: "/internal/documents/{documentId}/reminder",
  params: DocumentParams,
  response: z.object({ pending: z.boolean(), sent: z.boolean() }),
});

export const markStale = contract({
  method: "POST",
  path: "/internal/documents/{documentId}/stale",
  params: DocumentParams,
  response: z.object({ stale: z.boolean() }),
});

/**
 * Pages the reader has finished (issue 17): Smart Capture shows "Reading page 3 of 12…". The
 * owner's id travels with it, so a report can only move its own document; it never goes backwards.
 */
export const recordPagesRead = contract({
  method: "POST",
  path: "/internal/documents/{documentId}/pages-read",
  params: DocumentParams,
  body: z
    .object({
      userId: UserIdSchema,
      pagesRead: z.number().int().min(0, "pagesRead must be 0 or more"),
      pageCount: z.number().int().min(1).max(10_000),
    })
    .refine((b) => b.pagesRead <= b.pageCount, "pagesRead cannot be more than pageCount"),
  response: z.object({ pagesRead: z.number().nullable(), pageCount: z.number().nullable() }),
});
