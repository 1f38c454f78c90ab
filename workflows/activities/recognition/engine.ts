// Reads a stored document into text + word boxes (Node only; never in the Worker). Digital PDF
// pages use their text layer; images and image-only PDF pages go through OCR. Bad input throws a
// RecognitionError the workflow turns into a failed document with a reason.
import type { OcrWord, Recognition } from "#core/documents/types";
import { decodeGrey, pgmPixels, removeRuledLines, toPgm, type GreyImage } from "./clean-image";
import { evenLight } from "./even-light";
import { RecognitionError, RECOGNITION_MESSAGES } from "./errors";
import { detectFileKind } from "#core/documents/magic-bytes";
import { READING_METHOD } from "#core/documents/reading";
import { sniff, type ImageKind } from "./formats";
import { guardImage, outOfMemory, unreadable } from "./image-guard";
import { readPlainText } from "./plain-text";
import { MAX_PAGE_SIDE_PT, MAX_PAGES } from "./limits";
import { acquireOcr, type OcrSession } from "./ocr";
import { openPdf, textLayerWords, type PdfFile } from "./pdf";
import { findPdftoppm, rasterizePage, type Rasterizer } from "./rasterize";

export { RecognitionError } from "./errors";

export interface RecognizerOptions {
  /** Longer documents are refused before any page is read. */
  maxPages?: number;
  /** A page whose text layer has fewer letters/digits than this is treated as scanned. */
  minTextLayerChars?: number;
  /** Defaults to pdftoppm when installed (found on PATH), else pdfjs + canvas. */
  rasterizer?: Rasterizer;
}

export interface Recognizer {
  recognize(
    bytes: Uint8Array,
    contentType: string,
    onPage?: (page: number, pages: number) => void,
  ): Promise<Recognition>;
  close(): Promise<void>;
}

export const DEFAULT_MAX_PAGES = MAX_PAGES;
/** Fewer letters and digits than this (in words read with some confidence) is a page of nothing. */
const MIN_READABLE_CHARACTERS = 8;

/**
 * An allocation refused under the reading process's memory cap means a file too big, not a broken
 * one: V8 says "Array buffer allocation failed", canvas "Create skia surface failed".
 */

function readableCharacters(words: OcrWord[]): number {
  let count = 0;
  for (const word of words)
    if (word.confidence >= 0.5) count += word.text.replace(/[^\p{L}\p{N}]/gu, "").length;
  return count;
}

/** A blank page, a photo of nothing or a corrupt picture that decoded to noise: nothing to extract. */
function withText(recognition: Recognition): Recognition {
  if (readableCharacters(recognition.words) < MIN_READABLE_CHARACTERS)
    throw new RecognitionError("empty", RECOGNITION_MESSAGES.noText);
  return recognition;
}

/** A complete PDF ends with %%EOF (maybe followed by a little whitespace or junk). */
export function looksComplete(bytes: Uint8Array): boolean {
  const tail = new TextDecoder("latin1").decode(bytes.subarray(Math.max(0, bytes.length - 2048)));
  return tail.includes("%%EOF");
}

function pdftoppmOrPdfjs(): Rasterizer {
  const pdftoppm = findPdftoppm();
  return pdftoppm ? { pdftoppm } : "pdfjs";
}

