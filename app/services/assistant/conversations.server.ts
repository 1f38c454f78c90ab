// The user's conversations with the assistant: read, delete one, delete all (issue 16). Every
// query is scoped to the user; another user's conversation is "not theirs" (null / false).
import { and, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { AssistantAction, Citation, ConversationSchema } from "#core/assistant/types";
import { schema, type Db } from "~/db.server";

const { chatConversations, chatMessages } = schema;

export type Conversation = z.infer<typeof ConversationSchema>;
export type ChatTurn = Conversation["messages"][number];
type MessageRow = typeof chatMessages.$inferSelect;

/** The most turns a conversation shows (the newest). */
export const MAX_TURNS = 200;

export const actionJson = (a: AssistantAction) => ({
  kind: a.kind,
  label: a.label,
  href: a.href,
  bill_id: a.billId,
});

export function turnOf(row: MessageRow): ChatTurn {
  return {
    id: row.id,
    role: row.role,
    text: row.text,
    citations: Array.isArray(row.citations) ? (row.citations as Citation[]) : [],
    actions: Array.isArray(row.actions) ? (row.actions as AssistantAction[]).map(actionJson) : [],
    created_at: new Date(row.createdAt).toISOString(),
  };
}

async function withMessages(
  db: Db,
  userId: string,
  row: typeof chatConversations.$inferSelect | undefined,
): Promise<Conversation | null> {
  if (!row) return null;
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, row.id), eq(chatMessages.userId, userId)))
    .orderBy(desc(chatMessages.createdAt))
    .limit(MAX_TURNS);
  return {
    id: row.id,
    bill_id: row.billId,
    updated_at: new Date(row.updatedAt).toISOString(),
    messages: rows.reverse().map(turnOf),
  };
}

/** The user's latest conversation (or null), newest last. */
export async function latestConversation(db: Db, userId: string): Promise<Conversation | null> {
  const row = await db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.userId, userId))
    .orderBy(desc(chatConversations.updatedAt), desc(chatConversations.createdAt))
    .get();
  return withMessages(db, userId, row);
}

/** One of the user's conversations; null when it is not theirs. */
export async function getConversation(db: Db, userId: string, id: string): Promise<Conversation | null> {
  const row = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.id, id), eq(chatConversations.userId, userId)))
    .get();
  return withMessages(db, userId, row);
}

/** Deletes one of the user's conversations (its messages cascade); false when it is not theirs. */
export async function deleteConversation(db: Db, userId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(chatConversations)
    .where(and(eq(chatConversations.id, id), eq(chatConversations.userId, userId)))
    .returning({ id: chatConversations.id });
  return gone.length > 0;
}

/** Deletes all the user's conversations; answers how many. */
export async function deleteAllConversations(db: Db, userId: string): Promise<number> {
  const gone = await db
    .delete(chatConversations)
    .where(eq(chatConversations.userId, userId))
    .returning({ id: chatConversations.id });
  return gone.length;
}
