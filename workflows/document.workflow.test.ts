// The document workflow on a real Temporal dev server with fake activities over one in-memory
// document: reading, the verify Update and its validator, failures and retry, review timers, replay.
import { readFileSync } from "node:fs";
import { ApplicationFailure } from "@temporalio/common";
import { WorkflowUpdateFailedError, type WorkflowHandle } from "@temporalio/client";
import { Worker } from "@temporalio/worker";
import { describe, expect, it } from "vitest";
import { dataConverter, temporalForFile, workflowBundle } from "../tests/orchestrator/temporal-env";
import type { DocumentActivities } from "./activities/documents";
import { fakeDocument } from "./fixtures/fake-document";
import { document } from "./document";
import {
  DocumentIdKey,
  documentWorkflowId,
  getDocumentState,
  retryDocumentSignal,
  UserIdKey,
  verifyDocumentUpdate,
  type DocumentState,
  type DocumentWorkflowInput,
} from "./shared";

const temporal = temporalForFile("documents");

const validBill = { provider_name: "Bayview Clinic", service_date: "2026-03-02", patient_id: "self" };
const newId = () => `doc-${Math.random().toString(36).slice(2, 10)}`;

const run = <T>(activities: DocumentActivities, body: (taskQueue: string) => Promise<T>) =>
  temporal.run(activities, body);

function start(taskQueue: string, input: Partial<DocumentWorkflowInput> = {}) {
  const documentId = input.documentId ?? newId();
  return temporal.env.client.workflow.start(document, {
    taskQueue,
    workflowId: documentWorkflowId(documentId),
    args: [{ documentId, userId: "user-1", ...input }],
  });
}

async function phase(handle: WorkflowHandle<typeof document>, wanted: DocumentState["phase"]) {
  for (let i = 0; i < 200; i++) {
    const state = await handle.query(getDocumentState);
    if (state.phase === wanted) return state;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`never reached ${wanted}: ${JSON.stringify(await handle.query(getDocumentState))}`);
}

