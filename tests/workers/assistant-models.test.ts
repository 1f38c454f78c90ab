// The model seam (issue 16, docs/decisions/069): an OpenAI-compatible endpoint or Workers AI words
// the computed answer only for users who opted in; what it is sent carries no names, claim or
// account numbers; a reply with a fabricated amount is rejected and the computed answer returned;
// production may run the embedded wording alone, and a half-configured endpoint.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { embeddedText } from "#core/assistant/wording";
import { computeAnswer } from "#core/assistant/answer";
import type { ChatMessageBody } from "#core/assistant/types";
import { askAssistant, loadAssistantRecords } from "~/services/assistant/index.server";
import { assistantModel, configuredProvider } from "~/services/assistant/models.server";
import { getConfig } from "~/env.server";
import { db, schema } from "./factories";
import { household, signedInAs, type Household } from "./support/assistant";

const withOpenAi = (overrides: Record<string, unknown> = {}) =>
  ({
    ...env,
    ASSISTANT_MODEL: "openai",
    ASSISTANT_MODEL_URL: "https://model.example/v1",
    ASSISTANT_MODEL_KEY: "sk-test-model",
    ASSISTANT_MODEL_NAME: "fake-gpt",
    ...overrides,
  }) as Env;

const completion = (content: string) =>
  new Response(JSON.stringify({ choices: [{ message: { role: "assistant", content } }] }), {
    status: 200,
    headers: { "content-type": "application/json" },
  });

/** The text of every message the fake endpoint was sent. */
const sentText = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map(([, init]) => String((init as RequestInit).body)).join("\n");

let opted: Household;
let optedOut: Household;
const question: ChatMessageBody = {
  question: "What should I say when I call Bayview Clinic about CLM-61001 for Maria?",
};

beforeAll(async () => {
  opted = await household("models-opted", { premium: true, tag: "61001" });
  optedOut = await household("models-out", { premium: true, tag: "61002" });
  await db().update(schema.users).set({ aiExternalOptIn: true }).where(eq(schema.users.id, opted.user.id));
});
afterEach(() => vi.restoreAllMocks());

async function computedFor(h: Household, body: ChatMessageBody) {
  const records = await loadAssistantRecords(db(), await signedInAs(h.user), { billId: body.bill_id });
  return embeddedText(computeAnswer(body.question, records));
}

const storedWording = async (messageId: string) =>
  (await db().select().from(schema.chatMessages).where(eq(schema.chatMessages.id, messageId)).get())
    ?.wordedBy;

describe("an OpenAI-compatible model", () => {
  it("is sent no names, claim or account numbers; a fabricated amount is rejected for the computed answer", async () => {
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(completion("Call them and say you owe $9,999.00 on [CLAIM_1]."));
    const answer = await askAssistant(withOpenAi(), db(), await signedInAs(opted.user), question);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("https://model.example/v1/chat/completions");
    expect(new Headers(init.headers).get("authorization")).toBe("Bearer sk-test-model");
    expect(JSON.parse(String(init.body))).toMatchObject({ model: "fake-gpt" });
    const sent = sentText(fetchSpy);
    for (const secret of ["Maria", "Lopez", "Sam", "CLM-61001", "ACCT-61001"])
      expect(sent).not.toContain(secret);
    expect(sent).toContain("Bayview Clinic");

    expect(answer.answer).not.toContain("$9,999.00");
    expect(answer.answer).toBe(await computedFor(opted, question));
    expect(await storedWording(answer.message_id)).toBe("embedded");
  });

  it("words the answer when its reply holds only the records' facts, names put back", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (_url, init) => {
      const { messages } = JSON.parse(String(init?.body)) as { messages: { content: string }[] };
      const computed = /Computed answer:\n([\s\S]*?)\n\nFacts:/.exec(messages[1]!.content)![1]!;
      return completion(`Here is what I found, [PERSON_1]: ${computed}`);
    });
    const body = { question: "How much do I owe Bayview Clinic?" };
    const answer = await askAssistant(withOpenAi(), db(), await signedInAs(opted.user), body);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(answer.answer.startsWith("Here is what I found, ")).toBe(true);
    expect(answer.answer).not.toContain("[PERSON_1]");
    expect(answer.answer).toContain("$185.00");
    expect(await storedWording(answer.message_id)).toBe("openai");
  });

  it("keeps the computed answer when the endpoint fails", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("overloaded", { status: 503 }));
    const body = { question: "How much do I owe Bayview Clinic?" };
    const answer = await askAssistant(withOpenAi(), db(), await signedInAs(opted.user), body);
    expect(answer.answer).toBe(await computedFor(opted, body));
  });

  it("never hears an opted-out user's question", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const answer = await askAssistant(withOpenAi(), db(), await signedInAs(optedOut.user), question);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(answer.answer).toBe(await computedFor(optedOut, question));
    expect(await storedWording(answer.message_id)).toBe("embedded");
  });
});

describe("Workers AI", () => {
  it("runs the bound model with the redacted messages for an opted-in user", async () => {
    const run = vi.fn(async (_model: string, input: { messages: { content: string }[] }) => ({
      response: `Fabricated: you were billed $12,345.00. ${input.messages.length}`,
    }));
    const aiEnv = { ...env, ASSISTANT_MODEL: "workers-ai", AI: { run } } as unknown as Env;
    const answer = await askAssistant(aiEnv, db(), await signedInAs(opted.user), question);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run.mock.calls[0]![0]).toBe("@cf/meta/llama-3.1-8b-instruct");
    expect(JSON.stringify(run.mock.calls[0]![1])).not.toMatch(/Maria|Lopez|CLM-61001/);
    expect(answer.answer).toBe(await computedFor(opted, question));
  });

  it("without the AI binding is a configuration error naming the variable", () => {
    expect(() => assistantModel({ ...env, ASSISTANT_MODEL: "workers-ai" } as Env, true)).toThrow(
      /ASSISTANT_MODEL=workers-ai needs the AI binding/,
    );
  });
});

describe("configuration", () => {
  it("refuses an OpenAI-compatible model without its URL, key or model name", () => {
    for (const missing of ["ASSISTANT_MODEL_URL", "ASSISTANT_MODEL_KEY", "ASSISTANT_MODEL_NAME"])
      expect(() => getConfig(withOpenAi({ [missing]: undefined }))).toThrow(
        new RegExp(`${missing}: is required with ASSISTANT_MODEL=openai`),
      );
  });

  it("uses the embedded wording by default, production included", () => {
    expect(configuredProvider({ ...env } as Env)).toBe("embedded");
    expect(assistantModel({ ...env } as Env, true)).toBeNull();
    const production = {
      ...env,
      APP_ENV: "production",
      APP_URL: "https://app.fairbill.com",
      GATEWAY_URL: "https://orchestrator.fairbill.com",
      STRIPE_SECRET_KEY: "sk_live_fairbill_test",
    } as Env;
    expect(configuredProvider(production)).toBe("embedded");
    expect(assistantModel(production, true)).toBeNull();
    expect(configuredProvider(withOpenAi(production as unknown as Record<string, unknown>))).toBe("openai");
    expect(() =>
      getConfig(withOpenAi({ ...production, ASSISTANT_MODEL_URL: "http://model.example/v1" })),
    ).toThrow(/ASSISTANT_MODEL_URL: must be https outside development and test/);
  });
});
