// The chat widget's one way to the assistant (issue 16; the UI never calls /api): GET → the user's
// latest conversation and their AI questions this month; POST {intent: 'ask', question, bill_id?,
// conversation_id?, request_key} → an answer (402 when a free user has used the month's questions);
// POST {intent: 'delete', conversation_id} → the conversation is gone. Signed-out visitors get 401
// with the widget's sign-in text: the widget is on public pages too, so a redirect would be a page.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { ChatMessageBodySchema } from "#core/assistant/types";
import { ApiError } from "~/api/http";
import { askAssistant, deleteConversation, latestConversation } from "~/services/assistant/index.server";
import { chatUsage } from "~/services/subscriptions/status.server";
import { answer, parseJsonBody } from "./resource.server";
import { chatScope } from "./chat.server";

const ConversationIdSchema = z.string().min(1).max(64);

const ChatRequestSchema = z.discriminatedUnion("intent", [
  ChatMessageBodySchema.extend({ intent: z.literal("ask") }),
  z.object({ intent: z.literal("delete"), conversation_id: ConversationIdSchema }),
]);

const CONVERSATION_NOT_FOUND = "That conversation was not found.";

export async function loader(args: LoaderFunctionArgs) {
  const { db, signedIn } = await chatScope(args);
  return answer(async () => {
    const [conversation, usage] = await Promise.all([
      latestConversation(db, signedIn.user.id),
      chatUsage(db, signedIn),
    ]);
    return { conversation, usage, premium: signedIn.premium };
  });
}

export async function action(args: ActionFunctionArgs) {
  const { env, db, signedIn } = await chatScope(args);
  const body = await parseJsonBody(args.request, ChatRequestSchema);
  if (body.intent === "delete")
    return answer(async () => {
      const deleted = await deleteConversation(db, signedIn.user.id, body.conversation_id);
      if (!deleted) throw new ApiError(404, CONVERSATION_NOT_FOUND);
      return { deleted: true as const, answer: null };
    });
  const { intent: _intent, ...question } = body;
  return answer(async () => ({
    deleted: false as const,
    answer: await askAssistant(env, db, signedIn, question),
  }));
}
