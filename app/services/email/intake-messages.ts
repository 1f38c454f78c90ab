// Every user-visible message of e-mail intake: the SMTP rejections a sender gets back, the
// unknown-sender list and the allow-list of the Account page. The spec has no wording for these;
// plain, actionable text.

export const MAX_ALLOWED_SENDERS = 20;

export const SENDER_MESSAGES = {
  invalidAddress: "Please enter a valid email address",
  alreadyAllowed: "This address can already send you documents",
  ownAddress: "Mail from your own address always goes straight in",
  tooManyAllowed: `You can allow at most ${MAX_ALLOWED_SENDERS} addresses`,
  allowedNotFound: "Address not found",
  allowedRemoved: "Address removed",
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

const MB = 1024 * 1024;
/** Cloudflare Email Workers accept messages up to 25 MiB. */
export const MAX_EMAIL_BYTES = 25 * MB;
/** Documents per message at most; a message with more is refused whole. */
export const MAX_ATTACHMENTS = 10;

/** Why a message was refused: the text goes back to the sender in the SMTP rejection. */
export const EMAIL_REJECTIONS = {
  unknownAddress: "Unknown recipient: this address does not belong to a Fairbill account",
  tooLarge: `Message is larger than the ${MAX_EMAIL_BYTES / MB} MB limit`,
  malformed: "Message could not be read: it is not a valid e-mail (MIME) message",
  tooComplex:
    "Message could not be read: its forwarded messages, parts or headers are nested too deeply or are too large",
  tooManyAttachments: `Too many attachments: send at most ${MAX_ATTACHMENTS} documents per message`,
  tooManyMessages: "Too many messages to this address in the last hour. Please try again later.",
  tooManyHeld: "Too many documents from unknown senders are waiting for the account holder's review",
  noAttachment: "No usable attachment: attach the document as a PDF, JPG or PNG file",
  attachmentsTooLarge: (limitBytes: number) =>
    `No usable attachment: every PDF, JPG or PNG attachment is over the ${limitBytes / MB} MB file size limit of your plan`,
  notStored: (detail: string) => `The attachments could not be stored: ${detail}`,
  unexpected: "The message could not be processed. Please try again later.",
} as const;
