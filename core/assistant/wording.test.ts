import { describe, expect, it } from "vitest";
import { householdRecords } from "../../tests/fixtures/assistant/records";
import { computeAnswer } from "./answer";
import type { AssistantModel, WordingRequest } from "./types";
import { embeddedText, wordAnswer } from "./wording";

const records = householdRecords({ focusBillId: "bill-harbor" });
const question = "What should Dana Whitfield say when she calls about claim HV-2026-00417?";
const answer = computeAnswer(question, records);
const computed = embeddedText(answer);

function fakeModel(reply: (request: WordingRequest) => string | null | Promise<string | null>) {
  const seen: WordingRequest[] = [];
  const model: AssistantModel = {
    name: "openai",
    word: async (request) => {
      seen.push(request);
      return reply(request);
    },
  };
  return { model, seen };
}

describe("wording an answer with a model", () => {
  it("keeps the computed text without a model", async () => {
    expect(await wordAnswer(null, question, answer, records)).toEqual({ text: computed, wordedBy: "embedded", rejected: null });
  });

  it("uses a faithful rewording, with the placeholders put back", async () => {
    const { model } = fakeModel(() => "[PERSON_1], call about [CLAIM_1]: your EOB says you owe $40, but the bill asks for $575.00 for Mar 14, 2026.");
    const worded = await wordAnswer(model, question, answer, records);
    expect(worded).toEqual({
      text: "Dana Whitfield, call about HV-2026-00417: your EOB says you owe $40, but the bill asks for $575.00 for Mar 14, 2026.",
      wordedBy: "openai",
      rejected: null,
    });
  });

  it.each([
    ["an amount", "You owe $999.00."],
    ["a date", "Call before April 30, 2026."],
    ["a code", "Ask about code 99215."],
    ["a placeholder it was not given", "Tell them [PERSON_7] called."],
  ])("falls back to the computed text when the model adds %s", async (_what, reply) => {
    const { model } = fakeModel(() => reply);
    expect(await wordAnswer(model, question, answer, records)).toEqual({ text: computed, wordedBy: "embedded", rejected: "ungrounded" });
  });

  it("falls back when the model throws or says nothing", async () => {
    const throwing = fakeModel(() => {
      throw new Error("model down");
    });
    expect((await wordAnswer(throwing.model, question, answer, records)).rejected).toBe("failed");
    const empty = fakeModel(() => "  ");
    expect(await wordAnswer(empty.model, question, answer, records)).toEqual({ text: computed, wordedBy: "embedded", rejected: "empty" });
  });

  it("does not ask the model to word an answer the records do not hold", async () => {
    const { model, seen } = fakeModel(() => "It will be sunny, and you owe $12.00.");
    const unanswered = computeAnswer("What's the weather tomorrow?", records);
    expect(await wordAnswer(model, "What's the weather tomorrow?", unanswered, records)).toEqual({
      text: embeddedText(unanswered),
      wordedBy: "embedded",
      rejected: null,
    });
    expect(seen).toEqual([]);
  });

  it("sends the model no name or claim number, only placeholders and the cited facts", async () => {
    const { model, seen } = fakeModel(() => null);
    await wordAnswer(model, question, answer, records);
    const sent = JSON.stringify(seen[0]);
    expect(seen[0].question).toBe("What should [PERSON_1] say when she calls about claim [CLAIM_1]?");
    for (const secret of ["Dana", "Whitfield", "HV-2026-00417", "ACCT-55810"]) expect(sent).not.toContain(secret);
    expect(seen[0].facts.join("\n")).toContain("$575.00");
  });
});
