// Document lifecycle (ARCHITECTURE §3), id `document-{documentId}`: read the file (OCR or text
// layer), extract the fields, then wait for the user's verify Update with durable review timers.
// A failed reading waits for a retry signal. File bytes never pass through this history.
import {
  ActivityFailure,
  ApplicationFailure,
  condition,
  proxyActivities,
  setHandler,
  upsertSearchAttributes,
  workflowInfo,
  type ActivityOptions,
  type RetryPolicy,
} from "@temporalio/workflow";
import { validateVerification } from "../core/documents/forms";
import { isDocumentType } from "../core/documents/types";
import type { DocumentActivities, FailureCode } from "./activities/documents";
import {
  DocumentIdKey,
  getDocumentState,
  readingTaskQueue,
  retryDocumentSignal,
  UserIdKey,
  verifyDocumentUpdate,
  type DocumentOutcome,
  type DocumentState,
  type DocumentWorkflowInput,
  type VerifyDocumentResult,
} from "./shared";

const DAY_MS = 24 * 60 * 60 * 1000;
export const REVIEW_REMINDER_AFTER_MS = 3 * DAY_MS;
export const REVIEW_STALE_AFTER_MS = 30 * DAY_MS;
export const RETRY_WINDOW_MS = 30 * DAY_MS;

/** Errors no retry can fix: a file that can't be read, a deleted document, a refused save. */
const PERMANENT = ["RecognitionError", "DocumentGone", "VerificationRejected", "InternalRequestRejected"];
const backoff: RetryPolicy = {
  initialInterval: "1 second",
  backoffCoefficient: 2,
  maximumInterval: "1 minute",
  nonRetryableErrorTypes: PERMANENT,
};

/**
 * Reading waits its turn on the reading task queue (decision 077): Temporal holds the waiting
 * documents, so no schedule-to-start or schedule-to-close limit; the clock and the heartbeat start
 * when a reading slot takes it. Many pages take a while; the heartbeat per page notices a dead worker.
 */
const READING: ActivityOptions = {
  startToCloseTimeout: "15 minutes",
  heartbeatTimeout: "30 seconds",
  retry: { ...backoff, initialInterval: "2 seconds", maximumAttempts: 8 },
};

const { extractDocument, markDocumentFailed, sendReviewReminder, markDocumentStale } =
  proxyActivities<DocumentActivities>({
    startToCloseTimeout: "1 minute",
    retry: { ...backoff, maximumAttempts: 10 },
  });

// The user's request waits on this one: a few quick tries, then the Worker saves it directly.
const { completeVerification } = proxyActivities<DocumentActivities>({
  startToCloseTimeout: "30 seconds",
  retry: { ...backoff, maximumAttempts: 4 },
});

function failureType(error: unknown): {
  type: string | null;
  code: FailureCode | null;
  message: string | null;
} {
  const cause = error instanceof ActivityFailure ? error.cause : error;
  if (!(cause instanceof ApplicationFailure)) return { type: null, code: null, message: null };
  const detail = cause.details?.[0] as { code?: FailureCode; message?: string } | undefined;
  return { type: cause.type ?? null, code: detail?.code ?? null, message: detail?.message ?? null };
}

export async function document(input: DocumentWorkflowInput): Promise<DocumentOutcome> {
  const { documentId, userId } = input;
  const reminderAfter = input.reminderAfterMs ?? REVIEW_REMINDER_AFTER_MS;
  const staleAfter = Math.max(input.staleAfterMs ?? REVIEW_STALE_AFTER_MS, reminderAfter);
  const retryWindow = input.retryWindowMs ?? RETRY_WINDOW_MS;
  const { recognizeDocument } = proxyActivities<DocumentActivities>({
    ...READING,
    taskQueue: readingTaskQueue(workflowInfo().taskQueue),
  });
  // Ids only: search attributes are visible to every operator, health data never goes here.
  upsertSearchAttributes([
    { key: UserIdKey, value: userId },
    { key: DocumentIdKey, value: documentId },
  ]);

  const state: DocumentState = {
    phase: "queued",
    attempts: 0,
    failure: null,
    reminderSent: false,
    billId: null,
  };
  let verified: VerifyDocumentResult | null = null;
  let saving = 0;
  let retryRequested = false;

  setHandler(getDocumentState, () => state);
  setHandler(retryDocumentSignal, () => {
    // Only a failed reading is retried; the same signal at any other time changes nothing.
    if (state.phase === "failed") retryRequested = true;
  });
  setHandler(
    verifyDocumentUpdate,
    async (request) => {
      saving += 1;
      try {
        const result = await completeVerification(documentId, userId, request);
        verified = result;
        state.billId = result.bill_id;
        state.phase = "processed";
        return result;
      } finally {
        saving -= 1;
      }
    },
    {
      validator: (request) => {
        if (!isDocumentType(request.document_type)) {
          throw ApplicationFailure.create({ type: "VerificationRejected", message: "Unknown document type" });
        }
        const check = validateVerification(request.document_type, request.user_verified_data ?? {});
        if (!check.ok) {
          throw ApplicationFailure.create({
            type: "VerificationRejected",
            message: check.summary,
            details: [check.errors],
          });
        }
      },
    },
  );

  /** True once verified within `ms`; a save already under way is waited for. */
  async function verifiedWithin(ms: number): Promise<boolean> {
    if (await condition(() => verified !== null, ms)) return true;
    await condition(() => saving === 0);
    return verified !== null;
  }

  const finish = async (status: DocumentOutcome["status"]): Promise<DocumentOutcome> => {
    await condition(() => saving === 0);
    if (verified) status = "processed";
    if (status !== "processed") state.phase = status;
    return { status, billId: state.billId };
  };

  /** Reads and extracts once: 'extracted', or why not. */
  async function read(): Promise<"extracted" | "failed" | "deleted"> {
    state.phase = "recognizing";
    state.attempts += 1;
    state.failure = null;
    try {
      await recognizeDocument(documentId);
      await extractDocument(documentId);
      if (!verified) state.phase = "extracted";
      return "extracted";
    } catch (error) {
      const { type, code, message } = failureType(error);
      if (type === "DocumentGone") return "deleted";
      if (type !== "RecognitionError" && !(error instanceof ActivityFailure)) throw error;
      // Failed before the row says so: a retry the user sends after seeing 'failed' is never lost.
      state.phase = "failed";
      state.failure = code ?? "unavailable";
      try {
        await markDocumentFailed(
          documentId,
          code ?? "unavailable",
          type === "RecognitionError" ? message : null,
        );
      } catch (markError) {
        if (failureType(markError).type === "DocumentGone") return "deleted";
        throw markError;
      }
      return "failed";
    }
  }

  for (;;) {
    const outcome = await read();
    if (outcome === "deleted") return finish("deleted");
    if (outcome === "extracted" || verified) break;
    const retried = await condition(() => retryRequested || verified !== null, retryWindow);
    retryRequested = false;
    if (verified) break;
    if (!retried) return finish("failed");
  }

  if (!(await verifiedWithin(reminderAfter))) {
    const reminder = await sendReviewReminder(documentId);
    state.reminderSent = reminder.sent;
    // Verified outside the workflow (the orchestrator was away) or deleted: nothing to wait for.
    if (!reminder.pending) return finish("closed");
    if (!(await verifiedWithin(staleAfter - reminderAfter))) {
      const { stale } = await markDocumentStale(documentId);
      return finish(stale ? "stale" : "closed");
    }
  }
  return finish("processed");
}
