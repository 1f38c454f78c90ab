import { describe, expect, it } from "vitest";
import type { Recognition } from "../documents/types";
import { extractDocument } from "./extract";
import { estimateShear } from "./layout";
import { page } from "./test-page";

const BILL = page([
  "Riverside Medical Group",
  "PATIENT STATEMENT",
  [
    ["Statement Date: March 5, 2025", 0.06],
    ["Account #", 0.55],
    ["RMG-22017", 0.72],
  ],
  [
    ["Patient: Jordan Example", 0.06],
    ["Please Pay By", 0.55],
    ["04/04/25", 0.72],
  ],
  "Date of Service: 02/14/2025",
  [
    ["Date", 0.06],
    ["CPT", 0.17],
    ["Description", 0.25],
    ["Units", 0.52],
    ["Charge", 0.62],
    ["Adjustment", 0.73],
    ["Ins Paid", 0.86],
  ],
  [
    ["02/14/2025", 0.06],
    ["99213-25", 0.17],
    ["Office visit", 0.25],
    ["1", 0.53],
    ["$185.00", 0.62],
    ["$40.00", 0.73],
    ["$92.40", 0.86],
  ],
  [
    ["02/14/2025", 0.06],
    ["J1100", 0.17],
    ["Dexamethasone 1 mg", 0.25],
    ["4", 0.53],
    ["$38.40", 0.62],
    ["$0.00", 0.73],
    ["$20.00", 0.86],
  ],
  [
    ["Total Charges", 0.5],
    ["$223.40", 0.72],
  ],
  "Diagnosis: E119, 110",
  "Amount Due $71.00. Make checks payable to Riverside Medical Group, 12 Oak St, Springfield, IL 62704",
]);

describe("extractDocument on a medical bill", () => {
  const result = extractDocument(BILL);

  it("classifies it confidently", () => {
    expect(result.document_type).toBe("medical_bill");
    expect(result.classification_confidence).toBeGreaterThanOrEqual(0.7);
    expect(result.needs_classification).toBe(false);
  });

  it("reads labelled fields inline, to the right, and as dates and numbers", () => {
    expect(result.fields).toMatchObject({
      patient_id: null,
      provider_name: "Riverside Medical Group",
      bill_date: "2025-03-05",
      due_date: "2025-04-04",
      service_date: "2025-02-14",
      account_number: "RMG-22017",
      total_charges: 223.4,
      patient_name: "Jordan Example",
    });
  });

  it("puts each amount in its column, skipping adjustments, and keeps units", () => {
    expect(result.line_items).toEqual([
      {
        service_date: "2025-02-14",
        cpt_code: "99213",
        description: "Office visit",
        units: 1,
        billed_amount: 185,
        allowed_amount: null,
        paid_amount: 92.4,
      },
      {
        service_date: "2025-02-14",
        cpt_code: "J1100",
        description: "Dexamethasone 1 mg",
        units: 4,
        billed_amount: 38.4,
        allowed_amount: null,
        paid_amount: 20,
      },
    ]);
  });

  it("normalises ICD-10 codes on the diagnosis line and ignores the ZIP code", () => {
    expect(result.icd10_codes).toEqual(["E11.9", "I10"]);
  });
});

describe("a slanted photo", () => {
  it("reads the same fields when every line drifts 4° across the page", () => {
    const slanted: Recognition = {
      ...BILL,
      words: BILL.words.map((w) => ({ ...w, top: w.top + 0.06 * (w.left + w.width / 2) })),
    };
    const straight = extractDocument(BILL);
    expect(estimateShear(slanted.words)).toBeCloseTo(0.06, 2);
    expect(estimateShear(BILL.words)).toBe(0);
    expect(extractDocument(slanted)).toEqual(straight);
  });
});

describe("extractDocument on an EOB", () => {
  const eob = page([
    "Pinecrest Mutual Insurance",
    "EXPLANATION OF BENEFITS - THIS IS NOT A BILL",
    [
      ["Claim #: PMI-1182", 0.06],
      ["Processed On: 2025-03-28", 0.5],
    ],
    [
      ["", 0.06],
      ["Amount", 0.4],
      ["Amount", 0.55],
      ["Plan", 0.7],
    ],
    [
      ["Service Date", 0.06],
      ["Code", 0.25],
      ["Billed", 0.4],
      ["Allowed", 0.55],
      ["Paid", 0.7],
      ["You Owe", 0.85],
    ],
    [
      ["03/02/2025", 0.06],
      ["99284", 0.25],
      ["$1,420.00", 0.4],
      ["$612.30", 0.55],
      ["$489.84", 0.7],
      ["$122.46", 0.85],
    ],
    [
      ["03/02/2025", 0.06],
      ["96374", 0.25],
      ["$312.00", 0.4],
      ["$118.75", 0.55],
      ["$95.00", 0.7],
      ["$23.75", 0.85],
    ],
    [
      ["Totals", 0.06],
      ["$1,732.00", 0.4],
      ["$731.05", 0.55],
      ["$584.84", 0.7],
      ["$146.21", 0.85],
    ],
  ]);

  it("reads two-line column headers and the totals row", () => {
    const result = extractDocument(eob);
    expect(result.document_type).toBe("eob");
    expect(result.fields).toMatchObject({
      related_medical_bill: null,
      insurance_company: "Pinecrest Mutual Insurance",
      claim_number: "PMI-1182",
      processed_date: "2025-03-28",
      service_date: "2025-03-02",
      total_billed: 1732,
      total_allowed: 731.05,
      total_paid: 584.84,
    });
    expect(
      result.line_items.map((i) => [i.cpt_code, i.billed_amount, i.allowed_amount, i.paid_amount]),
    ).toEqual([
      ["99284", 1420, 612.3, 489.84],
      ["96374", 312, 118.75, 95],
    ]);
  });
});
