// What happens to each file type after it is stored (docs/decisions/044): the reading process
// reads some into fields, the rest are kept as they are and the user fills the form by hand. The
// reading process follows this table and Smart Capture says it before the file is chosen.
import type { FileType } from "../plans";

/**
 * - `read`: the text layer of a PDF, or OCR of a picture (tesseract reads PDF pages, JPG, PNG,
 *   GIF and BMP).
 * - `text`: the file is text already; its lines are the words.
 * - `by_hand`: stored and shown for download; no reader in the stack handles it safely (DOC,
 *   DOCX, TIFF), so the form starts empty and the user types what the document says.
 */
export type ReadingMethod = "read" | "text" | "by_hand";

export const READING_METHOD: Record<FileType, ReadingMethod> = {
  PDF: "read",
  JPG: "read",
  PNG: "read",
  GIF: "read",
  BMP: "read",
  TXT: "text",
  DOC: "by_hand",
  DOCX: "by_hand",
  TIFF: "by_hand",
};

/** The types of a plan that are read (or typed in by hand), for the sentence Smart Capture shows. */
export function typesRead(types: readonly FileType[], method: ReadingMethod): FileType[] {
  return types.filter((t) => READING_METHOD[t] === method);
}

/** Browsers show these inline; the others are offered as a download in the preview. */
export const PREVIEWABLE: readonly FileType[] = ["PDF", "JPG", "PNG", "GIF", "BMP"];
