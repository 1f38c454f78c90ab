// Every user-visible message of e-mail intake beyond the SMTP rejections: the unknown-sender list
// and the allow-list of the Account page. The spec has no wording for these; plain, actionable text.

export const MAX_ALLOWED_SENDERS = 20;

export const SENDER_MESSAGES = {
  invalidAddress: "Please enter a valid email address",
  alreadyAllowed: "This address can already send you documents",
  ownAddress: "Mail from your own address always goes straight in",
  tooManyAllowed: `You can allow at most ${MAX_ALLOWED_SENDERS} addresses`,
  allowedNotFound: "Address not found",
  allowedFailed: "Failed to load allowed senders",
  allowedError: "Error loading allowed senders",
  allowFailed: "Failed to add the address. Please try again.",
  removeFailed: "Failed to remove the address. Please try again.",
  heldNotFound: "Document not found",
  heldBusy: "This document is already being approved",
  heldFailed: "Failed to load documents from unknown senders",
  heldError: "Error loading documents from unknown senders",
  approveFailed: "Failed to approve the document. Please try again.",
  discardFailed: "Failed to discard the document. Please try again.",
  discardConfirm: "Discard this document? It is deleted and cannot be recovered.",
  approved: "Document approved",
  discarded: "Document discarded",
} as const;
