// A morning's uploads through the gateway and the reading queue (decision 077), on a real Temporal
// dev server: 30 documents asked for at once, and asked for again while they wait (the sweeper, a
// retried upload), are read at most N at a time, each extracted once; a file that cannot be read
// ends 'failed' with its reason; a reading that broke off is retried and still extracted once.
import { ApplicationFailure } from "@temporalio/common";
import { describe, expect, it } from "vitest";
import { signedFetch } from "#core/signing";
import { gatewayForFile } from "../tests/orchestrator/gateway-env";
import type { DocumentActivities } from "./activities/documents";
import { fakeDocument } from "./fixtures/fake-document";
import { documentWorkflowId, getDocumentState, readingTaskQueue, type DocumentState } from "./shared";

const SECRET = "gateway-test-secret-0123456789abcdef01234567";
const READING_AT_ONCE = 3;
const READ_MS = 250;
const UNREADABLE = "The file could not be read.";

/** Every document's reads and extractions, and how many were being read at the same moment. */
function morningFakes() {
  const seen = {
    reading: 0,
    mostAtOnce: 0,
    reads: new Map<string, number>(),
    extractions: new Map<string, number>(),
    failed: new Map<string, { code: string; message: string | null | undefined }>(),
  };
  const bump = (map: Map<string, number>, id: string) => map.set(id, (map.get(id) ?? 0) + 1);
  // The unreadable file fails only once every ask has arrived: an ask after its failure is a retry
  // the user sent (it reads again, by design), which a slow machine must not turn this test into.
  let releaseUnreadable = () => {};
  const asksDone = new Promise<void>((resolve) => (releaseUnreadable = resolve));
  const activities: DocumentActivities = {
    ...fakeDocument().activities,
    async recognizeDocument(documentId) {
      seen.reading += 1;
      seen.mostAtOnce = Math.max(seen.mostAtOnce, seen.reading);
      try {
        bump(seen.reads, documentId);
        await new Promise((resolve) => setTimeout(resolve, READ_MS));
        if (documentId.startsWith("unreadable-")) {
          await asksDone;
          throw ApplicationFailure.nonRetryable(UNREADABLE, "RecognitionError", {
            code: "unreadable",
            message: UNREADABLE,
          });
        }
        // The reading process stopped under the first try (not the file's fault): Temporal retries.
        if (documentId.startsWith("flaky-") && seen.reads.get(documentId) === 1) {
          throw new Error("The OCR reading process stopped before the document was read");
        }
        return { pages: 1, words: 12, characters: 80, method: "ocr" as const };
      } finally {
        seen.reading -= 1;
      }
    },
    async extractDocument(documentId) {
      bump(seen.extractions, documentId);
      return {
        documentType: "medical_bill",
        confidence: 0.9,
        needsClassification: false,
        fields: 4,
        lineItems: 1,
        icd10Codes: 0,
      };
    },
    async markDocumentFailed(documentId, code, message) {
      seen.failed.set(documentId, { code, message });
    },
  };
  return { seen, activities, releaseUnreadable };
}

const fake = morningFakes();
const taskQueue = `morning-${Date.now()}`;
const gateway = gatewayForFile({
  secret: SECRET,
  taskQueue,
  activities: fake.activities,
  readingConcurrency: READING_AT_ONCE,
});

/** What the Worker does on an upload, a retried upload and each sweeper run (`resume`): ask for the workflow. */
async function askToRead(documentId: string, resume = false) {
  const res = await signedFetch(SECRET, gateway.base, "POST", `/documents/${documentId}/process`, {
    userId: "family-1",
    ...(resume ? { resume: true } : {}),
  });
  expect(res.status).toBe(202);
  return (await res.json()) as { status: string };
}

