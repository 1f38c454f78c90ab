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
