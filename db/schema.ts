// The whole product's tables. Money is stored as integer cents; times as epoch milliseconds.
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const id = () => text("id").primaryKey();
const createdAt = () =>
  integer("created_at", { mode: "number" })
    .notNull()
    .default(sql`(unixepoch() * 1000)`);
const updatedAt = () =>
  integer("updated_at", { mode: "number" })
    .notNull()
    .default(sql`(unixepoch() * 1000)`);
const userRef = () =>
  text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

export const users = sqliteTable(
  "users",
  {
    id: id(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    realName: text("real_name"),
    displayName: text("display_name"),
    dateOfBirth: text("date_of_birth"),
    gender: text("gender", { enum: ["male", "female", "other"] }),
    isVerified: integer("is_verified", { mode: "boolean" }).notNull().default(false),
    zipcode: text("zipcode"),
    googleSubject: text("google_subject"),
    inboxToken: text("inbox_token").notNull(),
    status: text("status", { enum: ["active", "deleting"] })
      .notNull()
      .default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    uniqueIndex("users_google_subject_unique").on(t.googleSubject),
    uniqueIndex("users_inbox_token_unique").on(t.inboxToken),
  ],
);

/** A signed-in device. The id is the SHA-256 of the bearer/cookie token; the token itself is never stored. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: id(),
    userId: userRef(),
    createdAt: createdAt(),
    expiresAt: integer("expires_at").notNull(),
    /** When the holder last proved who they are (password, mailbox, Google): fresh-sign-in checks. */
    authenticatedAt: integer("authenticated_at").notNull().default(0),
    /** Last request on this session, for the idle timeout and the Account page's session list. */
    lastUsedAt: integer("last_used_at").notNull().default(0),
    /** A short device label from the User-Agent ("Chrome on macOS"), never the raw header. */
    device: text("device"),
    /** When an operator passed the second factor (TOTP) on this session; null until then. */
    secondFactorAt: integer("second_factor_at"),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/** One-time e-mail verification links and magic-link sign-in links with their 6-digit codes. */
export const authCodes = sqliteTable(
  "auth_codes",
  {
    id: id(),
    // step_up: a code that re-confirms a signed-in session; session_exchange: a 60 s code traded for a token.
    kind: text("kind", { enum: ["verify_email", "magic_link", "step_up", "session_exchange"] }).notNull(),
    email: text("email").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    codeHash: text("code_hash"),
    redirectUrl: text("redirect_url"),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("auth_codes_token_unique").on(t.tokenHash),
    index("auth_codes_email_idx").on(t.email, t.kind, t.createdAt),
  ],
);

/** Fixed-window counters for the sign-in rate limits (per client IP, global); keys are hashed, rows purged after a day. */
export const rateLimitCounters = sqliteTable(
  "rate_limit_counters",
  {
    key: text("key").notNull(),
    windowStart: integer("window_start").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index("rate_limit_counters_window_idx").on(t.windowStart),
  ],
);

export const familyMembers = sqliteTable(
  "family_members",
  {
    id: id(),
    userId: userRef(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    relationship: text("relationship", { enum: ["self", "spouse", "child", "parent", "other"] }).notNull(),
    dateOfBirth: text("date_of_birth"),
    gender: text("gender", { enum: ["male", "female", "other"] }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("family_members_user_idx").on(t.userId)],
);

export const bills = sqliteTable(
  "bills",
  {
    id: id(),
    userId: userRef(),
    familyMemberId: text("family_member_id").references(() => familyMembers.id, { onDelete: "set null" }),
    providerName: text("provider_name").notNull(),
    providerNpi: text("provider_npi"),
    serviceDate: text("service_date"),
    serviceDateFrom: text("service_date_from"),
    serviceDateTo: text("service_date_to"),
    billDate: text("bill_date"),
    dueDate: text("due_date"),
    claimNumber: text("claim_number"),
    accountNumber: text("account_number"),
    status: text("status").notNull().default("in_progress"),
    totalBilledCents: integer("total_billed_cents"),
    totalAllowedCents: integer("total_allowed_cents"),
    totalPaidCents: integer("total_paid_cents"),
    potentialSavingsCents: integer("potential_savings_cents").notNull().default(0),
    recoveredCents: integer("recovered_cents").notNull().default(0),
    outcomeNote: text("outcome_note"),
    personalStatement: text("personal_statement"),
    source: text("source").notNull().default("manual"),
    sourceDocumentId: text("source_document_id"),
    lastAnalyzedAt: integer("last_analyzed_at"),
    needsReanalysis: integer("needs_reanalysis", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("bills_user_idx").on(t.userId, t.serviceDate),
    uniqueIndex("bills_source_document_unique").on(t.sourceDocumentId),
  ],
);

export const lineItems = sqliteTable(
  "line_items",
  {
    id: id(),
    billId: text("bill_id")
      .notNull()
      .references(() => bills.id, { onDelete: "cascade" }),
    userId: userRef(),
    position: integer("position").notNull().default(0),
    cptCode: text("cpt_code").notNull(),
    description: text("description"),
    serviceDate: text("service_date"),
    units: integer("units").notNull().default(1),
    billedCents: integer("billed_cents").notNull(),
    allowedCents: integer("allowed_cents"),
    paidCents: integer("paid_cents"),
    createdAt: createdAt(),
  },
  (t) => [index("line_items_bill_idx").on(t.billId, t.position), index("line_items_user_idx").on(t.userId)],
);

export const diagnosisCodes = sqliteTable(
  "diagnosis_codes",
  {
    id: id(),
    billId: text("bill_id")
      .notNull()
      .references(() => bills.id, { onDelete: "cascade" }),
    lineItemId: text("line_item_id").references(() => lineItems.id, { onDelete: "cascade" }),
    userId: userRef(),
    icd10Code: text("icd10_code").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("diagnosis_codes_bill_idx").on(t.billId), index("diagnosis_codes_line_idx").on(t.lineItemId)],
);

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

export const subscriptions = sqliteTable("subscriptions", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  tier: text("tier", { enum: ["free", "premium"] })
    .notNull()
    .default("free"),
  status: text("status", { enum: ["active", "inactive"] })
    .notNull()
    .default("active"),
  plan: text("plan", { enum: ["free", "monthly", "annual"] })
    .notNull()
    .default("free"),
  stripeCustomerId: text("stripe_customer_id"),
  stripeSubscriptionId: text("stripe_subscription_id"),
  cancelAtPeriodEnd: integer("cancel_at_period_end", { mode: "boolean" }).notNull().default(false),
  currentPeriodEnd: integer("current_period_end"),
  updatedAt: updatedAt(),
});

/** Counters per user, kind (bill_upload, document, ai_question, dispute_letter) and period ('2026-11' or 'total'). */
export const usageCounters = sqliteTable(
  "usage_counters",
  {
    userId: userRef(),
    kind: text("kind").notNull(),
    period: text("period").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.period] })],
);

