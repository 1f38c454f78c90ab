// Account deletion activities: each does one kind of I/O through /internal and is safe to repeat.
import { activityInfo, cancellationSignal, heartbeat } from "@temporalio/activity";
import { sha256Hex } from "#core/signing";
import * as api from "#core/contracts/internal";
import type { ResponseOf } from "#core/http/routes";
import { idempotencyKey, rejectPermanent } from "./internal-calls";
import { callInternal, type InternalClient } from "./internal-client";

/** The user's workflows in Temporal (workers/orchestrator/ops.ts against the Worker's client). */
export interface UserWorkflows {
  /** Terminates every running workflow with the user's UserId except `keep`; answers how many. */
  endRunning(userId: string, keep: string): Promise<number>;
}

export interface AccountActivityDeps {
  internal: InternalClient;
  workflows: UserWorkflows;
  /** Objects listed and deleted per /internal round trip (R2 accepts up to 1000 per delete). */
  batchSize?: number;
}

/** What stays on record of a deletion: a reference of its own and counts, never whose it was. */
export interface DeletionRecord {
  deletionId: string;
  filesDeleted: number;
  rowsDeleted: number;
  workflowsEnded: number;
}

export type FilesPage = ResponseOf<typeof api.listUserFiles>;
export type PurgeResult = ResponseOf<typeof api.purgeUser>;
export type RemainingData = ResponseOf<typeof api.userRemaining>;

export function createAccountActivities({ internal, workflows, batchSize = 100 }: AccountActivityDeps) {
  const limit = Math.min(Math.max(Math.floor(batchSize), 1), 1000);
  return {
    /**
     * Ends the user's running workflows (documents waiting for review, letters' follow-up timers)
     * so none writes for them while they are deleted. Ending one already ended changes nothing.
     */
    async endUserWorkflows(userId: string): Promise<{ ended: number }> {
      const run = activityInfo().workflowExecution;
      return { ended: await workflows.endRunning(userId, run?.workflowId ?? "") };
    },

    /**
     * Deletes every R2 object under `users/{userId}/`, a page at a time, heartbeating the running
     * count. A retry starts listing from the top again: objects already deleted no longer appear.
     */
    async deleteUserFiles(userId: string): Promise<{ deleted: number }> {
      const resumed = activityInfo().heartbeatDetails as { deleted?: number } | undefined;
      let deleted = resumed?.deleted ?? 0;
      let cursor: string | null = null;
      do {
        const page: FilesPage = await rejectPermanent(
          callInternal(internal, api.listUserFiles, {
            params: { userId },
            query: { limit, cursor: cursor ?? undefined },
          }),
        );
        if (page.keys.length > 0) {
          const batchKey = idempotencyKey(`files-${await sha256Hex(page.keys.join("\n"))}`);
          const result = await rejectPermanent(
            callInternal(
              internal,
              api.deleteUserFiles,
              { params: { userId }, body: { keys: page.keys } },
              batchKey,
            ),
          );
          deleted += result.deleted;
        }
        heartbeat({ deleted });
        // Worker shutdown or workflow cancellation: stop between batches; a retry resumes.
        if (cancellationSignal().aborted) throw cancellationSignal().reason;
        cursor = page.cursor;
      } while (cursor);
      return { deleted };
    },

    /**
     * Deletes every D1 row naming the user in one batch, the users row last. Sent without an
     * idempotency key: a repeat deletes nothing more, and a stored key would name the user again.
     */
    async deleteUserRows(userId: string): Promise<PurgeResult> {
      const result = await rejectPermanent(callInternal(internal, api.purgeUser, { params: { userId } }));
      heartbeat();
      return result;
    },

    /** What is left of the user: rows per table and objects under the prefix. */
    async countRemaining(userId: string): Promise<RemainingData> {
      return rejectPermanent(callInternal(internal, api.userRemaining, { params: { userId } }));
    },

    /** The deletion's own audit row: its reference, when and counts; nothing that names the user. */
    async recordAccountDeleted(record: DeletionRecord) {
      const { deletionId, ...counts } = record;
      const body = {
        id: `account-deleted-${deletionId}`,
        action: "account.deleted",
        subjectType: "account_deletion",
        subjectId: deletionId,
        details: { ...counts },
      };
      await rejectPermanent(
        callInternal(internal, api.recordAudit, { body }, `account-deleted/${deletionId}`),
      );
    },
  };
}

export type AccountActivities = ReturnType<typeof createAccountActivities>;
