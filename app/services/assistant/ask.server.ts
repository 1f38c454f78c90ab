// POST /api/chat/messages (issue 16): quota, retrieval, the computed answer, optional wording by a
// model (checked against the records), storage in the user's conversation, the counter.
import type { ChatAnswer, ChatMessageBody } from "#core/assistant/types";
import type { Db } from "~/db.server";
import type { SignedIn } from "../auth/session.server";

export async function askAssistant(
  _env: Env,
  _db: Db,
  _signedIn: SignedIn,
  _body: ChatMessageBody,
  _now: Date = new Date(),
): Promise<ChatAnswer> {
  throw new Error("askAssistant: built by the assistant-service part of issue 16");
}
