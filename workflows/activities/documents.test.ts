// Document activities against a fake /internal client and a fake recognizer: the file is read in
// chunks, every page heartbeats, failures get their types, and only small metadata comes back.
import { ApplicationFailure } from "@temporalio/common";
import { MockActivityEnvironment } from "@temporalio/testing";
import { describe, expect, it } from "vitest";
import type { Recognition } from "#core/documents/types";
import { createDocumentActivities, type Recognizer } from "./documents";
import { InternalApiError, type InternalClient } from "./internal-client";

const info = { activityId: "3", workflowExecution: { workflowId: "document-d1", runId: "run-1" } };
const silent = () => undefined;
const quiet = {
  logger: { log: silent, trace: silent, debug: silent, info: silent, warn: silent, error: silent },
};

const recognition: Recognition = {
  text: "Bayview Clinic\nStatement Date 03/10/2026\nPatient Sam Patient\nAmount Due $120.50",
  words: [{ text: "Bayview", confidence: 0.9, left: 0.1, top: 0.1, width: 0.2, height: 0.03, page: 1 }],
  pages: 2,
  method: "ocr",
};

function fakeInternal(
  file: Uint8Array,
  fail: (path: string) => InternalApiError | undefined = () => undefined,
) {
  const sent: { method: string; path: string; body: unknown; key: string }[] = [];
  const reads: string[] = [];
  const client: InternalClient = {
    async get<T>(path: string): Promise<T> {
      const error = fail(path);
      if (error) throw error;
      reads.push(path);
      const url = new URL(path, "http://x");
      if (url.pathname.endsWith("/file")) {
        const offset = Number(url.searchParams.get("offset"));
        const part = file.subarray(offset, offset + Number(url.searchParams.get("length")));
        return {
          offset,
          length: part.length,
          size: file.length,
          contentType: "application/pdf",
          contentBase64: Buffer.from(part).toString("base64"),
        } as T;
      }
      if (url.pathname.endsWith("/recognition")) return { recognition, hintType: "medical_bill" } as T;
      return { id: "d1", userId: "u1", contentType: "application/pdf", fileSize: file.length } as T;
    },
    async send<T>(method: string, path: string, body: unknown, key: string): Promise<T> {
      const error = fail(path);
      if (error) throw error;
      sent.push({ method, path, body, key });
      // What the Worker answers each write (core/contracts/internal-documents.ts).
      if (path.endsWith("/extraction"))
        return { documentType: (body as { document_type: string }).document_type } as T;
      if (path.endsWith("/recognition"))
        return { words: recognition.words.length, pages: recognition.pages } as T;
      if (path.endsWith("/reminder")) return { pending: true, sent: true } as T;
      if (path.endsWith("/stale")) return { stale: true } as T;
      return { ok: true } as T;
    },
  };
  return { client, sent, reads };
}

const bytes = (n: number) => Uint8Array.from({ length: n }, (_, i) => i % 251);

