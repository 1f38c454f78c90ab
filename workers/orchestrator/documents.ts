// Gateway verbs of the document lifecycle: start (or nudge) `document-{id}`, and deliver the
// user's verification as the workflow's verify Update, answering its result or the refusal.
import { WorkflowUpdateFailedError } from "@temporalio/client";
import { ActivityFailure, ApplicationFailure } from "@temporalio/common";
import { z } from "zod";
import type { document } from "#workflows/document";
import {
  DocumentIdKey,
  documentWorkflowId,
  retryDocumentSignal,
  TASK_QUEUE,
  UserIdKey,
  verifyDocumentUpdate,
} from "#workflows/shared";
import type { GatewayDeps, Reply } from "./gateway";

const ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Below the web Worker's 10 s gateway timeout, so it hears our answer rather than its own. */
const UPDATE_DEADLINE_MS = 8_000;

const ProcessBody = z.object({ userId: z.string().regex(ID) });
const VerifyBody = z.object({
  userId: z.string().regex(ID),
  document_type: z.string().max(40),
  user_verified_data: z.record(z.unknown()),
});

const reply = (status: number, body: unknown): Reply => ({ status, body });
const bad = (detail: string) => reply(400, { detail });

/**
 * Starts the document's workflow, or nudges the running one with `retry` (only a failed reading
 * acts on it). One workflow per document however often this is asked; a document whose earlier
 * run has finished (a failed reading the user retries later) gets a new run.
 */
export async function processDocument(documentId: string, body: unknown, deps: GatewayDeps): Promise<Reply> {
  const parsed = ProcessBody.safeParse(body);
  if (!ID.test(documentId) || !parsed.success) return bad("Send a document id and userId");
  const { userId } = parsed.data;
  const workflowId = documentWorkflowId(documentId);
  const handle = await deps.client().workflow.signalWithStart<typeof document>("document", {
    taskQueue: deps.taskQueue ?? TASK_QUEUE,
    workflowId,
    args: [{ documentId, userId }],
    signal: retryDocumentSignal,
    workflowIdReusePolicy: "ALLOW_DUPLICATE",
    typedSearchAttributes: [
      { key: UserIdKey, value: userId },
      { key: DocumentIdKey, value: documentId },
    ],
  });
  return reply(202, { workflowId, runId: handle.signaledRunId, status: "started" });
}

/** The refusal inside an Update failure: the validator's message, or the save activity's status. */
function refusal(error: WorkflowUpdateFailedError): Reply {
  const cause = error.cause instanceof ActivityFailure ? error.cause.cause : error.cause;
  if (cause instanceof ApplicationFailure && cause.type === "VerificationRejected") {
    const detail = cause.details?.[0];
    if (Array.isArray(detail)) {
      const errors = detail.map((e: { field: string; message: string }) => ({
        loc: ["user_verified_data", e.field],
        msg: e.message,
        type: "missing",
      }));
      return reply(422, { detail: cause.message, errors });
    }
    const status = (detail as { status?: number } | undefined)?.status;
    return reply(typeof status === "number" && status >= 400 && status < 500 ? status : 422, {
      detail: cause.message,
    });
  }
  return reply(503, { detail: `Verification failed: ${cause?.message ?? error.message}` });
}

export async function verifyDocument(documentId: string, body: unknown, deps: GatewayDeps): Promise<Reply> {
  const parsed = VerifyBody.safeParse(body);
  if (!ID.test(documentId) || !parsed.success)
    return bad("Send userId, document_type and user_verified_data");
  const { userId, ...input } = parsed.data;
  const client = deps.client();
  const handle = client.workflow.getHandle(documentWorkflowId(documentId));
  const described = await handle.describe();
  // The workflow knows its user from its start: a mismatch is someone else's document.
  if (described.typedSearchAttributes.get(UserIdKey) !== userId) {
    return reply(404, { detail: "Workflow not found" });
  }
  if (described.status.name !== "RUNNING")
    return reply(409, { detail: "The document workflow has finished" });
  try {
    const result = await client.withDeadline(Date.now() + UPDATE_DEADLINE_MS, () =>
      handle.executeUpdate(verifyDocumentUpdate, { args: [input] }),
    );
    return reply(200, result);
  } catch (error) {
    if (error instanceof WorkflowUpdateFailedError) return refusal(error);
    throw error;
  }
}
