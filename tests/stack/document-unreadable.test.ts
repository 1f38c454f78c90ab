// Files with nothing to read, on the whole stack: a blank PDF, a PNG damaged in transit and a PDF
// whose one page is 2000 inches wide end 'failed' with a reason the user understands (never
// 'extracted' with empty fields), are read once (not retried), and Retry reads them again.
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { damagedPng, hugePagePdf } from "#workflows/activities/recognition/hostile-files";
import {
  api,
  gateway,
  orchestratorPerTest,
  registerUser as newUser,
  uploadDocument as upload,
  waitFor,
  type WorkflowHistory as History,
} from "./stack";

const orchestrator = orchestratorPerTest();

const registerUser = async () => (await newUser("doc-unreadable")).token;

async function failed(token: string, id: string) {
  return waitFor(
    "a failed reading",
    async () => {
      const res = await api(`/api/documents/${id}/data`, { token });
      const d = (await res.json()) as { processing_status: string; failure_reason: string | null };
      if (d.processing_status === "extracted") throw new Error("extracted, with nothing to extract");
      return d.processing_status === "failed" ? d : undefined;
    },
    90_000,
    200,
  );
}

const readings = (h: History, eventType: string) =>
  h.events.filter((e) => e.activityType === "recognizeDocument" && e.eventType === eventType);

describe("documents with nothing to read", () => {
  it("fail with a reason, are not retried, and Retry reads them again", async () => {
    await orchestrator.start();
    const token = await registerUser();
    const blank = await PDFDocument.create();
    blank.addPage([612, 792]);
    const files = [
      {
        id: await upload(token, await blank.save(), "blank.pdf", "application/pdf"),
        reason: "No text could be found in this document. Please upload a clearer scan or photo.",
      },
      {
        id: await upload(token, damagedPng(), "photo.png", "image/png"),
        reason:
          "The file could not be read. It may be damaged, or it is not a PDF, JPG or PNG. Please upload the file again.",
      },
      {
        id: await upload(token, hugePagePdf(14_400, 10), "poster.pdf", "application/pdf"),
        reason:
          "Page 1 is 2000 × 2000 inches; pages up to 200 inches on a side can be read. Please upload a smaller scan or photo, or only the pages you need.",
      },
    ];
    for (const { id, reason } of files) {
      expect((await failed(token, id)).failure_reason).toBe(reason);
      const history = await gateway<History>("GET", `/ops/workflows/document-${id}/history`);
      // Read once: the same bytes would fail the same way, so the activity is not retried.
      expect(readings(history, "ActivityTaskStarted").map((e) => e.attempt)).toEqual([1]);
      expect(history.status).toBe("RUNNING"); // waiting for the user's Retry
    }

    const [first] = files;
    const retry = await api(`/api/documents/${first.id}/retry`, { method: "POST", token });
    expect(retry.status).toBe(200);
    const again = await waitFor(
      "a second reading",
      async () => {
        const h = await gateway<History>("GET", `/ops/workflows/document-${first.id}/history`);
        return readings(h, "ActivityTaskCompleted").length + readings(h, "ActivityTaskFailed").length === 2
          ? h
          : undefined;
      },
      60_000,
      200,
    );
    expect(readings(again, "ActivityTaskScheduled")).toHaveLength(2);
    expect((await failed(token, first.id)).failure_reason).toBe(files[0].reason);
  });
});
