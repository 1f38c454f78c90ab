import { describe, expect, it } from "vitest";
import { billStatusLabel } from "../bills/status";
import { planTierLabel, subscriptionStatusLabel, verificationStatusLabel, wordsOf } from "./labels";

describe("status labels: the spec's words, capitalised, never a raw value", () => {
  it("shows bill statuses as the spec labels them, legacy and unknown values included", () => {
    expect(["in_progress", "disputed", "ready_to_pay", "paid"].map(billStatusLabel)).toEqual([
      "In Progress",
      "Disputed",
      "Ready to Pay",
      "Paid",
    ]);
    expect(billStatusLabel("resolved")).toBe("Ready to Pay");
    expect(billStatusLabel("something_new")).toBe("In Progress");
  });

  it("capitalises document, plan and subscription statuses", () => {
    expect(verificationStatusLabel("pending")).toBe("Pending");
    expect(verificationStatusLabel("verified")).toBe("Verified");
    expect(planTierLabel("free")).toBe("Free");
    expect(planTierLabel("premium")).toBe("Premium");
    expect(subscriptionStatusLabel("active")).toBe("Active");
    expect(subscriptionStatusLabel("past_due")).toBe("Past Due");
  });

  it("turns an unmapped value into words", () => {
    expect(wordsOf("medical_record")).toBe("Medical Record");
    expect(verificationStatusLabel("needs_review")).toBe("Needs Review");
    expect(wordsOf("")).toBe("—");
    expect(wordsOf(null)).toBe("—");
  });
});
