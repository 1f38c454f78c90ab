// Temporal definitions shared by workflows, the Temporal Worker and the gateway:
// task queue, workflow ids, search attribute keys, and signal/query/update definitions.
import { defineSearchAttributeKey, SearchAttributeType } from "@temporalio/common";
import { defineQuery, defineSignal, defineUpdate } from "@temporalio/workflow";
import type { VerificationResult } from "#core/contracts/internal-documents";
import type { LetterFiled } from "#core/contracts/gateway";
import type { DisputeEvent } from "#core/disputes/schemas";
import type { DisputeDeadline, DisputeNotice, DisputeStatus } from "#core/disputes/types";

export {
  TASK_QUEUE,
  readingTaskQueue,
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

export type DeletionPhase = "billing" | "workflows" | "files" | "rows" | "verify" | "audit" | "done";

export interface DeletionProgress {
  phase: DeletionPhase;
  filesDeleted: number;
  rowsDeleted: number;
  /** The user's other workflows that were still running and were ended. */
  workflowsEnded: number;
  /** Subscriptions cancelled at once (no further charge) before anything else. */
  subscriptionsCanceled: number;
  rounds: number;
}

export interface DeletionResult {
  filesDeleted: number;
  rowsDeleted: number;
}

export const getDeletionProgress = defineQuery<DeletionProgress>("getDeletionProgress");

// ---- document (upload → OCR → verify → bill) ----

export interface DocumentWorkflowInput {
  documentId: string;
  userId: string;
  /** Review timers; the defaults (3 days, 30 days, 30 days) are what production uses. */
  reminderAfterMs?: number;
  staleAfterMs?: number;
  retryWindowMs?: number;
}

export type DocumentPhase =
  | "queued"
  | "recognizing"
  | "extracted"
  | "failed"
  | "processed"
  | "stale"
  | "closed"
  | "deleted";

export interface DocumentState {
  phase: DocumentPhase;
  /** Times reading started (a retry after a failure adds one). */
  attempts: number;
  failure: string | null;
  reminderSent: boolean;
  billId: string | null;
}

/** The user's checked fields; the same shape as the API's verify body. */
export interface VerifyDocumentInput {
  document_type: string;
  user_verified_data: Record<string, unknown>;
}

/** What verification made, as the Worker answers it (core/contracts/internal-documents.ts). */
export type VerifyDocumentResult = VerificationResult;

export interface DocumentOutcome {
  status: "processed" | "stale" | "failed" | "closed" | "deleted";
  billId: string | null;
}

/** Saves the checked fields; answers the bill id so the UI can show it at once. */
export const verifyDocumentUpdate = defineUpdate<VerifyDocumentResult, [VerifyDocumentInput]>("verify");
/** Read a failed document again. */
export const retryDocumentSignal = defineSignal("retry");
export const getDocumentState = defineQuery<DocumentState>("getDocumentState");

// ---- subscription (provider events → entitlement, timers) ----

/** A provider event, by id and type only: the workflow re-reads the subscription itself. */
export interface SubscriptionEvent {
  eventId: string;
  type: string;
}

/** What one run hands the next at continue-as-new (and what a fresh run starts from: nothing). */
export interface SubscriptionCarry {
  /** When the current failed-payment episode was first seen. */
  pastDueSince: number | null;
  /** The episode whose "payment didn't go through" e-mail was sent. */
  paymentFailedNoticeFor: number | null;
  /** Events arrived that the last run had not read for yet. */
  pendingEvents: boolean;
  eventsSeen: number;
  lastEvent: SubscriptionEvent | null;
  runs: number;
}

export interface SubscriptionWorkflowInput {
  userId: string;
  carry?: SubscriptionCarry;
  /** Re-reads per run before continue-as-new even if Temporal has not suggested it (tests use a few). */
  readsPerRun?: number;
}

/** The query's answer (the /ops page shows it): ids, statuses and times only. */
export interface SubscriptionWorkflowState extends SubscriptionCarry {
  phase: "reading" | "waiting" | "ended" | "account_gone";
  tier: "free" | "premium";
  plan: "free" | "monthly" | "annual";
  providerStatus: string | null;
  subscriptionId: string | null;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: number | null;
  graceEndsAt: number | null;
  /** The next deadline the workflow waits for (period end, grace end), or null. */
  nextCheckAt: number | null;
  reads: number;
  entitlementWrites: number;
  noticesSent: string[];
}

export interface SubscriptionOutcome {
  tier: "free" | "premium";
  reason: "no_live_subscription" | "account_gone";
}

export const subscriptionEventSignal = defineSignal<[SubscriptionEvent]>("subscriptionEvent");
export const getSubscriptionState = defineQuery<SubscriptionWorkflowState>("getSubscriptionState");

// ---- dispute letter (render and file → deadlines on durable timers) ----

export interface DisputeWorkflowInput {
  letterId: string;
  userId: string;
  billId: string;
}

/** expired: every deadline met or gone by, nothing left to remind of (the workflow has ended). */
export type DisputePhase =
  | "rendering"
  | "filed"
  | "waiting"
  | "resolved"
  | "failed"
  | "account_gone"
  | "expired";

/** The query's answer (ids, statuses, times, no health data). */
export interface DisputeWorkflowState {
  phase: DisputePhase;
  status: DisputeStatus;
  filedAt: number | null;
  mailedOn: string | null;
  responseReceivedOn: string | null;
  responseDueAt: number | null;
  nextReminderAt: number | null;
  deadlines: DisputeDeadline[];
  noticesSent: DisputeNotice[];
  events: number;
}

export type DisputeOutcomeResult = { status: "resolved" | "failed" | "account_gone" | "expired" };

/** Waits until the letter is filed and answers it; fails with the reason when it cannot be made. */
export const letterFiledUpdate = defineUpdate<LetterFiled, []>("letterFiled");
/** The user's milestones; each moves the timers (core/disputes/deadlines.ts). */
export const disputeEventSignal = defineSignal<[DisputeEvent]>("disputeEvent");
export const getDisputeState = defineQuery<DisputeWorkflowState>("getDisputeState");
