// tesseract.js with one warm worker per process (init ~0.5 s once, then ~0.85 s CPU per 200-dpi page),
// the English LSTM data bundled in @tesseract.js-data/eng, and a worker thread that cannot reach the network.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createWorker, OEM, PSM, type Worker, type WorkerOptions } from "tesseract.js";
import type { OcrWord } from "#core/documents/types";

const require = createRequire(import.meta.url);

/** The LSTM-only engine reads the `best_int` model; `4.0.0` is the legacy+LSTM one. */
const LANG_DIR = join(dirname(require.resolve("@tesseract.js-data/eng/package.json")), "4.0.0_best_int");

export const TESSERACT_OPTIONS = {
  langPath: LANG_DIR,
  cacheMethod: "none",
  gzip: true,
  workerPath: fileURLToPath(new URL("./offline-worker.mjs", import.meta.url)),
} as const;

let shared: { worker: Promise<Worker>; users: number } | null = null;

/**
 * createWorker never settles when the language data fails to load (it only calls errorHandler),
 * and without an errorHandler a failed job throws inside a message handler and kills the process.
 */
export function startTesseract(options: Partial<WorkerOptions> = {}): Promise<Worker> {
  return new Promise<Worker>((resolve, reject) => {
    createWorker("eng", OEM.LSTM_ONLY, {
      ...TESSERACT_OPTIONS,
      ...options,
      // Job failures also reject their own promise; this only settles a start that went wrong.
      errorHandler: (error: unknown) => reject(new Error(`OCR worker failed: ${String(error)}`)),
    }).then(resolve, reject);
  });
}

async function startWorker(): Promise<Worker> {
  if (!existsSync(join(LANG_DIR, "eng.traineddata.gz"))) {
    throw new Error(`OCR language data missing at ${LANG_DIR} (install @tesseract.js-data/eng)`);
  }
  const worker = await startTesseract();
  // Single-block mode reads table rows across columns (the layout is rebuilt from the boxes);
  // debug_file: tesseract's chatter ("Estimating resolution as …") goes nowhere instead of stdout.
  await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK, debug_file: "/dev/null" });
  return worker;
}

export interface OcrSession {
  /** Words of one image with boxes as fractions of it; `page` is stamped on every word. */
  read(
    image: Uint8Array,
    size: { width: number; height: number },
    page: number,
  ): Promise<{ words: OcrWord[]; text: string }>;
  /** Settles once the worker has loaded its language data (the reading process warms up with it). */
  ready(): Promise<void>;
  release(): Promise<void>;
}

/** A handle on the process's OCR worker; the worker stops when the last handle is released. */
export function acquireOcr(): OcrSession {
  if (!shared) shared = { worker: startWorker(), users: 0 };
  const mine = shared;
  mine.users++;
  // A failed start must not poison the process: the next acquire starts afresh.
  mine.worker.catch(() => {
    if (shared === mine) shared = null;
  });
  let released = false;
  return {
    async ready() {
      await mine.worker;
    },
    async read(image, size, page) {
      const worker = await mine.worker;
      // rotateAuto straightens a skewed scan first (a 3–4° slant otherwise loses half the fields).
      const input = Buffer.from(image.buffer, image.byteOffset, image.byteLength);
      const { data } = await worker.recognize(
        input,
        { rotateAuto: true },
        {
          text: true,
          blocks: true,
        },
      );
      const words: OcrWord[] = [];
      // Boxes come in the straightened page's pixels; turn them back onto the picture as sent.
      const angle = -(data.rotateRadians ?? 0);
      const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
      const [cx, cy] = [size.width / 2, size.height / 2];
      for (const block of data.blocks ?? []) {
        for (const paragraph of block.paragraphs) {
          for (const line of paragraph.lines) {
            for (const word of line.words) {
              // Box borders and table rules come back glued to words as | or [ (a leading ] is often a J).
              const text = word.text.trim().replace(/^[|[{]+|[|[\]{}]+$/g, "");
              const confidence = Math.max(0, Math.min(1, word.confidence / 100));
              // Speckles read as punctuation with no confidence are noise, not words.
              if (!text || (!/[A-Za-z0-9$]/.test(text) && confidence < 0.3)) continue;
              const { x0, y0, x1, y1 } = word.bbox;
              const [mx, my] = [(x0 + x1) / 2 - cx, (y0 + y1) / 2 - cy];
              const centreX = cx + mx * cos - my * sin;
              const centreY = cy + mx * sin + my * cos;
              const clamp = (v: number) => Math.min(1, Math.max(0, v));
              const left = clamp((centreX - (x1 - x0) / 2) / size.width);
              const top = clamp((centreY - (y1 - y0) / 2) / size.height);
              words.push({
                text,
                confidence: Math.round(confidence * 1000) / 1000,
                left,
                top,
                width: Math.min((x1 - x0) / size.width, 1 - left),
                height: Math.min((y1 - y0) / size.height, 1 - top),
                page,
              });
            }
          }
        }
      }
      return { words, text: data.text };
    },
    async release() {
      if (released) return;
      released = true;
      mine.users--;
      if (mine.users > 0) return;
      if (shared === mine) shared = null;
      const worker = await mine.worker.catch(() => null);
      await worker?.terminate();
    },
  };
}
