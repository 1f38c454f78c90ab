// The deletion workflow on a real Temporal dev server, with fake activities over an in-memory account.
import { readFileSync } from "node:fs";
import { ApplicationFailure } from "@temporalio/common";
import { WorkflowFailedError } from "@temporalio/client";
import { Worker } from "@temporalio/worker";
import { describe, expect, it } from "vitest";
import {
  dataConverter,
  quietLogger,
  temporalForFile,
  workflowBundle,
} from "../tests/orchestrator/temporal-env";
import type { AccountActivities as AccountOnly } from "./activities/account";
import type { SubscriptionActivities } from "./activities/subscription";
import { accountDeletion } from "./account-deletion";
import { accountDeletionWorkflowId, getDeletionProgress, UserIdKey } from "./shared";

const temporal = temporalForFile("test");

/** What the deletion workflow calls: the account's activities and cancelling billing at once. */
type AccountActivities = AccountOnly & Pick<SubscriptionActivities, "cancelBillingNow">;

/** One user's data: objects under the prefix and rows per table. */
function fakeAccount(objects: number, rows: Record<string, number>, workflows: string[] = []) {
  const state = { objects, rows: { ...rows }, workflows, audit: [] as unknown[], calls: [] as string[] };
  const total = () => Object.values(state.rows).reduce((a, b) => a + b, 0);
  const activities: AccountActivities = {
    async cancelBillingNow() {
      state.calls.push("cancelBillingNow");
      return { canceled: 1 };
    },
    async endUserWorkflows() {
      state.calls.push("endUserWorkflows");
      const ended = state.workflows.length;
      state.workflows = [];
      return { ended };
    },
    async deleteUserFiles() {
      state.calls.push("deleteUserFiles");
      const deleted = state.objects;
      state.objects = 0;
      return { deleted };
    },
    async deleteUserRows() {
      state.calls.push("deleteUserRows");
      const removed = { ...state.rows };
      const totalRows = total();
      state.rows = Object.fromEntries(Object.keys(state.rows).map((k) => [k, 0]));
      return { rows: removed, totalRows };
    },
    async countRemaining() {
      state.calls.push("countRemaining");
      return { rows: { ...state.rows }, totalRows: total(), objects: state.objects };
    },
    async recordAccountDeleted(record) {
      state.calls.push("recordAccountDeleted");
      state.audit.push(record);
    },
  };
  return { state, activities };
}

const run = <T>(activities: Partial<AccountActivities>, body: (taskQueue: string) => Promise<T>) =>
  temporal.run(activities, body);

const newUserId = () => `user-${Math.random().toString(36).slice(2, 10)}`;