async function settled(documentId: string): Promise<DocumentState> {
  const handle = gateway.env.client.workflow.getHandle(documentWorkflowId(documentId));
  for (let i = 0; i < 600; i++) {
    const state = await handle.query(getDocumentState);
    if (state.phase === "extracted" || state.phase === "failed") return state;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${documentId} was never read: ${JSON.stringify(await handle.query(getDocumentState))}`);
}

describe("a morning's uploads", () => {
  it("reads 30 documents at most N at a time, each once, with a readable failure", async () => {
    const suffix = Math.random().toString(36).slice(2, 8);
    const ids = Array.from({ length: 30 }, (_, i) =>
      i === 7 ? `unreadable-${suffix}` : i === 12 ? `flaky-${suffix}` : `scan-${i}-${suffix}`,
    );
    await Promise.all(ids.map((id) => askToRead(id)));
    // While most still wait their turn: the sweeper and a retried upload ask again for every one.
    await Promise.all(ids.map((id) => askToRead(id, true)));
    await Promise.all(ids.map((id) => askToRead(id)));
    fake.releaseUnreadable();
    const states = new Map(await Promise.all(ids.map(async (id) => [id, await settled(id)] as const)));

    expect(fake.seen.mostAtOnce).toBeLessThanOrEqual(READING_AT_ONCE);
    expect(fake.seen.mostAtOnce, "documents are read side by side, not one by one").toBe(READING_AT_ONCE);
    const readable = ids.filter((id) => !id.startsWith("unreadable-"));
    for (const id of readable) {
      expect(states.get(id)).toMatchObject({ phase: "extracted", attempts: 1 });
      expect(fake.seen.extractions.get(id), `${id} extracted once`).toBe(1);
    }
    expect(fake.seen.reads.get(`flaky-${suffix}`), "the broken-off reading was tried again").toBe(2);
    for (const id of readable.filter((id) => !id.startsWith("flaky-")))
      expect(fake.seen.reads.get(id)).toBe(1);

    const unreadable = `unreadable-${suffix}`;
    expect(states.get(unreadable)).toMatchObject({ phase: "failed", failure: "unreadable", attempts: 1 });
    expect(fake.seen.failed.get(unreadable)).toEqual({ code: "unreadable", message: UNREADABLE });
    expect(fake.seen.extractions.has(unreadable)).toBe(false);
    expect(fake.seen.failed.size).toBe(1);

    // Asked again once read (a late sweeper run): nothing is read or extracted a second time.
    await Promise.all(readable.slice(0, 5).map((id) => askToRead(id)));
    await new Promise((r) => setTimeout(r, 500));
    for (const id of readable.slice(0, 5)) expect(fake.seen.extractions.get(id)).toBe(1);
  });

  it("leaves a waiting document's workflow alone when the sweeper resumes it: no signal in its history", async () => {
    const documentId = `resumed-${Math.random().toString(36).slice(2, 8)}`;
    expect((await askToRead(documentId, true)).status).toBe("started"); // the gateway was away at upload
    for (let i = 0; i < 3; i++) expect((await askToRead(documentId, true)).status).toBe("running");
    await askToRead(documentId); // a retried upload still nudges
    await settled(documentId);
    expect(fake.seen.extractions.get(documentId)).toBe(1);
    const history = await gateway.env.client.workflow
      .getHandle(documentWorkflowId(documentId))
      .fetchHistory();
    const signals = (history.events ?? []).filter((e) => e.workflowExecutionSignaledEventAttributes);
    expect(signals).toHaveLength(1);
  });

  it("waits on the reading queue with no deadline: the clock starts when a reading slot takes it", async () => {
    const documentId = `deadline-${Math.random().toString(36).slice(2, 8)}`;
    await askToRead(documentId);
    await settled(documentId);
    const history = await gateway.env.client.workflow
      .getHandle(documentWorkflowId(documentId))
      .fetchHistory();
    const scheduled = (history.events ?? [])
      .map((e) => e.activityTaskScheduledEventAttributes)
      .find((a) => a?.activityType?.name === "recognizeDocument");
    expect(scheduled?.taskQueue?.name).toBe(readingTaskQueue(taskQueue));
    const seconds = (d: { seconds?: unknown } | null | undefined) => Number(d?.seconds ?? 0);
    // Zero means none: a document may wait behind a whole family's shoebox.
    expect(seconds(scheduled?.scheduleToStartTimeout)).toBe(0);
    expect(seconds(scheduled?.scheduleToCloseTimeout)).toBe(0);
    expect(seconds(scheduled?.startToCloseTimeout)).toBe(15 * 60);
    expect(seconds(scheduled?.heartbeatTimeout)).toBe(30);
  });
});
