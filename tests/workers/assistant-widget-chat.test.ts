// The chat widget's resource routes (app/routes/resources+/chat*.ts): what a person sees through the
// widget — answers from their own bill with citations, their conversation kept and deletable, the
// free plan's 2 questions a month then the upgrade message, stored answers that cost nothing — and
// what they never see: another user's conversation or bill, a write from another site, or anything
// at all while signed out.
import { beforeAll, describe, expect, it } from "vitest";
import { CHAT_TEXTS } from "#core/assistant/types";
import { SELF } from "cloudflare:test";
import {
  BASE,
  billWith,
  cookieOf,
  CROSS_SITE,
  db,
  schema,
  signedInUser,
  type SignedInUser,
} from "./factories";
import { detailOf, resourceGet, resourcePost } from "./support/resources";
import { eq } from "drizzle-orm";

let ann: SignedInUser;
let ben: SignedInUser;
let annBill: string;

const CHARGES = "What was I charged on this bill?";

const ask = (token: string | undefined, body: Record<string, unknown>) =>
  resourcePost("/resources/chat", token, JSON.stringify({ intent: "ask", ...body }), "application/json");

let keys = 0;
const requestKey = () => `widget-test-${Date.now().toString(36)}-${++keys}`;

async function chatOf(token: string) {
  const res = await resourceGet("/resources/chat", token);
  expect(res.status).toBe(200);
  return (await res.json()) as {
    conversation: { id: string; messages: { role: string; text: string }[] } | null;
    usage: { questions_used: number; questions_remaining: number | null };
    premium: boolean;
  };
}

const messagesOf = async (userId: string) =>
  db().select().from(schema.chatMessages).where(eq(schema.chatMessages.userId, userId)).all();

beforeAll(async () => {
  ann = await signedInUser("widget-ann");
  ben = await signedInUser("widget-ben");
  annBill = await billWith(ann.id, {
    providerName: "Lakeside Imaging Center",
    serviceDate: "2026-03-14",
    claimNumber: "LIC-77812",
    lines: [{ cpt: "70450", billedCents: 184_250 }],
  });
});

describe("the chat widget's resource route", () => {
  it("answers a question about the user's bill with its numbers and cites the bill", async () => {
    const res = await ask(ann.token, { question: CHARGES, bill_id: annBill, request_key: requestKey() });
    expect(res.status).toBe(200);
    const { answer } = (await res.json()) as {
      answer: { answer: string; citations: { type: string; id: string }[]; questions_remaining: number };
    };
    expect(answer.answer).toContain("$1,842.50");
    expect(answer.citations).toContainEqual(expect.objectContaining({ type: "bill", id: annBill }));
    expect(answer.questions_remaining).toBe(1);
    const chat = await chatOf(ann.token);
    expect(chat.conversation?.messages.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(chat.usage).toEqual({ questions_used: 1, questions_remaining: 1 });
  });

  it("never shows one user another's conversation or bill", async () => {
    const annChat = await chatOf(ann.token);
    const annConversation = annChat.conversation!.id;
    expect((await chatOf(ben.token)).conversation).toBeNull();

    const del = await resourcePost(
      "/resources/chat",
      ben.token,
      JSON.stringify({ intent: "delete", conversation_id: annConversation }),
      "application/json",
    );
    expect(del.status).toBe(404);
    expect((await chatOf(ann.token)).conversation?.id).toBe(annConversation);

    // Ben names Ann's bill: he learns nothing of it.
    const res = await ask(ben.token, { question: CHARGES, bill_id: annBill, request_key: requestKey() });
    const body = JSON.stringify(await res.json());
    expect(body).not.toContain("1,842.50");
    expect(body).not.toContain(annBill);
    expect(body).not.toContain("Lakeside");
    // …and his question never joins Ann's conversation.
    expect((await chatOf(ann.token)).conversation?.messages).toHaveLength(2);
  });

  it("refuses a write from another site and stores nothing", async () => {
    const before = (await messagesOf(ann.id)).length;
    const res = await resourcePost(
      "/resources/chat",
      undefined,
      JSON.stringify({ intent: "ask", question: CHARGES, request_key: requestKey() }),
      "application/json",
    );
    expect(res.status).toBe(401);
    const forged = await SELF.fetch(`${BASE}/resources/chat`, {
      method: "POST",
      redirect: "manual",
      headers: { ...cookieOf(ann.token), ...CROSS_SITE, "content-type": "application/json" },
      body: JSON.stringify({ intent: "ask", question: CHARGES, request_key: requestKey() }),
    });
    expect(forged.status).toBe(403);
    expect((await messagesOf(ann.id)).length).toBe(before);
  });

  it("tells signed-out visitors to sign in, for every call", async () => {
    for (const path of ["/resources/chat", "/resources/chat/stored-answer?question=overcharged"]) {
      const res = await resourceGet(path);
      expect(res.status, path).toBe(401);
      expect(await detailOf(res), path).toBe(CHAT_TEXTS.signedOut);
    }
  });

  it("gives a free user 2 questions a month, then the upgrade message, with nothing stored", async () => {
    const conversation = (await chatOf(ann.token)).conversation!.id;
    const second = await ask(ann.token, {
      question: "What do I owe?",
      bill_id: annBill,
      conversation_id: conversation,
      request_key: requestKey(),
    });
    expect(second.status).toBe(200);
    expect(
      ((await second.json()) as { answer: { questions_remaining: number } }).answer.questions_remaining,
    ).toBe(0);
    const stored = (await messagesOf(ann.id)).length;
    const third = await ask(ann.token, { question: CHARGES, bill_id: annBill, request_key: requestKey() });
    expect(third.status).toBe(402);
    const detail = (await detailOf(third)) as { error: string; message: string };
    expect(detail).toMatchObject({ error: "USAGE_LIMIT_EXCEEDED", message: CHAT_TEXTS.quotaReached });
    expect((await messagesOf(ann.id)).length).toBe(stored);
    expect((await chatOf(ann.token)).usage).toEqual({ questions_used: 2, questions_remaining: 0 });
  });

  it("shows the written answer to a smart-help question without using a question", async () => {
    const res = await resourceGet("/resources/chat/stored-answer?question=overcharged", ben.token);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { question: string; answer: string };
    expect(body.question).toBe("Am I being overcharged?");
    expect(body.answer.length).toBeGreaterThan(80);
    expect((await chatOf(ben.token)).usage.questions_used).toBe(1); // his one question above, no more
    const unknown = await resourceGet("/resources/chat/stored-answer?question=weather", ben.token);
    expect(unknown.status).toBe(404);
  });

  it("refuses an empty question with the message, and deletes the user's own conversation", async () => {
    const empty = await ask(ben.token, { question: "   ", request_key: requestKey() });
    expect(empty.status).toBe(422);
    expect(await detailOf(empty)).toBe("Please type a question.");
    const conversation = (await chatOf(ben.token)).conversation!;
    const del = await resourcePost(
      "/resources/chat",
      ben.token,
      JSON.stringify({ intent: "delete", conversation_id: conversation.id }),
      "application/json",
    );
    expect(del.status).toBe(200);
    expect((await chatOf(ben.token)).conversation).toBeNull();
    expect((await chatOf(ann.token)).conversation?.messages).toHaveLength(4);
  });
});
