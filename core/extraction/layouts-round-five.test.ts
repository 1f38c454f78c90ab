// Labels, values and tables of the fifth development set's layouts (issue 17, "Reading that
// generalises"): each case is a general rule and fails without it.
import { describe, expect, it } from "vitest";
import type { DocumentType } from "../documents/types";
import { extractDocument } from "./extract";
import { page } from "./test-page";

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
