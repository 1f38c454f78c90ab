// What a file really is, by its first bytes: the name and the browser's MIME type can lie
// (a renamed .exe), so uploads are accepted or refused on this alone.

export type FileKind = "pdf" | "png" | "jpeg";

export interface DetectedFile {
  kind: FileKind;
  contentType: "application/pdf" | "image/png" | "image/jpeg";
  extension: "pdf" | "png" | "jpg";
}

const SIGNATURES: { magic: number[]; file: DetectedFile }[] = [
  {
    magic: [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
    file: { kind: "pdf", contentType: "application/pdf", extension: "pdf" },
  },
  {
    magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    file: { kind: "png", contentType: "image/png", extension: "png" },
  },
  {
    magic: [0xff, 0xd8, 0xff],
    file: { kind: "jpeg", contentType: "image/jpeg", extension: "jpg" },
  },
];

/** The accepted kind (pdf, png, jpeg) these bytes start with, or null for anything else. */
export function detectFileKind(bytes: Uint8Array): DetectedFile | null {
  const found = SIGNATURES.find(
    ({ magic }) => bytes.byteLength > magic.length && magic.every((b, i) => bytes[i] === b),
  );
  return found ? { ...found.file } : null;
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
  const fits = ext === file.extension || (file.kind === "jpeg" && ext === "jpeg");
  return fits ? base : `${base}.${file.extension}`;
}
