// The assistant's conversations (issue 16): one user's questions and the answers with their
// citations. Kept per user, deletable, gone with the account (user_id cascades).
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "./columns";
import { userRef } from "./users";

export const chatConversations = sqliteTable(
  "chat_conversations",
  {
    id: id(),
    userId: userRef(),
    /** The bill the conversation started on, if any (never shown to another user). */
    billId: text("bill_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("chat_conversations_user_idx").on(t.userId, t.updatedAt)],
);

export const chatMessages = sqliteTable(
  "chat_messages",
  {
    id: id(),
    conversationId: text("conversation_id")
      .notNull()
      .references(() => chatConversations.id, { onDelete: "cascade" }),
    userId: userRef(),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    text: text("text").notNull(),
    /** core/assistant/types.ts Citation[] (assistant turns only). */
    citations: text("citations", { mode: "json" }),
    /** core/assistant/types.ts AssistantAction[] (assistant turns only). */
    actions: text("actions", { mode: "json" }),
    /** The recognised intent (assistant turns); logs keep this and record ids, never the text. */
    intent: text("intent"),
    billId: text("bill_id"),
    /** Which provider worded the answer: embedded, workers-ai, openai (assistant turns). */
    wordedBy: text("worded_by"),
    /** Client-chosen key so a retried POST answers once and counts once. */
    requestKey: text("request_key"),
    /** Whether this question took one of the plan's AI questions (stored answers do not). */
    counted: integer("counted", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("chat_messages_conversation_idx").on(t.conversationId, t.createdAt),
    index("chat_messages_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("chat_messages_request_key_unique").on(t.userId, t.requestKey, t.role),
  ],
);
