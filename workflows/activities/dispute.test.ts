// Dispute activities against a fake /internal client and a fake renderer: what they send where, with
// which idempotency keys, that the PDF goes to /internal and never back to the workflow, and how a
// refusal becomes a failure the workflow understands.
import { ApplicationFailure, CancelledFailure } from "@temporalio/common";
import { MockActivityEnvironment } from "@temporalio/testing";
import { describe, expect, it } from "vitest";
import { letterFacts } from "../fixtures/letter-facts";
import { createDisputeActivities, RENDER_FAILED } from "./dispute";
import { InternalApiError, type InternalClient } from "./internal-client";
import type { LetterRenderer } from "./letters";

const facts = letterFacts({
  kinds: ["billing_error_dispute", "insurance_appeal"],
  enclosures: [
    {
      document_id: "D9",
      document_type: "eob",
      filename: "eob.pdf",
      storage_key: "users/u1/documents/D9/eob.pdf",
      content_type: "application/pdf",
    },
  ],
});

function fakeInternal(answer: (method: string, path: string) => unknown) {
  const calls: { method: string; path: string; body?: unknown; key?: string }[] = [];
  const reply = <T>(method: string, path: string) => {
    const a = answer(method, path);
    if (a instanceof Error) throw a;
    return a as T;
  };
  const client: InternalClient = {
    async get<T>(path: string) {
      calls.push({ method: "GET", path });
      return reply<T>("GET", path);
    },
    async send<T>(method: string, path: string, body: unknown, key?: string) {
      calls.push({ method, path, body, key });
      return reply<T>(method, path);
    },
  };
  return { client, calls };
}

const pdf = new Uint8Array([37, 80, 68, 70, 45]);
const renderer: LetterRenderer = {
  async render(_facts, enclosures) {
    expect(enclosures.map((e) => [e.enclosure.document_id, [...e.bytes]])).toEqual([["D9", [1, 2, 3]]]);
    return {
      filename: "dispute.pdf",
      pdf,
      pages: 2,
      letterContent: "Dear …",
      opportunitiesCount: 3,
      potentialSavings: 120.5,
    };
  },
};

const answers = (method: string, path: string) => {
  if (path.startsWith("/internal/letters/L1/facts")) return { facts };
  if (path.startsWith("/internal/files"))
    return { key: "k", size: 3, contentType: "application/pdf", contentBase64: "AQID" };
  if (path.endsWith("/file"))
    return { documentId: "doc-7", filedAt: Date.UTC(2026, 2, 2, 18), created: true };
  if (path.endsWith("/notice")) return { sent: true };
  return { ok: true };
};

const info = { activityId: "1", workflowExecution: { workflowId: "dispute-L1", runId: "run-1" } };
const silent = () => undefined;
// Failures here are expected; the mock environment would log each one.
const quiet = {
  logger: { log: silent, trace: silent, debug: silent, info: silent, warn: silent, error: silent },
};
const inActivity = <T>(fn: () => Promise<T>) => new MockActivityEnvironment(info, quiet).run(fn);

