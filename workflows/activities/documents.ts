// Document activities: each does one I/O thing through /internal (D1, R2 and e-mail stay in the
// web Worker) and returns only small metadata, so no file bytes or field values enter the history.
import { Context, heartbeat } from "@temporalio/activity";
import { ApplicationFailure } from "@temporalio/common";
import * as api from "#core/contracts/internal-documents";
import { isDocumentType, type DocumentType, type Extraction, type Recognition } from "#core/documents/types";
import { extractDocument as extractFields } from "#core/extraction/extract";
import type { VerifyDocumentInput, VerifyDocumentResult } from "../shared";
import type { ResponseOf } from "#core/http/routes";
import { idempotencyKey, rejectPermanent } from "./internal-calls";
import { createPageProgress } from "./page-progress";
import { callInternal, InternalApiError, type InternalClient } from "./internal-client";

type FailureCode = api.FailureCode;
export type { FailureCode };
const RECOGNITION_CODES: FailureCode[] = ["too_many_pages", "too_large", "unreadable", "empty"];
/** A document may wait for the reading process behind others: the activity stays visibly alive. */
const WAITING_HEARTBEAT_MS = 10_000;

/** The recognition seam: the reading process in production (recognition/reader-process.ts). */
export interface Recognizer {
  recognize(
    bytes: Uint8Array,
    contentType: string,
    onPage?: (page: number, pages: number) => void,
  ): Promise<Recognition>;
}

export interface DocumentActivityDeps {
  internal: InternalClient;
  recognizer: Recognizer;
  /** Field extraction; the real core/ extractor unless a test swaps it. */
  extract?: (recognition: Recognition, hintType?: DocumentType) => Extraction;
  /** Bytes per /internal file read (the Worker caps it at 4 MiB). */
  chunkBytes?: number;
  /** How often a document waiting for (or in) the reading process heartbeats without a page. */
  waitingHeartbeatMs?: number;
  /** The shortest time between two page-progress writes (docs/decisions/076). */
  progressIntervalMs?: number;
}

type DocumentInfo = ResponseOf<typeof api.getDocument>;

/** 404: the document was deleted, the workflow stops; other refusals won't change on retry. */
async function call<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof InternalApiError && error.status === 404) {
      throw ApplicationFailure.nonRetryable("The document no longer exists", "DocumentGone");
    }
    return rejectPermanent(Promise.reject(error));
  }
}

/** The engine's RecognitionError, recognised by shape so fakes and the real class both count. */
function recognitionFailure(error: unknown): { code: FailureCode; message: string } | null {
  const e = error as { name?: unknown; code?: unknown; message?: unknown } | null;
  if (!e || e.name !== "RecognitionError") return null;
  const code = RECOGNITION_CODES.includes(e.code as FailureCode) ? (e.code as FailureCode) : "unreadable";
  return { code, message: typeof e.message === "string" ? e.message.slice(0, 300) : "" };
}

function decodeBase64(base64: string): Uint8Array {
  return new Uint8Array(Buffer.from(base64, "base64"));
}

