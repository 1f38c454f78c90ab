// Scanned PDF pages → grey images for OCR. `pdftoppm -gray` (poppler) is ~5× faster than pdfjs +
// canvas on these machines (STACK.md), so it is used whenever it is installed.
import { spawn, spawnSync } from "node:child_process";
import { pgmSize } from "./formats";
import { renderPageGrey, type PdfFile } from "./pdf";

export type Rasterizer = "pdftoppm" | "pdfjs";

let pdftoppmAvailable: boolean | null = null;

export function hasPdftoppm(): boolean {
  if (pdftoppmAvailable === null) {
    const probe = spawnSync("pdftoppm", ["-v"], { stdio: "ignore", timeout: 5000 });
    pdftoppmAvailable = probe.status === 0 || probe.status === 99;
  }
  return pdftoppmAvailable;
}

/**
 * Enough pixels for OCR: 200 dpi for a letter page, more (up to 400) for a card-sized page, and
 * never more than ~12 megapixels (a poster-sized page would otherwise need gigabytes).
 */
export function dpiFor(widthPt: number, heightPt: number): number {
  const [w, h] = [widthPt / 72, heightPt / 72];
  const wanted = Math.max(200, Math.min(400, Math.round(2200 / Math.max(w, h))));
  return Math.max(36, Math.min(wanted, Math.floor(Math.sqrt(12_000_000 / (w * h)))));
}

function pdftoppm(pdf: Uint8Array, page: number, dpi: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      "pdftoppm",
      ["-gray", "-r", String(dpi), "-f", String(page), "-l", String(page), "-"],
      {
        stdio: ["pipe", "pipe", "pipe"],
      },
    );
    const chunks: Buffer[] = [];
    let errors = "";
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      const out = Buffer.concat(chunks);
      if (code === 0 && out.length) resolve(new Uint8Array(out.buffer, out.byteOffset, out.byteLength));
      else reject(new Error(`pdftoppm exited ${code}: ${errors.slice(0, 200)}`));
    });
    // A broken pipe after pdftoppm gave up is reported through 'close'.
    child.stdin.on("error", () => undefined);
    child.stdin.end(pdf);
  });
}

export interface PageImage {
  pgm: Uint8Array;
  width: number;
  height: number;
}

export async function rasterizePage(
  bytes: Uint8Array,
  pdf: PdfFile,
  pageNumber: number,
  rasterizer: Rasterizer,
): Promise<PageImage> {
  const page = await pdf.page(pageNumber);
  const [x0, y0, x1, y1] = page.view;
  const dpi = dpiFor(x1 - x0, y1 - y0);
  if (rasterizer === "pdftoppm") {
    const pgm = await pdftoppm(bytes, pageNumber, dpi);
    const size = pgmSize(pgm);
    if (!size) throw new Error("pdftoppm wrote no image");
    return { pgm, ...size };
  }
  return renderPageGrey(page, dpi);
}
