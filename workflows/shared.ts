// Temporal definitions shared by workflows, the Temporal Worker and the gateway:
// task queue, workflow ids, search attribute keys, and signal/query/update definitions.
import { defineSearchAttributeKey, SearchAttributeType } from "@temporalio/common";
import { defineQuery } from "@temporalio/workflow";

export {
  TASK_QUEUE,
  accountDeletionWorkflowId,
  documentWorkflowId,
  disputeWorkflowId,
  subscriptionWorkflowId,
  WORKFLOW_TYPES,
  SEARCH_ATTRIBUTE_NAMES,
} from "./names";

export const UserIdKey = defineSearchAttributeKey("UserId", SearchAttributeType.KEYWORD);
export const DocumentIdKey = defineSearchAttributeKey("DocumentId", SearchAttributeType.KEYWORD);
export const BillIdKey = defineSearchAttributeKey("BillId", SearchAttributeType.KEYWORD);
export const SEARCH_ATTRIBUTE_KEYS = [UserIdKey, DocumentIdKey, BillIdKey];

// ---- account deletion ----

export interface AccountDeletionInput {
  userId: string;
}

export type DeletionPhase = "files" | "rows" | "verify" | "audit" | "done";

export interface DeletionProgress {
  phase: DeletionPhase;
  filesDeleted: number;
  rowsDeleted: number;
  rounds: number;
}

export interface DeletionResult {
  filesDeleted: number;
  rowsDeleted: number;
}

export const getDeletionProgress = defineQuery<DeletionProgress>("getDeletionProgress");
