// Dispute letters (001 §6): one per request, for a bill, with the filed PDF's document once written.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { bills } from "./bills";
import { createdAt, id, updatedAt } from "./columns";
import { documents } from "./documents";
import { userRef } from "./users";

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
