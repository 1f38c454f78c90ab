// Labels, values and tables of the fifth development set's layouts (issue 17, "Reading that
// generalises"): each case is a general rule and fails without it.
import { describe, expect, it } from "vitest";
import type { DocumentType } from "../documents/types";
import { extractDocument } from "./extract";
import { eobTable, page } from "./test-page";

type Cell = [string, number];
const read = (type: DocumentType, ...lines: (string | Cell[])[]) => extractDocument(page(lines), type).fields;

describe("identifiers", () => {
  it("keep a letter prefix printed apart from digits in hyphenated groups", () => {
    expect(read("medical_bill", "Fernhill Walk-In Clinic", "Account No. FWC 41-20977")).toMatchObject({
      account_number: "FWC 41-20977",
    });
    expect(read("eob", "Lowland Community Health Plan", "Claim number: LCH 12-3304-71")).toMatchObject({
      claim_number: "LCH 12-3304-71",
    });
  });
});

describe("line-item columns", () => {
  it("reads a vision plan's 'Covered up to' column as the allowed amount", () => {
    const eob = eobTable(
      [
        ["Item", 0.06],
        ["Code", 0.38],
        ["Charged", 0.5],
        ["Covered up to", 0.63],
        ["Benefit paid", 0.81],
      ],
      [
        ["Eyeglass lenses", 0.06],
        ["V2100", 0.38],
        ["$140.00", 0.51],
        ["$80.00", 0.68],
        ["$70.00", 0.84],
      ],
    );
    expect(extractDocument(eob, "eob").line_items[0]).toMatchObject({
      cpt_code: "V2100",
      billed_amount: 140,
      allowed_amount: 80,
      paid_amount: 70,
    });
  });
});
