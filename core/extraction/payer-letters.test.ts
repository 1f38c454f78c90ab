// Payers' letters and statements laid out unlike the first fixtures (issue 17, fourth round): the
// plan named only in the signature block, a Medicaid statement's recipient and its summary row.
import { describe, expect, it } from "vitest";
import { extractDocument } from "./extract";
import { page } from "./test-page";

it("a letter whose letterhead cannot be read names its plan in the signature block", () => {
  const fields = extractDocument(
    page([
      "~ ee :",
      "APPROVAL NOTICE",
      "Enrollee ID: CVH-1192-04",
      "Your request for an MRI of the lumbar spine has been approved.",
      ...Array.from(
        { length: 10 },
        (_, i) => `Paragraph line ${i + 1} of the letter about the approved service.`,
      ),
      "Sincerely,",
      "Utilization Management",
      "Crescent Valley Health Plan",
    ]),
    "prior_authorization",
  ).fields;
  expect(fields.insurance_company).toBe("Crescent Valley Health Plan");
});

describe("a Medicaid statement", () => {
  const fields = extractDocument(
    page([
      "State Medical Assistance Program",
      "EXPLANATION OF MEDICAID BENEFITS",
      "Recipient: Dana Whitfield",
      [
        ["Date", 0.06],
        ["Code", 0.2],
        ["Billed", 0.4],
        ["Allowed", 0.55],
        ["Paid", 0.7],
      ],
      [
        ["03/02/2025", 0.06],
        ["99213", 0.2],
        ["$140.00", 0.4],
        ["$52.10", 0.55],
        ["$52.10", 0.7],
      ],
      [
        ["03/02/2025", 0.06],
        ["36415", 0.2],
        ["$20.00", 0.4],
        ["$3.00", 0.55],
        ["$3.00", 0.7],
      ],
      [
        ["Claim summary", 0.06],
        ["$160.00", 0.4],
        ["$55.10", 0.55],
        ["$54.10", 0.7],
      ],
    ]),
    "eob",
  ).fields;

  it("names its recipient: the patient", () => {
    expect(fields.patient_name).toBe("Dana Whitfield");
  });

  it("holds its totals in the summary row (its paid total, not the lines' sum)", () => {
    expect([fields.total_billed, fields.total_allowed, fields.total_paid]).toEqual([160, 55.1, 54.1]);
  });
});
