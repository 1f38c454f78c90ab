// Layouts of the thirty-first development round (issue 17, decision 105). Each case fails without the
// rule it names.
import { describe, expect, it } from "vitest";
import { extractDocument } from "./extract";
import { page } from "./test-page";

const therapyRow = (date: string, code: string, charge: string): [string, number][] => [
  [date, 0.07],
  [code, 0.23],
  ["Therapeutic exercise, each 15 min", 0.31],
  ["1", 0.66],
  [charge, 0.86],
];

describe("a faxed therapy statement", () => {
  const items = () =>
    extractDocument(
      page([
        "Summit Reach Physical Therapy",
        "STATEMENT",
        [
          ["Visit date", 0.07],
          ["CPT", 0.23],
          ["Service", 0.31],
          ["Units", 0.64],
          ["Charge", 0.86],
        ],
        therapyRow("10/20/2025", "97110", "68.00"),
        therapyRow("10/23/2025", "97140", "17.9.00"),
        therapyRow("10/27/2025", "97530", "74.00"),
        "Total charges 214.00",
      ]),
      "medical_bill",
    ).line_items;

  it("keeps a row whose charge OCR garbled, so the rows after it stay in place", () => {
    expect(items().map((i) => [i.cpt_code, i.billed_amount])).toEqual([
      ["97110", 68],
      ["97140", null],
      ["97530", 74],
    ]);
    expect(items()[1].description).toBe("Therapeutic exercise, each 15 min");
  });
});
