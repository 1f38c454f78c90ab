import { describe, expect, it } from "vitest";
import { answerSmartHelp, SMART_HELP_QUESTIONS } from "./smart-help";

const insured = { billed: 1200, allowed: 400, paid: 320, medicareAverage: 150, lineCount: 3 };

describe("smart-help answers from the bill's own numbers", () => {
  it("explains a high bill with insurance: the network discount and the patient's share", () => {
    const text = answerSmartHelp("high_despite_insurance", insured).join(" ");
    expect(text).toContain("billed $1,200.00");
    expect(text).toContain("allowed $400.00 (a network discount of $800.00)");
    expect(text).toContain("That leaves $80.00 as your share");
  });

  it("says the bill has not been through insurance when no allowed amount is known", () => {
    const text = answerSmartHelp("high_despite_insurance", { ...insured, allowed: null, paid: null }).join(
      " ",
    );
    expect(text).toContain("no amount your insurer allowed");
    expect(text).not.toContain("your share.");
  });

  it("works out billed versus owed, or says what is missing", () => {
    expect(answerSmartHelp("billed_vs_owed", insured).join(" ")).toContain("so you owe $80.00");
    expect(answerSmartHelp("billed_vs_owed", { ...insured, allowed: null }).join(" ")).toContain(
      "cannot be worked out",
    );
  });

  it("calls a price over 3× Medicare worth questioning and a fair one fair", () => {
    expect(answerSmartHelp("overcharged", insured).join(" ")).toContain("(8.0×)");
    expect(answerSmartHelp("overcharged", insured).join(" ")).toContain("worth questioning");
    const fair = answerSmartHelp("overcharged", { ...insured, billed: 250 }).join(" ");
    expect(fair).toContain("(1.7×)");
    expect(fair).toContain("does not look out of line");
    expect(answerSmartHelp("overcharged", { ...insured, medicareAverage: null }).join(" ")).toContain(
      "no Medicare average",
    );
  });

  it("has the three questions of the spec", () => {
    expect(SMART_HELP_QUESTIONS.map((q) => q.id)).toEqual([
      "high_despite_insurance",
      "billed_vs_owed",
      "overcharged",
    ]);
  });
});
