// Bills with their service lines and diagnosis codes, the dispute letters and the feedback on them.
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "./columns";
import { userRef } from "./users";
import { familyMembers } from "./family";

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
    // Whole services or tenths (miles, time units). The column was created INTEGER; SQLite keeps a
    // fractional value in it as REAL, so no table rebuild (decision 100).
    units: real("units").notNull().default(1),
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
