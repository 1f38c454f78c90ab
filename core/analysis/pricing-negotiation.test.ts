// Pricing findings are negotiation targets (ADR 033): they say so, never call a price an error or
// promise the money back, and their confidence is the chance a billing office agrees, so it stays
// with the category's success rate and never reads as a high-confidence error.
import { describe, expect, it } from "vitest";
import { item, smallLookups, testBill } from "../../tests/fixtures/analysis/small-lookups";
import { analysisBadgeTone, opportunityTone } from "./confidence";
import { analyzeBill } from "./engine";
import { SUCCESS_RATE } from "./recovery";
import { pricingConfidence } from "./rules/pricing";
import { buildSummary } from "./summary";
import { VIEW_MESSAGES } from "./view-messages";

const refs = smallLookups();
// 99213 pays $109.15 in San Francisco: $550 is 5×, $480 is 4.4×, $350 is 3.2×.
const priced = (billed: number) => {
  const bill = testBill([item("a", "99213", 1, billed)]);
  const result = analyzeBill(bill, refs);
  return { result, finding: result.errors_detected[0], summary: buildSummary(bill, result) };
};

describe("pricing findings read as negotiation targets", () => {
  it("offers a fair price to ask for, and says a high price is not a billing error", () => {
    const { finding } = priced(550);
    expect(finding.category).toBe("pricing");
    expect(finding.title).toBe("Room to negotiate: 99213 at 5× Medicare");
    expect(finding.description).toContain("this is not a billing error");
    expect(finding.description).toContain("$218.30 (2 times Medicare) is a fair price to ask for");
    expect(finding.description).toContain("$331.70 less than charged, if the billing office agrees");
    expect(finding.user_action).toMatch(/^Ask the billing office whether they will lower 99213 to \$218\.30/);
    for (const text of [finding.title, finding.description, finding.user_action, finding.evidence.rule_text])
      expect(text).not.toMatch(/should come off|overcharg|you are owed|must be reduced/i);
  });

  it("recovers by negotiating, with a phone script that asks rather than accuses", () => {
    const { summary } = priced(550);
    const [opportunity] = summary.opportunities;
    expect(opportunity.recovery_instructions.method).toBe("negotiate_price");
    expect(VIEW_MESSAGES.method.negotiate_price).toBe("Ask the billing office for a lower price");
    expect(opportunity.recovery_instructions.script).toContain(
      "the charge for 99213 is 5 times what Medicare pays in my area, and I'd like to ask whether you can lower it to $218.30",
    );
    expect(opportunity.recovery_instructions.script).not.toMatch(/found a problem/);
    expect(VIEW_MESSAGES.category.pricing).toBe("Price to negotiate");
  });

  it("keeps the confidence with the success rate, however high the price", () => {
    for (const billed of [350, 480, 550, 5000]) {
      const { finding, summary, result } = priced(billed);
      const [opportunity] = summary.opportunities;
      expect(Math.abs(opportunity.confidence - opportunity.success_rate), `$${billed}`).toBeLessThanOrEqual(
        10,
      );
      expect(opportunity.success_rate).toBe(SUCCESS_RATE.pricing);
      expect(analysisBadgeTone(finding.confidence)).not.toBe("green");
      expect(opportunityTone(opportunity.confidence)).not.toBe("green");
      expect(result.high_confidence_errors).toBe(0);
    }
    expect(priced(550).finding.confidence).toBeGreaterThan(priced(350).finding.confidence);
  });

  it("is a little less sure on national amounts than on the user's locality", () => {
    expect(pricingConfidence(5, true)).toBe(0.6);
    expect(pricingConfidence(4.2, true)).toBe(0.55);
    expect(pricingConfidence(3.1, true)).toBe(0.5);
    expect(pricingConfidence(3.1, false)).toBe(0.45);
  });
});
