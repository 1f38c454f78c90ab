// Every user-visible message of the document lifecycle (upload, reading, verification, download),
// in one place. Spec wording (000 §8, 001 §8) where the spec gives one; plain, actionable text otherwise.

const MB = 1024 * 1024;

export const DOCUMENT_MESSAGES = {
  /** 000 §8: the upload error the UI shows when the server gives no detail. */
  uploadFailed: "Upload failed",
  noFile: "Please choose a file to upload",
  emptyFile: "The file is empty. Please choose a PDF, JPG or PNG file.",
  unsupportedFile: "Unsupported file type. Please upload a PDF, JPG or PNG file.",
  fileTooLarge: (limitBytes: number) =>
    `File is too large. The maximum file size on your plan is ${Math.round(limitBytes / MB)}MB.`,
  documentLimit: (limit: number) =>
    `You have reached your plan's limit of ${limit} documents. Upgrade to Premium for unlimited documents.`,
  invalidDocumentType: "Unknown document type",
  documentNotFound: "Document not found",
  billNotFound: "Bill not found",
  familyMemberNotFound: "Family member not found",
  /** 001 §8 (test mock): unknown document type schema. */
  schemaNotFound: "Schema not found",
  /** 001 §6: pending e-mail documents are a premium feature. */
  pendingPremium:
    "Pending email documents require a premium subscription. Please upgrade to access this feature.",
  retryNotFailed: "Only a document whose processing failed can be retried",
  downloadLinkInvalid: "This download link is invalid or has expired",
  fileMissing: "The file of this document could not be found",
  documentUpdated: "Document updated",
  documentDeleted: "Document deleted",
  documentLinked: "Document linked to bill",
  markedProcessed: "Document marked as processed",
  retryQueued: "Document queued for processing again",
} as const;

/** Why reading a document failed, as the user sees it on the document (failure_reason). */
export const FAILURE_REASONS = {
  too_many_pages: "This document has too many pages to read. Please upload only the pages you need.",
  too_large:
    "This file is too large to read. Please upload a smaller scan or photo, or only the pages you need.",
  unreadable: "This file could not be read. It may be damaged or incomplete. Please upload the file again.",
  empty: "No text could be found in this document. Please upload a clearer scan or photo.",
  unavailable: "We could not read this document right now. Please try again.",
} as const;

export type FailureCode = keyof typeof FAILURE_REASONS;

/** What the user can do about each failure, after the reading engine's own explanation. */
const FAILURE_ADVICE: Record<FailureCode, string> = {
  too_many_pages: "Please upload only the pages you need.",
  too_large: "Please upload a smaller scan or photo, or only the pages you need.",
  unreadable: "Please upload the file again.",
  empty: "Please upload a clearer scan or photo.",
  unavailable: "Please try again.",
};

/** The engine's explanation (e.g. how many pages) with the advice, or the generic reason. */
export function failureReason(code: FailureCode, explanation?: string | null): string {
  const said = explanation?.trim();
  return said ? `${said} ${FAILURE_ADVICE[code]}` : FAILURE_REASONS[code];
}

/** 001 §5 and §8: creating bills needs a verified e-mail (the client looks for 'Email verification required'). */
export const BILL_MESSAGES = {
  emailUnverified:
    "Email verification required. Please verify your email before adding medical bills. Check your email for the verification link.",
  billLimit: (limit: number) =>
    `You have reached your plan's limit of ${limit} bill uploads. Upgrade to Premium for unlimited uploads.`,
  providerRequired: "Provider name is required",
} as const;

/** The reminder sent when a document has waited for review (no health data: no file name, no fields). */
export const REVIEW_REMINDER = {
  subject: "Your document is waiting for review",
  text: (link: string) =>
    [
      "A document you added to Fairbill is waiting for your review.",
      "",
      "Check the details we read from it and save them to finish:",
      link,
    ].join("\n"),
  heading: "Your document is waiting for review",
  body: "A document you added to Fairbill is waiting for your review. Check the details we read from it and save them to finish.",
  button: "Review document",
} as const;
