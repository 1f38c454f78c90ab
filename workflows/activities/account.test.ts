// Account deletion activities against a fake /internal client holding one user's files.
import { MockActivityEnvironment } from "@temporalio/testing";
import { ApplicationFailure } from "@temporalio/common";
import { describe, expect, it } from "vitest";
import { createAccountActivities, type UserWorkflows } from "./account";
import { InternalApiError, type InternalClient } from "./internal-client";

interface Sent {
  method: string;
  path: string;
  body: unknown;
  key: string | undefined;
}

/** An in-memory bucket behind the /internal paths the activities use, recording every write. */
function fakeInternal(keys: string[], fail?: (path: string) => InternalApiError | undefined) {
  const files = new Set(keys);
  const sent: Sent[] = [];
  const seenKeys = new Map<string, unknown>();
  const client: InternalClient = {
    async get<T>(path: string): Promise<T> {
      const error = fail?.(path);
      if (error) throw error;
      const url = new URL(path, "http://x");
      if (url.pathname.endsWith("/files")) {
        const limit = Number(url.searchParams.get("limit"));
        const after = url.searchParams.get("cursor") ?? "";
        const sorted = [...files].sort().filter((k) => k > after);
        const page = sorted.slice(0, limit);
        return { keys: page, cursor: sorted.length > limit ? page.at(-1)! : null } as T;
      }
      return { rows: {}, totalRows: 0, objects: files.size } as T;
    },
    async send<T>(method: string, path: string, body: unknown, key?: string): Promise<T> {
      const error = fail?.(path);
      if (error) throw error;
      sent.push({ method, path, body, key });
      if (key && seenKeys.has(key)) return seenKeys.get(key) as T;
      let answer: unknown = { ok: true };
      if (path.endsWith("/files/delete")) {
        const doomed = (body as { keys: string[] }).keys;
        doomed.forEach((k) => files.delete(k));
        answer = { deleted: doomed.length };
      } else if (path.endsWith("/purge")) answer = { rows: { users: 1, sessions: 2 }, totalRows: 3 };
      else if (path === "/internal/audit") answer = { id: (body as { id: string }).id, recorded: true };
      if (key) seenKeys.set(key, answer);
      return answer as T;
    },
  };
  return { client, files, sent };
}

const userKeys = (n: number) =>
  Array.from({ length: n }, (_, i) => `users/u1/documents/${String(i).padStart(3, "0")}`);
const info = { activityId: "7", workflowExecution: { workflowId: "account-deletion-u1", runId: "run-1" } };
/** Temporal as far as the activities see it: which workflows run, and which were ended. */
function fakeWorkflows(running: string[] = []) {
  const ended: [string, string][] = [];
  const workflows: UserWorkflows = {
    async endRunning(userId, keep) {
      const doomed = running.filter((id) => id !== keep);
      doomed.forEach((id) => ended.push([userId, id]));
      running = running.filter((id) => id === keep);
      return doomed.length;
    },
  };
  return { workflows, ended };
}
const { workflows } = fakeWorkflows();
const silent = () => undefined;
// Failures here are expected; the mock environment would log each one.
const quiet = {
  logger: { log: silent, trace: silent, debug: silent, info: silent, warn: silent, error: silent },
};

