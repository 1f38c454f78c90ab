// More spellings of a statement's due date and an EOB's processed date (issue 17, fourth round):
// the payment stub's bare 'Due', 'Payment due by', 'Date due', and a payer's adjudicated, finalized,
// paid or check date, and what payers call the EOB itself. Each case fails without its label.
import { describe, expect, it } from "vitest";
import { classifyDocument } from "../classification/classify";
import { extractDocument } from "./extract";
import { page } from "./test-page";

type Row = string | [text: string, left: number][];

const bill = (...rows: Row[]) =>
  extractDocument(page(["Harborline Regional Hospital", "PATIENT STATEMENT", ...rows]), "medical_bill")
    .fields;
const eob = (...rows: Row[]) =>
  extractDocument(page(["Summit Health Plan", "EXPLANATION OF BENEFITS", ...rows]), "eob").fields;

describe("due date", () => {
  it.each<[string, Row[], string]>([
    [
      "a bare 'Due' over the date on the stub",
      [
        [
          ["Due", 0.5],
          ["Pay This Amount", 0.7],
        ],
        [
          ["04/13/2025", 0.5],
          ["$662.50", 0.7],
        ],
      ],
      "2025-04-13",
    ],
    ["Date due", ["Date due: 06/30/2025"], "2025-06-30"],
  ])("%s", (_, rows, expected) => {
    expect(bill(...rows).due_date).toBe(expected);
  });

  it("'Amount Due' and 'Balance Due' stay amounts, not the due date", () => {
    const fields = bill("Amount Due $662.50", "Balance Due $662.50");
    expect([fields.due_date, fields.amount_due]).toEqual([null, 662.5]);
  });
});

describe("processed date", () => {
  it.each<[string, string, string]>([
    ["Date adjudicated", "Date adjudicated: 03/11/2025", "2025-03-11"],
    ["Finalized", "Finalized 03/11/2025", "2025-03-11"],
    ["Date paid", "Date paid 03/11/2025", "2025-03-11"],
    ["Check date", "Check date: 03/11/2025", "2025-03-11"],
  ])("%s", (_, row, expected) => {
    expect(eob(row).processed_date).toBe(expected);
  });
});

it("an 'Explanation of Payment' is an EOB", () => {
  expect(
    classifyDocument(
      `Summit Health Plan EXPLANATION OF PAYMENT Member: Ana Ruiz Provider: Westside Clinic
       Service Date 02/03/2025 Code 99213 Billed $150.00 Paid $72.00`,
    ).document_type,
  ).toBe("eob");
});

describe("an EOB that dates itself without a processed label", () => {
  it("reads a bare 'Date:'", () => {
    expect(eob("Date: 03/11/2025", "Member: Ana Ruiz").processed_date).toBe("2025-03-11");
  });

  it("reads the date printed alone at the top, as a letter dates itself", () => {
    expect(eob("September 2, 2025", "Member: Ana Ruiz").processed_date).toBe("2025-09-02");
  });

  it("never takes a 'Date' column's first row for it", () => {
    const fields = extractDocument(
      page([
        "Summit Health Plan",
        "EXPLANATION OF BENEFITS",
        "Processed on 03/20/2025",
        [
          ["Date", 0.06],
          ["Code", 0.2],
          ["Billed", 0.5],
          ["Paid", 0.7],
        ],
        [
          ["03/02/2025", 0.06],
          ["99213", 0.2],
          ["$140.00", 0.5],
          ["$80.00", 0.7],
        ],
      ]),
      "eob",
    ).fields;
    expect(fields.processed_date).toBe("2025-03-20");
  });
});

it("a statement dated only by a bare 'Date:' has that statement date", () => {
  expect(bill("Date: 05/02/2025", "Account No. A-99120").bill_date).toBe("2025-05-02");
});

it.each<[string, string, string]>([
  ["Amount due by", "Amount due by 04/01/2025", "2025-04-01"],
  ["Remit payment by", "Remit payment by 04/01/2025", "2025-04-01"],
  ["Please pay in full by", "Please pay in full by April 1, 2025", "2025-04-01"],
])("due date: %s", (_, row, expected) => {
  expect(bill(row).due_date).toBe(expected);
});

it.each<[string, string, string]>([
  ["Date mailed", "Date mailed 03/11/2025", "2025-03-11"],
  ["Print date", "Print date 03/11/2025", "2025-03-11"],
])("processed date: %s", (_, row, expected) => {
  expect(eob(row, "Claim Number: SHP-1102").processed_date).toBe(expected);
});

it("a statement's mail date or closing date is its statement date", () => {
  expect(bill("Mail date 05/02/2025").bill_date).toBe("2025-05-02");
  expect(bill("Statement closing date 05/02/2025").bill_date).toBe("2025-05-02");
});