export function createRecognizer(options: RecognizerOptions = {}): Recognizer {
  const maxPages = options.maxPages ?? DEFAULT_MAX_PAGES;
  const minChars = options.minTextLayerChars ?? 12;
  const rasterizer: Rasterizer = options.rasterizer ?? pdftoppmOrPdfjs();
  let ocr: OcrSession | null = null;
  let closed = false;
  const session = () => {
    if (closed) throw new Error("The recognizer is closed");
    return (ocr ??= acquireOcr());
  };

  async function recognizeImage(
    bytes: Uint8Array,
    kind: ImageKind,
    onPage?: (page: number, pages: number) => void,
  ) {
    // The header's promise is checked before a single pixel is decoded (decompression bombs).
    guardImage(kind, bytes);
    let grey: GreyImage;
    try {
      grey = await decodeGrey(bytes);
    } catch (error) {
      throw unreadable(error);
    }
    const result = await readPage(grey, 1);
    onPage?.(1, 1);
    return { text: result.text, words: result.words, pages: 1, method: "ocr" as const };
  }

  async function readPage(grey: GreyImage, page: number): Promise<{ words: OcrWord[]; text: string }> {
    try {
      const clean = removeRuledLines(evenLight(grey));
      return await session().read(toPgm(clean), clean, page);
    } catch (error) {
      // Other OCR failures (the worker died) are not the file's fault and may be retried.
      if (outOfMemory(error)) throw new RecognitionError("too_large", RECOGNITION_MESSAGES.outOfMemory);
      throw error;
    }
  }

  async function recognizePdf(
    bytes: Uint8Array,
    onPage?: (page: number, pages: number) => void,
  ): Promise<Recognition> {
    if (!looksComplete(bytes)) throw unreadable();
    let pdf: PdfFile;
    try {
      pdf = await openPdf(bytes);
    } catch (error) {
      throw unreadable(error);
    }
    try {
      if (pdf.pages < 1) throw new RecognitionError("empty", RECOGNITION_MESSAGES.empty);
      if (pdf.pages > maxPages) {
        throw new RecognitionError("too_many_pages", RECOGNITION_MESSAGES.tooManyPages(pdf.pages, maxPages));
      }
      const words: OcrWord[] = [];
      const texts: string[] = [];
      let usedOcr = false;
      for (let n = 1; n <= pdf.pages; n++) {
        let layer: { words: OcrWord[]; text: string };
        try {
          const page = await pdf.page(n);
          // Rotation and UserUnit included: a 339-byte file can declare a page miles wide.
          const box = page.getViewport({ scale: 1 });
          if (Math.max(box.width, box.height) > MAX_PAGE_SIDE_PT) {
            const message = RECOGNITION_MESSAGES.pageTooLarge(n, box.width, box.height, MAX_PAGE_SIDE_PT);
            throw new RecognitionError("too_large", message);
          }
          layer = await textLayerWords(page, n);
        } catch (error) {
          if (error instanceof RecognitionError) throw error;
          throw unreadable(error);
        }
        if (layer.text.replace(/[^A-Za-z0-9]/g, "").length >= minChars) {
          words.push(...layer.words);
          texts.push(layer.text);
        } else {
          const image = await rasterizePage(bytes, pdf, n, rasterizer).catch((error: unknown) => {
            throw unreadable(error);
          });
          const read = await readPage(pgmPixels(image.pgm, image.width, image.height), n);
          words.push(...read.words);
          texts.push(read.text);
          usedOcr = true;
        }
        onPage?.(n, pdf.pages);
      }
      return {
        text: texts.join("\n\n").trim(),
        words,
        pages: pdf.pages,
        method: usedOcr ? "ocr" : "text-layer",
      };
    } finally {
      await pdf.close();
    }
  }

  return {
    async recognize(bytes, contentType, onPage) {
      if (!bytes.length) throw new RecognitionError("empty", RECOGNITION_MESSAGES.empty);
      // The bytes decide, not the declared type: a renamed .exe is caught here.
      const kind = sniff(bytes);
      if (kind === "pdf") return withText(await recognizePdf(bytes, onPage));
      if (kind === "png" || kind === "jpeg") return withText(await recognizeImage(bytes, kind, onPage));
      // The premium types (docs/decisions/044). Plain text has no signature: the stored type says it.
      const other = detectFileKind(bytes, contentType.startsWith("text/plain") ? "document.txt" : undefined);
      if (other?.kind === "gif" || other?.kind === "bmp")
        return withText(await recognizeImage(bytes, other.kind, onPage));
      if (other && READING_METHOD[other.type] === "text") return withText(readPlainText(bytes));
      // DOC, DOCX, TIFF: kept as they are; the form starts empty and the user fills it by hand.
      if (other && READING_METHOD[other.type] === "by_hand")
        return { text: "", words: [], pages: 1, method: "text-layer" };
      throw unreadable();
    },
    async close() {
      closed = true;
      const current = ocr;
      ocr = null;
      await current?.release();
    },
  };
}
