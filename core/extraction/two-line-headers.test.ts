// A column header printed on two lines where only some titles wrap ('Billed  Plan      Plan  Member'
// over '        Approved  Paid  Pays'): the titles with nothing under them are columns too (decision 090).
// Also: a ZIP code printed beside the table is no procedure code.
import { describe, expect, it } from "vitest";
import { extractDocument } from "./extract";
import { eobTable, page } from "./test-page";

describe("a two-line column header", () => {
  it("keeps the upper line's titles that have nothing under them, so no amount slides a column", () => {
    const read = extractDocument(
      page([
        "Prairie Plains Community Care",
        "Notice of Claims Processed - this is not a bill",
        [
          ["Code", 0.06],
          ["Service", 0.16],
          ["Billed", 0.5],
          ["Plan", 0.62],
          ["Plan", 0.74],
          ["Member", 0.86],
        ],
        [
          ["Approved", 0.62],
          ["Paid", 0.74],
          ["Pays", 0.86],
        ],
        [
          ["99392", 0.06],
          ["Well child visit", 0.16],
          ["210.00", 0.5],
          ["98.50", 0.62],
          ["98.50", 0.74],
          ["0.00", 0.86],
        ],
      ]),
      "eob",
    );
    expect(read.line_items).toEqual([
      expect.objectContaining({
        cpt_code: "99392",
        billed_amount: 210,
        allowed_amount: 98.5,
        paid_amount: 98.5,
      }),
    ]);
  });

  it("still reads one title under a header as a description wrapped onto the next row", () => {
    const read = extractDocument(
      eobTable(
        [
          ["Code", 0.06],
          ["Description", 0.2],
          ["Billed", 0.6],
          ["Paid", 0.75],
        ],
        [
          ["27447", 0.06],
          ["Total knee arthroplasty", 0.2],
          ["38,650.00", 0.6],
          ["30,920.00", 0.75],
        ],
        [["with patella resurfacing", 0.2]],
      ),
      "eob",
    );
    expect(read.line_items[0].description).toBe("Total knee arthroplasty with patella resurfacing");
  });
});

describe("a ZIP code beside a statement's table", () => {
  it("is never a procedure code, while a clinician's credential before a code is no state", () => {
    const read = extractDocument(
      page([
        "Cedar Hollow Medical Associates",
        "PATIENT STATEMENT",
        [
          ["Date", 0.06],
          ["Code", 0.2],
          ["Description", 0.32],
          ["Charges", 0.8],
        ],
        "Ashby Crossing, NC 27999 06/15/26 $115.38",
        [
          ["04/14/26", 0.01],
          ["K. Osei, MD", 0.09],
          ["99214", 0.2],
          ["Office visit", 0.32],
          ["285.00", 0.8],
        ],
      ]),
      "medical_bill",
    );
    expect(read.line_items.map((i) => [i.cpt_code, i.billed_amount])).toEqual([["99214", 285]]);
  });
});
