import { describe, expect, it } from "vitest";
import { extractDocument } from "./extract";
import { page } from "./test-page";

const eob = (...sentences: string[]) =>
  extractDocument(
    page(["Cobalt Health Plan", "Explanation of Benefits", "This is not a bill", ...sentences]),
    "eob",
  );

describe("an EOB's printed kind, read with its fields (claim_type)", () => {
  it("reads a corrected claim and a second plan's decision from their printed words", () => {
    expect(eob("This claim was reprocessed as a CORRECTED CLAIM").fields.claim_type).toBe("corrected");
    expect(eob("Primary insurance paid $113.74").fields.claim_type).toBe("secondary");
    expect(eob("This claim was processed as the secondary payer").fields.claim_type).toBe("secondary");
  });

  it("leaves a first decision null, even with advice about secondary insurance on it", () => {
    expect(eob("Claim number 88120").fields.claim_type).toBeNull();
    expect(eob("If you have secondary insurance send them this notice").fields.claim_type).toBeNull();
  });

  it("is only read on EOBs", () => {
    const bill = extractDocument(page(["Statement", "Corrected claim resubmitted"]), "medical_bill");
    expect(bill.fields).not.toHaveProperty("claim_type");
  });
});
