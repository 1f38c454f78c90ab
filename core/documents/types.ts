// What a document is and what reading it produces (spec 000 §3). Shared by the recognition engine,
// the extractor, the document workflow and the Smart Capture UI.

export const DOCUMENT_TYPES = [
  "insurance_card_front",
  "insurance_card_back",
  "drivers_license_front",
  "drivers_license_back",
  "eob",
  "medical_bill",
  "prior_authorization",
  "insurance_policy",
  "lab_results",
  "other",
] as const;

export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export function isDocumentType(value: unknown): value is DocumentType {
  return typeof value === "string" && (DOCUMENT_TYPES as readonly string[]).includes(value);
}

/** What the UI shows while a document moves through upload → OCR → verify → bill. */
export const PROCESSING_STATUSES = [
  "queued",
  "recognizing",
  "extracted",
  "verified",
  "processed",
  "failed",
] as const;

export type ProcessingStatus = (typeof PROCESSING_STATUSES)[number];

/** One recognised word; the box is in fractions of its page so any preview size can draw it. */
export interface OcrWord {
  text: string;
  /** 0..1; text-layer words are 1. */
  confidence: number;
  left: number;
  top: number;
  width: number;
  height: number;
  /** 1-based page number. */
  page: number;
}

export interface Recognition {
  text: string;
  words: OcrWord[];
  pages: number;
  method: "text-layer" | "ocr";
}

export interface ExtractedLineItem {
  service_date?: string | null;
  /** 5-digit CPT, CPT category II/III (1234F, 0001T) or HCPCS Level II (J1100). */
  cpt_code: string;
  description?: string | null;
  units: number;
  billed_amount: number | null;
  allowed_amount: number | null;
  paid_amount: number | null;
}

export interface Extraction {
  document_type: DocumentType;
  classification_confidence: number;
  needs_classification: boolean;
  /** Dates as YYYY-MM-DD, amounts as numbers (dollars), text trimmed; null when not found. */
  fields: Record<string, string | number | null>;
  line_items: ExtractedLineItem[];
  /** ICD-10-CM codes with the dot (E11.9), in the order they first appear. */
  icd10_codes: string[];
}
