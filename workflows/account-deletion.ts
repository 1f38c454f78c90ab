// Account deletion: cancel the user's subscription at once (no further charge, decision 038), end
// the user's running workflows, files in R2, then every D1 row naming the user (users last), a
// final check, then an audit row that does not name them (decision 012).
// Runs once per user (id `account-deletion-{userId}`); activities are idempotent, so a restart
// of the orchestrator at any point only repeats harmless work.
import {
  ApplicationFailure,
  patched,
  proxyActivities,
  setHandler,
  upsertSearchAttributes,
  uuid4,
  type RetryPolicy,
} from "@temporalio/workflow";
import type { AccountActivities } from "./activities/account";
import type { SubscriptionActivities } from "./activities/subscription";
import {
  getDeletionProgress,
  UserIdKey,
  type AccountDeletionInput,
  type DeletionProgress,
  type DeletionResult,
} from "./shared";

const retry: RetryPolicy = {
  initialInterval: "1 second",
  backoffCoefficient: 2,
  maximumInterval: "2 minutes",
};

const { deleteUserFiles } = proxyActivities<AccountActivities>({
  // Long for many files; the heartbeat timeout is what notices a dead worker quickly.
  startToCloseTimeout: "1 hour",
  heartbeatTimeout: "10 seconds",
  retry,
});

const { deleteUserRows, countRemaining, recordAccountDeleted, endUserWorkflows } =
  proxyActivities<AccountActivities>({
    startToCloseTimeout: "1 minute",
    retry,
  });

const { cancelBillingNow } = proxyActivities<SubscriptionActivities>({
  startToCloseTimeout: "1 minute",
  retry,
});

/** Histories recorded before workflows were ended first still replay (they never ran the step). */
export const END_WORKFLOWS_PATCH = "end-user-workflows";
/** Histories recorded before billing was cancelled first still replay (decision 038). */
export const CANCEL_BILLING_PATCH = "cancel-billing-first";

/** Rounds of files + rows before giving up: something keeps writing for a deleted user. */
const MAX_ROUNDS = 3;

export async function accountDeletion({ userId }: AccountDeletionInput): Promise<DeletionResult> {
  upsertSearchAttributes([{ key: UserIdKey, value: userId }]);
  const progress: DeletionProgress = {
    phase: "files",
    filesDeleted: 0,
    rowsDeleted: 0,
    workflowsEnded: 0,
    subscriptionsCanceled: 0,
    rounds: 0,
  };
  setHandler(getDeletionProgress, () => progress);

  // Before anything else: the provider must not charge an account that is going away.
  if (patched(CANCEL_BILLING_PATCH)) {
    progress.phase = "billing";
    progress.subscriptionsCanceled = (await cancelBillingNow(userId)).canceled;
  }

  for (;;) {
    progress.rounds += 1;
    // Every round: a document that arrived meanwhile may have started one.
    if (patched(END_WORKFLOWS_PATCH)) {
      progress.phase = "workflows";
      progress.workflowsEnded += (await endUserWorkflows(userId)).ended;
    }
    progress.phase = "files";
    progress.filesDeleted += (await deleteUserFiles(userId)).deleted;
    progress.phase = "rows";
    progress.rowsDeleted += (await deleteUserRows(userId)).totalRows;
    progress.phase = "verify";
    const left = await countRemaining(userId);
    if (left.objects === 0 && left.totalRows === 0) break;
    if (progress.rounds >= MAX_ROUNDS) {
      throw ApplicationFailure.nonRetryable(
        `Data left after ${MAX_ROUNDS} rounds: ${left.objects} objects, ${left.totalRows} rows`,
        "DeletionIncomplete",
      );
    }
  }

  progress.phase = "audit";
  const result = { filesDeleted: progress.filesDeleted, rowsDeleted: progress.rowsDeleted };
  // A reference of the deletion's own (deterministic on replay), so the record cannot name the user.
  await recordAccountDeleted({ deletionId: uuid4(), ...result, workflowsEnded: progress.workflowsEnded });
  progress.phase = "done";
  return result;
}
