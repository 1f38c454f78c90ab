// Operator views over Temporal: visibility listing and one history as a readable timeline (payloads
// decoded with the client's codec but shown only as shapes and sizes, payload-summary.ts); and the
// end of a deleted user's running workflows.
import { historyToJSON } from "@temporalio/common/lib/proto-utils";
import { WorkflowNotFoundError, type Client } from "@temporalio/client";
import { executionInfoFromRaw } from "@temporalio/client/lib/helpers";
import type { TimelineEvent, WorkflowHistory, WorkflowSummary } from "#core/contracts/gateway";
import { isPlainId } from "#core/ids";
import { summarizePayloads, type PayloadSummary } from "./payload-summary";

export type { PayloadSummary, TimelineEvent, WorkflowSummary };

export async function listWorkflows(
  client: Client,
  options: { query: string; pageSize: number; nextPageToken?: string },
): Promise<{ workflows: WorkflowSummary[]; nextPageToken: string | null }> {
  const { namespace, loadedDataConverter } = client.options;
  const response = await client.workflowService.listWorkflowExecutions({
    namespace,
    query: options.query,
    pageSize: options.pageSize,
    nextPageToken: options.nextPageToken ? Buffer.from(options.nextPageToken, "base64url") : undefined,
  });
  const workflows = await Promise.all(
    (response.executions ?? []).map(async (raw) => {
      const info = await executionInfoFromRaw(raw, loadedDataConverter, raw, namespace);
      const searchAttributes: Record<string, string[]> = {};
      for (const pair of info.typedSearchAttributes.getAll()) {
        const value = pair.value as unknown;
        searchAttributes[pair.key.name] = (Array.isArray(value) ? value : [value]).map(String);
      }
      return {
        workflowId: info.workflowId,
        runId: info.runId,
        type: info.type,
        status: info.status.name,
        startTime: info.startTime.toISOString(),
        closeTime: info.closeTime?.toISOString() ?? null,
        searchAttributes,
      };
    }),
  );
  const token = response.nextPageToken?.length
    ? Buffer.from(response.nextPageToken).toString("base64url")
    : null;
  return { workflows, nextPageToken: token };
}

type JsonEvent = Record<string, unknown> & { eventId: string; eventType: string; eventTime: string };
type Attributes = {
  activityType?: { name?: string };
  scheduledEventId?: string;
  attempt?: number;
  failure?: Failure;
  /** On ActivityTaskStarted: why the previous attempt failed. */
  lastFailure?: Failure;
};
type Failure = { message?: string; cause?: { message?: string } };

const pascal = (constant: string) =>
  constant
    .replace(/^EVENT_TYPE_/, "")
    .toLowerCase()
    .replace(/(^|_)([a-z])/g, (_, __, c: string) => c.toUpperCase());

function attributesOf(event: JsonEvent): Attributes {
  const key = Object.keys(event).find((k) => k.endsWith("EventAttributes"));
  return (key ? event[key] : {}) as Attributes;
}

function failureMessage(failure: Failure | undefined): string | null {
  if (!failure) return null;
  const cause = failure.cause?.message;
  return cause && cause !== failure.message ? `${failure.message}: ${cause}` : (failure.message ?? null);
}

/** History events (protobuf JSON) → rows an operator can read; activity events carry their name and attempt. */
export function toTimeline(history: { events?: JsonEvent[] }): TimelineEvent[] {
  const activityNames = new Map<string, string>();
  const attempts = new Map<string, number>();
  return (history.events ?? []).map((event) => {
    const attrs = attributesOf(event);
    if (attrs.activityType?.name) activityNames.set(event.eventId, attrs.activityType.name);
    const scheduledId = attrs.scheduledEventId ?? (attrs.activityType ? event.eventId : undefined);
    if (attrs.attempt !== undefined && scheduledId) attempts.set(scheduledId, attrs.attempt);
    return {
      eventId: Number(event.eventId),
      eventType: pascal(event.eventType),
      time: event.eventTime,
      activityType: scheduledId ? (activityNames.get(scheduledId) ?? null) : null,
      attempt: scheduledId ? (attempts.get(scheduledId) ?? null) : null,
      failure: failureMessage(attrs.failure ?? attrs.lastFailure),
      data: [],
    };
  });
}

export async function workflowHistory(
  client: Client,
  workflowId: string,
  runId?: string,
): Promise<WorkflowHistory> {
  const handle = client.workflow.getHandle(workflowId, runId);
  const description = await handle.describe();
  const history = await client.workflow.getHandle(workflowId, description.runId).fetchHistory();
  const json = JSON.parse(historyToJSON(history)) as { events?: JsonEvent[] };
  const codecs = client.options.loadedDataConverter.payloadCodecs;
  const data = await Promise.all((json.events ?? []).map((e) => summarizePayloads(attributesOf(e), codecs)));
  return {
    workflowId,
    runId: description.runId,
    type: description.type,
    status: description.status.name,
    startTime: description.startTime.toISOString(),
    closeTime: description.closeTime?.toISOString() ?? null,
    events: toTimeline(json).map((event, i) => ({ ...event, data: data[i] })),
  };
}

/**
 * Terminates every running workflow carrying the user's UserId except `keep` (the deletion itself),
 * answering how many it ended. One that closed in the meantime is skipped, so a retry is harmless.
 */
export async function endUserWorkflows(client: Client, userId: string, keep: string): Promise<number> {
  // The id goes into a visibility query: only plain ids, never anything that could change it.
  if (!isPlainId(userId)) throw new Error("Invalid user id");
  let ended = 0;
  for await (const run of client.workflow.list({
    query: `UserId = '${userId}' AND ExecutionStatus = 'Running'`,
  })) {
    if (run.workflowId === keep) continue;
    try {
      await client.workflow.getHandle(run.workflowId, run.runId).terminate("The account was deleted");
      ended += 1;
    } catch (error) {
      if (!(error instanceof WorkflowNotFoundError)) throw error;
    }
  }
  return ended;
}
