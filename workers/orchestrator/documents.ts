// Gateway verbs of the document lifecycle: start (or nudge) `document-{id}`, and deliver the
// user's verification as the workflow's verify Update, answering its result or the refusal.
import { WorkflowExecutionAlreadyStartedError, WorkflowUpdateFailedError } from "@temporalio/client";
import { ActivityFailure, ApplicationFailure } from "@temporalio/common";
import * as api from "#core/contracts/gateway";
import { HttpError } from "#core/http/errors";
import type { document } from "#workflows/document";
import {
  DocumentIdKey,
  documentWorkflowId,
  retryDocumentSignal,
  TASK_QUEUE,
  UserIdKey,
  verifyDocumentUpdate,
} from "#workflows/shared";
import { gatewayRoute } from "./deps";

/** Below the web Worker's 10 s gateway timeout, so it hears our answer rather than its own. */
const UPDATE_DEADLINE_MS = 8_000;

/**
 * Starts the document's workflow, or nudges the running one with `retry` (only a failed reading
 * acts on it). One workflow per document however often this is asked; a document whose earlier
 * run has finished (a failed reading the user retries later) gets a new run. The sweeper's
 * `resume` only starts a workflow that is not running: a document waiting its turn in the reading
 * queue is left alone, so its history does not grow by a signal a minute.
 */
export const processDocument = gatewayRoute(api.processDocument, async ({ params, body }, deps) => {
  const { documentId } = params;
  const { userId, resume } = body;
  const workflowId = documentWorkflowId(documentId);
  const options = {
    taskQueue: deps.taskQueue ?? TASK_QUEUE,
    workflowId,
    args: [{ documentId, userId }] as [{ documentId: string; userId: string }],
    workflowIdReusePolicy: "ALLOW_DUPLICATE" as const,
    typedSearchAttributes: [
      { key: UserIdKey, value: userId },
      { key: DocumentIdKey, value: documentId },
    ],
  };
  if (resume) {
    try {
      const handle = await deps.client().workflow.start<typeof document>("document", options);
      return {
        status: 202,
        body: { workflowId, runId: handle.firstExecutionRunId, status: "started" as const },
      };
    } catch (error) {
      if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
      return { status: 202, body: { workflowId, status: "running" as const } };
    }
  }
  const handle = await deps.client().workflow.signalWithStart<typeof document>("document", {
    ...options,
    signal: retryDocumentSignal,
  });
  return { status: 202, body: { workflowId, runId: handle.signaledRunId, status: "started" as const } };
});

/** The refusal inside an Update failure: the validator's message, or the save activity's status. */
function refusal(error: WorkflowUpdateFailedError): HttpError {
  const cause = error.cause instanceof ActivityFailure ? error.cause.cause : error.cause;
  if (cause instanceof ApplicationFailure && cause.type === "VerificationRejected") {
    const detail = cause.details?.[0];
    if (Array.isArray(detail)) {
      const errors = detail.map((e: { field: string; message: string }) => ({
        loc: ["user_verified_data", e.field],
        msg: e.message,
        type: "missing",
      }));
      return new HttpError(422, cause.message, {}, errors);
    }
    const status = (detail as { status?: number } | undefined)?.status;
    return new HttpError(
      typeof status === "number" && status >= 400 && status < 500 ? status : 422,
      cause.message,
    );
  }
  return new HttpError(503, `Verification failed: ${cause?.message ?? error.message}`);
}

export const verifyDocument = gatewayRoute(api.verifyDocument, async ({ params, body }, deps) => {
  const { documentId } = params;
  const { userId, ...input } = body;
  const client = deps.client();
  const handle = client.workflow.getHandle(documentWorkflowId(documentId));
  const described = await handle.describe();
  // The workflow knows its user from its start: a mismatch is someone else's document.
  if (described.typedSearchAttributes.get(UserIdKey) !== userId) {
    throw new HttpError(404, "Workflow not found");
  }
  if (described.status.name !== "RUNNING") throw new HttpError(409, "The document workflow has finished");
  try {
    const result = await client.withDeadline(Date.now() + UPDATE_DEADLINE_MS, () =>
      handle.executeUpdate(verifyDocumentUpdate, { args: [input] }),
    );
    return { body: result };
  } catch (error) {
    if (error instanceof WorkflowUpdateFailedError) throw refusal(error);
    throw error;
  }
});
