// /internal/documents/* — the document workflow's activities read the file and save what reading,
// extraction and verification produced. Thin handlers over app/services/documents-*.server.ts.
import { z } from "zod";
import { DOCUMENT_TYPES } from "#core/documents/types";
import { ApiError } from "~/api/http";
import type { FailureCode } from "~/services/documents/messages";
import {
  documentMeta,
  type DocumentMeta,
  loadRecognition,
  markFailed,
  markRecognizing,
  markStale,
  MAX_CHUNK_BYTES,
  readFileChunk,
  saveExtraction,
  saveRecognition,
  sendReviewReminder,
} from "~/services/documents/pipeline.server";
import { completeVerification, VerifyInputSchema } from "~/services/documents/verify.server";
import type { InternalContext, InternalResult, InternalRoute } from "./routes";

const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

const WordSchema = z.object({
  text: z.string().max(500),
  confidence: z.number(),
  left: z.number(),
  top: z.number(),
  width: z.number(),
  height: z.number(),
  page: z.number().int().min(1),
});
const RecognitionSchema = z.object({
  text: z.string().max(2_000_000),
  words: z.array(WordSchema).max(100_000),
  pages: z.number().int().min(0).max(10_000),
  method: z.enum(["text-layer", "ocr"]),
});
const ExtractionSchema = z.object({
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
const FailedSchema = z.object({
  code: z.enum(["too_many_pages", "too_large", "unreadable", "empty", "unavailable"]),
  message: z.string().max(300).nullish(),
});
const VerificationSchema = VerifyInputSchema.extend({ userId: z.string().min(1).max(64) });

const bad = (detail: string, status = 400): InternalResult => ({ status, body: { detail } });
const gone: InternalResult = { status: 404, body: { detail: "Document not found" } };

/** Runs `handle` for an existing document; 404 once it was deleted (the workflow then stops). */
function forDocument(handle: (c: InternalContext, doc: DocumentMeta) => Promise<InternalResult>) {
  return async (c: InternalContext): Promise<InternalResult> => {
    if (!DOCUMENT_ID.test(c.params[0])) return bad("Invalid document id");
    const doc = await documentMeta(c.db, c.params[0]);
    return doc ? handle(c, doc) : gone;
  };
}

/** Runs `handle` with the validated body, or answers 400 with the first problem. */
function withBody<T>(
  schema: z.ZodType<T>,
  handle: (c: InternalContext, doc: DocumentMeta, body: T) => Promise<InternalResult>,
) {
  return forDocument(async (c, doc) => {
    const parsed = schema.safeParse(c.body);
    if (!parsed.success) return bad(parsed.error.issues[0]?.message ?? "Invalid body");
    return handle(c, doc, parsed.data);
  });
}

export const documentInternalRoutes: InternalRoute[] = [
  {
    method: "GET",
    pattern: /^\/internal\/documents\/([^/]+)$/,
    handle: forDocument(async (_c, doc) => ({ body: doc })),
  },
  {
    method: "GET",
    pattern: /^\/internal\/documents\/([^/]+)\/file$/,
    handle: forDocument(async ({ env, url }, doc) => {
      const offset = Number(url.searchParams.get("offset") ?? 0);
      const length = Number(url.searchParams.get("length") ?? MAX_CHUNK_BYTES);
      if (!Number.isInteger(offset) || offset < 0 || !Number.isInteger(length) || length < 1)
        return bad("offset and length must be whole numbers");
      const chunk = await readFileChunk(env.FILES, doc, offset, length);
      return chunk ? { body: chunk } : gone;
    }),
  },
  {
    method: "POST",
    pattern: /^\/internal\/documents\/([^/]+)\/recognizing$/,
    handle: forDocument(async ({ db }, doc) => {
      await markRecognizing(db, doc.id);
      return { body: { ok: true } };
    }),
  },
  {
    method: "PUT",
    pattern: /^\/internal\/documents\/([^/]+)\/recognition$/,
    handle: withBody(RecognitionSchema, async ({ db }, doc, recognition) => {
      await saveRecognition(db, doc.id, recognition);
      return { body: { words: recognition.words.length, pages: recognition.pages } };
    }),
  },
  {
    method: "GET",
    pattern: /^\/internal\/documents\/([^/]+)\/recognition$/,
    handle: forDocument(async ({ db }, doc) => {
      const saved = await loadRecognition(db, doc.id);
      return saved ? { body: saved } : bad("Nothing recognised yet", 409);
    }),
  },
  {
    method: "PUT",
    pattern: /^\/internal\/documents\/([^/]+)\/extraction$/,
    handle: withBody(ExtractionSchema, async ({ db }, doc, extraction) => {
      const saved = await saveExtraction(db, doc.id, extraction);
      return saved ? { body: saved } : gone;
    }),
  },
  {
    method: "POST",
    pattern: /^\/internal\/documents\/([^/]+)\/failed$/,
    handle: withBody(FailedSchema, async ({ db }, doc, failed) => {
      await markFailed(db, doc.id, failed.code as FailureCode, failed.message);
      return { body: { ok: true } };
    }),
  },
  {
    method: "POST",
    pattern: /^\/internal\/documents\/([^/]+)\/verification$/,
    handle: withBody(VerificationSchema, async ({ db }, doc, input) => {
      // The user id comes from the workflow's input: a document never verifies into another account.
      if (input.userId !== doc.userId) return gone;
      try {
        return { body: await completeVerification(db, doc.userId, doc.id, input) };
      } catch (error) {
        if (error instanceof ApiError) return { status: error.status, body: { detail: error.detail } };
        throw error;
      }
    }),
  },
  {
    method: "POST",
    pattern: /^\/internal\/documents\/([^/]+)\/reminder$/,
    handle: forDocument(async ({ env, db }, doc) => ({ body: await sendReviewReminder(env, db, doc.id) })),
  },
  {
    method: "POST",
    pattern: /^\/internal\/documents\/([^/]+)\/stale$/,
    handle: forDocument(async ({ db }, doc) => ({ body: await markStale(db, doc.id) })),
  },
];
