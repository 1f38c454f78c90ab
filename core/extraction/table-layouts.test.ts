// Line-item tables laid out unlike the first fixtures (issue 17's development set), their header
// rows: each case is a layout rule of the table reader and fails without it.
import { describe, expect, it } from "vitest";
import { extractDocument } from "./extract";
import { eobTable, page } from "./test-page";

const eob = (...table: Parameters<typeof eobTable>) => extractDocument(eobTable(...table), "eob");

describe("a header line printed tight above the table", () => {
  const read = extractDocument(
    page([
      "Evergreen Mutual Insurance",
      "Explanation of Benefits",
      [
        ["Claim Number: EMI-7730-1184", 0.06],
        ["Date Processed: 03/06/2026", 0.5],
      ],
      [
        ["Code", 0.06],
        ["Date", 0.15],
        ["Billed", 0.35],
        ["Paid by Plan", 0.5],
        ["Allowed", 0.7],
      ],
      [
        ["99213", 0.06],
        ["02/18/2026", 0.15],
        ["$145.00", 0.35],
        ["$76.88", 0.5],
        ["$96.10", 0.7],
      ],
    ]),
    "eob",
  );

  it("does not become part of the column titles under it", () => {
    expect(read.line_items).toEqual([
      expect.objectContaining({
        cpt_code: "99213",
        billed_amount: 145,
        paid_amount: 76.88,
        allowed_amount: 96.1,
      }),
    ]);
  });

  it("is read as the fields it prints", () => {
    expect(read.fields).toMatchObject({ claim_number: "EMI-7730-1184", processed_date: "2026-03-06" });
  });
});

describe("column titles OCR reads as one cell", () => {
  it("are split where each part is a title of its own", () => {
    const read = eob(
      [
        ["Code", 0.06],
        ["Amount Charged Medicare Approved", 0.3],
        ["Plan Paid", 0.7],
      ],
      [
        ["99215", 0.06],
        ["$260.00", 0.3],
        ["$148.30", 0.5],
        ["$118.64", 0.7],
      ],
    );
    expect(read.line_items[0]).toMatchObject({
      billed_amount: 260,
      allowed_amount: 148.3,
      paid_amount: 118.64,
    });
  });

  it("are split inside a word fused at a change of case ('IneligibleCovered')", () => {
    const read = eob(
      [
        ["Code", 0.06],
        ["Total Charges", 0.2],
        ["IneligibleCovered Amount", 0.35],
        ["Paid Amount", 0.6],
      ],
      [
        ["74177", 0.06],
        ["1,850.00", 0.2],
        ["937.60", 0.35],
        ["912.40", 0.47],
        ["672.40", 0.6],
      ],
    );
    expect(read.line_items[0]).toMatchObject({
      billed_amount: 1850,
      allowed_amount: 912.4,
      paid_amount: 672.4,
    });
  });

  it("are never found in a sentence printed between the table's rows", () => {
    const read = eob(
      [
        ["Code", 0.06],
        ["Billed", 0.2],
        ["Paid by Plan", 0.4],
        ["Allowed", 0.6],
      ],
      [
        ["99213", 0.06],
        ["$145.00", 0.2],
        ["$76.88", 0.4],
        ["$96.10", 0.6],
      ],
      [["Payments received after the statement date are not shown.", 0.06]],
      [
        ["87880", 0.06],
        ["$38.00", 0.2],
        ["$13.20", 0.4],
        ["$16.50", 0.6],
      ],
    );
    expect(read.line_items[1]).toMatchObject({ billed_amount: 38, paid_amount: 13.2, allowed_amount: 16.5 });
  });

  it("keep a two-word title whole: the 'Amount' of 'Allowed Amount' is no billed column", () => {
    const read = eob(
      [
        ["Code", 0.06],
        ["Billed", 0.2],
        ["Allowed Amount", 0.4],
        ["Paid", 0.65],
      ],
      [
        ["99213", 0.06],
        ["$145.00", 0.2],
        ["$96.10", 0.47],
        ["$76.88", 0.65],
      ],
    );
    expect(read.line_items[0]).toMatchObject({
      billed_amount: 145,
      allowed_amount: 96.1,
      paid_amount: 76.88,
    });
  });
});