export function createDocumentActivities({
  internal,
  recognizer,
  extract = extractFields,
  chunkBytes = 4 * 1024 * 1024,
  waitingHeartbeatMs = WAITING_HEARTBEAT_MS,
  progressIntervalMs = 1000,
}: DocumentActivityDeps) {
  async function readFile(doc: DocumentInfo): Promise<Uint8Array> {
    const bytes = new Uint8Array(doc.fileSize);
    let offset = 0;
    while (offset < doc.fileSize) {
      const chunk = await call(
        callInternal(internal, api.readDocumentFile, {
          params: { documentId: doc.id },
          query: { offset, length: chunkBytes },
        }),
      );
      const part = decodeBase64(chunk.contentBase64);
      if (part.length === 0) throw new Error(`file ended at ${offset} of ${doc.fileSize} bytes`);
      bytes.set(part, offset);
      offset += part.length;
      heartbeat({ read: offset });
    }
    return bytes;
  }

  return {
    /** Fetches the file, reads it page by page (heartbeating), saves the words and boxes. */
    async recognizeDocument(documentId: string) {
      const params = { documentId };
      const doc = await call(callInternal(internal, api.getDocument, { params }));
      await call(callInternal(internal, api.markRecognizing, { params }, idempotencyKey("recognizing")));
      const bytes = await readFile(doc);
      let recognition: Recognition;
      // Pages are reported from the reading process's IPC events, outside this activity's async
      // context: heartbeat through the context itself, not the global helper.
      const context = Context.current();
      // Pages an earlier attempt already reported: a retry never shows fewer (docs/decisions/076).
      const before = context.info.heartbeatDetails as { page?: unknown } | undefined;
      let read = { page: typeof before?.page === "number" ? before.page : -1, pages: 0 };
      const progress = createPageProgress({
        alreadyRead: read.page,
        minIntervalMs: progressIntervalMs,
        send: (pagesRead, pageCount) =>
          callInternal(internal, api.recordPagesRead, {
            params,
            body: { userId: doc.userId, pagesRead, pageCount },
          }),
        warn: (message) => context.log.warn(`document ${documentId}: ${message}`),
      });
      // The reading process has its own deadline, so a steady heartbeat cannot hide a hung read.
      const beat = () => context.heartbeat(read.page >= 0 ? { reading: true, ...read } : { reading: true });
      const waiting = setInterval(beat, waitingHeartbeatMs);
      try {
        recognition = await recognizer.recognize(bytes, doc.contentType, (page, pages) => {
          if (page > read.page) read = { page, pages };
          context.heartbeat({ page, pages });
          progress.report(page, pages);
        });
      } catch (error) {
        const failure = recognitionFailure(error);
        if (failure) throw ApplicationFailure.nonRetryable(failure.message, "RecognitionError", failure);
        throw error;
      } finally {
        clearInterval(waiting);
        await progress.finish();
      }
      heartbeat({ saving: true });
      await call(
        callInternal(internal, api.saveRecognition, { params, body: recognition }, idempotencyKey("save")),
      );
      return {
        pages: recognition.pages,
        words: recognition.words.length,
        characters: recognition.text.length,
        method: recognition.method,
      };
    },

    /** Classifies and extracts from the saved recognition; saves fields, type and confidence. */
    async extractDocument(documentId: string) {
      const params = { documentId };
      const saved = await call(callInternal(internal, api.loadRecognition, { params }));
      const extraction = extract(
        saved.recognition,
        isDocumentType(saved.hintType) ? saved.hintType : undefined,
      );
      const result = await call(
        callInternal(
          internal,
          api.saveExtraction,
          { params, body: extraction },
          idempotencyKey("extraction"),
        ),
      );
      return {
        documentType: result.documentType,
        confidence: extraction.classification_confidence,
        needsClassification: extraction.needs_classification,
        fields: Object.values(extraction.fields).filter((v) => v !== null).length,
        lineItems: extraction.line_items.length,
        icd10Codes: extraction.icd10_codes.length,
      };
    },

    /** Saves why reading failed: the engine's explanation (not health data) and the code. */
    async markDocumentFailed(documentId: string, code: FailureCode, message?: string | null) {
      await call(
        callInternal(
          internal,
          api.markFailed,
          { params: { documentId }, body: { code, message } },
          idempotencyKey("failed"),
        ),
      );
    },

    /** Verification (the bill, the links, the statuses) is done by the Worker, idempotent by document. */
    async completeVerification(
      documentId: string,
      userId: string,
      input: VerifyDocumentInput,
    ): Promise<VerifyDocumentResult> {
      try {
        return await callInternal(
          internal,
          api.completeVerification,
          { params: { documentId }, body: { userId, ...input } },
          idempotencyKey("verify"),
        );
      } catch (error) {
        if (error instanceof InternalApiError && !error.retryable) {
          throw ApplicationFailure.nonRetryable(error.detail, "VerificationRejected", {
            status: error.status,
          });
        }
        throw error;
      }
    },

    /** The "waiting for review" e-mail, sent once; pending false when nothing waits any more. */
    async sendReviewReminder(documentId: string): Promise<{ pending: boolean; sent: boolean }> {
      try {
        const params = { documentId };
        return await callInternal(internal, api.sendReviewReminder, { params }, idempotencyKey("reminder"));
      } catch (error) {
        if (error instanceof InternalApiError && error.status === 404) return { pending: false, sent: false };
        throw error;
      }
    },

    async markDocumentStale(documentId: string): Promise<{ stale: boolean }> {
      try {
        return await callInternal(
          internal,
          api.markStale,
          { params: { documentId } },
          idempotencyKey("stale"),
        );
      } catch (error) {
        if (error instanceof InternalApiError && error.status === 404) return { stale: false };
        throw error;
      }
    },
  };
}

export type DocumentActivities = ReturnType<typeof createDocumentActivities>;
