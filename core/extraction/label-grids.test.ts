// Labels of the fifth development round: titles printed as a row over a row of values (each read
// under its title) and a card's member ID labels. Each case fails without its label.
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

it("reads a card's member ID after a subscriber, beneficiary or recipient number label", () => {
  for (const line of [
    "Subscriber #: XQH 4412 0098",
    "Beneficiary No. XQH44120098",
    "Recipient no XQH44120098",
  ])
    expect(
      extractDocument(
        page(["Acme Health Plan", "PPO", line, "Group: 40917", "RxBIN 610555"]),
        "insurance_card_front",
      ).fields,
    ).toMatchObject({ member_id: "XQH44120098" });
});
