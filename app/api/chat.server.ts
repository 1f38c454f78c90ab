// The assistant's calls (issue 16; 001 §7 `GET /chat/stored-answer`, `GET /chat/usage-info`): ask a
// question, the stored answers to the common questions (no quota), the user's conversation
// (latest, delete one, delete all) and the external-model opt-in. usage-info is in
// subscriptions.server.ts with the rest of the plan's usage.
import { z } from "zod";
import { storedAnswer } from "#core/assistant/stored-answers";
import {
  ChatAnswerSchema,
  ChatMessageBodySchema,
  ConversationSchema,
  StoredAnswerSchema,
} from "#core/assistant/types";
import { notFound } from "./http";
import { endpoint, type Endpoint } from "./endpoint";
import {
  askAssistant,
  deleteAllConversations,
  deleteConversation,
  latestConversation,
  setExternalModelOptIn,
} from "~/services/assistant/index.server";
import { CONVERSATION_NOT_FOUND } from "~/services/assistant/ask.server";

const tag = "chat";

export const STORED_ANSWER_NOT_FOUND = "No stored answer for that question";

const StoredAnswerQuery = z.object({ question: z.string().trim().min(1).max(100) });
const PreferencesSchema = z.object({ external_model: z.boolean() });

export const chatEndpoints: Endpoint[] = [
  endpoint({
    method: "POST",
    path: "/api/chat/messages",
    summary:
      "Ask the assistant about your own bills: the answer with its citations and actions, the conversation, and the questions left this month (null: unlimited). Free: 2 a month (402 after); premium: unlimited, 429 when asked too fast; a repeated request_key answers the first answer, counted once",
    tag,
    auth: "user",
    body: ChatMessageBodySchema,
    response: ChatAnswerSchema,
    errors: [402, 404, 422, 429],
    handle: ({ env, db, signedIn, body }) => askAssistant(env, db, signedIn, body),
  }),
  endpoint({
    method: "GET",
    path: "/api/chat/stored-answer",
    summary:
      "The written answer to a common question by its key (the Explainer's smart-help questions and a few more); costs no AI question",
    tag,
    auth: "user",
    query: StoredAnswerQuery,
    response: StoredAnswerSchema,
    errors: [404, 422],
    handle: async ({ query }) => {
      const found = storedAnswer(query.question);
      if (!found) throw notFound(STORED_ANSWER_NOT_FOUND);
      return { question: found.question, answer: found.answer };
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/chat/conversations/latest",
    summary: "The caller's latest conversation with the assistant, oldest turn first (null when none)",
    tag,
    auth: "user",
    response: z.object({ conversation: ConversationSchema.nullable() }),
    handle: async ({ db, signedIn }) => ({ conversation: await latestConversation(db, signedIn.user.id) }),
  }),
  endpoint({
    method: "DELETE",
    path: "/api/chat/conversations/{id}",
    summary: "Delete one of the caller's conversations with its messages (404 for anyone else's)",
    tag,
    auth: "user",
    response: z.object({ message: z.string(), conversation_id: z.string() }),
    errors: [404],
    handle: async ({ db, signedIn, params }) => {
      if (!(await deleteConversation(db, signedIn.user.id, params.id)))
        throw notFound(CONVERSATION_NOT_FOUND);
      return { message: "Conversation deleted", conversation_id: params.id };
    },
  }),
  endpoint({
    method: "DELETE",
    path: "/api/chat/conversations",
    summary: "Delete all the caller's conversations with the assistant",
    tag,
    auth: "user",
    response: z.object({ message: z.string(), deleted: z.number().int() }),
    handle: async ({ db, signedIn }) => {
      const deleted = await deleteAllConversations(db, signedIn.user.id);
      return { message: "Conversations deleted", deleted };
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/chat/preferences",
    summary: "Whether an external model may word the caller's answers (off until they opt in)",
    tag,
    auth: "user",
    response: PreferencesSchema,
    handle: async ({ signedIn }) => ({ external_model: signedIn.user.aiExternalOptIn }),
  }),
  endpoint({
    method: "PUT",
    path: "/api/chat/preferences",
    summary:
      "Opt in to (or out of) an external model wording the answers; names, member ids and claim numbers never leave the Worker",
    tag,
    auth: "user",
    body: PreferencesSchema,
    response: PreferencesSchema,
    errors: [422],
    handle: async ({ db, signedIn, body }) => {
      await setExternalModelOptIn(db, signedIn.user.id, body.external_model);
      return { external_model: body.external_model };
    },
  }),
];
