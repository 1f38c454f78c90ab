// Gateway verbs of the subscription lifecycle: hand a verified provider event to the user's
// `subscription-{userId}` workflow (signal-with-start: the running one, or a new run after a
// finished one), and read that workflow's state for the operators' /ops page.
import { WorkflowNotFoundError } from "@temporalio/client";
import * as api from "#core/contracts/gateway";
import { HttpError } from "#core/http/errors";
import type { subscription } from "#workflows/subscription";
import {
  getSubscriptionState,
  subscriptionEventSignal,
  subscriptionWorkflowId,
  TASK_QUEUE,
  UserIdKey,
} from "#workflows/shared";
import { gatewayRoute } from "./deps";

/**
 * The event's id and type only (the workflow re-reads the subscription itself), the UserId search
 * attribute only. One workflow per user at a time; a user whose last run ended gets a new one.
 */
export const subscriptionEvent = gatewayRoute(api.subscriptionEvent, async ({ params, body }, deps) => {
  const { userId } = params;
  const workflowId = subscriptionWorkflowId(userId);
  const handle = await deps
    .client()
    .workflow.signalWithStart<typeof subscription, [api.SubscriptionEventBody]>("subscription", {
      taskQueue: deps.taskQueue ?? TASK_QUEUE,
      workflowId,
      args: [{ userId }],
      signal: subscriptionEventSignal,
      signalArgs: [{ eventId: body.eventId, type: body.type }],
      workflowIdReusePolicy: "ALLOW_DUPLICATE",
      typedSearchAttributes: [{ key: UserIdKey, value: userId }],
    });
  return { status: 202, body: { workflowId, runId: handle.signaledRunId, status: "started" as const } };
});

/** The running (or last) run's state, as its query answers it; 404 for no such workflow. */
export const subscriptionState = gatewayRoute(api.subscriptionState, async ({ params }, deps) => {
  const handle = deps.client().workflow.getHandle(subscriptionWorkflowId(params.userId));
  try {
    const description = await handle.describe();
    const state = await handle.query(getSubscriptionState);
    return {
      body: {
        workflowId: description.workflowId,
        runId: description.runId,
        status: description.status.name,
        state,
      },
    };
  } catch (error) {
    if (error instanceof WorkflowNotFoundError) throw new HttpError(404, "Workflow not found");
    throw error;
  }
});
