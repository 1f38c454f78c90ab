// Scanned PDF pages → grey images for OCR. `pdftoppm -gray` (poppler) is ~5× faster than pdfjs +
// canvas on these machines (STACK.md), so it is used whenever it is installed.
import { spawn } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";
import { pgmSize } from "./formats";
import { MAX_RENDER_PIXELS } from "./limits";
import { renderPageGrey, type PdfFile } from "./pdf";

/** pdftoppm at this path, or pdfjs + canvas. */
export type Rasterizer = { pdftoppm: string } | "pdfjs";

/**
 * pdftoppm's absolute path from PATH, or null. Found by the parent: the reading process runs with
 * an empty environment (no PATH) and is handed the path.
 */
export function findPdftoppm(path = process.env.PATH ?? ""): string | null {
  for (const dir of path.split(delimiter)) {
    const candidate = join(dir || ".", "pdftoppm");
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this folder
    }
  }
  return null;
}

export interface RasterSize {
  width: number;
  height: number;
}

/**
 * Enough pixels for OCR: 200 dpi for a letter page, more (up to 400) for a card-sized page, and
 * never more than MAX_RENDER_PIXELS however big the page (no minimum dpi that could break the cap).
 * Sizes are in points as the reader sees the page: rotation and UserUnit applied.
 */
export function rasterSize(widthPt: number, heightPt: number): RasterSize {
  const [w, h] = [widthPt / 72, heightPt / 72];
  const wanted = Math.max(200, Math.min(400, Math.round(2200 / Math.max(w, h))));
  const dpi = Math.min(wanted, Math.sqrt(MAX_RENDER_PIXELS / (w * h)));
  return { width: Math.max(1, Math.floor(w * dpi)), height: Math.max(1, Math.floor(h * dpi)) };
}

// -scale-to-x/-y fix the output in pixels, so a page box poppler sees differently cannot grow it.
function pdftoppm(program: string, pdf: Uint8Array, page: number, size: RasterSize): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const args = ["-gray", "-scale-to-x", String(size.width), "-scale-to-y", String(size.height)];
    const child = spawn(program, [...args, "-f", String(page), "-l", String(page), "-"], {
      stdio: ["pipe", "pipe", "pipe"],
      env: {},
    });
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

/** Renders one page, grey, at the size `sizeFor` gives its box (OCR's by default). */
export async function rasterizePage(
  bytes: Uint8Array,
  pdf: PdfFile,
  pageNumber: number,
  rasterizer: Rasterizer,
  sizeFor: (widthPt: number, heightPt: number) => RasterSize = rasterSize,
): Promise<PageImage> {
  const page = await pdf.page(pageNumber);
  const box = page.getViewport({ scale: 1 });
  const size = sizeFor(box.width, box.height);
  if (rasterizer !== "pdfjs") {
    const pgm = await pdftoppm(rasterizer.pdftoppm, bytes, pageNumber, size);
    const written = pgmSize(pgm);
    if (!written) throw new Error("pdftoppm wrote no image");
    if (written.width * written.height > MAX_RENDER_PIXELS) throw new Error("pdftoppm wrote too many pixels");
    return { pgm, ...written };
  }
  return renderPageGrey(page, size);
}