describe("account deletion workflow", () => {
  it("ends the user's workflows, deletes files, then rows, checks nothing is left, then writes the audit entry", async () => {
    const userId = newUserId();
    const { state, activities } = fakeAccount(120, { users: 1, sessions: 2, bills: 5 }, [
      "document-a",
      "document-b",
    ]);
    const { result, progress, userAttr } = await run(activities, async (taskQueue) => {
      const handle = await temporal.env.client.workflow.start(accountDeletion, {
        taskQueue,
        workflowId: accountDeletionWorkflowId(userId),
        args: [{ userId }],
      });
      const result = await handle.result();
      const description = await handle.describe();
      return {
        result,
        progress: await handle.query(getDeletionProgress),
        userAttr: description.typedSearchAttributes.get(UserIdKey),
      };
    });
    expect(result).toEqual({ filesDeleted: 120, rowsDeleted: 8 });
    // Billing first: the provider charges nothing more for an account that is going away.
    expect(state.calls).toEqual([
      "cancelBillingNow",
      "endUserWorkflows",
      "deleteUserFiles",
      "deleteUserRows",
      "countRemaining",
      "recordAccountDeleted",
    ]);
    // The record has a reference of its own, not the user's id.
    expect(state.audit).toEqual([
      {
        deletionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        filesDeleted: 120,
        rowsDeleted: 8,
        workflowsEnded: 2,
      },
    ]);
    expect(JSON.stringify(state.audit)).not.toContain(userId);
    expect(progress).toEqual({
      phase: "done",
      filesDeleted: 120,
      rowsDeleted: 8,
      workflowsEnded: 2,
      subscriptionsCanceled: 1,
      rounds: 1,
    });
    expect(userAttr).toBe(userId);
  });

  it("retries a failed activity with backoff and still finishes", async () => {
    const userId = newUserId();
    const { state, activities } = fakeAccount(10, { users: 1 });
    let failures = 0;
    const flaky: AccountActivities = {
      ...activities,
      async deleteUserFiles(id) {
        if (failures++ < 2) throw new Error("/internal answered 503");
        return activities.deleteUserFiles(id);
      },
    };
    const result = await run(flaky, (taskQueue) =>
      temporal.env.client.workflow.execute(accountDeletion, {
        taskQueue,
        workflowId: accountDeletionWorkflowId(userId),
        args: [{ userId }],
      }),
    );
    expect(failures).toBe(3);
    expect(result).toEqual({ filesDeleted: 10, rowsDeleted: 1 });
    expect(state.objects).toBe(0);
  });

  it("runs another round when something was written during the deletion", async () => {
    const userId = newUserId();
    const { state, activities } = fakeAccount(3, { users: 1 });
    let checks = 0;
    const racing: AccountActivities = {
      ...activities,
      async countRemaining(id) {
        if (checks++ === 0) state.objects += 2; // an e-mailed bill landed mid-deletion
        return activities.countRemaining(id);
      },
    };
    const result = await run(racing, (taskQueue) =>
      temporal.env.client.workflow.execute(accountDeletion, {
        taskQueue,
        workflowId: accountDeletionWorkflowId(userId),
        args: [{ userId }],
      }),
    );
    expect(result).toEqual({ filesDeleted: 5, rowsDeleted: 1 });
    expect(state.calls.filter((c) => c === "deleteUserFiles")).toHaveLength(2);
    // The new round ends any workflow the late document started.
    expect(state.calls.filter((c) => c === "endUserWorkflows")).toHaveLength(2);
  });

  it("fails, without an audit entry, when data keeps coming back or a request is refused", async () => {
    const userId = newUserId();
    const { state, activities } = fakeAccount(1, { users: 1 });
    const stubborn: AccountActivities = {
      ...activities,
      async countRemaining() {
        return { rows: {}, totalRows: 0, objects: 4 };
      },
    };
    const failed = await run(stubborn, (taskQueue) =>
      temporal.env.client.workflow
        .execute(accountDeletion, {
          taskQueue,
          workflowId: accountDeletionWorkflowId(userId),
          args: [{ userId }],
        })
        .catch((e: unknown) => e),
    );
    expect(failed).toBeInstanceOf(WorkflowFailedError);
    expect(((failed as WorkflowFailedError).cause as ApplicationFailure).type).toBe("DeletionIncomplete");
    expect(state.audit).toEqual([]);

    const refusedUser = newUserId();
    const refused = await run(
      {
        ...fakeAccount(1, {}).activities,
        async deleteUserFiles() {
          throw ApplicationFailure.nonRetryable("/internal answered 403", "InternalRequestRejected");
        },
      },
      (taskQueue) =>
        temporal.env.client.workflow
          .execute(accountDeletion, {
            taskQueue,
            workflowId: accountDeletionWorkflowId(refusedUser),
            args: [{ userId: refusedUser }],
          })
          .catch((e: unknown) => e),
    );
    expect(refused).toBeInstanceOf(WorkflowFailedError);
  });

  it("replays its own fresh history and the committed one deterministically", async () => {
    const userId = newUserId();
    const { activities } = fakeAccount(7, { users: 1, sessions: 1 });
    const history = await run(activities, async (taskQueue) => {
      const handle = await temporal.env.client.workflow.start(accountDeletion, {
        taskQueue,
        workflowId: accountDeletionWorkflowId(userId),
        args: [{ userId }],
      });
      await handle.result();
      return handle.fetchHistory();
    });
    const bundle = await workflowBundle();
    await Worker.runReplayHistory(
      { workflowBundle: bundle, dataConverter },
      history,
      accountDeletionWorkflowId(userId),
    );
    // Recorded on the whole stack: the orchestrator was killed mid-way, so deleteUserFiles ran twice.
    const recorded: unknown = JSON.parse(
      readFileSync(new URL("./fixtures/account-deletion.history.json", import.meta.url), "utf8"),
    );
    await Worker.runReplayHistory(
      { workflowBundle: bundle, dataConverter },
      recorded,
      "account-deletion-recorded",
    );
  });

  it("a replay catches a workflow change that is not deterministic", async () => {
    const { bundleWorkflowCode } = await import("@temporalio/worker");
    const changed = await bundleWorkflowCode({
      workflowsPath: new URL("./fixtures/reordered-deletion.ts", import.meta.url).pathname,
      logger: quietLogger,
    });
    const recorded: unknown = JSON.parse(
      readFileSync(new URL("./fixtures/account-deletion.history.json", import.meta.url), "utf8"),
    );
    await expect(
      Worker.runReplayHistory(
        { workflowBundle: changed, dataConverter },
        recorded,
        "account-deletion-recorded",
      ),
    ).rejects.toThrow(/nondetermin/i);
  });
});
