// Documents and how they arrive: uploads, forwarded e-mails, the sender allow-list and held attachments.
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "./columns";
import { userRef, users } from "./users";
import { bills } from "./bills";

export const ingestedEmails = sqliteTable(
  "ingested_emails",
  {
    id: id(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    messageId: text("message_id"),
    sender: text("sender").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    receivedAt: integer("received_at").notNull(),
    rawKey: text("raw_key"),
    /** held: its documents wait for the user (unknown sender); discarded: the user threw them all away. */
    status: text("status", { enum: ["accepted", "rejected", "duplicate", "held", "discarded"] }).notNull(),
    rejectReason: text("reject_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    index("ingested_emails_user_idx").on(t.userId, t.messageId),
    // The per-inbox hourly cap counts recent rows; the cron purges old rejected ones.
    index("ingested_emails_user_received_idx").on(t.userId, t.receivedAt),
    index("ingested_emails_status_received_idx").on(t.status, t.receivedAt),
  ],
);

/** Addresses besides the account's own whose mail goes straight in (the Account page's allow-list). */
export const allowedSenders = sqliteTable(
  "allowed_senders",
  {
    id: id(),
    userId: userRef(),
    email: text("email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("allowed_senders_user_email_idx").on(t.userId, t.email)],
);

/**
 * Attachments from an unknown sender, waiting for the user to approve or discard them. They are
 * not documents yet: nothing counts against the plan and nothing reads them until approved.
 */
export const heldDocuments = sqliteTable(
  "held_documents",
  {
    id: id(),
    userId: userRef(),
    ingestedEmailId: text("ingested_email_id")
      .notNull()
      .references(() => ingestedEmails.id, { onDelete: "cascade" }),
    originalFilename: text("original_filename").notNull(),
    contentType: text("content_type").notNull(),
    fileSize: integer("file_size").notNull(),
    sha256: text("sha256").notNull(),
    storageKey: text("storage_key").notNull(),
    /** Set while an approval is storing it, so a second click cannot store it twice. */
    claimedAt: integer("claimed_at"),
    createdAt: createdAt(),
  },
  (t) => [index("held_documents_user_idx").on(t.userId, t.createdAt)],
);

export const documents = sqliteTable(
  "documents",
  {
    id: id(),
    userId: userRef(),
    billId: text("bill_id").references(() => bills.id, { onDelete: "set null" }),
    documentType: text("document_type").notNull().default("other"),
    originalFilename: text("original_filename").notNull(),
    contentType: text("content_type").notNull(),
    fileSize: integer("file_size").notNull(),
    sha256: text("sha256").notNull(),
    storageKey: text("storage_key").notNull(),
    source: text("source", { enum: ["upload", "email", "generated"] }).notNull(),
    ingestedEmailId: text("ingested_email_id").references(() => ingestedEmails.id, { onDelete: "set null" }),
    processingStatus: text("processing_status").notNull().default("queued"),
    failureReason: text("failure_reason"),
    needsClassification: integer("needs_classification", { mode: "boolean" }).notNull().default(true),
    classificationConfidence: real("classification_confidence"),
    extractedText: text("extracted_text"),
    extractedData: text("extracted_data", { mode: "json" }),
    userVerifiedData: text("user_verified_data", { mode: "json" }),
    ocrBoundingBoxes: text("ocr_bounding_boxes", { mode: "json" }),
    verificationStatus: text("verification_status").notNull().default("pending"),
    title: text("title"),
    description: text("description"),
    expirationDate: text("expiration_date"),
    /** The pending-document status set by mark-processed ('pending' until then, e.g. 'classified'). */
    status: text("status").notNull().default("pending"),
    pageCount: integer("page_count"),
    /** Pages the reader has finished so far (issue 17): Smart Capture shows "page 3 of 12". */
    pagesRead: integer("pages_read"),
    /** The bill the matcher suggests for this EOB when the match is not certain enough to attach. */
    suggestedBillId: text("suggested_bill_id").references(() => bills.id, { onDelete: "set null" }),
    /** How bill_id was set: 'claim_number' | 'provider_date_amount' (the matcher) | 'user'. */
    billMatchedBy: text("bill_matched_by"),
    recognitionMethod: text("recognition_method"),
    extractedAt: integer("extracted_at"),
    /** Set when the "waiting for review" e-mail went out, so a retried reminder sends once. */
    reminderSentAt: integer("reminder_sent_at"),
    /** Set when the review window closed without a verification. */
    staleAt: integer("stale_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("documents_user_idx").on(t.userId, t.createdAt),
    index("documents_bill_idx").on(t.billId),
    index("documents_user_sha_idx").on(t.userId, t.sha256),
    index("documents_processing_idx").on(t.processingStatus, t.createdAt),
  ],
);
