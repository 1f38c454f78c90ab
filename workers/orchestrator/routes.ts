// The gateway's verbs, one per contract in core/contracts/gateway.ts. workers/orchestrator/gateway.ts
// reads, signs off and validates a request before a verb runs.
import { WorkflowExecutionAlreadyStartedError } from "@temporalio/client";
import * as api from "#core/contracts/gateway";
import type { accountDeletion } from "#workflows/account-deletion";
import { accountDeletionWorkflowId, TASK_QUEUE, UserIdKey } from "#workflows/shared";
import { decodePayloads } from "./codec";
import { gatewayRoute, type GatewayRoute } from "./deps";
import { disputeEvent, fileDispute } from "./disputes";
import { processDocument, verifyDocument } from "./documents";
import { listWorkflows, workflowHistory } from "./ops";
import { subscriptionEvent, subscriptionState } from "./subscriptions";

const startAccountDeletion = gatewayRoute(api.deleteAccount, async ({ params: { userId } }, deps) => {
  const workflowId = accountDeletionWorkflowId(userId);
  try {
    const handle = await deps.client().workflow.start<typeof accountDeletion>("accountDeletion", {
      taskQueue: deps.taskQueue ?? TASK_QUEUE,
      workflowId,
      args: [{ userId }],
      // A repeated request joins the running deletion; a failed one may be started again (cron).
      workflowIdConflictPolicy: "USE_EXISTING",
      workflowIdReusePolicy: "ALLOW_DUPLICATE_FAILED_ONLY",
      typedSearchAttributes: [{ key: UserIdKey, value: userId }],
    });
    return {
      status: 202,
      body: { workflowId, runId: handle.firstExecutionRunId, status: "started" as const },
    };
  } catch (error) {
    // Only a completed run refuses a new start: the account is already gone.
    if (error instanceof WorkflowExecutionAlreadyStartedError)
      return { body: { workflowId, status: "completed" as const } };
    throw error;
  }
});

export const gatewayRoutes: GatewayRoute[] = [
  startAccountDeletion,
  processDocument,
  verifyDocument,
  subscriptionEvent,
  subscriptionState,
  fileDispute,
  disputeEvent,
  gatewayRoute(api.listWorkflows, async ({ query }, deps) => ({
    body: await listWorkflows(deps.client(), query),
  })),
  gatewayRoute(api.workflowHistory, async ({ params, query }, deps) => ({
    body: await workflowHistory(deps.client(), params.workflowId, query.runId),
  })),
  decodePayloads,
];
