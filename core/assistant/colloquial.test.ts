// How the answerer reads chat-box language (issue 16, ADR 067), over the golden household: shorthand
// and colloquial words, unclear questions about an open bill, future bills, people outside the
// household, and what is owed across every bill.
import { describe, expect, it } from "vitest";
import { householdRecords } from "../../tests/fixtures/assistant/records";
import { computeAnswer } from "./answer";
import { checkGrounding, extractFacts } from "./grounding";
import { embeddedText } from "./wording";

const records = householdRecords();
const onHarbor = householdRecords({ focusBillId: "bill-harbor" });
const amounts = (text: string) => extractFacts(text).filter((f) => f.kind === "amount");

describe("chat-box language", () => {
  it.each([
    ["wat do u think i owe on the harbor view bil", "amount_owed", "$575.00"],
    ["what am i on the hook for at harbor view", "amount_owed", "$575.00"],
    ["did blue shield pick up the tab for the mri", "eob_paid", "$784.00"],
    ["they charged me 2 times for the office visit at harbor view", "finding_why", "$240.00"],
    ["whats the diff btwn what they billed and what i owe", "billed_vs_owed", "$725.00"],
  ] as const)("%s", (question, intent, figure) => {
    const answer = computeAnswer(question, question.includes("diff") ? onHarbor : records);
    expect(answer.intent).toBe(intent);
    expect(embeddedText(answer)).toContain(figure);
  });

  it("an unclear question on an open bill answers with that bill's own figures", () => {
    const answer = computeAnswer("ugh this bill", onHarbor);
    expect(answer.unanswered).toBe(false);
    expect(embeddedText(answer)).toContain("$725.00");
    expect(answer.citations.map((c) => c.id)).toContain("bill-harbor");
  });

  it.each(["ugh my back pain", "what will my next bill from harbor view be", "how much will the surgery next month cost", "how much did harbor view charge my neighbor"])(
    "%s — not in your data, no amount",
    (question) => {
      const answer = computeAnswer(question, onHarbor);
      expect(answer.unanswered).toBe(true);
      expect(amounts(embeddedText(answer))).toEqual([]);
    },
  );

  it("who do I owe money to lists what each bill asks and their sum", () => {
    const answer = computeAnswer("who do i owe money to", records);
    const text = embeddedText(answer);
    expect(answer.intent).toBe("amount_owed");
    for (const s of ["$1,036.00", "Harbor View Hospital", "$575.00", "$230.00", "$196.00", "$35.00"]) expect(text).toContain(s);
    expect(checkGrounding(text, answer, records).ok).toBe(true);
  });

  it("a child's word picks the family member's bills, not the account holder's", () => {
    const cited = computeAnswer("whats on my kids bill", onHarbor).citations.map((c) => c.id);
    expect(cited).toContain("bill-sunny");
    expect(cited).not.toContain("bill-harbor");
  });
});
