// Plain names shared by the orchestrator and the web Worker (no Temporal imports, so the Worker
// bundle can use them): the task queue, workflow ids built from business keys, workflow types.

export const TASK_QUEUE = "fairbill";

/**
 * Where documents wait their turn to be read (decision 077): the document workflow schedules its
 * reading activity here, and only the orchestrator's reading Worker, N at a time, takes from it.
 */
export const readingTaskQueue = (taskQueue: string) => `${taskQueue}-reading`;

export const accountDeletionWorkflowId = (userId: string) => `account-deletion-${userId}`;
export const documentWorkflowId = (documentId: string) => `document-${documentId}`;
export const disputeWorkflowId = (letterId: string) => `dispute-${letterId}`;
export const subscriptionWorkflowId = (userId: string) => `subscription-${userId}`;

/** Workflow type names (the exported workflow function names) the operators can filter by. */
export const WORKFLOW_TYPES = ["accountDeletion", "document", "dispute", "subscription"] as const;

/** Custom search attributes (all Keyword); the dev server registers them at start. */
export const SEARCH_ATTRIBUTE_NAMES = ["UserId", "DocumentId", "BillId"] as const;
export type SearchAttributeName = (typeof SEARCH_ATTRIBUTE_NAMES)[number];

/** Visibility statuses an operator can filter by (Temporal's ExecutionStatus values). */
export const WORKFLOW_STATUSES = [
  "Running",
  "Completed",
  "Failed",
  "Canceled",
  "Terminated",
  "ContinuedAsNew",
  "TimedOut",
] as const;
