// Every message the Smart Capture modal and the document panels show (spec 000 §8, 001 §8).
// Validation wording ('{title} is required', 'Required: …') lives in core/documents/forms.ts.
import type { FileType } from "#core/plans";

/** "PDF, JPG, JPEG or PNG": JPEG spelled out as people name their photos (000 §5). */
const orList = (types: readonly FileType[]) => {
  const names = types.flatMap((t) => (t === "JPG" ? ["JPG", "JPEG"] : [t]));
  return names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
};

export const CAPTURE_MESSAGES = {
  uploadFailed: "Upload failed",
  unsupportedFile: (types: readonly FileType[]) => `Please choose a ${orList(types)} file.`,
  /** Under the file chooser: the plan's types and file size. */
  accepted: (types: readonly FileType[], size: string) => `${orList(types)}, up to ${size}`,
  /** Under a free plan's file chooser: what Premium would also take. */
  premiumTypes: (types: string) => `Premium also takes ${types} files.`,
  /** What happens after upload to types that are not read like a scan (docs/decisions/044). */
  readingNote: (read: string, text: string, byHand: string) =>
    [
      `${read} files are read for you`,
      text ? `${text} files are read as text` : "",
      byHand ? `${byHand} files are kept as they are: you fill in the details by hand` : "",
    ]
      .filter(Boolean)
      .join("; ") + ".",
  fileTooLarge: (limit: string) => `This file is larger than the ${limit} limit of your plan.`,
  scanning: "Scanning document…",
  billCreateFailed: "Document saved but failed to create medical bill: ",
  noBillReturned: "the server did not return the new bill",
  saveFailed: (status: number) => `Failed to save verification (${status})`,
  verified: "Verified",
  /** After Save, per document type: only a medical bill makes a bill (000 §4 step 7). */
  billCreated: "Medical bill created — view it",
  linkedToBill: "Saved and linked to its medical bill — view the bill",
  documentSaved: "Saved to your documents.",
  suggestedBill:
    "Suggested from this document's claim number, provider, dates and amounts. Check it is the right bill.",
  upgrade: "Upgrade",
  /** What a limited plan has left, shown before the user uploads (000 §6). */
  allowance: (documents: number, documentLimit: number, bills: number, billLimit: number, monthly: boolean) =>
    `Free plan: ${documents} of ${documentLimit} documents and ${bills} of ${billLimit} bills left${monthly ? " this month" : ""}.`,
  progress: {
    queued: "Waiting to read your document…",
    recognizing: "Reading the text of your document…",
    extracted: "Fields filled from your document. Check them and save.",
    verified: "This document is verified.",
    processed: "This document is verified.",
    failed: "We could not read this document.",
  },
  /** A DOC, DOCX or TIFF: stored as it is, nothing read (docs/decisions/044). */
  byHand: "This type of file is not read automatically. Fill in the details from the document and save.",
  stillWorking: "Still working on it — this can take a little longer for large files.",
  /** A document of several pages while it is read (issue 17). */
  readingPage: (page: number, pages: number) => `Reading page ${page} of ${pages}…`,
  readingPagesLabel: "Pages read",
  pollTrouble: "Lost contact with the server; trying again…",
  retryFailed: "Could not restart reading this document. Please try again.",
} as const;

export const DOCUMENT_MESSAGES = {
  previewUnavailable: "Unable to load document for preview",
  previewError: "Error loading document preview",
  downloadUnavailable: "Unable to generate download link for document",
  downloadError: "Error generating download link - please try again",
  listFailed: "Failed to load documents",
  listError: "Error loading documents",
  emailedFailed: "Failed to load recently emailed documents",
  emailedError: "Error loading recently emailed documents",
  summaryFailed: "Failed to load pending documents summary",
  summaryError: "Error loading summary",
  pendingFailed: "Failed to load pending documents",
  pendingError: "Error loading pending documents",
  deleteFailed: "Failed to delete document",
  deleteConfirm: "Delete this document? This cannot be undone.",
  tryAgain: "Try again",
} as const;
