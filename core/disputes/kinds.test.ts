import { describe, expect, it } from "vitest";
import { chooseLetterKinds, type LetterKindFacts } from "./kinds";

const plain: LetterKindFacts = {
  denied: false,
  findings: 0,
  linesLackCodes: false,
  needsFinancialAssistance: false,
  isPreventiveVisit: false,
};

describe("chooseLetterKinds", () => {
  it("asks the provider for an itemized bill when nothing was found", () => {
    expect(chooseLetterKinds(plain)).toEqual(["itemized_bill_request"]);
  });

  it("disputes the billing errors when there are findings, and stops asking for detail it has", () => {
    expect(chooseLetterKinds({ ...plain, findings: 3 })).toEqual(["billing_error_dispute"]);
  });

  it("still asks for the itemized bill when some lines have no code", () => {
    expect(chooseLetterKinds({ ...plain, findings: 2, linesLackCodes: true })).toEqual([
      "billing_error_dispute",
      "itemized_bill_request",
    ]);
  });

  it("leads with the insurance appeal when the EOB shows a denial", () => {
    expect(chooseLetterKinds({ ...plain, denied: true, findings: 1 })).toEqual([
      "insurance_appeal",
      "billing_error_dispute",
    ]);
    expect(chooseLetterKinds({ ...plain, denied: true })[0]).toBe("insurance_appeal");
  });

  it("adds the financial-assistance request and the preventive visit's paragraph when asked", () => {
    expect(
      chooseLetterKinds({ ...plain, findings: 1, needsFinancialAssistance: true, isPreventiveVisit: true }),
    ).toEqual(["billing_error_dispute", "financial_assistance", "preventive_no_cost_sharing"]);
    expect(chooseLetterKinds({ ...plain, isPreventiveVisit: true })).toEqual([
      "itemized_bill_request",
      "preventive_no_cost_sharing",
    ]);
  });
});
