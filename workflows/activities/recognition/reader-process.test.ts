// The reading process as the orchestrator uses it (decision 016): uploaded files are parsed in a
// child with no environment and a memory cap, which is killed at its deadline or when a file takes
// too much memory; the file gets a reason and a fresh, warm child reads the next one.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_FIXTURES_DIR, ensureDocumentFixtures } from "../../../scripts/fixtures/make-documents";
import { allowConsoleError, expectConsoleError } from "../../../tests/setup/console-errors";
import { hugePagePdf, whiteRgbaPng } from "./hostile-files";
import { RecognitionError, RECOGNITION_MESSAGES } from "./errors";
import { READER_MEMORY_MB } from "./limits";
import { createReaderProcess, READER_ENVIRONMENT, type ReaderProcess } from "./reader-process";

const fixture = (file: string) => new Uint8Array(readFileSync(join(DOCUMENT_FIXTURES_DIR, file)));
const digitalBill = () => fixture("bill-01-lakeside.pdf");
const card = () => fixture("card-front-01-blueriver.png");
const CANARY = "FAIRBILL_READER_CANARY";

async function rejection(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Error);
  return error as Error;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

let reader: ReaderProcess;
const others: ReaderProcess[] = [];
const another = (options: Parameters<typeof createReaderProcess>[0]) => {
  const made = createReaderProcess(options);
  others.push(made);
  made.warm();
  return made;
};

beforeAll(async () => {
  await ensureDocumentFixtures();
  // A secret the orchestrator holds: the reading process must never see it.
  process.env[CANARY] = "orchestrator-secret";
  reader = createReaderProcess();
  reader.warm();
}, 120_000);

afterAll(async () => {
  delete process.env[CANARY];
  await Promise.all([reader, ...others].map((r) => r?.close()));
});

