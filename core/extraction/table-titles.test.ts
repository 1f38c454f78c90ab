// Column titles of payers' tables in the second development set (issue 17, "Reading that
// generalises"): each case is a general rule of the table header and fails without it.
import { expect, it } from "vitest";
import { extractDocument } from "./extract";
import { page } from "./test-page";

type Row = [string, number][];

const eob = (header: Row, ...rows: Row[]) =>
  extractDocument(
    page(["Cobalt Health Plan", "Explanation of Benefits", "This is not a bill", header, ...rows]),
    "eob",
  );

it("reads a negotiated rate as allowed and never a discount or network savings", () => {
  const read = extractDocument(
    page([
      "Keel & Compass Health Plan",
      "Explanation of Benefits",
      [
        ["Negotiated", 0.46],
        ["Member", 0.9],
      ],
      [
        ["Code Description", 0.06],
        ["Qty", 0.33],
        ["Billed", 0.39],
        ["Rate", 0.5],
        ["Discount", 0.57],
        ["Network Savings", 0.66],
        ["Plan Paid Responsibility", 0.8],
      ],
      [
        ["72148", 0.06],
        ["MRI lumbar spine", 0.13],
        ["1", 0.34],
        ["$2,180.00", 0.39],
        ["$876.40", 0.5],
        ["$1,303.60", 0.57],
        ["$10.00", 0.68],
        ["$701.12", 0.8],
        ["$175.28", 0.92],
      ],
    ]),
    "eob",
  );
  expect(read.line_items).toEqual([
    expect.objectContaining({
      cpt_code: "72148",
      billed_amount: 2180,
      allowed_amount: 876.4,
      paid_amount: 701.12,
    }),
  ]);
});

it("reads a secondary payer's own payment, not the primary payer's, as paid", () => {
  const read = eob(
    [
      ["Proc/Mod", 0.06],
      ["Charges", 0.2],
      ["Paid", 0.33],
      ["Allowed", 0.5],
      ["Primary Paid", 0.65],
    ],
    [
      ["97161-GP", 0.06],
      ["$190.00", 0.2],
      ["$22.50", 0.33],
      ["$112.50", 0.5],
      ["$84.20", 0.66],
    ],
  );
  expect(read.line_items).toEqual([
    expect.objectContaining({
      cpt_code: "97161",
      billed_amount: 190,
      allowed_amount: 112.5,
      paid_amount: 22.5,
    }),
  ]);
});

it("reads 'Submitted', 'Contracted Amount' and the member's cost columns by their meaning", () => {
  const read = eob(
    [
      ["Code", 0.06],
      ["Submitted", 0.16],
      ["Contracted Amount", 0.3],
      ["Member Cost", 0.5],
      ["You Pay", 0.65],
      ["Plan Paid", 0.8],
    ],
    [
      ["99213", 0.06],
      ["$150.00", 0.16],
      ["$92.00", 0.32],
      ["$20.00", 0.5],
      ["$20.00", 0.65],
      ["$72.00", 0.8],
    ],
  );
  expect(read.line_items).toEqual([
    expect.objectContaining({ cpt_code: "99213", billed_amount: 150, allowed_amount: 92, paid_amount: 72 }),
  ]);
});

it("reads a bare 'Covered' column as allowed, beside 'Not Covered'", () => {
  const read = eob(
    [
      ["Code", 0.02],
      ["Billed", 0.12],
      ["Not Covered", 0.25],
      ["Covered", 0.4],
      ["Deductible", 0.52],
      ["Plan Paid", 0.8],
    ],
    [
      ["80053", 0.02],
      ["$100.00", 0.12],
      ["$0.00", 0.25],
      ["$40.00", 0.4],
      ["$0.00", 0.52],
      ["$32.00", 0.8],
    ],
  );
  expect(read.line_items).toEqual([
    expect.objectContaining({ cpt_code: "80053", billed_amount: 100, allowed_amount: 40, paid_amount: 32 }),
  ]);
});