export const disputeLetters = sqliteTable(
  "dispute_letters",
  {
    id: id(),
    userId: userRef(),
    billId: text("bill_id")
      .notNull()
      .references(() => bills.id, { onDelete: "cascade" }),
    documentId: text("document_id").references(() => documents.id, { onDelete: "set null" }),
    status: text("status").notNull().default("requested"),
    filename: text("filename"),
    options: text("options", { mode: "json" }),
    opportunitiesCount: integer("opportunities_count").notNull().default(0),
    potentialSavingsCents: integer("potential_savings_cents").notNull().default(0),
    letterContent: text("letter_content"),
    responseDueAt: integer("response_due_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("dispute_letters_user_idx").on(t.userId, t.billId)],
);

export const feedback = sqliteTable(
  "feedback",
  {
    id: id(),
    userId: userRef(),
    billId: text("bill_id").references(() => bills.id, { onDelete: "set null" }),
    rating: integer("rating").notNull(),
    comment: text("comment"),
    triggerEvent: text("trigger_event"),
    savingsCents: integer("savings_cents"),
    displayPermission: integer("display_permission", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("feedback_user_idx").on(t.userId, t.createdAt), index("feedback_bill_idx").on(t.billId)],
);

export const insurancePolicies = sqliteTable(
  "insurance_policies",
  {
    id: id(),
    userId: userRef(),
    planId: text("plan_id"),
    planCategory: text("plan_category"),
    policyName: text("policy_name").notNull(),
    carrierId: text("carrier_id"),
    carrierName: text("carrier_name"),
    planTypeName: text("plan_type_name"),
    planName: text("plan_name"),
    subscriberId: text("subscriber_id").notNull(),
    inNetworkDeductible: text("in_network_deductible"),
    inNetworkOopMax: text("in_network_oop_max"),
    createdAt: createdAt(),
  },
  (t) => [index("insurance_policies_user_idx").on(t.userId)],
);

export const insurancePolicyMembers = sqliteTable(
  "insurance_policy_members",
  {
    policyId: text("policy_id")
      .notNull()
      .references(() => insurancePolicies.id, { onDelete: "cascade" }),
    familyMemberId: text("family_member_id")
      .notNull()
      .references(() => familyMembers.id, { onDelete: "cascade" }),
    userId: userRef(),
  },
  (t) => [primaryKey({ columns: [t.policyId, t.familyMemberId] })],
);

export const events = sqliteTable(
  "events",
  {
    id: id(),
    userId: userRef(),
    eventName: text("event_name").notNull(),
    properties: text("properties", { mode: "json" }),
    sessionId: text("session_id"),
    pageUrl: text("page_url"),
    createdAt: createdAt(),
  },
  (t) => [index("events_user_idx").on(t.userId, t.createdAt)],
);

/** Dev outbox and the record of every message handed to the provider. */
export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: id(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    transport: text("transport", { enum: ["outbox", "provider"] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("email_outbox_to_idx").on(t.to, t.createdAt)],
);

/** Operator trail. Rows outlive the user they mention: subject ids only, never health data. */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: id(),
    action: text("action").notNull(),
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    details: text("details", { mode: "json" }),
    createdAt: createdAt(),
  },
  // The sign-in rate limits count recent rows per action and subject.
  (t) => [index("audit_log_action_subject_idx").on(t.action, t.subjectId, t.createdAt)],
);

export const processedWebhookEvents = sqliteTable("processed_webhook_events", {
  id: id(),
  type: text("type").notNull(),
  receivedAt: createdAt(),
});

/** Responses of /internal writes, so a retried activity changes nothing twice. */
export const idempotencyKeys = sqliteTable("idempotency_keys", {
  key: text("key").primaryKey(),
  method: text("method").notNull(),
  path: text("path").notNull(),
  status: integer("status").notNull(),
  responseBody: text("response_body").notNull(),
  createdAt: createdAt(),
});
