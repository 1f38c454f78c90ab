// A recorded dispute (billing dispute with an appeal paragraph: filed, "due soon", "overdue", ended
// by itself) replays on today's workflow code: a change that would break running disputes, whose
// timers last months, fails here first. Re-record only with a deliberate, versioned change.
import { readFileSync } from "node:fs";
import { Worker } from "@temporalio/worker";
import { describe, expect, it } from "vitest";
import { dataConverter, workflowBundle } from "../tests/orchestrator/temporal-env";

describe("dispute workflow history", () => {
  it("the recorded run replays without a determinism error", async () => {
    const recorded = JSON.parse(
      readFileSync(new URL("./fixtures/dispute.history.json", import.meta.url), "utf8"),
    ) as { events: { eventType: string }[] };
    const types = recorded.events.map((e) => e.eventType);
    expect(types.filter((t) => t === "EVENT_TYPE_TIMER_FIRED").length).toBeGreaterThanOrEqual(2);
    expect(types.at(-1)).toBe("EVENT_TYPE_WORKFLOW_EXECUTION_COMPLETED");
    await Worker.runReplayHistory(
      { workflowBundle: await workflowBundle(), dataConverter },
      recorded,
      "dispute-recorded",
    );
  });
});
