// Layouts of the twenty-second development round (issue 17, decision 096): a counseling group's
// statement whose two-line header sets the plan's payment beside what the client paid. Spec 000 §3
// gives a bill's lines a paid amount: it is the plan's, never the client's copay. Each case fails
// without the rule it names.
import { describe, expect, it } from "vitest";
import { extractDocument } from "./extract";
import { page } from "./test-page";

describe("a bill's line payments", () => {
  it("are the insurance's column, not what the client paid beside it", () => {
    const bill = extractDocument(
      page([
        "Stillwater Counseling Group",
        "Monthly Statement",
        [
          ["Insurance", 0.62],
          ["Client", 0.8],
        ],
        [
          ["Date of Service", 0.06],
          ["CPT", 0.2],
          ["Service", 0.28],
          ["Fee", 0.5],
          ["Paid", 0.64],
          ["Paid", 0.82],
        ],
        [
          ["09/03/2026", 0.06],
          ["90837", 0.2],
          ["Psychotherapy, 60 min", 0.28],
          ["185.00", 0.5],
          ["111.00", 0.64],
          ["20.00", 0.82],
        ],
      ]),
      "medical_bill",
    );
    expect(bill.line_items.map((i) => [i.cpt_code, i.billed_amount, i.paid_amount])).toEqual([
      ["90837", 185, 111],
    ]);
  });

  it("are never the guarantor's or 'You paid' column", () => {
    for (const title of ["Guarantor Paid", "You Paid"]) {
      const bill = extractDocument(
        page([
          "Foxhollow Orthopedic Associates",
          "PATIENT STATEMENT",
          [
            ["Date", 0.06],
            ["Code", 0.18],
            ["Description", 0.28],
            ["Charges", 0.55],
            [title, 0.7],
            ["Balance", 0.86],
          ],
          [
            ["08/03/26", 0.06],
            ["99204", 0.18],
            ["New patient office visit", 0.28],
            ["385.00", 0.55],
            ["40.00", 0.7],
            ["345.00", 0.86],
          ],
        ]),
        "medical_bill",
      );
      expect(bill.line_items.map((i) => [i.billed_amount, i.paid_amount])).toEqual([[385, null]]);
    }
  });
});
