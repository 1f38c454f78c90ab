// What a file really is, by its first bytes: the name and the browser's MIME type can lie
// (a renamed .exe), so uploads are accepted or refused on this alone. Plain text has no
// signature: it is text only when it is named .txt and every byte decodes as printable UTF-8.
import type { FileType } from "../plans";

export type FileKind = "pdf" | "png" | "jpeg" | "gif" | "bmp" | "tiff" | "doc" | "docx" | "txt";

export interface DetectedFile {
  kind: FileKind;
  /** The type people know it by, as the plan table lists them (JPEG is 'JPG'). */
  type: FileType;
  contentType: string;
  extension: string;
}

const FILES: Record<FileKind, DetectedFile> = {
  pdf: { kind: "pdf", type: "PDF", contentType: "application/pdf", extension: "pdf" },
  png: { kind: "png", type: "PNG", contentType: "image/png", extension: "png" },
  jpeg: { kind: "jpeg", type: "JPG", contentType: "image/jpeg", extension: "jpg" },
  gif: { kind: "gif", type: "GIF", contentType: "image/gif", extension: "gif" },
  bmp: { kind: "bmp", type: "BMP", contentType: "image/bmp", extension: "bmp" },
  tiff: { kind: "tiff", type: "TIFF", contentType: "image/tiff", extension: "tiff" },
  doc: { kind: "doc", type: "DOC", contentType: "application/msword", extension: "doc" },
  docx: {
    kind: "docx",
    type: "DOCX",
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extension: "docx",
  },
  txt: { kind: "txt", type: "TXT", contentType: "text/plain; charset=utf-8", extension: "txt" },
};

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const startsWith = (bytes: Uint8Array, magic: number[]) =>
  bytes.byteLength > magic.length && magic.every((b, i) => bytes[i] === b);

function contains(bytes: Uint8Array, needle: number[]): boolean {
  outer: for (let i = 0; i + needle.length <= bytes.byteLength; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/** BITMAPFILEHEADER then a DIB header of one of the sizes Windows and OS/2 write. */
function isBmp(b: Uint8Array): boolean {
  if (!startsWith(b, ascii("BM")) || b.byteLength < 26) return false;
  const dib = b[14] | (b[15] << 8) | (b[16] << 16) | (b[17] << 24);
  return [12, 40, 52, 56, 64, 108, 124].includes(dib);
}

const SIGNATURES: [FileKind, (bytes: Uint8Array) => boolean][] = [
  ["pdf", (b) => startsWith(b, ascii("%PDF-"))],
  ["png", (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ["jpeg", (b) => startsWith(b, [0xff, 0xd8, 0xff])],
  ["gif", (b) => startsWith(b, ascii("GIF87a")) || startsWith(b, ascii("GIF89a"))],
  ["bmp", isBmp],
  ["tiff", (b) => startsWith(b, [0x49, 0x49, 0x2a, 0x00]) || startsWith(b, [0x4d, 0x4d, 0x00, 0x2a])],
  // Word 97-2003 files are OLE compound documents.
  ["doc", (b) => startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])],
  // A .docx is a zip holding word/… parts; a renamed zip of something else is refused.
  ["docx", (b) => startsWith(b, [0x50, 0x4b, 0x03, 0x04]) && contains(b, ascii("word/"))],
];

/** Printable UTF-8 (tabs, line breaks and form feeds allowed): what a .txt of a bill holds. */
export function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  return text.trim().length > 0 && !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
}

/**
 * The kind these bytes are, or null for anything this product does not store. `filename` is only
 * consulted for plain text, which has no signature of its own.
 */
export function detectFileKind(bytes: Uint8Array, filename?: string): DetectedFile | null {
  const found = SIGNATURES.find(([, matches]) => matches(bytes));
  if (found) return { ...FILES[found[0]] };
  if (filename && /\.txt$/i.test(filename.trim()) && isPlainText(bytes)) return { ...FILES.txt };
  return null;
}

/** The file name with its extension matching the real kind (shown in lists and downloads). */
export function filenameFor(name: string, file: DetectedFile): string {
  const cleaned = [...name]
    .map((c) => (c < " " || c === "\u007f" || c === "/" || c === "\\" || c === '"' ? "_" : c))
    .join("")
    .trim()
    .slice(0, 200);
  const base = cleaned || "document";
  const ext = /\.([a-z0-9]{1,5})$/i.exec(base)?.[1]?.toLowerCase();
  const fits =
    ext === file.extension ||
    (file.kind === "jpeg" && ext === "jpeg") ||
    (file.kind === "tiff" && ext === "tif");
  return fits ? base : `${base}.${file.extension}`;
}
