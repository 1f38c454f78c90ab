// Layouts of the ninth development set (issue 17, decision 089): each case is a general rule and
// fails without it. Every name and number here is invented.
import { describe, expect, it } from "vitest";
import type { DocumentType } from "../documents/types";
import { extractDocument } from "./extract";
import { page } from "./test-page";

type Cell = [string, number];
const doc = (type: DocumentType, ...lines: (string | Cell[])[]) => extractDocument(page(lines), type);
const read = (type: DocumentType, ...lines: (string | Cell[])[]) => doc(type, ...lines).fields;

describe("column titles OCR ran together", () => {
  it("parts 'Amount the provider charged' from the approved amount after it", () => {
    const eob = doc(
      "eob",
      "Heron Point Medicare Advantage",
      [
        ["Service you received", 0.06],
        ["Amount the provider charged approved amount", 0.3],
        ["Plan's share", 0.72],
        ["Your share", 0.85],
      ],
      [
        ["Office visit, established patient (99214)", 0.06],
        ["$240.00", 0.5],
        ["$131.10", 0.64],
        ["$104.88", 0.72],
        ["$26.22", 0.85],
      ],
    );
    expect(eob.line_items).toEqual([
      expect.objectContaining({
        cpt_code: "99214",
        billed_amount: 240,
        allowed_amount: 131.1,
        paid_amount: 104.88,
      }),
    ]);
  });

  it("reads a title cut short ('Plan Payme') as the plan's payment", () => {
    const eob = doc(
      "eob",
      "Saltmarsh Community Care",
      [
        ["Procedure", 0.06],
        ["Billed", 0.5],
        ["AllowedPlan PaymeMember Owes", 0.62],
      ],
      [
        ["99213", 0.06],
        ["120.00", 0.5],
        ["61.20", 0.62],
        ["61.20", 0.74],
        ["0.00", 0.86],
      ],
    );
    expect(eob.line_items).toEqual([
      expect.objectContaining({ billed_amount: 120, allowed_amount: 61.2, paid_amount: 61.2 }),
    ]);
  });

  it("reads a network rate as the allowed amount", () => {
    const eob = doc(
      "eob",
      "Tamarack Health Plans",
      [
        ["Code", 0.06],
        ["Provider billed", 0.4],
        ["Network rate", 0.55],
        ["Paid by plan", 0.7],
        ["You owe", 0.85],
      ],
      [
        ["11102", 0.06],
        ["$300.00", 0.4],
        ["$120.00", 0.55],
        ["$0.00", 0.7],
        ["$120.00", 0.85],
      ],
    );
    expect(eob.line_items).toEqual([
      expect.objectContaining({ billed_amount: 300, allowed_amount: 120, paid_amount: 0 }),
    ]);
  });
});

describe("a claim printed as one short section per service", () => {
  const eob = doc(
    "eob",
    "Brackenridge Benefit Administrators",
    "Claim ID: BBA-3310-22",
    "Date this statement was issued: 03/11/2025",
    [
      ["Annual wellness visit - Procedure 99397", 0.06],
      ["Date of service 02/20/2025", 0.6],
    ],
    [
      ["Billed by provider: $280.00", 0.06],
      ["Eligible amount: $160.00", 0.4],
      ["Paid by plan: $160.00", 0.7],
    ],
    "Preventive care, covered in full.",
    [
      ["Glucose test - Procedure 82947", 0.06],
      ["Date of service 02/20/2025", 0.6],
    ],
    [
      ["Billed by provider: $40.00", 0.06],
      ["Eligible amount: $9.50", 0.4],
      ["Paid by plan: $0.00", 0.7],
    ],
    [
      ["Claim summary:", 0.06],
      ["billed $320.00", 0.3],
      ["eligible $169.50", 0.45],
      ["paid by plan $160.00", 0.6],
    ],
  );

  it("reads the heading's code, description and date and the labelled amounts under it", () => {
    expect(eob.line_items).toEqual([
      {
        service_date: "2025-02-20",
        cpt_code: "99397",
        description: "Annual wellness visit",
        units: 1,
        billed_amount: 280,
        allowed_amount: 160,
        paid_amount: 160,
      },
      expect.objectContaining({ cpt_code: "82947", billed_amount: 40, allowed_amount: 9.5, paid_amount: 0 }),
    ]);
  });

  it("takes the totals from the summary, not from the first section, and the issue date", () => {
    expect(eob.fields).toMatchObject({
      total_billed: 320,
      total_allowed: 169.5,
      total_paid: 160,
      processed_date: "2025-03-11",
    });
  });
});

describe("label variants", () => {
  it("reads 'Issued' over a date and 'Document #' as an EOB's dates and number", () => {
    const eob = read("eob", "Larkfield Vision Plan", [
      ["Document #: LVP-20250304-118", 0.06],
      ["Issued", 0.6],
      ["04-Mar-2025", 0.7],
    ]);
    expect(eob).toMatchObject({ claim_number: "LVP-20250304-118", processed_date: "2025-03-04" });
  });

  it("reads a claim reference number from a grid of titles over values", () => {
    const eob = read(
      "eob",
      "Saltmarsh Community Care",
      [
        ["Date of Notice", 0.06],
        ["Claim Reference No.", 0.25],
        ["Member", 0.5],
      ],
      [
        ["05/02/2025", 0.06],
        ["SCC0525-44120", 0.25],
        ["Ada Quist", 0.5],
      ],
    );
    expect(eob.claim_number).toBe("SCC0525-44120");
  });

  it("reads 'Patient Portion Due' and a last row 'BALANCE' as the amount due", () => {
    expect(
      read("medical_bill", "Elmwood Dental", [
        ["Patient Portion Due", 0.06],
        ["$88.20", 0.7],
      ]),
    ).toMatchObject({ amount_due: 88.2 });
    expect(
      read("medical_bill", "Elmwood Urgent Care", [
        ["BALANCE", 0.06],
        ["145.00", 0.7],
      ]),
    ).toMatchObject({
      amount_due: 145,
    });
  });

  it("names a fire-rescue service as the provider of an ambulance bill", () => {
    expect(
      read(
        "medical_bill",
        [
          ["Cinder Creek Fire-Rescue", 0.06],
          ["EMS INVOICE", 0.7],
        ],
        "Ambulance Billing Office",
      ).provider_name,
    ).toBe("Cinder Creek Fire-Rescue");
  });

  it("keeps a card's check digit printed as a group of its own", () => {
    expect(
      read(
        "insurance_card_front",
        "Bayberry Family Care",
        [["Identification Number", 0.06]],
        [["BFC 0412 7731 5", 0.06]],
      ).member_id,
    ).toBe("BFC041277315");
  });
});