describe("document workflow", () => {
  it("reads, extracts, waits, and on the verify Update answers the bill id and finishes", async () => {
    const { state, activities } = fakeDocument();
    const out = await run(activities, async (taskQueue) => {
      const handle = await start(taskQueue);
      await phase(handle, "extracted");
      const verified = await handle.executeUpdate(verifyDocumentUpdate, {
        args: [{ document_type: "medical_bill", user_verified_data: validBill }],
      });
      const result = await handle.result();
      const attrs = (await handle.describe()).typedSearchAttributes;
      return {
        verified,
        result,
        user: attrs.get(UserIdKey),
        doc: attrs.get(DocumentIdKey),
        id: handle.workflowId,
      };
    });
    expect(out.verified).toMatchObject({ bill_id: "bill-1", verification_status: "verified" });
    expect(out.result).toEqual({ status: "processed", billId: "bill-1" });
    expect(out.user).toBe("user-1");
    expect(`document-${out.doc}`).toBe(out.id);
    expect(state.calls).toEqual(["recognizeDocument", "extractDocument", "completeVerification"]);
  });

  it("rejects a save with missing fields in the validator, with the spec's messages, and keeps waiting", async () => {
    const { state, activities } = fakeDocument();
    const out = await run(activities, async (taskQueue) => {
      const handle = await start(taskQueue);
      await phase(handle, "extracted");
      const missing = await handle
        .executeUpdate(verifyDocumentUpdate, {
          args: [{ document_type: "medical_bill", user_verified_data: { total_charges: 5 } }],
        })
        .catch((e: unknown) => e);
      const eob = await handle
        .executeUpdate(verifyDocumentUpdate, { args: [{ document_type: "eob", user_verified_data: {} }] })
        .catch((e: unknown) => e);
      const after = await handle.query(getDocumentState);
      await handle.executeUpdate(verifyDocumentUpdate, {
        args: [
          {
            document_type: "medical_bill",
            user_verified_data: { ...validBill, service_date: undefined, service_date_from: "2026-03-01" },
          },
        ],
      });
      return { missing, eob, after, result: await handle.result() };
    });
    expect(out.missing).toBeInstanceOf(WorkflowUpdateFailedError);
    const cause = (out.missing as WorkflowUpdateFailedError).cause as ApplicationFailure;
    expect(cause.message).toBe("Please fill in all required fields: Patient, Provider Name, Service Date");
    expect((cause.details?.[0] as { message: string }[]).map((e) => e.message)).toEqual([
      "Patient selection is required",
      "Provider name is required",
      "Service date is required",
    ]);
    const eobCause = (out.eob as WorkflowUpdateFailedError).cause as ApplicationFailure;
    expect((eobCause.details?.[0] as { message: string }[])[0].message).toBe(
      "Related medical bill is required",
    );
    expect(out.after.phase).toBe("extracted");
    expect(state.calls.filter((c) => c === "completeVerification")).toHaveLength(1);
    expect(out.result.status).toBe("processed");
  });

  it("retries the save activity after a transient failure and still makes one bill", async () => {
    const { state, activities } = fakeDocument({ saveFailures: 2 });
    const out = await run(activities, async (taskQueue) => {
      const handle = await start(taskQueue);
      await phase(handle, "extracted");
      const first = await handle.executeUpdate(verifyDocumentUpdate, {
        args: [{ document_type: "medical_bill", user_verified_data: validBill }],
      });
      return { first, result: await handle.result() };
    });
    expect(state.calls.filter((c) => c === "completeVerification")).toHaveLength(3);
    expect(state.bills.size).toBe(1);
    expect(out.first.bill_id).toBe("bill-1");
  });

  it("marks a failed reading with its reason, ignores retry until then, and reads again on retry", async () => {
    const { state, activities } = fakeDocument({ recognitionFailures: 1 });
    const out = await run(activities, async (taskQueue) => {
      const handle = await start(taskQueue);
      const failed = await phase(handle, "failed");
      await handle.signal(retryDocumentSignal);
      const extracted = await phase(handle, "extracted");
      await handle.signal(retryDocumentSignal); // not failed: nothing happens
      await new Promise((r) => setTimeout(r, 300));
      const still = await handle.query(getDocumentState);
      await handle.executeUpdate(verifyDocumentUpdate, {
        args: [{ document_type: "other", user_verified_data: {} }],
      });
      return { failed, extracted, still, result: await handle.result() };
    });
    expect(out.failed).toMatchObject({ phase: "failed", failure: "unreadable", attempts: 1 });
    expect(state.failed).toEqual([{ code: "unreadable", message: "The file could not be read." }]);
    expect(out.extracted.attempts).toBe(2);
    expect(out.still).toMatchObject({ phase: "extracted", attempts: 2 });
    expect(state.calls.filter((c) => c === "recognizeDocument")).toHaveLength(2);
    expect(out.result).toEqual({ status: "processed", billId: null });
  });

  it("gives up on a failed reading nobody retried when its window closes", async () => {
    const { activities } = fakeDocument({ recognitionFailures: 1 });
    const result = await run(activities, async (taskQueue) =>
      (await start(taskQueue, { retryWindowMs: 500 })).result(),
    );
    expect(result).toEqual({ status: "failed", billId: null });
  });

  it("stops when the document was deleted", async () => {
    const { activities } = fakeDocument();
    const gone: DocumentActivities = {
      ...activities,
      recognizeDocument: async () => {
        throw ApplicationFailure.nonRetryable("The document no longer exists", "DocumentGone");
      },
    };
    const result = await run(gone, async (taskQueue) => (await start(taskQueue)).result());
    expect(result).toEqual({ status: "deleted", billId: null });
  });

  it("e-mails a reminder, then marks the document stale (short timers)", async () => {
    const { state, activities } = fakeDocument();
    const result = await run(activities, async (taskQueue) =>
      (await start(taskQueue, { reminderAfterMs: 800, staleAfterMs: 1600 })).result(),
    );
    expect(result).toEqual({ status: "stale", billId: null });
    expect(state.reminders).toBe(1);
    expect(state.calls.slice(-2)).toEqual(["sendReviewReminder", "markDocumentStale"]);
  });

  it("ends without a stale mark when the document was verified while the orchestrator was away", async () => {
    const { state, activities } = fakeDocument();
    state.verifiedElsewhere = true;
    const result = await run(activities, async (taskQueue) =>
      (await start(taskQueue, { reminderAfterMs: 500, staleAfterMs: 5000 })).result(),
    );
    expect(result).toEqual({ status: "closed", billId: null });
    expect(state.stale).toBe(false);
  });

  it("replays its own history and the recorded one deterministically", async () => {
    const { activities } = fakeDocument({ recognitionFailures: 1 });
    const { history, workflowId } = await run(activities, async (taskQueue) => {
      const handle = await start(taskQueue);
      await phase(handle, "failed");
      await handle.signal(retryDocumentSignal);
      await phase(handle, "extracted");
      await handle.executeUpdate(verifyDocumentUpdate, {
        args: [{ document_type: "medical_bill", user_verified_data: validBill }],
      });
      await handle.result();
      return { history: await handle.fetchHistory(), workflowId: handle.workflowId };
    });
    const bundle = await workflowBundle();
    await Worker.runReplayHistory({ workflowBundle: bundle, dataConverter }, history, workflowId);
    // Recorded on the whole stack: the orchestrator was killed mid-OCR, so recognizeDocument ran
    // twice, then the verify Update made the bill and cancelled the reminder timer.
    const recorded: unknown = JSON.parse(
      readFileSync(new URL("./fixtures/document.history.json", import.meta.url), "utf8"),
    );
    await Worker.runReplayHistory({ workflowBundle: bundle, dataConverter }, recorded, "document-recorded");
  });
});
