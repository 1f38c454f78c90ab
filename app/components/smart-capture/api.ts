// The browser's calls for documents (spec 000 §7, 001 §7). The session cookie authenticates /api.
import type { DocumentTypeSchema } from "#core/documents/forms";
import type { OcrWord, ProcessingStatus } from "#core/documents/types";

/** What extraction found: the fields under `fields`, or flat beside line_items and icd10_codes. */
export interface ExtractedData {
  fields?: Record<string, string | number | null>;
  line_items?: Record<string, unknown>[];
  icd10_codes?: string[];
  [field: string]: unknown;
}

export interface EmailContext {
  has_email_context: boolean;
  sender?: string | null;
  subject?: string | null;
  received_timestamp?: string | number | null;
}

export interface DocumentData {
  document_id: string;
  document_type: string;
  classification_confidence: number | null;
  needs_classification: boolean;
  processing_status: ProcessingStatus;
  failure_reason: string | null;
  extracted_data: ExtractedData | null;
  user_verified_data: Record<string, unknown> | null;
  ocr_bounding_boxes: OcrWord[] | null;
  verification_status: string;
  email_context?: EmailContext | null;
  bill_id?: string | null;
  original_filename?: string | null;
  content_type?: string | null;
}

/** A failed call: the server's `detail` text when it sent one. */
export class RequestFailed extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | null,
  ) {
    super(detail ?? `HTTP ${status}`);
  }
}

function detailText(body: unknown): string | null {
  const detail = (body as { detail?: unknown } | null)?.detail;
  if (typeof detail === "string") return detail;
  const message = (detail as { message?: unknown } | null)?.message;
  return typeof message === "string" ? message : null;
}

/** JSON call; a non-2xx answer throws RequestFailed, a network failure throws TypeError. */
export async function apiJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set("accept", "application/json");
  if (init.body && typeof init.body === "string") headers.set("content-type", "application/json");
  const res = await fetch(path, { credentials: "same-origin", ...init, headers });
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!res.ok) throw new RequestFailed(res.status, detailText(body));
  return body as T;
}

export interface UploadAnswer {
  document_id: string;
  ocr_processed: boolean;
  ocr_classification: unknown;
}

export function uploadDocument(file: File, documentType: string, billId?: string) {
  const form = new FormData();
  form.set("file", file, file.name);
  form.set("document_type", documentType);
  if (billId) form.set("bill_id", billId);
  return apiJson<UploadAnswer>("/api/pending-documents/upload-user-document", { method: "POST", body: form });
}

export const getDocumentData = (id: string) =>
  apiJson<DocumentData>(`/api/documents/${encodeURIComponent(id)}/data`);

export const retryDocument = (id: string) =>
  apiJson<unknown>(`/api/documents/${encodeURIComponent(id)}/retry`, { method: "POST" });

export const getTypeSchema = (type: string) =>
  apiJson<DocumentTypeSchema>(`/api/document-types/${encodeURIComponent(type)}/schema`);

export interface VerifyAnswer {
  document_id?: string;
  document_type?: string;
  bill_id?: string | null;
  verification_status?: string;
}

/** Saves the user's fields as verified; for a medical bill the server creates and links the bill. */
export const verifyDocument = (id: string, documentType: string, data: Record<string, unknown>) =>
  apiJson<VerifyAnswer>(`/api/pending-documents/update-document/${encodeURIComponent(id)}`, {
    method: "PUT",
    body: JSON.stringify({
      document_type: documentType,
      user_verified_data: data,
      verification_status: "verified",
    }),
  });

/** A short-lived link to the file; on 404 the older documents path is asked (000 §7). */
export async function documentUrl(id: string): Promise<string> {
  const key = encodeURIComponent(id);
  try {
    return (await apiJson<{ url: string }>(`/api/pending-documents/download-url/${key}`)).url;
  } catch (error) {
    if (!(error instanceof RequestFailed) || error.status !== 404) throw error;
    return (await apiJson<{ url: string }>(`/api/documents/documents/${key}/download-url`)).url;
  }
}

export const deleteDocument = (id: string) =>
  apiJson<unknown>(`/api/documents/${encodeURIComponent(id)}`, { method: "DELETE" });
