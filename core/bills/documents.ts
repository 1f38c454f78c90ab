// Documents attached to a bill (001 §3, §5, §9): their types, the files accepted (pdf, jpg, jpeg,
// png, gif, doc, docx up to 10MB) and what a file really is, by its first bytes and its name.

export const BILL_DOCUMENT_TYPES = [
  "eob",
  "prior_authorization",
  "medical_record",
  "prescription",
  "others",
] as const;
export type BillDocumentType = (typeof BILL_DOCUMENT_TYPES)[number];

export const BILL_DOCUMENT_EXTENSIONS = ["pdf", "jpg", "jpeg", "png", "gif", "doc", "docx"] as const;
export type BillDocumentExtension = (typeof BILL_DOCUMENT_EXTENSIONS)[number];

export const MAX_BILL_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** The file input's accept list and the label's wording. */
export const BILL_DOCUMENT_ACCEPT = BILL_DOCUMENT_EXTENSIONS.map((e) => `.${e}`).join(",");

export function billDocumentType(value: unknown): BillDocumentType | null {
  if (value === null || value === undefined || value === "") return "others";
  if (value === "other") return "others";
  return typeof value === "string" && (BILL_DOCUMENT_TYPES as readonly string[]).includes(value)
    ? (value as BillDocumentType)
    : null;
}

const CONTENT_TYPES: Record<BillDocumentExtension, string> = {
  pdf: "application/pdf",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

const startsWith = (bytes: Uint8Array, magic: number[]) =>
  bytes.byteLength > magic.length && magic.every((b, i) => bytes[i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

function contains(bytes: Uint8Array, needle: number[]): boolean {
  outer: for (let i = 0; i + needle.length <= bytes.byteLength; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

const SIGNATURES: Record<BillDocumentExtension, (bytes: Uint8Array) => boolean> = {
  pdf: (b) => startsWith(b, ascii("%PDF-")),
  jpg: (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  jpeg: (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  png: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  gif: (b) => startsWith(b, ascii("GIF87a")) || startsWith(b, ascii("GIF89a")),
  // Word 97-2003 files are OLE compound documents.
  doc: (b) => startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  // A .docx is a zip holding word/… parts; a renamed zip of something else is refused.
  docx: (b) => startsWith(b, [0x50, 0x4b, 0x03, 0x04]) && contains(b, ascii("word/")),
};

export function extensionOf(filename: string): string | null {
  return /\.([a-z0-9]{1,5})$/i.exec(filename.trim())?.[1]?.toLowerCase() ?? null;
}

export interface DetectedBillDocument {
  extension: BillDocumentExtension;
  contentType: string;
}

/**
 * The accepted file these bytes are. The bytes decide (a renamed executable is refused, a PNG
 * saved as .jpg is still a PNG); a name with an extension outside the accepted list is refused.
 */
export function detectBillDocument(bytes: Uint8Array, filename: string): DetectedBillDocument | null {
  const ext = extensionOf(filename);
  if (ext !== null && !(BILL_DOCUMENT_EXTENSIONS as readonly string[]).includes(ext)) return null;
  const found = (["pdf", "jpg", "png", "gif", "doc", "docx"] as const).find((e) => SIGNATURES[e](bytes));
  if (!found) return null;
  const extension = found === "jpg" && ext === "jpeg" ? "jpeg" : found;
  return { extension, contentType: CONTENT_TYPES[extension] };
}

/** The stored name: no path or control characters, at most 200 characters, with its extension. */
export function billDocumentFilename(name: string, file: DetectedBillDocument): string {
  const unsafe = (c: string) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || '\\/"'.includes(c);
  const cleaned = [...name]
    .map((c) => (unsafe(c) ? "_" : c))
    .join("")
    .trim()
    .slice(0, 200);
  const base = cleaned || "document";
  return extensionOf(base) === file.extension ? base : `${base}.${file.extension}`;
}

/** 001 §3/§9: a bill shows at most 3 document type badges, then '+N' for the rest. */
export const MAX_TYPE_BADGES = 3;

/** The distinct types to badge, in the order given, and how many more there are. */
export function typeBadges(
  types: readonly string[],
  max = MAX_TYPE_BADGES,
): { shown: string[]; more: number } {
  const distinct = [...new Set(types.filter(Boolean))];
  return { shown: distinct.slice(0, max), more: Math.max(0, distinct.length - max) };
}

/** The number people recognise a bill by: the provider's bill or claim number, else its account number. */
export function billNumberOf(bill: {
  claim_number: string | null;
  account_number?: string | null;
}): string | null {
  return bill.claim_number?.trim() || bill.account_number?.trim() || null;
}
