// The orchestrator gateway against a real Temporal dev server: signatures, one deletion per user,
// operator listing and history timeline.
import { describe, expect, it } from "vitest";
import { signedFetch, signRequest } from "#core/signing";
import type { AccountActivities } from "#workflows/activities/account";
import type { SubscriptionActivities } from "#workflows/activities/subscription";
import { gatewayForFile } from "./gateway-env";

const SECRET = "gateway-test-secret-0123456789abcdef01234567";
let workerUp = true;

// Deletion of an account with a few files; the gate lets a test hold the workflow open.
let releaseFiles: () => void = () => undefined;
let filesGate: Promise<void> = Promise.resolve();
const activities: AccountActivities & Pick<SubscriptionActivities, "cancelBillingNow"> = {
  cancelBillingNow: async () => ({ canceled: 0 }),
  endUserWorkflows: async () => ({ ended: 0 }),
  deleteUserFiles: async () => {
    await filesGate;
    return { deleted: 3 };
  },
  deleteUserRows: async () => ({ rows: { users: 1 }, totalRows: 1 }),
  countRemaining: async () => ({ rows: {}, totalRows: 0, objects: 0 }),
  recordAccountDeleted: async () => undefined,
};

const gateway = gatewayForFile({
  secret: SECRET,
  taskQueue: `gateway-${Date.now()}`,
  activities,
  workerState: (worker) => (workerUp ? worker.getState() : "STOPPED"),
});

async function call<T = Record<string, unknown>>(
  method: string,
  path: string,
): Promise<{ status: number; body: T }> {
  const res = await signedFetch(SECRET, gateway.base, method, path);
  return { status: res.status, body: (await res.json()) as T };
}

const newUserId = () => `u${Math.random().toString(36).slice(2, 12)}`;

describe("gateway", () => {
  it("answers /health without a signature, 503 unless the worker runs", async () => {
    const up = await fetch(`${gateway.base}/health`);
    expect(up.status).toBe(200);
    expect(await up.json()).toEqual({ ok: true, temporal: "connected", worker: "running" });
    workerUp = false;
    const down = await fetch(`${gateway.base}/health`);
    workerUp = true;
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ ok: false, worker: "stopped" });
  });

  it("refuses unsigned, wrongly signed and stale requests", async () => {
    const path = `/accounts/${newUserId()}/delete`;
    expect((await fetch(`${gateway.base}${path}`, { method: "POST" })).status).toBe(401);
    expect(
      (await signedFetch("another-secret-0123456789abcdef0123456789", gateway.base, "POST", path)).status,
    ).toBe(401);
    const stale = await signRequest(SECRET, "POST", path, "", Date.now() - 301_000);
    const res = await fetch(`${gateway.base}${path}`, { method: "POST", headers: stale });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: "Invalid signature (skew)" });
  });

  it("starts one deletion per user however often it is asked, and lists it by UserId", async () => {
    const userId = newUserId();
    filesGate = new Promise((resolve) => (releaseFiles = resolve));
    const first = await call<{ workflowId: string; runId: string; status: string }>(
      "POST",
      `/accounts/${userId}/delete`,
    );
    const again = await call<{ workflowId: string; runId: string }>("POST", `/accounts/${userId}/delete`);
    expect(first.status).toBe(202);
    expect(first.body.workflowId).toBe(`account-deletion-${userId}`);
    expect(again.body.runId).toBe(first.body.runId);

    const query = new URLSearchParams({ query: `UserId = '${userId}'` });
    const listed = await call<{
      workflows: {
        runId: string;
        type: string;
        status: string;
        searchAttributes: Record<string, string[]>;
      }[];
    }>("GET", `/ops/workflows?${query}`);
    expect(listed.status).toBe(200);
    expect(listed.body.workflows).toHaveLength(1);
    expect(listed.body.workflows[0]).toMatchObject({
      runId: first.body.runId,
      type: "accountDeletion",
      status: "RUNNING",
      searchAttributes: { UserId: [userId] },
    });

    releaseFiles();
    await gateway.env.client.workflow.getHandle(first.body.workflowId).result();
    const afterDone = await call<{ status: string }>("POST", `/accounts/${userId}/delete`);
    expect(afterDone).toEqual({
      status: 200,
      body: { workflowId: `account-deletion-${userId}`, status: "completed" },
    });
  });

  it("renders a history as a timeline with activity names and attempts", async () => {
    const userId = newUserId();
    const started = await call<{ workflowId: string }>("POST", `/accounts/${userId}/delete`);
    await gateway.env.client.workflow.getHandle(started.body.workflowId).result();
    const { status, body } = await call<{
      status: string;
      events: { eventId: number; eventType: string; activityType: string | null; attempt: number | null }[];
    }>("GET", `/ops/workflows/${started.body.workflowId}/history`);
    expect(status).toBe(200);
    expect(body.status).toBe("COMPLETED");
    expect(body.events[0]).toMatchObject({ eventId: 1, eventType: "WorkflowExecutionStarted" });
    expect(body.events.at(-1)!.eventType).toBe("WorkflowExecutionCompleted");
    const activityRuns = body.events
      .filter((e) => e.eventType === "ActivityTaskStarted")
      .map((e) => [e.activityType, e.attempt]);
    expect(activityRuns).toEqual([
      ["cancelBillingNow", 1],
      ["endUserWorkflows", 1],
      ["deleteUserFiles", 1],
      ["deleteUserRows", 1],
      ["countRemaining", 1],
      ["recordAccountDeleted", 1],
    ]);
  });

  it("answers a bad visibility query with 400 and an unknown workflow with 404", async () => {
    const bad = await call("GET", `/ops/workflows?${new URLSearchParams({ query: "NoSuchField = 'x'" })}`);
    expect(bad.status).toBe(400);
    const missing = await call("GET", "/ops/workflows/account-deletion-nobody/history");
    expect(missing).toEqual({ status: 404, body: { detail: "Workflow not found" } });
    expect((await call("POST", "/accounts/not%20an%20id/delete")).status).toBe(400);
  });
});
