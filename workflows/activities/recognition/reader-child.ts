// The reading process, started by reader-process.ts: takes one document at a time from the parent
// over IPC and reads it with the in-process engine. It has no environment, no network and a memory
// cap, so a hostile file can at worst take this process down, never the orchestrator or a secret.
import "./refuse-network.mjs";
import { enclosurePages } from "./enclosure-pages";
import { createRecognizer, RecognitionError } from "./engine";
import { acquireOcr } from "./ocr";
import { warmPdfJs } from "./pdf";
import type { ReaderFailure, ReaderMemory, ReaderReply, ReaderRequest } from "./reader-protocol";

// The parent finds pdftoppm on its PATH and passes the path; this process has no PATH of its own.
const pdftoppm = process.argv.find((arg) => arg.startsWith("--pdftoppm="))?.slice("--pdftoppm=".length);
const rasterizer = pdftoppm ? { pdftoppm } : ("pdfjs" as const);
const recognizer = createRecognizer({ rasterizer });

const send = (reply: ReaderReply) => process.send?.(reply);

/** Started with --expose-gc: collect first, so the parent sees what stays (OCR's WASM memory never shrinks). */
function memory(): ReaderMemory {
  (globalThis as { gc?: () => void }).gc?.();
  const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));
  return { rssMb: mb(process.memoryUsage.rss()), peakRssMb: mb(process.resourceUsage().maxRSS * 1024) };
}

// Without the parent there is nobody to answer: a SIGKILLed orchestrator must not leave us behind.
process.on("disconnect", () => process.exit(0));

// Documents are read one after the other: the parent sends the next only after the last answer.
process.on("message", (message: ReaderRequest) => {
  const { id, bytes, contentType } = message;
  const failed = (error: unknown) => {
    const failure: ReaderFailure =
      error instanceof RecognitionError
        ? { recognition: true, code: error.code, message: error.message }
        : { recognition: false, message: error instanceof Error ? error.message : String(error) };
    send({ type: "failed", id, failure, ...memory() });
  };
  if (message.type === "pages") {
    enclosurePages(bytes, contentType, rasterizer).then(
      (pages) => send({ type: "pages-done", id, pages, ...memory() }),
      failed,
    );
    return;
  }
  if (message.type !== "recognize") return;
  recognizer
    .recognize(bytes, contentType, (page, pages) => send({ type: "page", id, page, pages }))
    .then((recognition) => send({ type: "done", id, recognition, ...memory() }), failed);
});

// Warm: the OCR worker loads its language data and pdfjs its code now, not on the first upload.
const warm = acquireOcr();
Promise.all([warm.ready(), warmPdfJs()]).then(
  () => send({ type: "ready" }),
  (error: unknown) => {
    console.error("The reading process failed to start:", error instanceof Error ? error.message : error);
    process.exit(70);
  },
);