describe("the reading process", () => {
  it("reads in a child that has none of the orchestrator's environment and a hard memory cap", async () => {
    const result = await reader.recognize(digitalBill(), "application/pdf");
    expect(result.text).toContain("Lakeside Family Medicine");
    const pid = reader.pid()!;
    expect(pid).not.toBe(process.pid);
    expect(process.env[CANARY]).toBe("orchestrator-secret");
    const names = readFileSync(`/proc/${pid}/environ`, "latin1")
      .split("\0")
      .filter(Boolean)
      .map((entry) => entry.slice(0, entry.indexOf("=")));
    expect(names).not.toContain(CANARY);
    // Only Node's own IPC variables and the allocator setting; no PATH, HOME or secret.
    expect(names.filter((n) => !n.startsWith("NODE_CHANNEL_")).sort()).toEqual(
      Object.keys(READER_ENVIRONMENT).sort(),
    );
    const bytes = READER_MEMORY_MB * 1024 * 1024;
    expect(readFileSync(`/proc/${pid}/limits`, "utf8")).toMatch(
      new RegExp(`Max data size\\s+${bytes}\\s+${bytes}\\s+bytes`),
    );
  }, 60_000);

  it("renders a 339-byte PDF's 200-inch page within the cap in the child; the orchestrator stays put", async () => {
    const bomb = hugePagePdf(14_400);
    expect(bomb.length).toBeLessThan(400);
    const before = process.memoryUsage.rss();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
    // A 1 GB cap: rendering the page at the old 36-dpi floor (52 MP) needed more and was killed.
    const capped = another({ memoryMb: 1024 });
    const error = await rejection(capped.recognize(bomb, "application/pdf"));
    clearInterval(sampler);
    expect(error).toBeInstanceOf(RecognitionError);
    expect((error as RecognitionError).code).toBe("empty");
    expect(error.message).toBe("No text could be found in this document.");
    const grewMb = (peak - before) / (1024 * 1024);
    console.log(`orchestrator grew ${grewMb.toFixed(1)} MB; reading process peak ${capped.peakRssMb()} MB`);
    expect(grewMb).toBeLessThan(48);
    expect(capped.peakRssMb()).toBeGreaterThan(100);
    expect(capped.peakRssMb()).toBeLessThan(1024);
  }, 120_000);

  it("kills a reading process that hangs at the deadline, and a fresh one reads the next file", async () => {
    const quick = another({ timeoutMs: 5000 });
    await quick.recognize(digitalBill(), "application/pdf");
    const hungPid = quick.pid()!;
    const reading = quick.recognize(card(), "image/png");
    process.kill(hungPid, "SIGSTOP"); // hangs as a decoder stuck in a loop would
    const error = await rejection(reading);
    expect(error).toBeInstanceOf(RecognitionError);
    expect((error as RecognitionError).code).toBe("too_large");
    expect(error.message).toBe("Reading the file took longer than 5 seconds.");
    expect(alive(hungPid)).toBe(false);
    const next = await quick.recognize(digitalBill(), "application/pdf");
    expect(next.text).toContain("Lakeside Family Medicine");
    expect(quick.pid()).not.toBe(hungPid);
  }, 120_000);

  it("stops a file that needs more memory than the cap, says so, and reads the next file", async () => {
    // 720 MB: a card reads at 660 MB here; the 40 MP photo below once fit under 800 MB and read as empty.
    const small = another({ memoryMb: 720 });
    // A decoder that crashes under the cap (rather than saying so) takes the process with it, by a
    // signal or an exit code, and the reader logs that death.
    allowConsoleError(/^OCR reading process \d+ exited \(/);
    expect((await small.recognize(card(), "image/png")).text).toMatch(/Blue ?River/i);
    // 40 MP RGBA: within the pixel limit, so it is decoded: ~1 GB in all (the warm ~600 MB, then
    // 160 MB of pixels, canvas copies and OCR).
    const error = await rejection(small.recognize(whiteRgbaPng(6300, 6300), "image/png"));
    expect(error).toBeInstanceOf(RecognitionError);
    // Decoders say so when the cap refuses them (nearly always); one that just crashes is unreadable.
    const reported = {
      too_large: RECOGNITION_MESSAGES.outOfMemory,
      unreadable: RECOGNITION_MESSAGES.unreadable,
    };
    const { code } = error as RecognitionError;
    expect(Object.keys(reported)).toContain(code);
    expect(error.message).toBe(reported[code as keyof typeof reported]);
    expect((await small.recognize(card(), "image/png")).text).toMatch(/Blue ?River/i);
  }, 180_000);

  it("does not blame the file when the reading process is killed from outside (the activity retries)", async () => {
    await reader.recognize(digitalBill(), "application/pdf");
    const pid = reader.pid()!;
    // The reader logs the death of its process.
    expectConsoleError(`OCR reading process ${pid} exited (SIGKILL)`);
    const reading = reader.recognize(card(), "image/png");
    process.kill(pid, "SIGKILL");
    const error = await rejection(reading);
    expect(error).not.toBeInstanceOf(RecognitionError);
    expect(error.name).toBe("ReaderStopped");
    expect((await reader.recognize(card(), "image/png")).text).toMatch(/Blue ?River/i);
  }, 120_000);

  it("makes a letter's enclosure pages in the child, and refuses a page over 200 inches (decisions 016, 048)", async () => {
    const pages = await reader.pages(digitalBill(), "application/pdf");
    expect(pages.length).toBeGreaterThanOrEqual(1);
    for (const page of pages) expect(Array.from(page.subarray(1, 4))).toEqual([80, 78, 71]); // "PNG"
    const error = await rejection(reader.pages(hugePagePdf(14_400, 10), "application/pdf"));
    expect(error).toBeInstanceOf(RecognitionError);
    expect((error as RecognitionError).code).toBe("too_large");
    expect(error.message).toBe("Page 1 is 2000 × 2000 inches; pages up to 200 inches on a side can be read.");
    // The same process reads the next document.
    expect((await reader.recognize(digitalBill(), "application/pdf")).text).toContain(
      "Lakeside Family Medicine",
    );
  }, 120_000);
});
