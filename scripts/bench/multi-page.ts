// The 12-page itemized hospital statement (issue 17) read the way production reads it: through the
// reading process (its own Node process, memory cap and warm OCR worker), then extracted. Reports
// seconds per page and the reading process's peak resident memory, sampled from /proc while it
// reads (and its own maxRSS report afterwards), and how many charge lines came back.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { extractDocument } from "../../core/extraction/extract";
import { createReaderProcess } from "../../workflows/activities/recognition/reader-process";
import type { FixtureEntry } from "../fixtures/make-documents";

const STATEMENT = "bill-08-mercy-12page";

function residentMb(pid: number | null): number {
  if (!pid) return 0;
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0; // not Linux, or the process just exited
  }
}

export interface MultiPageResult {
  document: string;
  pages: number;
  seconds: number;
  seconds_per_page: number;
  peak_rss_mb: number;
  lines_read: number;
  lines_expected: number;
  codes_in_order: boolean;
  progress_reports: number;
}

export async function benchMultiPage(fixtures: FixtureEntry[], dir: string): Promise<MultiPageResult> {
  const entry = fixtures.find((f) => f.id === STATEMENT);
  if (!entry) throw new Error(`${STATEMENT} missing from the document fixtures`);
  const bytes = new Uint8Array(readFileSync(join(dir, entry.file)));
  const reader = createReaderProcess();
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMb(reader.pid()));
  }, 100);
  try {
    // Warm, as in production: the process has loaded the OCR data before the first upload.
    reader.warm();
    await reader.recognize(
      new Uint8Array(readFileSync(join(dir, "bill-01-lakeside.pdf"))),
      entry.content_type,
    );
    let reports = 0;
    const started = performance.now();
    const recognition = await reader.recognize(bytes, entry.content_type, () => reports++);
    const seconds = (performance.now() - started) / 1000;
    const extraction = extractDocument(recognition);
    const codes = (items: { cpt_code: string }[]) => items.map((i) => i.cpt_code).join(" ");
    return {
      document: `${entry.id} (${entry.format}, ${Math.round(bytes.length / 1024)} KB)`,
      pages: recognition.pages,
      seconds: Math.round(seconds * 100) / 100,
      seconds_per_page: Math.round((seconds / recognition.pages) * 1000) / 1000,
      peak_rss_mb: Math.round(Math.max(peak, reader.peakRssMb())),
      lines_read: extraction.line_items.length,
      lines_expected: entry.line_items.length,
      codes_in_order: codes(extraction.line_items) === codes(entry.line_items),
      progress_reports: reports,
    };
  } finally {
    // The sampler keeps this process alive until the reading process has exited (it is unref'd).
    await reader.close();
    clearInterval(sampler);
  }
}
