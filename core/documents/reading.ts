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

const EXTENSIONS: Record<string, FileType> = {
  pdf: "PDF",
  jpg: "JPG",
  jpeg: "JPG",
  png: "PNG",
  doc: "DOC",
  docx: "DOCX",
  txt: "TXT",
  gif: "GIF",
  bmp: "BMP",
  tif: "TIFF",
  tiff: "TIFF",
};

/** The type a file name claims (the browser's check before sending; the server checks the bytes). */
export function fileTypeOfName(name: string): FileType | null {
  const ext = /\.([a-z0-9]{1,5})$/i.exec(name.trim())?.[1]?.toLowerCase();
  return (ext && EXTENSIONS[ext]) || null;
}

/** The file input's accept list for these types: extensions and MIME types. */
export function acceptAttribute(types: readonly FileType[]): string {
  const exts = Object.entries(EXTENSIONS)
    .filter(([, t]) => types.includes(t))
    .map(([e]) => `.${e}`);
  const mimes: Record<FileType, string> = {
    PDF: "application/pdf",
    JPG: "image/jpeg",
    PNG: "image/png",
    DOC: "application/msword",
    DOCX: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    TXT: "text/plain",
    GIF: "image/gif",
    BMP: "image/bmp",
    TIFF: "image/tiff",
  };
  return [...exts, ...types.map((t) => mimes[t])].join(",");
}

const CONTENT_TYPES: Record<string, FileType> = {
  "application/pdf": "PDF",
  "image/jpeg": "JPG",
  "image/png": "PNG",
  "application/msword": "DOC",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "DOCX",
  "text/plain": "TXT",
  "image/gif": "GIF",
  "image/bmp": "BMP",
  "image/tiff": "TIFF",
};

/** How a stored document of this content type is read; null for a type this product never stores. */
export function readingMethodOf(contentType: string | null | undefined): ReadingMethod | null {
  const type = CONTENT_TYPES[(contentType ?? "").split(";")[0].trim().toLowerCase()];
  return type ? READING_METHOD[type] : null;
}
