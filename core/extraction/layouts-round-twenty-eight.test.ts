// Layouts of the twenty-eighth development round (issue 17, decision 101). Each case fails without the
// rule it names.
import { describe, expect, it } from "vitest";
import { extractDocument } from "./extract";
import { page } from "./test-page";

describe("a practice's legal name printed under its wordmark", () => {
  const provider = (remit: string) =>
    extractDocument(
      page([
        "NORTHGATE ANESTHESIA PARTNERS",
        "STATEMENT",
        "Statement Date 03/02/2026",
        "Amount Due $84.00",
        remit,
      ]),
      "medical_bill",
    ).fields.provider_name;

  it("takes the name with its suffix from the remittance block", () => {
    expect(provider("Make checks payable to Northgate Anesthesia Partners, LLC")).toBe(
      "Northgate Anesthesia Partners, LLC",
    );
    expect(provider("Remit to: NORTHGATE ANESTHESIA PARTNERS P.C. PO Box 4410")).toBe(
      "NORTHGATE ANESTHESIA PARTNERS P.C.",
    );
  });

  it("adds nothing but a legal suffix ('… Partners Foundation, Inc.' is another body)", () => {
    expect(provider("Northgate Anesthesia Partners Foundation, Inc.")).toBe("NORTHGATE ANESTHESIA PARTNERS");
    expect(provider("Northgate Anesthesia Partners, Pacific Division")).toBe("NORTHGATE ANESTHESIA PARTNERS");
  });
});
