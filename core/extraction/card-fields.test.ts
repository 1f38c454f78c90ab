// Insurance card fields laid out unlike the first fixtures (issue 17, third development round): a
// household card's 'Dependents' column, a group code of capitals, the pharmacy manager printed in
// other words, and a web address the card introduces. Each case fails without its rule.
import { expect, it } from "vitest";
import { extractDocument } from "./extract";
import { page } from "./test-page";

type Row = string | [text: string, left: number][];
const front = (...rows: Row[]) => extractDocument(page(rows), "insurance_card_front").fields;
const back = (...rows: Row[]) => extractDocument(page(rows), "insurance_card_back").fields;

it("the subscriber is the name under 'Subscriber', not the 'Dependents' title beside it", () => {
  const fields = front(
    "Osprey Coast Health EPO",
    [
      ["Subscriber", 0.05],
      ["Dependents", 0.58],
    ],
    [
      ["RAFAEL ACHEBE-MORROW", 0.05],
      ["01 DANIELA ACHEBE-MORROW", 0.58],
    ],
  );
  expect(fields.member_name).toBe("RAFAEL ACHEBE-MORROW");
});

it("a group code of capitals joined by a hyphen", () => {
  const fields = front(
    "RIVERBEND CARES HMO",
    [
      ["Member ID", 0.05],
      ["Group", 0.41],
    ],
    [
      ["RBC0045120877", 0.05],
      ["MCD-STAR", 0.41],
    ],
  );
  expect(fields.group_number).toBe("MCD-STAR");
});

it.each<[string, Row[], string]>([
  ["Pharmacy help:", ["Pharmacy help: Tidewell Rx 1-800-555-0153"], "Tidewell Rx 1-800-555-0153"],
  [
    "a name in parentheses, its phone in the next cell",
    [
      [
        ["Pharmacy (Brookfield Rx)", 0.05],
        ["1-877-555-0168", 0.5],
      ],
    ],
    "Brookfield Rx 1-877-555-0168",
  ],
  [
    "Rx questions (below)",
    [[["Rx questions", 0.05]], [["MesaScript 1-866-555-0110", 0.05]]],
    "MesaScript 1-866-555-0110",
  ],
])("pharmacy benefits: %s", (_, rows, expected) => {
  expect(back("Member Services 1-800-555-0151", ...rows).pharmacy_benefits).toBe(expected);
});

it.each<[string, string]>([
  ["www.ospreycoasthealth.example", "www.ospreycoasthealth.example"],
  ["Online quarryhillcoop.example", "quarryhillcoop.example"],
  ["Visit sagebrushhealth.example to find a doctor.", "sagebrushhealth.example"],
])("web address: %s", (row, expected) => {
  expect(back("Member Services 1-800-555-0151", row).website).toBe(expected);
});
