// Letters, letter-style statements and letterheads of the eighth development set (issue 17,
// decision 087): each case is a general rule and fails without it. Every name and number is invented.
import { describe, expect, it } from "vitest";
import type { DocumentType } from "../documents/types";
import { extractDocument } from "./extract";
import { page } from "./test-page";

type Cell = [string, number];
const read = (type: DocumentType, ...lines: (string | Cell[])[]) => extractDocument(page(lines), type).fields;

describe("a statement written as a letter", () => {
  it("takes its date and the visit's from the sentence", () => {
    const bill = read(
      "medical_bill",
      "Stillwater Sleep Center",
      "Dear Ona Park, this statement dated March 3, 2025 covers your",
      "overnight study on February 7, 2025. Your account number is SSC-1102-7.",
    );
    expect(bill).toMatchObject({ bill_date: "2025-03-03", service_date: "2025-02-07" });
  });
});

describe("an authorization letter", () => {
  it("reads a requested start date whose sentence runs onto the next line", () => {
    const pa = read(
      "prior_authorization",
      "HAZELMOOR HEALTH PARTNERS",
      "We have denied your request for a continuous glucose monitor (E2103), requested to",
      "start 6 Oct 2025. The plan's criteria are not met.",
    );
    expect(pa.service_date).toBe("2025-10-06");
  });

  it("names the plan a reviewer writes for, not the reviewer", () => {
    const pa = read(
      "prior_authorization",
      [
        ["Brightline Imaging Review", 0.06],
        ["May 2, 2025", 0.8],
      ],
      "on behalf of Fernhill Mutual Health Plan",
      "Re: Advanced imaging request — APPROVED",
    );
    expect(pa.insurance_company).toBe("Fernhill Mutual Health Plan");
  });
});

describe("an EOB whose wordmark holds no insurer's word", () => {
  it("names the wordmark, not an identifier or a column title", () => {
    const eob = read(
      "eob",
      "Juniper Crest Senior Choice",
      "A Medicare Advantage plan - Your claim summary",
      [
        ["Member: Ada Lowe", 0.06],
        ["Plan ID H5555-021", 0.5],
      ],
      [
        ["Service date", 0.06],
        ["Service", 0.2],
        ["Provider charged", 0.45],
        ["Approved", 0.6],
        ["Plan paid", 0.72],
        ["You pay", 0.85],
      ],
      [
        ["03/12/25", 0.06],
        ["Office visit (99213)", 0.2],
        ["$140.00", 0.45],
        ["$90.00", 0.6],
        ["$70.00", 0.72],
        ["$20.00", 0.85],
      ],
    );
    expect(eob.insurance_company).toBe("Juniper Crest Senior Choice");
  });
});

describe("an insurance card", () => {
  it("reads a plan type whose letters OCR read apart, and no payer from a caption about the card", () => {
    const card = read(
      "insurance_card_front",
      "Copy of insurance card (front and back) — front desk scan",
      "Thistle Mutual",
      "Member ID: TMU20931",
      [["E PO", 0.8]],
    );
    expect(card).toMatchObject({ plan_type: "EPO", payer_name: "Thistle Mutual" });
  });
});

describe("a date printed alone under its label", () => {
  it("is not the statement's date", () => {
    const bill = read(
      "medical_bill",
      "PINE HOLLOW MEDICAL SUPPLY",
      "Bill to: Ada Lowe",
      [
        ["Terms:", 0.66],
        ["due", 0.725],
      ],
      [["06/30/25", 0.66]],
      [
        ["Item", 0.06],
        ["Description", 0.2],
        ["Billed", 0.8],
      ],
      [
        ["E0601", 0.06],
        ["CPAP device", 0.2],
        ["118.50", 0.8],
      ],
    );
    expect(bill.bill_date).toBeNull();
  });
});
