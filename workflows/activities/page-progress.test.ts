// Page progress of a document being read (docs/decisions/076): each finished page of a long
// document reaches /internal once, in order, never lower than already shown — also across a
// retried attempt — fast pages are coalesced, and a one-page document or a failed write costs nothing.
import { MockActivityEnvironment } from "@temporalio/testing";
import { describe, expect, it } from "vitest";
import type { Recognition } from "#core/documents/types";
import { createDocumentActivities, type Recognizer } from "./documents";
import { InternalApiError, type InternalClient } from "./internal-client";

const silent = () => undefined;
const warnings: string[] = [];
const quiet = {
  logger: {
    log: silent,
    trace: silent,
    debug: silent,
    info: silent,
    warn: (message: string) => void warnings.push(message),
    error: silent,
  },
};
const info = (heartbeatDetails?: unknown) => ({
  activityId: "3",
  workflowExecution: { workflowId: "document-d1", runId: "run-1" },
  heartbeatDetails,
});

const recognition = (pages: number): Recognition => ({
  text: "Mercy General Hospital\nPatient Marisol Quintero\nAmount Due $23,377.85",
  words: [{ text: "Mercy", confidence: 0.9, left: 0.1, top: 0.1, width: 0.2, height: 0.03, page: 1 }],
  pages,
  method: "ocr",
});

/** A Worker that records each pages-read report (and may refuse them). */
function fakeInternal(refuseProgress = false) {
  const reports: { pagesRead: number; pageCount: number; userId: string }[] = [];
  const client: InternalClient = {
    async get<T>(path: string): Promise<T> {
      if (path.includes("/file?"))
        return {
          offset: 0,
          length: 4,
          size: 4,
          contentType: "application/pdf",
          contentBase64: "JVBERg==",
        } as T;
      return { id: "d1", userId: "u1", contentType: "application/pdf", fileSize: 4 } as T;
    },
    async send<T>(_method: string, path: string, body: unknown): Promise<T> {
      if (path.endsWith("/pages-read")) {
        if (refuseProgress) throw new InternalApiError(503, "D1 is busy", path);
        reports.push(body as (typeof reports)[number]);
        return { pagesRead: reports.at(-1)!.pagesRead, pageCount: reports.at(-1)!.pageCount } as T;
      }
      if (path.endsWith("/recognition")) return { words: 1, pages: 12 } as T;
      return { ok: true } as T;
    },
  };
  return { client, reports };
}

/** Reads `pages` pages, `msPerPage` apart, reporting 0 of them first as the engine does. */
function slowReader(pages: number, msPerPage: number, order?: number[]): Recognizer {
  return {
    async recognize(_bytes, _type, onPage) {
      const sequence = order ?? Array.from({ length: pages + 1 }, (_, i) => i);
      for (const page of sequence) {
        if (page > 0) await new Promise((r) => setTimeout(r, msPerPage));
        onPage?.(page, pages);
      }
      return recognition(pages);
    },
  };
}

async function read(
  recognizer: Recognizer,
  options: { interval?: number; details?: unknown; refuse?: boolean },
) {
  const { client, reports } = fakeInternal(options.refuse);
  const acts = createDocumentActivities({
    internal: client,
    recognizer,
    progressIntervalMs: options.interval ?? 0,
  });
  const result: { pages: number } = await new MockActivityEnvironment(info(options.details), quiet).run(
    acts.recognizeDocument,
    "d1",
  );
  return { reports, result };
}

describe("page progress while a document is read", () => {
  it("records each finished page of a 12-page statement once, in order, for its owner", async () => {
    const { reports } = await read(slowReader(12, 15), {});
    expect(reports.map((r) => r.pagesRead)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(new Set(reports.map((r) => `${r.userId} ${r.pageCount}`))).toEqual(new Set(["u1 12"]));
  });

  it("never records a lower page than one already recorded", async () => {
    const { reports } = await read(slowReader(12, 10, [0, 1, 2, 5, 3, 4, 6, 8, 7, 12]), {});
    const pages = reports.map((r) => r.pagesRead);
    expect(pages).toEqual([0, 1, 2, 5, 6, 8, 12]);
    pages.forEach((page, i) => i > 0 && expect(page).toBeGreaterThan(pages[i - 1]));
  });

  it("starts a retried attempt from the pages its last heartbeat reported", async () => {
    const { reports } = await read(slowReader(12, 10), { details: { reading: true, page: 6, pages: 12 } });
    expect(reports.map((r) => r.pagesRead)).toEqual([7, 8, 9, 10, 11, 12]);
  });

  it("coalesces pages read faster than the interval: a 12-page text layer makes one or two writes", async () => {
    const { reports } = await read(slowReader(12, 1), { interval: 1000 });
    expect(reports.length).toBeGreaterThanOrEqual(1);
    expect(reports.length).toBeLessThanOrEqual(2);
    expect(reports[0].pagesRead).toBe(0);
  });

  it("writes nothing for a one-page document", async () => {
    const { reports } = await read(slowReader(1, 5, [1]), {});
    expect(reports).toEqual([]);
  });

  it("keeps reading when a progress write fails, and logs no health data", async () => {
    warnings.length = 0;
    const { result } = await read(slowReader(3, 5), { refuse: true });
    expect(result.pages).toBe(3);
    expect(warnings.length).toBeGreaterThan(0);
    expect(warnings.join(" ")).not.toMatch(/Mercy|Marisol|23,377/);
    expect(warnings[0]).toContain("document d1");
  });
});
