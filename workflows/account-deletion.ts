// Account deletion: files in R2, then every D1 row (users last), a final check, then the audit row.
// Runs once per user (id `account-deletion-{userId}`); activities are idempotent, so a restart
// of the orchestrator at any point only repeats harmless work.
import {
  ApplicationFailure,
  proxyActivities,
  setHandler,
  upsertSearchAttributes,
  type RetryPolicy,
} from "@temporalio/workflow";
import type { AccountActivities } from "./activities/account";
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

const { deleteUserRows, countRemaining, recordAccountDeleted } = proxyActivities<AccountActivities>({
  startToCloseTimeout: "1 minute",
  retry,
});

/** Rounds of files + rows before giving up: something keeps writing for a deleted user. */
const MAX_ROUNDS = 3;

export async function accountDeletion({ userId }: AccountDeletionInput): Promise<DeletionResult> {
  upsertSearchAttributes([{ key: UserIdKey, value: userId }]);
  const progress: DeletionProgress = { phase: "files", filesDeleted: 0, rowsDeleted: 0, rounds: 0 };
  setHandler(getDeletionProgress, () => progress);

  for (;;) {
    progress.rounds += 1;
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
  await recordAccountDeleted(userId, result);
  progress.phase = "done";
  return result;
}
