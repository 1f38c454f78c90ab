// PDFs through pdfjs-dist: page count, the text layer as words with boxes, and (fallback for
// scanned pages when pdftoppm is missing) page rendering with @napi-rs/canvas.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { OcrWord } from "#core/documents/types";
import { encodePgm } from "./formats";
import { MAX_IMAGE_PIXELS } from "./limits";

const require = createRequire(import.meta.url);
const pdfjsRoot = dirname(require.resolve("pdfjs-dist/package.json"));

type PdfJs = typeof import("pdfjs-dist/legacy/build/pdf.mjs");
type PdfDocument = Awaited<ReturnType<PdfJs["getDocument"]>["promise"]>;
type PdfPage = Awaited<ReturnType<PdfDocument["getPage"]>>;

let pdfjs: Promise<PdfJs> | null = null;
const loadPdfJs = () => (pdfjs ??= import("pdfjs-dist/legacy/build/pdf.mjs"));

export interface PdfFile {
  pages: number;
  page(n: number): Promise<PdfPage>;
  close(): Promise<void>;
}

/** Opens a PDF from memory. Fonts, CMaps and decoders are read from node_modules: never fetched. */
export async function openPdf(bytes: Uint8Array): Promise<PdfFile> {
  const lib = await loadPdfJs();
  const task = lib.getDocument({
    // pdfjs takes ownership of (detaches) the buffer it is given.
    data: new Uint8Array(bytes),
    standardFontDataUrl: join(pdfjsRoot, "standard_fonts") + "/",
    cMapUrl: join(pdfjsRoot, "cmaps") + "/",
    cMapPacked: true,
    wasmUrl: join(pdfjsRoot, "wasm") + "/",
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: true,
    // An embedded picture bigger than this is not drawn at all (pdfjs would decode it in full).
    maxImageSize: MAX_IMAGE_PIXELS,
    verbosity: 0,
  });
  const doc = await task.promise;
  return {
    pages: doc.numPages,
    page: (n) => doc.getPage(n),
    close: () => task.destroy(),
  };
}

/** One empty page: opening it loads pdfjs and its worker code (~350 MB, ~2 s) before the first upload. */
const EMPTY_PDF =
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj " +
  "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 72 72]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";

export async function warmPdfJs(): Promise<void> {
  const pdf = await openPdf(new TextEncoder().encode(EMPTY_PDF));
  await textLayerWords(await pdf.page(1), 1);
  await pdf.close();
}

interface TextItem {
  str: string;
  width: number;
  height: number;
  transform: number[];
}

/** The page's text layer as words: each text run split at spaces, widths shared out by characters. */
export async function textLayerWords(
  page: PdfPage,
  pageNumber: number,
): Promise<{ words: OcrWord[]; text: string }> {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const words: OcrWord[] = [];
  let text = "";
  for (const raw of content.items) {
    if (!("str" in raw)) continue;
    const item = raw as TextItem & { hasEOL?: boolean };
    text += item.str + (item.hasEOL ? "\n" : "");
    if (!item.str.trim()) continue;
    const [, , c, d, x, y] = item.transform;
    const fontHeight = item.height || Math.hypot(c, d);
    const perChar = item.width / Math.max(item.str.length, 1);
    for (const m of item.str.matchAll(/\S+/g)) {
      const x0 = x + perChar * m.index;
      const x1 = x0 + perChar * m[0].length;
      // Boxes from the baseline down a fifth (descenders) up to the font's height.
      const [ax, ay] = viewport.convertToViewportPoint(x0, y - fontHeight * 0.2);
      const [bx, by] = viewport.convertToViewportPoint(x1, y + fontHeight * 0.8);
      const left = Math.min(ax, bx) / viewport.width;
      const top = Math.min(ay, by) / viewport.height;
      words.push({
        text: m[0],
        confidence: 1,
        left,
        top,
        width: Math.abs(bx - ax) / viewport.width,
        height: Math.abs(by - ay) / viewport.height,
        page: pageNumber,
      });
    }
  }
  return { words, text };
}

/** Renders a page to a grey PGM of exactly `size` with pdfjs + @napi-rs/canvas (slower than pdftoppm). */
export async function renderPageGrey(
  page: PdfPage,
  size: { width: number; height: number },
): Promise<{ pgm: Uint8Array; width: number; height: number }> {
  const { width, height } = size;
  const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });
  const { createCanvas } = await import("@napi-rs/canvas");
  const canvas = createCanvas(width, height);
  const context = canvas.getContext("2d");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  // pdfjs types its canvas as the DOM one; @napi-rs/canvas implements the same drawing API.
  await page.render({
    canvas: canvas as unknown as HTMLCanvasElement,
    canvasContext: context as unknown as CanvasRenderingContext2D,
    viewport,
  }).promise;
  const rgba = context.getImageData(0, 0, width, height).data;
  const grey = new Uint8Array(width * height);
  for (let i = 0, j = 0; j < grey.length; i += 4, j++) {
    grey[j] = (rgba[i] * 299 + rgba[i + 1] * 587 + rgba[i + 2] * 114) / 1000;
  }
  return { pgm: encodePgm(width, height, grey), width, height };
}