describe("dispute activities", () => {
  it("reads the facts, fetches the enclosures, files the PDF and answers ids and text only", async () => {
    const { client, calls } = fakeInternal(answers);
    const activities = createDisputeActivities({ internal: client, renderer });
    const filed = await inActivity(() => activities.fileDisputeLetter("L1", "u1"));
    expect(filed).toEqual({
      filed: {
        letterId: "L1",
        documentId: "doc-7",
        filename: "dispute.pdf",
        letterContent: "Dear …",
        opportunitiesCount: 3,
        potentialSavings: 120.5,
      },
      filedAt: Date.UTC(2026, 2, 2, 18),
      kinds: ["billing_error_dispute", "insurance_appeal"],
      billOn: "2026-01-15",
    });
    expect(JSON.stringify(filed)).not.toContain(Buffer.from(pdf).toString("base64"));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "GET /internal/letters/L1/facts?userId=u1",
      `GET /internal/files?key=${encodeURIComponent("users/u1/documents/D9/eob.pdf")}`,
      "PUT /internal/letters/L1/file",
    ]);
    expect(calls[2]).toMatchObject({
      body: {
        userId: "u1",
        filename: "dispute.pdf",
        contentBase64: Buffer.from(pdf).toString("base64"),
        pages: 2,
      },
      key: "dispute-L1/run-1/1/file",
    });
  });

  it("keys each reminder by letter, kind and due date, the same on every attempt and every run", async () => {
    const { client, calls } = fakeInternal(answers);
    const activities = createDisputeActivities({ internal: client, renderer });
    await inActivity(() => activities.sendDisputeNotice("L1", "u1", "response_due_soon", "2026-04-09"));
    const otherRun = new MockActivityEnvironment({
      ...info,
      activityId: "9",
      workflowExecution: { workflowId: "dispute-L1", runId: "run-2" },
    });
    await otherRun.run(() => activities.sendDisputeNotice("L1", "u1", "response_due_soon", "2026-04-09"));
    await inActivity(() => activities.sendDisputeNotice("L1", "u1", "response_due_soon", "2026-04-24"));
    expect(calls.map((c) => [c.path, c.body, c.key])).toEqual([
      [
        "/internal/letters/L1/notice",
        { userId: "u1", kind: "response_due_soon", dueOn: "2026-04-09" },
        "dispute-L1/notice/response_due_soon/2026-04-09",
      ],
      [
        "/internal/letters/L1/notice",
        { userId: "u1", kind: "response_due_soon", dueOn: "2026-04-09" },
        "dispute-L1/notice/response_due_soon/2026-04-09",
      ],
      [
        "/internal/letters/L1/notice",
        { userId: "u1", kind: "response_due_soon", dueOn: "2026-04-24" },
        "dispute-L1/notice/response_due_soon/2026-04-24",
      ],
    ]);
  });

  it("writes the timeline and the failure with a key per run, activity and step", async () => {
    const { client, calls } = fakeInternal(answers);
    const activities = createDisputeActivities({ internal: client, renderer });
    const timeline = { status: "filed" as const, responseDueAt: 1, nextReminderAt: null, deadlines: [] };
    await inActivity(() => activities.writeDisputeTimeline("L1", "u1", timeline));
    await inActivity(() => activities.letterFailed("L1", "u1", "The letter could not be made"));
    expect(calls).toEqual([
      {
        method: "PUT",
        path: "/internal/letters/L1/timeline",
        body: { userId: "u1", ...timeline },
        key: "dispute-L1/run-1/1/timeline",
      },
      {
        method: "POST",
        path: "/internal/letters/L1/failed",
        body: { userId: "u1", reason: "The letter could not be made" },
        key: "dispute-L1/run-1/1/failed",
      },
    ]);
  });

  it("a 404 (letter, bill or account gone) fails for good as AccountGone; a busy Worker is retried", async () => {
    const gone = createDisputeActivities({
      internal: fakeInternal(() => new InternalApiError(404, "Not found", "/internal/letters/L1/facts"))
        .client,
      renderer,
    });
    const failure = await inActivity(() => gone.fileDisputeLetter("L1", "u1")).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApplicationFailure);
    expect(failure).toMatchObject({ type: "AccountGone", nonRetryable: true });

    const busy = createDisputeActivities({
      internal: fakeInternal(() => new InternalApiError(503, "busy", "/internal/letters/L1/timeline")).client,
      renderer,
    });
    const timeline = { status: "filed" as const, responseDueAt: null, nextReminderAt: null, deadlines: [] };
    const retried = await inActivity(() => busy.writeDisputeTimeline("L1", "u1", timeline)).catch(
      (e: unknown) => e,
    );
    expect(retried).toBeInstanceOf(InternalApiError);
  });

  it("a facts refusal fails for good with the Worker's words; nothing is filed", async () => {
    const { client, calls } = fakeInternal((_m, path) =>
      path.includes("/facts")
        ? new InternalApiError(422, "Complete these steps before generating a letter: Personal note.", path)
        : answers(_m, path),
    );
    const activities = createDisputeActivities({ internal: client, renderer });
    const failure = await inActivity(() => activities.fileDisputeLetter("L1", "u1")).catch((e: unknown) => e);
    expect(failure).toMatchObject({
      type: "InternalRequestRejected",
      nonRetryable: true,
      message: "Complete these steps before generating a letter: Personal note.",
    });
    expect(calls.some((c) => c.path.endsWith("/file"))).toBe(false);
  });

  it("a renderer error fails for good in our words (its own may quote the bill); nothing is filed", async () => {
    const { client, calls } = fakeInternal(answers);
    const broken: LetterRenderer = { render: () => Promise.reject(new Error("José Núñez: glyph missing")) };
    const activities = createDisputeActivities({ internal: client, renderer: broken });
    const failure = await inActivity(() => activities.fileDisputeLetter("L1", "u1")).catch((e: unknown) => e);
    expect(failure).toMatchObject({ type: "LetterRenderFailed", nonRetryable: true, message: RENDER_FAILED });
    expect(String((failure as Error).message)).not.toContain("José");
    expect(calls.some((c) => c.path.endsWith("/file"))).toBe(false);
  });

  it("heartbeats while it works, and a Worker shutting down mid-render files nothing", async () => {
    const { client } = fakeInternal(answers);
    const slow: LetterRenderer = {
      render: (f, e) => new Promise((r) => setTimeout(() => r(renderer.render(f, e)), 60)),
    };
    const env = new MockActivityEnvironment(info, quiet);
    const beats: unknown[] = [];
    env.on("heartbeat", (d: unknown) => beats.push(d));
    await env.run(() =>
      createDisputeActivities({ internal: client, renderer: slow, heartbeatMs: 10 }).fileDisputeLetter(
        "L1",
        "u1",
      ),
    );
    expect(beats.length).toBeGreaterThanOrEqual(2);

    const stuck = fakeInternal(answers);
    const hanging: LetterRenderer = { render: () => new Promise(() => undefined) };
    const stopping = new MockActivityEnvironment(info, quiet);
    const running = stopping
      .run(() =>
        createDisputeActivities({ internal: stuck.client, renderer: hanging }).fileDisputeLetter("L1", "u1"),
      )
      .catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 20));
    stopping.cancel();
    expect(await running).toBeInstanceOf(CancelledFailure);
    expect(stuck.calls.some((c) => c.path.endsWith("/file"))).toBe(false);
  });
});
