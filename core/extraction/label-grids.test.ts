// Labels printed as a row of titles over a row of values (the fifth development set's survey):
// each label is read under its title, and each case fails without its label.
import { expect, it } from "vitest";
import type { DocumentType } from "../documents/types";
import { extractDocument } from "./extract";
import { page } from "./test-page";

const grid = (type: DocumentType, titles: string[], values: string[]) => {
  const row = (texts: string[]) => texts.map((text, i) => [text, 0.06 + i * 0.3] as [string, number]);
  return extractDocument(page(["Maple Court Clinic", "PATIENT STATEMENT", row(titles), row(values)]), type)
    .fields;
};

it("reads 'Statement prepared' and 'Balance due on or before' over their dates", () => {
  expect(
    grid(
      "medical_bill",
      ["Statement prepared", "Balance due on or before", "Account"],
      ["04/01/2025", "05/01/2025", "MC-1120"],
    ),
  ).toMatchObject({ bill_date: "2025-04-01", due_date: "2025-05-01", account_number: "MC-1120" });
});

it("reads a 'Claim control no.' over its number", () => {
  expect(
    grid("eob", ["Claim control no.", "Processed", "Patient"], ["CC-2231-09", "04/01/2025", "Ava Lund"]),
  ).toMatchObject({ claim_number: "CC-2231-09", processed_date: "2025-04-01" });
});
