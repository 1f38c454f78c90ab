import { describe, expect, it } from "vitest";
import { awaitingEob, matchedByLabel } from "./eob-placement";

describe("an EOB's place on its bill", () => {
  it("says how an attached EOB found its bill; a link without a reason was the user's", () => {
    expect(matchedByLabel("claim_number")).toBe("Matched by claim number");
    expect(matchedByLabel("provider_date_amount")).toBe("Matched by provider, date of service and amounts");
    expect(matchedByLabel("user")).toBe("Attached by you");
    expect(matchedByLabel(null)).toBe("Attached by you");
  });

  it("asks to wait for the EOB only for a covered, unpaid bill without one", () => {
    expect(awaitingEob({ covered: true, hasEob: false, status: "in_progress" })).toBe(true);
    expect(awaitingEob({ covered: true, hasEob: false, status: "resolved" })).toBe(true);
    expect(awaitingEob({ covered: false, hasEob: false, status: "in_progress" })).toBe(false);
    expect(awaitingEob({ covered: true, hasEob: true, status: "in_progress" })).toBe(false);
    expect(awaitingEob({ covered: true, hasEob: false, status: "paid" })).toBe(false);
  });
});
