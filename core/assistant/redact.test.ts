import { describe, expect, it } from "vitest";
import { householdRecords } from "../../tests/fixtures/assistant/records";
import { computeAnswer } from "./answer";
import { createRedactor } from "./redact";
import { wordingRequest } from "./wording";

const records = householdRecords({
  focusBillId: "bill-harbor",
  bills: householdRecords().bills.map((b) =>
    b.id === "bill-harbor"
      ? { ...b, documents: [...b.documents, { id: "doc-card", type: "insurance_card_front", label: "Insurance card", billId: null, fields: { member_id: "XGW884120031", member_name: "Dana Whitfield", group_number: "G-7781" }, verified: true, receivedAt: null }] }
      : b,
  ),
});

describe("the redactor", () => {
  it("replaces names, member ids, claim and account numbers with stable placeholders and restores them", () => {
    const { redact, restore } = createRedactor(records);
    const text = "Dana Whitfield asks about Milo's bill, claim HV-2026-00417, account ACCT-55810, member XGW884120031.";
    const redacted = redact(text);
    expect(redacted).toBe("[PERSON_1] asks about [PERSON_5]'s bill, claim [CLAIM_1], account [ACCOUNT_1], member [MEMBER_ID_1].");
    expect(redact(text)).toBe(redacted);
    expect(restore(redacted)).toBe(text);
  });

  it("keeps provider names and amounts", () => {
    expect(createRedactor(records).redact("Harbor View Hospital billed $725.00")).toBe("Harbor View Hospital billed $725.00");
  });

  it("flags placeholders it did not make", () => {
    expect(createRedactor(records).unknownPlaceholders("[PERSON_1] and [CLAIM_9]")).toEqual(["[CLAIM_9]"]);
  });

  it("leaves no name, claim, account or member number in what a model is sent", () => {
    for (const question of [
      "What should I say when I call about claim HV-2026-00417 for Dana Whitfield?",
      "How much do I owe on account ACCT-55810? My member id is XGW884120031",
      "When do I have to pay Milo's pediatrics bill?",
    ]) {
      const answer = computeAnswer(question, records);
      const sent = JSON.stringify(wordingRequest(question, answer, records));
      for (const secret of ["Dana", "Milo", "Whitfield", "HV-2026-00417", "ACCT-55810", "SDP-88213", "XGW884120031", "G-7781"])
        expect(sent).not.toContain(secret);
    }
  });
});
