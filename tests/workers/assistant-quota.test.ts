// The plan's AI questions (000 §6, issue 16): free users get 2 a calendar month and the third is
// refused with the upgrade prompt and nothing stored; usage-info moves as questions are asked; a
// stored answer costs nothing; premium is unlimited but rate-limited; a retried request counts once.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CHAT_TEXTS } from "#core/assistant/types";
import { askAssistant } from "~/services/assistant/index.server";
import { ApiError } from "~/api/http";
import { db, schema, signedInUser } from "./factories";
import { ask, chatMessagesOf, household, signedInAs } from "./support/assistant";
import { eq } from "drizzle-orm";

const usageInfo = async (user: Awaited<ReturnType<typeof signedInUser>>) =>
  (await user.json("GET", "/api/chat/usage-info")).body;

const countedQuestions = async (userId: string) =>
  (
    await db()
      .select({ count: schema.usageCounters.count })
      .from(schema.usageCounters)
      .where(eq(schema.usageCounters.userId, userId))
      .all()
  ).reduce((sum, row) => sum + row.count, 0);

describe("free plan: 2 AI questions a month", () => {
  it("answers two, refuses the third with the upgrade prompt and stores nothing for it", async () => {
    const { user } = await household("quota-free");
    expect(await usageInfo(user)).toEqual({ questions_used: 0, questions_remaining: 2 });

    const first = await ask(user, "What does my Bayview Clinic bill charge?");
    expect(first.status).toBe(200);
    expect(first.body.questions_remaining).toBe(1);
    expect(await usageInfo(user)).toEqual({ questions_used: 1, questions_remaining: 1 });

    // A question the records cannot answer was still asked: it counts (docs/decisions/070).
    const second = await ask(user, "What's the weather tomorrow?", {
      conversation_id: first.body.conversation_id,
    });
    expect(second.status).toBe(200);
    expect(second.body.answer).toContain(CHAT_TEXTS.notInData);
    expect(second.body.questions_remaining).toBe(0);
    expect(second.body.conversation_id).toBe(first.body.conversation_id);
    expect(await usageInfo(user)).toEqual({ questions_used: 2, questions_remaining: 0 });

    const third = await ask(user, "How much do I owe Bayview Clinic?");
    expect(third.status).toBe(402);
    expect(third.body.detail).toMatchObject({
      error: "USAGE_LIMIT_EXCEEDED",
      message: CHAT_TEXTS.quotaReached,
    });
    expect(await chatMessagesOf(user.id)).toHaveLength(4);
    expect(await usageInfo(user)).toEqual({ questions_used: 2, questions_remaining: 0 });
  });

  it("a stored answer costs no question, and an unknown key is not found", async () => {
    const user = await signedInUser("quota-stored");
    const { storedAnswer, STORED_ANSWERS } = await import("#core/assistant/stored-answers");
    const known = STORED_ANSWERS[0];
    if (known) {
      const res = await user.json("GET", `/api/chat/stored-answer?question=${encodeURIComponent(known.key)}`);
      expect(res).toEqual({
        status: 200,
        body: { question: known.question, answer: storedAnswer(known.key)!.answer },
      });
    }
    expect(await user.json("GET", "/api/chat/stored-answer?question=no-such-question")).toEqual({
      status: 404,
      body: { detail: "No stored answer for that question" },
    });
    expect(await usageInfo(user)).toEqual({ questions_used: 0, questions_remaining: 2 });
    expect(await countedQuestions(user.id)).toBe(0);
  });

  it("a retried request with the same key answers once and counts once", async () => {
    const { user } = await household("quota-retry", { tag: "55001" });
    const body = { request_key: "retry-key-0001" };
    const first = await ask(user, "What does my Bayview Clinic bill charge?", body);
    const again = await ask(user, "What does my Bayview Clinic bill charge?", body);
    expect(first.status).toBe(200);
    expect(again.body).toEqual({ ...first.body, questions_remaining: 1 });
    expect(await chatMessagesOf(user.id)).toHaveLength(2);
    expect(await usageInfo(user)).toEqual({ questions_used: 1, questions_remaining: 1 });
  });
});

describe("two requests with one key at the same time", () => {
  it("store one answer, count one question and both answer it", async () => {
    const { user } = await household("quota-race", { tag: "55004" });
    const signedIn = await signedInAs(user);
    const body = { question: "How much do I owe Bayview Clinic?", request_key: "race-key-0001" };
    const [a, b] = await Promise.all([
      askAssistant(env, db(), signedIn, body),
      askAssistant(env, db(), signedIn, body),
    ]);
    expect(b.message_id).toBe(a.message_id);
    expect(b.answer).toBe(a.answer);
    expect(await chatMessagesOf(user.id)).toHaveLength(2);
    expect(await countedQuestions(user.id)).toBe(1);
  });
});

describe("premium: unlimited, rate-limited against abuse", () => {
  it("answers past the free limit, usage-info counts them with none remaining shown as unlimited", async () => {
    const { user } = await household("quota-premium", { premium: true, tag: "55002" });
    for (let i = 0; i < 3; i++) {
      const res = await ask(user, "How much do I owe Bayview Clinic?");
      expect(res.status).toBe(200);
      expect(res.body.questions_remaining).toBeNull();
    }
    expect(await usageInfo(user)).toEqual({ questions_used: 3, questions_remaining: null });
  });

  it("refuses with 429 once a premium user asks faster than the limit, storing nothing", async () => {
    const { user } = await household("quota-rate", { premium: true, tag: "55003" });
    const signedIn = await signedInAs(user);
    const fast = { ...env, ASSISTANT_RATE_LIMIT: "2/10m" } as Env;
    const now = new Date();
    await askAssistant(fast, db(), signedIn, { question: "How much do I owe Bayview Clinic?" }, now);
    await askAssistant(fast, db(), signedIn, { question: "How much do I owe Bayview Clinic?" }, now);
    const refused = await askAssistant(fast, db(), signedIn, { question: "How much do I owe?" }, now).catch(
      (e) => e,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 429, detail: CHAT_TEXTS.rateLimited });
    expect(await chatMessagesOf(user.id)).toHaveLength(4);
    expect(await countedQuestions(user.id)).toBe(2);
  });

  it("answers 429 through the API at the default limit of 30 per 10 minutes", async () => {
    const user = await signedInUser("quota-rate-api", { premium: true });
    // Fixed 10-minute windows: start clear of a window's end so all 31 questions fall in one.
    const toWindowEnd = 600_000 - (Date.now() % 600_000);
    if (toWindowEnd < 10_000) await new Promise((done) => setTimeout(done, toWindowEnd + 50));
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push((await ask(user, "What's the weather tomorrow?")).status);
    expect(answers.slice(0, 30).every((s) => s === 200)).toBe(true);
    const last = await ask(user, "What's the weather tomorrow?");
    expect(answers[30]).toBe(429);
    expect(last).toEqual({ status: 429, body: { detail: CHAT_TEXTS.rateLimited } });
  }, 60_000);
});

describe("bad input", () => {
  it("is refused with the schema's message and nothing counted", async () => {
    const user = await signedInUser("quota-bad");
    expect(await ask(user, "   ")).toMatchObject({
      status: 422,
      body: { detail: "Please type a question." },
    });
    expect((await ask(user, "x".repeat(1001))).body.detail).toBe("Questions can be at most 1000 characters.");
    expect(await countedQuestions(user.id)).toBe(0);
  });
});