describe("account deletion activities", () => {
  it("deletes every file in batches, heartbeating the running count", async () => {
    const internal = fakeInternal(userKeys(23));
    const activities = createAccountActivities({ internal: internal.client, workflows, batchSize: 10 });
    const env = new MockActivityEnvironment(info, quiet);
    const beats: unknown[] = [];
    env.on("heartbeat", (d: unknown) => beats.push(d));
    const result = await env.run(activities.deleteUserFiles, "u1");
    expect(result).toEqual({ deleted: 23 });
    expect(internal.files.size).toBe(0);
    expect(internal.sent.map((s) => (s.body as { keys: string[] }).keys.length)).toEqual([10, 10, 3]);
    expect(beats).toEqual([{ deleted: 10 }, { deleted: 20 }, { deleted: 23 }]);
  });

  it("sends the same idempotency key for the same batch on a retry, and names run and activity", async () => {
    const first = fakeInternal(userKeys(4));
    await new MockActivityEnvironment(info, quiet).run(
      createAccountActivities({ internal: first.client, workflows }).deleteUserFiles,
      "u1",
    );
    const retry = fakeInternal(userKeys(4));
    await new MockActivityEnvironment({ ...info, attempt: 2 }, quiet).run(
      createAccountActivities({ internal: retry.client, workflows }).deleteUserFiles,
      "u1",
    );
    expect(first.sent[0].key).toBe(retry.sent[0].key);
    expect(first.sent[0].key).toMatch(/^account-deletion-u1\/run-1\/7\/files-[0-9a-f]{64}$/);
  });

  it("continues the count from the last heartbeat after a crash", async () => {
    const internal = fakeInternal(userKeys(5));
    const env = new MockActivityEnvironment({ ...info, heartbeatDetails: { deleted: 40 } }, quiet);
    expect(
      await env.run(createAccountActivities({ internal: internal.client, workflows }).deleteUserFiles, "u1"),
    ).toEqual({
      deleted: 45,
    });
  });

  it("gives up at once on a refused request but lets Temporal retry an outage", async () => {
    const refused = fakeInternal(
      userKeys(1),
      () => new InternalApiError(403, "Only keys under users/u1/", "/x"),
    );
    const error = await new MockActivityEnvironment(info, quiet)
      .run(createAccountActivities({ internal: refused.client, workflows }).deleteUserFiles, "u1")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApplicationFailure);
    expect((error as ApplicationFailure).nonRetryable).toBe(true);
    expect((error as ApplicationFailure).type).toBe("InternalRequestRejected");

    const outage = fakeInternal(userKeys(1), () => new InternalApiError(503, "busy", "/x"));
    const transient = await new MockActivityEnvironment(info, quiet)
      .run(createAccountActivities({ internal: outage.client, workflows }).deleteUserRows, "u1")
      .catch((e: unknown) => e);
    expect(transient).toBeInstanceOf(InternalApiError);
  });

  it("purges rows without a stored key and records the deletion without naming the user", async () => {
    const internal = fakeInternal([]);
    const activities = createAccountActivities({ internal: internal.client, workflows });
    const env = new MockActivityEnvironment(info, quiet);
    expect(await env.run(activities.deleteUserRows, "u1")).toEqual({
      rows: { users: 1, sessions: 2 },
      totalRows: 3,
    });
    const record = { deletionId: "d-0f3c", filesDeleted: 4, rowsDeleted: 3, workflowsEnded: 2 };
    await env.run(activities.recordAccountDeleted, record);
    // A stored idempotency key or audit row must not name the user once their rows are gone.
    expect(internal.sent.map((s) => [s.method, s.path, s.key])).toEqual([
      ["POST", "/internal/users/u1/purge", undefined],
      ["POST", "/internal/audit", "account-deleted/d-0f3c"],
    ]);
    expect(internal.sent[1].body).toEqual({
      id: "account-deleted-d-0f3c",
      action: "account.deleted",
      subjectType: "account_deletion",
      subjectId: "d-0f3c",
      details: { filesDeleted: 4, rowsDeleted: 3, workflowsEnded: 2 },
    });
    expect(JSON.stringify(internal.sent[1])).not.toContain("u1");
  });

  it("ends the user's running workflows but not the deletion itself, and a repeat ends none", async () => {
    const temporal = fakeWorkflows(["document-d1", "account-deletion-u1", "dispute-l1"]);
    const activities = createAccountActivities({
      internal: fakeInternal([]).client,
      workflows: temporal.workflows,
    });
    const env = new MockActivityEnvironment(info, quiet);
    expect(await env.run(activities.endUserWorkflows, "u1")).toEqual({ ended: 2 });
    expect(temporal.ended).toEqual([
      ["u1", "document-d1"],
      ["u1", "dispute-l1"],
    ]);
    expect(await env.run(activities.endUserWorkflows, "u1")).toEqual({ ended: 0 });
  });
});
