import { describe, expect, it } from "vitest";
import { DISPUTE_NOTICES } from "./types";
import { disputeNotice } from "./notices";

describe("disputeNotice", () => {
  it("says when the answer is due, in words, for every reminder", () => {
    for (const kind of DISPUTE_NOTICES) {
      const words = disputeNotice(kind, "2026-03-09", "billing_error_dispute");
      expect(words.paragraphs.join(" ")).toContain("Mar 9, 2026");
      expect(`${words.subject} ${words.paragraphs.join(" ")}`).not.toMatch(/\$\d|\b\d{5}\b/);
    }
  });

  it("escalates an unanswered appeal to the state regulator, a provider's bill to the CFPB", () => {
    const appeal = disputeNotice("response_overdue", "2026-03-09", "insurance_appeal").paragraphs.join(" ");
    expect(appeal).toContain("department of insurance");
    expect(appeal).toContain("the insurer");
    const provider = disputeNotice("response_overdue", "2026-03-09", "billing_error_dispute").paragraphs.join(
      " ",
    );
    expect(provider).toContain("Consumer Financial Protection Bureau");
    expect(provider).toContain("Call the number on the bill");
  });
});
