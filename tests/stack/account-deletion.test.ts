// Account deletion survives an orchestrator crash: kill it mid-way through the files, start it
// again, and the workflow finishes the job with nothing left behind.
import { describe, expect, it } from "vitest";
import {
  api,
  gateway,
  internal,
  orchestratorPerTest,
  registerUser,
  waitFor,
  type WorkflowHistory,
} from "./stack";

interface Remaining {
  rows: Record<string, number>;
  totalRows: number;
  objects: number;
}

const OBJECTS = 200;
const orchestrator = orchestratorPerTest();

describe("account deletion on the whole stack", () => {
  it("finishes after the orchestrator is killed mid-way, leaving no rows and no files", async () => {
    await orchestrator.start({ DELETION_BATCH_SIZE: "2" });
    const { token, userId } = await registerUser("deleteme");
    expect(
      (await api("/api/auth/zipcode", { method: "PUT", token, body: JSON.stringify({ zipcode: "94110" }) }))
        .status,
    ).toBe(200);

    for (let i = 0; i < OBJECTS; i += 20) {
      await Promise.all(
        Array.from({ length: 20 }, (_, j) =>
          internal(
            "PUT",
            `/internal/files?key=users/${userId}/documents/doc-${String(i + j).padStart(3, "0")}`,
            {
              text: `bill page ${i + j}`,
              contentType: "text/plain",
            },
          ),
        ),
      );
    }
    const before = await internal<Remaining>("GET", `/internal/users/${userId}/remaining`);
    expect(before.objects).toBe(OBJECTS);
    expect(before.rows.users).toBe(1);
    expect(before.totalRows).toBeGreaterThan(2);

    const deleted = await api("/api/account/delete", { method: "DELETE", token });
    expect(deleted.status).toBe(202);
    expect(await deleted.json()).toEqual({ message: "Account deletion started" });
    expect((await api("/api/auth/me", { token })).status).toBe(401);

    // Kill the whole process group as soon as some, but not all, files are gone.
    const partial = await waitFor(
      "a partly deleted account",
      async () => {
        const left = await internal<Remaining>("GET", `/internal/users/${userId}/remaining`);
        return left.objects > 0 && left.objects < OBJECTS ? left : undefined;
      },
      60_000,
      10,
    );
    await orchestrator.crash();

    const afterKill = await internal<Remaining>("GET", `/internal/users/${userId}/remaining`);
    expect(afterKill.objects).toBeGreaterThan(0);
    expect(afterKill.objects).toBeLessThanOrEqual(partial.objects);
    expect(afterKill.rows.users).toBe(1);

    await orchestrator.start({ DELETION_BATCH_SIZE: "2" });
    const done = await waitFor(
      "the deletion to finish",
      async () => {
        const left = await internal<Remaining>("GET", `/internal/users/${userId}/remaining`);
        return left.objects === 0 && left.totalRows === 0 ? left : undefined;
      },
      120_000,
      250,
    );
    expect(done).toEqual({ rows: expect.any(Object), totalRows: 0, objects: 0 });
    expect(Object.values(done.rows).every((n) => n === 0)).toBe(true);

    const history = await waitFor(
      "the workflow to complete",
      async () => {
        const h = await gateway<WorkflowHistory>("GET", `/ops/workflows/account-deletion-${userId}/history`);
        return h.status === "COMPLETED" ? h : undefined;
      },
      30_000,
      250,
    );
    // The files activity was cut off by the kill and ran again on the new process.
    const fileAttempts = history.events
      .filter((e) => e.activityType === "deleteUserFiles" && e.eventType === "ActivityTaskStarted")
      .map((e) => e.attempt ?? 0);
    expect(Math.max(...fileAttempts)).toBeGreaterThanOrEqual(2);
    expect(
      history.events.some(
        (e) => e.activityType === "recordAccountDeleted" && e.eventType === "ActivityTaskCompleted",
      ),
    ).toBe(true);

    expect((await api("/api/auth/me", { token })).status).toBe(401);
  });

  it("starts one workflow however often deletion is requested", async () => {
    await orchestrator.start();
    const { userId } = await registerUser("deleteme");
    const first = await gateway<{ workflowId: string; runId: string }>("POST", `/accounts/${userId}/delete`);
    const second = await gateway<{ workflowId: string; runId: string }>("POST", `/accounts/${userId}/delete`);
    expect(second.workflowId).toBe(`account-deletion-${userId}`);
    const listed = await gateway<{ workflows: { workflowId: string; runId: string }[] }>(
      "GET",
      `/ops/workflows?${new URLSearchParams({ query: `UserId = '${userId}'` })}`,
    );
    const runs = new Set(listed.workflows.map((w) => w.runId));
    expect(runs.size).toBe(1);
    expect(runs.has(first.runId)).toBe(true);
    // Leave nothing running for the next layer's orchestrator.
    await waitFor(
      "the deletion to complete",
      async () => {
        const h = await gateway<{ status: string }>("GET", `/ops/workflows/${first.workflowId}/history`);
        return h.status === "COMPLETED" ? h : undefined;
      },
      30_000,
      250,
    );
  });
});
