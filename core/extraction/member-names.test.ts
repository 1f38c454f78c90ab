// A patient's or member's name printed beside another word on its line (issue 17): the name ends
// where a number or another field's word starts, and a relationship in parentheses is no part of it.
import { expect, it } from "vitest";
import { extractDocument } from "./extract";
import { page } from "./test-page";

const eob = (row: string) =>
  extractDocument(page(["Summit Health Plan", "EXPLANATION OF BENEFITS", row]), "eob").fields.patient_name;
const card = (row: string) =>
  extractDocument(page(["Larchmont Mutual Health PPO", row, "Group No. 00481"]), "insurance_card_front")
    .fields.member_name;

it.each<[string, string, string]>([
  ["followed by the relationship", "Patient: Anneliese Fairweather (self)", "Anneliese Fairweather"],
  ["followed by the date of birth", "Patient: JANE DOE DOB 01/02/1980", "JANE DOE"],
  ["followed by the member ID", "Member: Ana Ruiz ID 4471 0982", "Ana Ruiz"],
])("an EOB's patient %s", (_, row, expected) => {
  expect(eob(row)).toBe(expected);
});

it("a card's dependent number after the name is no part of it", () => {
  expect(card("Member Tomas Etxeberria (02)")).toBe("Tomas Etxeberria");
});

it("an address is no name", () => {
  expect(eob("Patient: 12 Birch Street")).toBeNull();
});

it("a department after 'Patient' with its address is no name; the labelled patient is", () => {
  const fields = extractDocument(
    page([
      "St. Brendan Regional Hospital",
      "Patient Financial Services - 800 Cathedral Ave",
      "Patient Name: Marisol Quintero",
    ]),
    "medical_bill",
  ).fields;
  expect(fields.patient_name).toBe("Marisol Quintero");
});

it.each<[string, [string, number][], [string, number][], string]>([
  [
    "label and value pairs in capitals",
    [
      ["EMPLOYEE", 0.05],
      ["ANTOINE DUBOIS", 0.14],
      ["PATIENT", 0.35],
      ["ELISE DUBOIS", 0.42],
    ],
    [
      ["CLAIM", 0.05],
      ["GF-88201557-02", 0.14],
      ["REPLACES GF-88201557-01", 0.35],
    ],
    "ELISE DUBOIS",
  ],
  [
    "labels with colons over more labels with colons",
    [
      ["Patient:", 0.07],
      ["Colm Riordan (dependent)", 0.21],
      ["Provider:", 0.52],
      ["Northside Urgent Care", 0.64],
    ],
    [
      ["Claim ID:", 0.07],
      ["IWHF-24-7718350", 0.21],
      ["Network:", 0.52],
      ["In network", 0.64],
    ],
    "Colm Riordan",
  ],
])("a line of %s is no row of column titles", (_, line, below, expected) => {
  const fields = extractDocument(
    page(["Ironbridge Workers' Health Fund", "EXPLANATION OF BENEFITS", line, below]),
    "eob",
  ).fields;
  expect(fields.patient_name).toBe(expected);
});
