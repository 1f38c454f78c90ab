// /ops: the filter form's schema, the visibility query built from it, and the
// gateway calls. Raw user text never reaches the query: every value is checked, then quoted.
import { z } from "zod";
import { ApiError } from "~/api/http";
import { getConfig } from "~/env.server";
import { callGateway } from "~/services/platform/gateway.server";
import { SEARCH_ATTRIBUTE_NAMES, WORKFLOW_STATUSES, WORKFLOW_TYPES } from "#workflows/names";
import * as gateway from "#core/contracts/gateway";
import type { TimelineEvent, WorkflowHistory, WorkflowSummary } from "#core/contracts/gateway";
import type { ResponseOf } from "#core/http/routes";
import { isPlainId, RUN_ID } from "#core/ids";

export type { TimelineEvent, WorkflowHistory, WorkflowSummary };

export { OPERATORS_ONLY, recordOperatorAccess, requireOperator } from "./operator.server";

const Identifier = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.:-]{1,100}$/, "Ids contain only letters, digits, '-', '_', '.' and ':'");
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema.optional());

export const OpsFilterSchema = z.object({
  type: optional(z.enum(WORKFLOW_TYPES)),
  status: optional(z.enum(WORKFLOW_STATUSES)),
  UserId: optional(Identifier),
  DocumentId: optional(Identifier),
  BillId: optional(Identifier),
  page: optional(z.string().regex(/^[A-Za-z0-9_-]{1,4096}$/)),
});
export type OpsFilter = z.infer<typeof OpsFilterSchema>;

/** A visibility string literal; the schema already refused quotes, this is the second lock. */
const quote = (value: string) => `'${value.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;

export function visibilityQuery(filter: OpsFilter): string {
  const clauses: string[] = [];
  if (filter.type) clauses.push(`WorkflowType = ${quote(filter.type)}`);
  if (filter.status) clauses.push(`ExecutionStatus = ${quote(filter.status)}`);
  for (const name of SEARCH_ATTRIBUTE_NAMES) {
    const value = filter[name];
    if (value) clauses.push(`${name} = ${quote(value)}`);
  }
  return clauses.join(" AND ");
}

export async function listWorkflows(env: Env, filter: OpsFilter) {
  return callGateway(env, gateway.listWorkflows, {
    query: { query: visibilityQuery(filter), pageSize: 25, nextPageToken: filter.page },
  });
}

export async function getWorkflowHistory(env: Env, workflowId: string, runId: string | null) {
  if (!Identifier.safeParse(workflowId).success || (runId && !RUN_ID.test(runId))) {
    throw new Response("Workflow not found", { status: 404, statusText: "Not Found" });
  }
  try {
    return await callGateway(env, gateway.workflowHistory, {
      params: { workflowId },
      query: { runId: runId ?? undefined },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      throw new Response("Workflow not found", { status: 404, statusText: "Not Found" });
    }
    throw error;
  }
}

/** Link to the same run in the Temporal Web UI. */
export function temporalUiLink(env: Env, workflowId: string, runId: string): string {
  const base = getConfig(env).TEMPORAL_UI_URL.replace(/\/$/, "");
  return `${base}/namespaces/default/workflows/${encodeURIComponent(workflowId)}/${encodeURIComponent(runId)}/history`;
}

export type SubscriptionStateView = ResponseOf<typeof gateway.subscriptionState>;

/**
 * The subscription workflow's own state (its query) beside its history, for `subscription-{userId}`
 * workflows; null for other workflows or when the gateway cannot answer (the timeline still shows).
 */
export async function getSubscriptionState(
  env: Env,
  workflowId: string,
): Promise<SubscriptionStateView | null> {
  const userId = workflowId.startsWith("subscription-") ? workflowId.slice("subscription-".length) : "";
  if (!isPlainId(userId)) return null;
  try {
    return await callGateway(env, gateway.subscriptionState, { params: { userId } });
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}
