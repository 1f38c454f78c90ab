// Layouts of the thirteenth and fourteenth development sets (issue 17, decision 092): each case is
// a general rule and fails without it. Every name and number here is invented.
import { describe, expect, it } from "vitest";
import type { DocumentType } from "../documents/types";
import { extractDocument } from "./extract";
import { page } from "./test-page";

type Cell = [string, number];
const read = (type: DocumentType, ...lines: (string | Cell[])[]) => extractDocument(page(lines), type);

describe("a lab's invoice that numbers its own tests", () => {
  it("takes each line's code from the CPT column, not the lab's test number before it", () => {
    const row = (test: string, name: string, code: string, charge: string): Cell[] => [
      [test, 0.065],
      [name, 0.163],
      [code, 0.539],
      ["1", 0.678],
      [charge, 0.88],
    ];
    const items = read(
      "medical_bill",
      "Sorrelwick Reference Laboratories LABORATORY INVOICE",
      [
        ["Test No.", 0.065],
        ["Procedure Description", 0.163],
        ["CPT Code", 0.539],
        ["Units", 0.65],
        ["Charge", 0.874],
      ],
      row("10231", "Comprehensive Metabolic Panel", "80053", "148.00"),
      row("10456", "CBC With Differential", "85025", "64.00"),
    ).line_items;
    expect(items.map((i) => [i.cpt_code, i.billed_amount])).toEqual([
      ["80053", 148],
      ["85025", 64],
    ]);
  });
});

describe("a receipt that prints each item's quantity and amount on a line of their own", () => {
  it("reads the code and description, then 'QTY n' and the amount under them", () => {
    const items = read(
      "medical_bill",
      "BRAMBLEGATE URGENT CARE",
      "PATIENT RECEIPT",
      [
        ["CODE", 0.09],
        ["DESCRIPTION", 0.181],
        ["AMOUNT", 0.825],
      ],
      [["99203 Office visit, new, low", 0.088]],
      [
        ["QTY 1", 0.16],
        ["215.00", 0.825],
      ],
      [["87804 Influenza antigen, rapid", 0.079]],
      [
        ["QTY 2", 0.154],
        ["76.00", 0.837],
      ],
      [
        ["TOTAL CHARGES", 0.072],
        ["291.00", 0.82],
      ],
    ).line_items;
    expect(items.map((i) => [i.cpt_code, i.units, i.billed_amount])).toEqual([
      ["99203", 1, 215],
      ["87804", 2, 76],
    ]);
  });
});

describe("an EOB's payer", () => {
  it("is never the heading beside a wordmark's kind word, nor a label found before any wordmark", () => {
    const named = read(
      "eob",
      [
        ["Kestrel Ridge", 0.118],
        ["EXPLANATION OF BENEFITS", 0.667],
      ],
      [
        ["Health Plan", 0.118],
        ["THIS IS NOT A BILL", 0.822],
      ],
      [
        ["Claim Number", 0.556],
        ["KR26-0811-004417", 0.813],
      ],
    ).fields;
    expect(named.insurance_company).toBe("Kestrel Ridge Health Plan");
    const unnamed = read(
      "eob",
      "EXPLANSTION OF BENEFITS",
      [
        ["Claim Number", 0.11],
        ["TH7730014582", 0.39],
        ["MEMBER RESPONSIBILITY", 0.561],
      ],
      [
        ["Date Processed", 0.11],
        ["11/10/2026", 0.419],
        ["Total you may owe", 0.559],
        ["$129.52", 0.846],
      ],
    ).fields;
    expect(unnamed.insurance_company).toBeNull();
  });
});

describe("a good-faith estimate", () => {
  it("is titled by its heading, not by a label beside its value ('Scheduled service date  11/16/2026')", () => {
    const fields = read(
      "other",
      "Wyncote Surgical Associates",
      "3100 Beechmont Parkway, Suite 210, Wyncote Hills, GA 30399",
      [["Good Faith Estimate", 0.34]],
      [["for health care items and services (uninsured or self-pay patient)", 0.29]],
      [
        ["Patient", 0.065],
        ["Bertrand Olusegun", 0.366],
        ["Scheduled service date", 0.539],
        ["11/16/2026", 0.861],
      ],
    ).fields;
    expect(fields).toMatchObject({
      title: "Good Faith Estimate",
      organization: "Wyncote Surgical Associates",
    });
  });
});