describe("recognizeDocument", () => {
  it("reads the file in chunks, heartbeats per page, saves the recognition and returns only counts", async () => {
    const file = bytes(10_000);
    const { client, sent, reads } = fakeInternal(file);
    let received: Uint8Array | null = null;
    const recognizer: Recognizer = {
      async recognize(input, contentType, onPage) {
        received = input;
        expect(contentType).toBe("application/pdf");
        onPage?.(1, 2);
        onPage?.(2, 2);
        return recognition;
      },
    };
    const env = new MockActivityEnvironment(info, quiet);
    const beats: unknown[] = [];
    env.on("heartbeat", (d: unknown) => beats.push(d));
    const acts = createDocumentActivities({ internal: client, recognizer, chunkBytes: 4096 });
    const result = await env.run(acts.recognizeDocument, "d1");

    expect(received).toEqual(file);
    expect(reads.filter((p) => p.includes("/file?"))).toHaveLength(3);
    expect(beats).toEqual(
      expect.arrayContaining([
        { page: 1, pages: 2 },
        { page: 2, pages: 2 },
      ]),
    );
    // Page 1 of 2 is recorded; page 2 arrived while that write was in flight and the saved
    // recognition (all pages) supersedes it (docs/decisions/076).
    expect(sent.map((s) => [s.method, s.path])).toEqual([
      ["POST", "/internal/documents/d1/recognizing"],
      ["POST", "/internal/documents/d1/pages-read"],
      ["PUT", "/internal/documents/d1/recognition"],
    ]);
    expect(sent[1].body).toEqual({ userId: "u1", pagesRead: 1, pageCount: 2 });
    expect(sent[2].key).toBe("document-d1/run-1/3/save");
    expect(result).toEqual({ pages: 2, words: 1, characters: recognition.text.length, method: "ocr" });
    expect(JSON.stringify(result)).not.toContain("Bayview");
  });

  it("turns the engine's RecognitionError into a non-retryable failure with its code and message", async () => {
    const { client, sent } = fakeInternal(bytes(10));
    const error = Object.assign(new Error("The document has 31 pages; at most 20 pages can be read."), {
      name: "RecognitionError",
      code: "too_many_pages",
    });
    const acts = createDocumentActivities({
      internal: client,
      recognizer: { recognize: () => Promise.reject(error) },
    });
    const failure = await new MockActivityEnvironment(info, quiet)
      .run(acts.recognizeDocument, "d1")
      .catch((e) => e);
    expect(failure).toBeInstanceOf(ApplicationFailure);
    expect(failure).toMatchObject({
      type: "RecognitionError",
      nonRetryable: true,
      details: [
        { code: "too_many_pages", message: "The document has 31 pages; at most 20 pages can be read." },
      ],
    });
    expect(sent.map((s) => s.path)).not.toContain("/internal/documents/d1/recognition");
  });

  it("fails a file too large to read for good, and retries when the reading process was stopped", async () => {
    const { client } = fakeInternal(bytes(10));
    const tooLarge = Object.assign(
      new Error("The image is 100000 × 100000 pixels; at most 40 megapixels can be read."),
      {
        name: "RecognitionError",
        code: "too_large",
      },
    );
    const run = (error: Error) =>
      new MockActivityEnvironment(info, quiet)
        .run(
          createDocumentActivities({
            internal: client,
            recognizer: { recognize: () => Promise.reject(error) },
          }).recognizeDocument,
          "d1",
        )
        .catch((e: unknown) => e);
    expect(await run(tooLarge)).toMatchObject({
      type: "RecognitionError",
      nonRetryable: true,
      details: [{ code: "too_large", message: tooLarge.message }],
    });
    const stopped = Object.assign(new Error("The OCR reading process stopped (SIGKILL)"), {
      name: "ReaderStopped",
    });
    const outage = await run(stopped);
    expect(outage).not.toBeInstanceOf(ApplicationFailure);
    expect(outage).toBe(stopped);
  });

  it("heartbeats pages reported from outside the activity's async context (the reading process's IPC)", async () => {
    const { client } = fakeInternal(bytes(10));
    let finish: (() => void) | null = null;
    const recognizer: Recognizer = {
      recognize: (_bytes, _type, onPage) =>
        new Promise((resolve) => {
          finish = () => {
            onPage?.(1, 1);
            resolve(recognition);
          };
        }),
    };
    const env = new MockActivityEnvironment(info, quiet);
    const beats: unknown[] = [];
    env.on("heartbeat", (d: unknown) => beats.push(d));
    const running = env.run(
      createDocumentActivities({ internal: client, recognizer }).recognizeDocument,
      "d1",
    );
    while (!finish) await new Promise((r) => setTimeout(r, 5));
    // Called from the test's own context, as an IPC 'message' event would be.
    (finish as () => void)();
    await running;
    expect(beats).toContainEqual({ page: 1, pages: 1 });
  });

  it("heartbeats while the file waits for the reading process, before any page is read", async () => {
    const { client } = fakeInternal(bytes(10));
    const recognizer: Recognizer = {
      recognize: () => new Promise((resolve) => setTimeout(() => resolve(recognition), 300)),
    };
    const env = new MockActivityEnvironment(info, quiet);
    const beats: unknown[] = [];
    env.on("heartbeat", (d: unknown) => beats.push(d));
    const acts = createDocumentActivities({ internal: client, recognizer, waitingHeartbeatMs: 50 });
    await env.run(acts.recognizeDocument, "d1");
    expect(beats.filter((b) => JSON.stringify(b) === '{"reading":true}').length).toBeGreaterThanOrEqual(3);
  });

  it("stops for good when the document was deleted, and retries when the Worker is down", async () => {
    const gone = fakeInternal(
      bytes(10),
      () => new InternalApiError(404, "Document not found", "/internal/documents/d1"),
    );
    const recognizer: Recognizer = { recognize: async () => recognition };
    const deleted = await new MockActivityEnvironment(info, quiet)
      .run(createDocumentActivities({ internal: gone.client, recognizer }).recognizeDocument, "d1")
      .catch((e) => e);
    expect(deleted).toMatchObject({ type: "DocumentGone", nonRetryable: true });

    const down = fakeInternal(
      bytes(10),
      () => new InternalApiError(503, "unavailable", "/internal/documents/d1"),
    );
    const outage = await new MockActivityEnvironment(info, quiet)
      .run(createDocumentActivities({ internal: down.client, recognizer }).recognizeDocument, "d1")
      .catch((e) => e);
    expect(outage).toBeInstanceOf(InternalApiError);
  });
});

describe("the other document activities", () => {
  it("extracts with the user's type as the hint and returns counts, never field values", async () => {
    const { client, sent } = fakeInternal(bytes(10));
    const acts = createDocumentActivities({
      internal: client,
      recognizer: { recognize: async () => recognition },
    });
    const result = await new MockActivityEnvironment(info, quiet).run(acts.extractDocument, "d1");
    const saved = sent[0].body as { document_type: string; classification_confidence: number };
    expect(saved).toMatchObject({ document_type: "medical_bill", classification_confidence: 1 });
    expect(result).toMatchObject({ documentType: "medical_bill", confidence: 1, needsClassification: false });
    expect(JSON.stringify(result)).not.toMatch(/Bayview|Sam Patient|120/);
  });

  it("refuses a rejected verification for good, and treats a deleted document as nothing to remind", async () => {
    const { client } = fakeInternal(bytes(10), (path) =>
      path.endsWith("/verification")
        ? new InternalApiError(422, "Please fill in all required fields: Provider Name", path)
        : path.endsWith("/reminder") || path.endsWith("/stale")
          ? new InternalApiError(404, "Document not found", path)
          : undefined,
    );
    const acts = createDocumentActivities({
      internal: client,
      recognizer: { recognize: async () => recognition },
    });
    const env = new MockActivityEnvironment(info, quiet);
    const rejected = await env
      .run(acts.completeVerification, "d1", "u1", { document_type: "medical_bill", user_verified_data: {} })
      .catch((e) => e);
    expect(rejected).toMatchObject({
      type: "VerificationRejected",
      nonRetryable: true,
      message: "Please fill in all required fields: Provider Name",
      details: [{ status: 422 }],
    });
    expect(await env.run(acts.sendReviewReminder, "d1")).toEqual({ pending: false, sent: false });
    expect(await env.run(acts.markDocumentStale, "d1")).toEqual({ stale: false });
  });
});
