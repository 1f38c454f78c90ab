// Labels printed so close together that OCR reads them as one cell, each over its own value (a
// statement's header box, issue 17 fourth round); a table's column titles are no such row.
import { expect, it } from "vitest";
import { extractDocument } from "./extract";
import { page } from "./test-page";

it("reads each value under its own label when the labels ran into one cell", () => {
  const fields = extractDocument(
    page([
      "Lakeshore Surgery Center",
      "PATIENT STATEMENT",
      [["Statement Date Account No.", 0.06]],
      [
        ["05/01/2025", 0.06],
        ["A-12345", 0.19],
      ],
    ]),
    "medical_bill",
  ).fields;
  expect([fields.bill_date, fields.account_number]).toEqual(["2025-05-01", "A-12345"]);
});

it("a table's column titles that are also labels give no value from the first row", () => {
  const fields = extractDocument(
    page([
      "Silverline Medicare Advantage Plan",
      "Summary of your claims - this is not a bill",
      [
        ["Service Date", 0.08],
        ["Billing Code", 0.21],
        ["Amount Charged Medicare Approved", 0.35],
        ["Plan Paid", 0.69],
      ],
      [
        ["Jan 14, 2026", 0.08],
        ["99215", 0.21],
        ["$260.00", 0.42],
        ["$148.30", 0.58],
        ["$118.64", 0.7],
      ],
      [
        ["Jan 14, 2026", 0.08],
        ["93000", 0.21],
        ["$55.00", 0.43],
        ["$16.90", 0.59],
        ["$13.52", 0.72],
      ],
      [
        ["Total", 0.08],
        ["$315.00", 0.42],
        ["$165.20", 0.57],
        ["$132.16", 0.7],
      ],
    ]),
    "eob",
  ).fields;
  expect([fields.total_billed, fields.total_allowed]).toEqual([315, 165.2]);
});
