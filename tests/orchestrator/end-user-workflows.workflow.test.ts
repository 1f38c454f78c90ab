// Ending a deleted user's workflows on a real Temporal dev server: their running document
// workflows end, another user's and the deletion itself keep running, and a repeat ends none.
import { describe, expect, it } from "vitest";
import { document } from "#workflows/document";
import { fakeDocument } from "#workflows/fixtures/fake-document";
import { DocumentIdKey, documentWorkflowId, UserIdKey } from "#workflows/shared";
import { endUserWorkflows } from "../../workers/orchestrator/ops";
import { workerForFile } from "./temporal-env";

const taskQueue = `end-workflows-${Date.now()}`;
const temporal = workerForFile(taskQueue, fakeDocument().activities);

/** A document read and waiting for the user's review (days of timers): a running workflow. */
async function waitingDocument(userId: string) {
  const documentId = `d${Math.random().toString(36).slice(2, 10)}`;
  return temporal.env.client.workflow.start(document, {
    taskQueue,
    workflowId: documentWorkflowId(documentId),
    args: [{ documentId, userId }],
    typedSearchAttributes: [
      { key: UserIdKey, value: userId },
      { key: DocumentIdKey, value: documentId },
    ],
  });
}

/** Visibility catches up within a moment. */
async function listedRunning(userId: string, expected: number) {
  for (let i = 0; i < 100; i++) {
    const ids: string[] = [];
    for await (const w of temporal.env.client.workflow.list({
      query: `UserId = '${userId}' AND ExecutionStatus = 'Running'`,
    }))
      ids.push(w.workflowId);
    if (ids.length === expected) return ids;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`visibility never showed ${expected} running workflows for ${userId}`);
}

describe("endUserWorkflows", () => {
  it("terminates the user's running workflows except the one to keep, and nobody else's", async () => {
    const userId = `u${Date.now()}`;
    const first = await waitingDocument(userId);
    const second = await waitingDocument(userId);
    const keep = await waitingDocument(userId);
    const other = await waitingDocument(`${userId}-other`);
    await listedRunning(userId, 3);

    expect(await endUserWorkflows(temporal.env.client, userId, keep.workflowId)).toBe(2);
    for (const handle of [first, second])
      expect((await handle.describe()).status.name, handle.workflowId).toBe("TERMINATED");
    expect((await keep.describe()).status.name).toBe("RUNNING");
    expect((await other.describe()).status.name).toBe("RUNNING");

    await listedRunning(userId, 1);
    expect(await endUserWorkflows(temporal.env.client, userId, keep.workflowId)).toBe(0);
    await keep.terminate("test done");
    await other.terminate("test done");
  });

  it("refuses an id that could change the visibility query", async () => {
    await expect(endUserWorkflows(temporal.env.client, "x' OR UserId != '", "")).rejects.toThrow(
      "Invalid user id",
    );
  });
});
