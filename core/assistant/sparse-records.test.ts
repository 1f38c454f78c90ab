// The answerer over thin records (issue 16): a bill with no lines, no dates, no totals, no policy —
// every question still gets an answer that states no invented figure and never prints a blank.
import { describe, expect, it } from "vitest";
import { householdRecords } from "../../tests/fixtures/assistant/records";
import { computeAnswer } from "./answer";
import { checkGrounding } from "./grounding";
import { PARAPHRASES } from "./paraphrases.fixture";
import type { AssistantRecords } from "./types";
import { embeddedText } from "./wording";

const bare: AssistantRecords = {
  ...householdRecords(),
  zip: null,
  policies: [],
  bills: [
    {
      ...householdRecords().bills[0],
      serviceDate: null,
      billDate: null,
      dueDate: null,
      claimNumber: null,
      accountNumber: null,
      totalBilledCents: null,
      totalAllowedCents: null,
      totalPaidCents: null,
      amountDueCents: null,
      lines: [],
      findings: null,
      documents: [],
      eobs: [],
      deadlines: [],
    },
  ],
};

describe("thin records", () => {
  it.each(PARAPHRASES.map((p) => p.question))("%s", (question) => {
    const answer = computeAnswer(question, bare);
    const text = embeddedText(answer);
    expect(text.trim()).not.toBe("");
    expect(text).not.toMatch(/NaN|undefined|null|\$—|Infinity|:\s*\.|\$0\.00/);
    expect(checkGrounding(text, answer, bare)).toEqual({ ok: true, offending: [] });
  });
});
