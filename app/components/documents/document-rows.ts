// One row shape for every document list (Recently Emailed, Needs Classification, the pending
// documents, the unknown senders). Each list keeps its own row type, inferred from its resource
// route (../resources.ts), as `raw`; the fields here are the ones every list shares.
import { formatDateTime } from "#core/format/dates";

/** What a list's rows must carry for the shared columns; tsc checks each list's inferred type against it. */
export interface DocumentRowSource {
  id: string;
  document_type?: string;
  original_filename: string;
  file_size: number;
  received_at: string;
  classification_confidence?: number | null;
  needs_classification?: boolean;
}

export interface DocumentRowView<R extends DocumentRowSource = DocumentRowSource> {
  id: string;
  documentType: string;
  filename: string;
  fileSize: number;
  receivedAt: string | null;
  confidence: number | null;
  needsClassification: boolean;
  raw: R;
}

export function toRow<R extends DocumentRowSource>(doc: R): DocumentRowView<R> {
  return {
    id: doc.id,
    documentType: doc.document_type ?? "other",
    filename: doc.original_filename || "Document",
    fileSize: doc.file_size ?? 0,
    receivedAt: doc.received_at ?? null,
    confidence: doc.classification_confidence ?? null,
    needsClassification: Boolean(doc.needs_classification),
    raw: doc,
  };
}

const time = (value: string | null) => (value === null ? 0 : new Date(value).getTime() || 0);

/** Newest received first. */
export const byNewest = (a: DocumentRowView, b: DocumentRowView) => time(b.receivedAt) - time(a.receivedAt);

export function receivedLabel(value: string | null): string {
  return formatDateTime(value);
}
