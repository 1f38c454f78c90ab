// The server's document lists name the same things in more than one way (000 §3: filename or
// original_filename, file_size or size, received_at or created_at or uploaded_at); one row shape here.
export interface ApiDocumentRow {
  id: string;
  document_type?: string | null;
  filename?: string | null;
  original_filename?: string | null;
  title?: string | null;
  file_size?: number | null;
  size?: number | null;
  received_at?: string | number | null;
  created_at?: string | number | null;
  uploaded_at?: string | number | null;
  classification_confidence?: number | null;
  needs_classification?: boolean | null;
  verification_status?: string | null;
  processing_status?: string | null;
  email_subject?: string | null;
  sender_email?: string | null;
  source?: string | null;
  description?: string | null;
  expiration_date?: string | null;
}

export interface DocumentRowView {
  id: string;
  documentType: string;
  filename: string;
  fileSize: number;
  receivedAt: string | number | null;
  confidence: number | null;
  needsClassification: boolean;
  raw: ApiDocumentRow;
}

export function toRow(doc: ApiDocumentRow): DocumentRowView {
  return {
    id: doc.id,
    documentType: doc.document_type ?? "other",
    filename: doc.original_filename ?? doc.filename ?? doc.title ?? "Document",
    fileSize: doc.file_size ?? doc.size ?? 0,
    receivedAt: doc.received_at ?? doc.created_at ?? doc.uploaded_at ?? null,
    confidence: doc.classification_confidence ?? null,
    needsClassification: Boolean(doc.needs_classification),
    raw: doc,
  };
}

const time = (value: string | number | null) => (value === null ? 0 : new Date(value).getTime() || 0);

/** Newest received first. */
export const byNewest = (a: DocumentRowView, b: DocumentRowView) => time(b.receivedAt) - time(a.receivedAt);

export function receivedLabel(value: string | number | null): string {
  if (value === null || value === "") return "—";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : date.toLocaleString();
}
