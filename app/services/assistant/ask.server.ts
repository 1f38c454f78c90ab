// POST /api/chat/messages (issue 16): quota, retrieval, the computed answer, optional wording by a
// model (checked against the records), storage in the user's conversation, the counter.
// A retried request (same request_key) answers the stored answer and counts once. Every question
// answered takes one of the plan's AI questions, "not in your data" included (docs/decisions/070).
// Logs keep the intent, counts and record ids, never the question, the answer, names or amounts.
import { and, eq } from "drizzle-orm";
import { computeAnswer } from "#core/assistant/answer";
import {
  CHAT_TEXTS,
  ChatMessageBodySchema,
  type AssistantRecords,
  type ChatAnswer,
  type ChatMessageBody,
  type ComputedAnswer,
} from "#core/assistant/types";
import { embeddedText, wordAnswer, type WordedAnswer } from "#core/assistant/wording";
import { ApiError, notFound } from "~/api/http";
import { schema, type Db } from "~/db.server";
import { getConfig } from "~/env.server";
import type { SignedIn } from "../auth/session.server";
import { countInWindow, parseLimit } from "../auth/rate-limits.server";
import { newId } from "../auth/tokens.server";
import { parseOr422 } from "../bills/validation.server";
import { requireUsage } from "../plans/limits.server";
import { planUsage, recordUsageStatement } from "../plans/usage.server";
import { actionJson } from "./conversations.server";
import { assistantModel, MODEL_TIMEOUT_MS } from "./models.server";
import { loadAssistantRecords } from "./records.server";

const { chatConversations, chatMessages } = schema;

export const CONVERSATION_NOT_FOUND = "Conversation not found";
/** Premium's questions per user and window, against abuse (ASSISTANT_RATE_LIMIT overrides). */
export const DEFAULT_ASSISTANT_RATE = "30/10m";

async function remainingQuestions(db: Db, signedIn: SignedIn, now: Date): Promise<number | null> {
  const { ai_question: usage } = await planUsage(db, signedIn, ["ai_question"] as const, now);
  return usage.remaining;
}

/** The answer stored for this request key, as the API answers it; null when there is none. */
async function answeredBefore(
  db: Db,
  signedIn: SignedIn,
  key: string,
  now: Date,
): Promise<ChatAnswer | null> {
  const row = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.userId, signedIn.user.id),
        eq(chatMessages.requestKey, key),
        eq(chatMessages.role, "assistant"),
      ),
    )
    .get();
  if (!row) return null;
  return {
    answer: row.text,
    citations: Array.isArray(row.citations) ? (row.citations as ChatAnswer["citations"]) : [],
    actions: Array.isArray(row.actions) ? (row.actions as ComputedAnswer["actions"]).map(actionJson) : [],
    conversation_id: row.conversationId,
    message_id: row.id,
    questions_remaining: await remainingQuestions(db, signedIn, now),
  };
}

/** 429 once a premium user asks faster than the abuse limit. */
async function refuseWhenTooFast(env: Env, db: Db, userId: string, now: Date) {
  const setting = getConfig(env).ASSISTANT_RATE_LIMIT ?? DEFAULT_ASSISTANT_RATE;
  const limit = parseLimit("ASSISTANT_RATE_LIMIT", setting);
  const { count, resetAt } = await countInWindow(db, `assistant:user:${userId}`, limit, now.getTime());
  if (count > limit.count) {
    const seconds = Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000));
    throw new ApiError(429, CHAT_TEXTS.rateLimited, { "Retry-After": String(seconds) });
  }
}

/** The model's wording when it passes the grounding check, else the computed one. */
async function worded(
  env: Env,
  signedIn: SignedIn,
  question: string,
  computed: ComputedAnswer,
  records: AssistantRecords,
) {
  const model = assistantModel(env, signedIn.user.aiExternalOptIn);
  try {
    return await wordAnswer(model, question, computed, records, AbortSignal.timeout(MODEL_TIMEOUT_MS));
  } catch {
    const fallback: WordedAnswer = { text: embeddedText(computed), wordedBy: "embedded", rejected: "failed" };
    return fallback;
  }
}

const isUniqueViolation = (error: unknown) =>
  /UNIQUE constraint failed/i.test(String((error as { cause?: unknown })?.cause ?? error));

export async function askAssistant(
  env: Env,
  db: Db,
  signedIn: SignedIn,
  input: ChatMessageBody,
  now: Date = new Date(),
): Promise<ChatAnswer> {
  const body = parseOr422(ChatMessageBodySchema, input);
  const userId = signedIn.user.id;
  const key = body.request_key ?? null;
  if (key) {
    const before = await answeredBefore(db, signedIn, key, now);
    if (before) return before;
  }
  let conversationId = body.conversation_id ?? null;
  if (conversationId) {
    const mine = await db
      .select({ id: chatConversations.id })
      .from(chatConversations)
      .where(and(eq(chatConversations.id, conversationId), eq(chatConversations.userId, userId)))
      .get();
    if (!mine) throw notFound(CONVERSATION_NOT_FOUND);
  }
  const usage = await requireUsage(db, signedIn, "ai_question", CHAT_TEXTS.quotaReached, now);
  if (signedIn.premium) await refuseWhenTooFast(env, db, userId, now);

  const records = await loadAssistantRecords(db, signedIn, { billId: body.bill_id, now });
  const computed = computeAnswer(body.question, records);
  const wording = await worded(env, signedIn, body.question, computed, records);

  const isNew = !conversationId;
  conversationId ??= newId();
  const messageId = newId();
  const at = now.getTime();
  const turn = { conversationId, userId, billId: records.focusBillId, requestKey: key };
  try {
    await db.batch([
      isNew
        ? db
            .insert(chatConversations)
            .values({ id: conversationId, userId, billId: records.focusBillId, createdAt: at, updatedAt: at })
        : db
            .update(chatConversations)
            .set({ updatedAt: at })
            .where(and(eq(chatConversations.id, conversationId), eq(chatConversations.userId, userId))),
      db
        .insert(chatMessages)
        .values({ ...turn, id: newId(), role: "user", text: body.question, counted: true, createdAt: at }),
      db.insert(chatMessages).values({
        ...turn,
        id: messageId,
        role: "assistant",
        text: wording.text,
        citations: computed.citations,
        actions: computed.actions,
        intent: computed.intent,
        wordedBy: wording.wordedBy,
        createdAt: at + 1,
      }),
      recordUsageStatement(db, signedIn, "ai_question", now),
    ]);
  } catch (error) {
    // The same request key raced in twice: the first one's answer stands, counted once.
    const first = key && isUniqueViolation(error) ? await answeredBefore(db, signedIn, key, now) : null;
    if (first) return first;
    throw error;
  }
  console.log(
    JSON.stringify({
      event: "assistant.answer",
      intent: computed.intent,
      unanswered: computed.unanswered,
      worded_by: wording.wordedBy,
      rejected: wording.rejected,
      bill: records.focusBillId,
      bills: records.bills.length,
      // Record ids only; a reference's id names a procedure code, so it is counted, not listed.
      records: computed.citations
        .filter((c) => c.type !== "reference")
        .slice(0, 20)
        .map((c) => `${c.type}:${c.id}`),
      references: computed.citations.filter((c) => c.type === "reference").length,
      message: messageId,
    }),
  );
  return {
    answer: wording.text,
    citations: computed.citations,
    actions: computed.actions.map(actionJson),
    conversation_id: conversationId,
    message_id: messageId,
    questions_remaining: usage.remaining === null ? null : Math.max(0, usage.remaining - 1),
  };
}
