// One document as Smart Capture follows it (000 §4, §7): type, reading status, what was extracted
// and verified, the OCR boxes and the e-mail it came with. Polled while the document is being read.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { OcrWord, ProcessingStatus } from "#core/documents/types";
import { getDocumentData } from "~/services/documents/documents.server";
import { answer, signedInScope } from "./resource.server";

/** What the stored extraction holds: the fields under `fields`, or flat beside line_items and icd10_codes. */
export interface StoredExtraction {
  fields?: Record<string, string | number | null>;
  line_items?: Record<string, unknown>[];
  icd10_codes?: string[];
  [field: string]: unknown;
}

export async function loader(args: LoaderFunctionArgs) {
  const { db, userId } = await signedInScope(args);
  return answer(async () => {
    const data = await getDocumentData(db, userId, args.params.documentId ?? "");
    // The JSON columns as the pipeline writes them (app/services/documents/pipeline.server.ts).
    return {
      ...data,
      processing_status: data.processing_status as ProcessingStatus,
      extracted_data: data.extracted_data as StoredExtraction | null,
      user_verified_data: data.user_verified_data as Record<string, unknown> | null,
      ocr_bounding_boxes: data.ocr_bounding_boxes as OcrWord[],
    };
  });
}
