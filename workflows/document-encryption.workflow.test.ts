// Health data never reaches Temporal in the clear: after a verify Update the raw history (read by a
// client without the codec) holds none of the user's values, the workflow still completes, and the
// /ops timeline shows the payloads' shapes and sizes but not their values.
import { Client } from "@temporalio/client";
import type { DataConverter } from "@temporalio/common";
import proto from "@temporalio/proto";
import { describe, expect, it } from "vitest";
import {
  dataConverter,
  readingWorker,
  runWithReading,
  temporalForFile,
  workflowWorker,
} from "../tests/orchestrator/temporal-env";
import { encryptingDataConverter } from "../workers/orchestrator/payload-codec";
import { workflowHistory } from "../workers/orchestrator/ops";
import type { DocumentActivities } from "./activities/documents";
import { document } from "./document";
import { fakeDocument } from "./fixtures/fake-document";
import {
  documentWorkflowId,
  getDocumentState,
  verifyDocumentUpdate,
  type VerifyDocumentInput,
} from "./shared";

const temporal = temporalForFile("encryption");

// What a user typed: none of it may be readable in Temporal's storage.
const SECRETS = {
  patient: "Marguerite Oyelaran-Voss",
  provider: "Quillfeather Pediatric Associates",
  billed: "4817.39",
  paid: "1290.57",
  cpt: "99214",
  icd: "J45.909",
};
const verification: VerifyDocumentInput = {
  document_type: "medical_bill",
  user_verified_data: {
    patient_id: "self",
    patient_name: SECRETS.patient,
    provider_name: SECRETS.provider,
    service_date: "2026-02-11",
    total_charges: Number(SECRETS.billed),
    insurance_paid: Number(SECRETS.paid),
    icd10_codes: [SECRETS.icd],
    line_items: [{ cpt_code: SECRETS.cpt, units: 1, billed_amount: Number(SECRETS.billed) }],
  },
};

/** Runs one document to the end: extracted, verified through the Update, completed. */
async function verifiedRun(client: Client, converter: DataConverter | undefined) {
  const { state, activities } = fakeDocument();
  const seen: VerifyDocumentInput[] = [];
  const recording: DocumentActivities = {
    ...activities,
    completeVerification: (id, userId, input) => {
      seen.push(input);
      return activities.completeVerification(id, userId, input);
    },
  };
  const taskQueue = `encryption-${Math.random().toString(36).slice(2)}`;
  const documentId = `doc-${Math.random().toString(36).slice(2, 10)}`;
  // Without a converter the Worker writes payloads as plain JSON, like the client beside it.
  const worker = await workflowWorker(temporal.env, {
    taskQueue,
    activities: recording,
    dataConverter: converter,
  });
  const reading = await readingWorker(temporal.env, {
    taskQueue,
    activities: recording,
    dataConverter: converter,
  });
  const out = await runWithReading(
    worker,
    reading,
    (async () => {
      const handle = await client.workflow.start(document, {
        taskQueue,
        workflowId: documentWorkflowId(documentId),
        args: [{ documentId, userId: "user-1" }],
      });
      for (let i = 0; i < 200 && (await handle.query(getDocumentState)).phase !== "extracted"; i++)
        await new Promise((r) => setTimeout(r, 50));
      const verified = await handle.executeUpdate(verifyDocumentUpdate, { args: [verification] });
      return { verified, result: await handle.result(), workflowId: handle.workflowId };
    })(),
  );
  return { ...out, seen, state };
}

/** The history exactly as Temporal stores it, read by a client that has no codec. */
async function rawHistoryText(workflowId: string): Promise<string> {
  const plain = new Client({
    connection: temporal.env.connection,
    namespace: temporal.env.namespace ?? "default",
  });
  const history = await plain.workflow.getHandle(workflowId).fetchHistory();
  return Buffer.from(proto.temporal.api.history.v1.History.encode(history).finish()).toString("latin1");
}

const leaked = (text: string) => Object.values(SECRETS).filter((value) => text.includes(value));

describe("Temporal payload encryption of the document workflow", () => {
  it("stores the verify Update's fields only encrypted, and the workflow completes normally", async () => {
    const run = await verifiedRun(temporal.env.client, dataConverter);
    expect(run.result).toEqual({ status: "processed", billId: "bill-1" });
    expect(run.verified).toMatchObject({ bill_id: "bill-1", verification_status: "verified" });
    // The activity still got the real values: only Temporal's copy is encrypted.
    expect(run.seen).toEqual([verification]);
    const raw = await rawHistoryText(run.workflowId);
    expect(raw).toContain("binary/encrypted");
    expect(leaked(raw)).toEqual([]);
  });

  it("would have found every value in a history written without the codec (the check can fail)", async () => {
    const plain = new Client({
      connection: temporal.env.connection,
      namespace: temporal.env.namespace ?? "default",
    });
    const run = await verifiedRun(plain, undefined);
    expect(run.result.status).toBe("processed");
    expect(leaked(await rawHistoryText(run.workflowId))).toEqual(Object.values(SECRETS));
  });

  it("shows operators each payload's shape and size on the timeline, never a value", async () => {
    const run = await verifiedRun(temporal.env.client, dataConverter);
    const history = await workflowHistory(temporal.env.client, run.workflowId);
    expect(leaked(JSON.stringify(history))).toEqual([]);
    const accepted = history.events.find((e) => e.eventType === "WorkflowExecutionUpdateAccepted");
    expect(accepted?.data).toEqual([
      expect.objectContaining({ path: "acceptedRequest.input.args", encrypted: true }),
    ]);
    const shape = accepted!.data[0].shape;
    for (const field of [
      "document_type: text",
      "user_verified_data:",
      "provider_name: text",
      "line_items: [1 item]",
    ])
      expect(shape).toContain(field);
    expect(accepted!.data[0].bytes).toBeGreaterThan(100);
    const scheduled = history.events.find(
      (e) => e.eventType === "ActivityTaskScheduled" && e.activityType === "completeVerification",
    );
    expect(scheduled?.data.map((d) => [d.path, d.shape.slice(0, 16)])).toEqual([
      ["input[0]", "text"],
      ["input[1]", "text"],
      ["input[2]", "{document_type: "],
    ]);

    // A gateway holding another key still lists the events, and says why it cannot read the data.
    const otherKey = encryptingDataConverter({ current: Buffer.alloc(32, 7) });
    const stranger = new Client({
      connection: temporal.env.connection,
      namespace: temporal.env.namespace,
      dataConverter: otherKey,
    });
    const unreadable = await workflowHistory(stranger, run.workflowId);
    expect(unreadable.events.length).toBe(history.events.length);
    const data = unreadable.events.find((e) => e.eventType === "WorkflowExecutionUpdateAccepted")!.data[0];
    expect(data.shape).toMatch(
      /^unreadable \(Temporal payload was encrypted with key [0-9a-f]{16}, which is neither/,
    );
  });
});
