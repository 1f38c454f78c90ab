// An EOB's money columns told apart by what their amounts add up to (decision 094).
import { describe, expect, it } from "vitest";
import { extractDocument } from "./extract";
import { rolesByArithmetic } from "./table-arithmetic";
import { eobTable } from "./test-page";

describe("which amount is which, from the arithmetic of every line", () => {
  // Billed, allowed, copay, deductible, plan paid, your share.
  const lines = [
    [275, 168.2, 40, 0, 128.2, 40],
    [62, 18.45, 0, 0, 18.45, 0],
    [95, 21.3, 0, 0, 21.3, 0],
  ];

  it("finds the allowed amount the plan's payment and the member's share add up to", () => {
    expect(rolesByArithmetic(lines)).toEqual({ billed: 0, allowed: 1, paid: 4 });
  });

  it("takes the plan's payment for the column that pays more where it could trade places with the share", () => {
    const swapped = lines.map(([b, a, c, d, p, s]) => [b, a, c, d, s, p]);
    expect(rolesByArithmetic(swapped)).toEqual({ billed: 0, allowed: 1, paid: 5 });
  });

  it("keeps out a column its title says is a copay", () => {
    const copayFirst = [
      [200, 100, 80, 20],
      [150, 60, 20, 40],
    ];
    expect(rolesByArithmetic(copayFirst)).toEqual({ billed: 0, allowed: 1, paid: 2 });
    expect(rolesByArithmetic(copayFirst, new Set([2]))).toEqual({ billed: 0, allowed: 1, paid: 3 });
  });

  it("reads a vision plan's lines, where the member owes all the plan does not pay", () => {
    expect(
      rolesByArithmetic([
        [185, 95, 85, 100],
        [289, 150, 150, 139],
        [110, 0, 0, 110],
      ]),
    ).toEqual({ billed: 0, allowed: 1, paid: 2 });
  });

  it("says nothing when the lines do not add up, or differ in length", () => {
    expect(rolesByArithmetic([[100, 80, 33, 7]])).toBeNull();
    expect(
      rolesByArithmetic([
        [100, 80, 60, 20],
        [50, 40],
      ]),
    ).toBeNull();
    expect(rolesByArithmetic([[100, 80]])).toBeNull();
  });
});

it("reads an EOB's lines whose payer titles OCR ran together into one cell", () => {
  const read = extractDocument(
    eobTable(
      [
        ["Service", 0.07],
        ["Code", 0.33],
        ["Provider Chargdpproved Amount Paid by Plan Your Cost", 0.4],
      ],
      [
        ["Specialist visit", 0.07],
        ["99214", 0.33],
        ["$295.00", 0.48],
        ["$131.47", 0.61],
        ["$91.47", 0.74],
        ["$40.00", 0.82],
      ],
      [
        ["Echocardiogram", 0.07],
        ["93306", 0.33],
        ["$870.00", 0.48],
        ["$312.20", 0.61],
        ["$312.20", 0.73],
        ["$0.00", 0.83],
      ],
    ),
    "eob",
  );
  expect(read.line_items.map((i) => [i.billed_amount, i.allowed_amount, i.paid_amount])).toEqual([
    [295, 131.47, 91.47],
    [870, 312.2, 312.2],
  ]);
  expect([read.fields.total_allowed, read.fields.total_paid]).toEqual([443.67, 403.67]);
});
