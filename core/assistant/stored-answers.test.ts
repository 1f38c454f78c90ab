import { describe, expect, it } from "vitest";
import { SMART_HELP_QUESTIONS } from "../bills/smart-help";
import { extractFacts } from "./grounding";
import { STORED_ANSWERS, storedAnswer } from "./stored-answers";

describe("stored answers", () => {
  it("answer each smart-help question of the Explainer, with its wording", () => {
    for (const q of SMART_HELP_QUESTIONS) expect(storedAnswer(q.id)?.question).toBe(q.question);
  });

  it("answer the common questions about EOBs, balance billing, deductibles, disputes and the No Surprises Act", () => {
    for (const key of ["what_is_an_eob", "what_is_balance_billing", "what_is_a_deductible", "how_to_dispute_a_bill", "what_is_the_no_surprises_act"])
      expect(storedAnswer(key)?.answer.length).toBeGreaterThan(200);
    expect(storedAnswer("what_is_the_no_surprises_act")?.answer).toContain("Good Faith Estimate");
  });

  it("are general: no user's amount, and only the law's one threshold", () => {
    const amounts = STORED_ANSWERS.flatMap((a) => extractFacts(a.answer).filter((f) => f.kind === "amount").map((f) => f.text));
    expect(amounts).toEqual(["$400"]);
  });

  it("have unique keys, and an unknown key has no answer", () => {
    expect(new Set(STORED_ANSWERS.map((a) => a.key)).size).toBe(STORED_ANSWERS.length);
    expect(storedAnswer("weather")).toBeNull();
  });
});
