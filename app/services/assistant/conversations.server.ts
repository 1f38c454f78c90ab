// The user's conversations with the assistant: read, delete one, delete all (issue 16).
import type { z } from "zod";
import type { ConversationSchema } from "#core/assistant/types";
import type { Db } from "~/db.server";

export type Conversation = z.infer<typeof ConversationSchema>;

/** The user's latest conversation (or null), newest last. */
export async function latestConversation(_db: Db, _userId: string): Promise<Conversation | null> {
  throw new Error("latestConversation: built by the assistant-service part of issue 16");
}

/** One of the user's conversations; null when it is not theirs. */
export async function getConversation(_db: Db, _userId: string, _id: string): Promise<Conversation | null> {
  throw new Error("getConversation: built by the assistant-service part of issue 16");
}

/** Deletes one of the user's conversations; false when it is not theirs. */
export async function deleteConversation(_db: Db, _userId: string, _id: string): Promise<boolean> {
  throw new Error("deleteConversation: built by the assistant-service part of issue 16");
}

/** Deletes all the user's conversations. */
export async function deleteAllConversations(_db: Db, _userId: string): Promise<number> {
  throw new Error("deleteAllConversations: built by the assistant-service part of issue 16");
}
