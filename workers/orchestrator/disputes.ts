// Gateway verbs of the dispute-letter lifecycle (decision 051): start `dispute-{letterId}` and wait
// on its `letterFiled` update in one call (update-with-start), answering the filed letter, the
// reason it could not be made, or that it is still being made; and hand the user's milestones to
// the running workflow as signals.
import {
  WithStartWorkflowOperation,
  WorkflowExecutionAlreadyStartedError,
  WorkflowNotFoundError,
  WorkflowUpdateFailedError,
  WorkflowUpdateRPCTimeoutOrCancelledError,
  type Client,
} from "@temporalio/client";
import { ActivityFailure, ApplicationFailure } from "@temporalio/common";
import * as api from "#core/contracts/gateway";
import { DISPUTE_MESSAGES } from "#core/disputes/messages";
import { HttpError } from "#core/http/errors";
import type { dispute } from "#workflows/dispute";
import {
  BillIdKey,
  disputeEventSignal,
  disputeWorkflowId,
  letterFiledUpdate,
  TASK_QUEUE,
  UserIdKey,
} from "#workflows/shared";
import { gatewayRoute } from "./deps";

/** Below the web Worker's 10 s gateway timeout, so it hears our answer rather than its own. */
const UPDATE_DEADLINE_MS = 6_000;

type Described = Awaited<ReturnType<ReturnType<Client["workflow"]["getHandle"]>["describe"]>>;

/** The letter's workflow as it stands, or null when there has never been one. */
async function describeDispute(client: Client, letterId: string): Promise<Described | null> {
  try {
    return await client.workflow.getHandle(disputeWorkflowId(letterId)).describe();
  } catch (error) {
    if (error instanceof WorkflowNotFoundError) return null;
    throw error;
  }
}

/** The workflow knows its user from its start: anyone else's letter is not found. */
function ownedBy(described: Described, userId: string): boolean {
  return described.typedSearchAttributes.get(UserIdKey) === userId;
}

function refusal(error: WorkflowUpdateFailedError): HttpError {
  const cause = error.cause instanceof ActivityFailure ? error.cause.cause : error.cause;
  if (cause instanceof ApplicationFailure && cause.type === "AccountGone")
    return new HttpError(404, DISPUTE_MESSAGES.billNotFound);
  return new HttpError(422, cause?.message ?? error.message);
}

/**
 * Starts the letter's workflow (or joins it: the same letter asked twice is one workflow, one
 * document) and waits for it to be filed, up to the deadline. A letter whose workflow has ended
 * is not made again: 409.
 */
export const fileDispute = gatewayRoute(api.fileDispute, async ({ params, body }, deps) => {
  const { letterId } = params;
  const { userId, billId } = body;
  const client = deps.client();
  const existing = await describeDispute(client, letterId);
  if (existing && !ownedBy(existing, userId)) throw new HttpError(404, DISPUTE_MESSAGES.letterNotFound);
  if (existing && existing.status.name !== "RUNNING")
    throw new HttpError(409, "This letter's workflow has already finished");

  const startWorkflowOperation = new WithStartWorkflowOperation<typeof dispute>("dispute", {
    workflowId: disputeWorkflowId(letterId),
    args: [{ letterId, userId, billId }],
    taskQueue: deps.taskQueue ?? TASK_QUEUE,
    workflowIdConflictPolicy: "USE_EXISTING",
    // An ended dispute is never started again under the same letter (a new letter is a new id).
    workflowIdReusePolicy: "REJECT_DUPLICATE",
    typedSearchAttributes: [
      { key: UserIdKey, value: userId },
      { key: BillIdKey, value: billId },
    ],
  });
  try {
    const filed = await client.withDeadline(Date.now() + UPDATE_DEADLINE_MS, () =>
      client.workflow.executeUpdateWithStart(letterFiledUpdate, { startWorkflowOperation }),
    );
    return { body: filed };
  } catch (error) {
    if (error instanceof WorkflowUpdateFailedError) throw refusal(error);
    if (error instanceof WorkflowUpdateRPCTimeoutOrCancelledError)
      throw new HttpError(504, DISPUTE_MESSAGES.stillGenerating);
    if (error instanceof WorkflowExecutionAlreadyStartedError)
      throw new HttpError(409, "This letter's workflow has already finished");
    throw error;
  }
});

/** The user's milestone for the running dispute; a dispute that has ended is not told (`delivered: false`). */
export const disputeEvent = gatewayRoute(api.disputeEvent, async ({ params, body }, deps) => {
  const { letterId } = params;
  const { userId, event } = body;
  const client = deps.client();
  const described = await describeDispute(client, letterId);
  if (described && !ownedBy(described, userId)) throw new HttpError(404, DISPUTE_MESSAGES.letterNotFound);
  if (!described || described.status.name !== "RUNNING") return { body: { delivered: false } };
  try {
    await client.workflow.getHandle(disputeWorkflowId(letterId)).signal(disputeEventSignal, event);
    return { body: { delivered: true } };
  } catch (error) {
    // It ended between the look and the signal.
    if (error instanceof WorkflowNotFoundError) return { body: { delivered: false } };
    throw error;
  }
});
