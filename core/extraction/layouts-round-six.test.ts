// Layouts of the sixth and seventh development sets (issue 17, decision 086): each case is a
// general rule and fails without it. Every name and number here is invented.
import { describe, expect, it } from "vitest";
import type { DocumentType } from "../documents/types";
import { extractDocument } from "./extract";
import { page } from "./test-page";

type Cell = [string, number];
const doc = (type: DocumentType, ...lines: (string | Cell[])[]) => extractDocument(page(lines), type);
const read = (type: DocumentType, ...lines: (string | Cell[])[]) => doc(type, ...lines).fields;
const pair = (...cells: string[]): Cell[] => cells.map((text, i) => [text, [0.06, 0.3, 0.55, 0.75][i]]);

describe("a claim printed as one labelled block per service", () => {
  const blocks = doc(
    "eob",
    "Larchmont Health Cooperative",
    pair("Claim", "77-1020-3344", "Processed", "4 Mar 2025"),
    "Service 1 of 2: Office visit",
    pair("Date of service", "20 Feb 2025", "Billed", "$200.00"),
    pair("Procedure", "99213", "Approved", "$110.00"),
    pair("Units", "1", "Paid by plan", "$88.00"),
    pair("Your share", "$22.00"),
    "Service 2 of 2: Allergy testing",
    pair("Date of service", "20 Feb 2025", "Billed", "$150.00"),
    pair("Procedure", "95004", "Approved", "$60.00"),
    pair("Units", "10", "Paid by plan", "$48.00"),
    pair("Your share", "$12.00"),
  );

  it("reads each block's code, date, units and amounts by their labels", () => {
    expect(doc("eob").line_items).toEqual([]);
    expect(blocks.line_items).toEqual([
      expect.objectContaining({
        cpt_code: "99213",
        service_date: "2025-02-20",
        units: 1,
        billed_amount: 200,
      }),
      expect.objectContaining({ cpt_code: "95004", units: 10, allowed_amount: 60, paid_amount: 48 }),
    ]);
  });

  it("takes no total from a block's own 'Paid by plan'", () => {
    expect(blocks.fields).toMatchObject({ total_billed: 350, total_allowed: 170, total_paid: 136 });
  });
});

describe("an EOB written as a letter", () => {
  const letter = doc(
    "eob",
    "Juniper Bay Health Insurance",
    "We processed claim number JB-4410-02 on May 9, 2025 for the care you received from",
    "Alder Street Podiatry on April 22, 2025. We paid $96.00 to Alder Street Podiatry.",
    "The claim included these services:",
    "a new-patient visit (99203), billed at $180.00; allowed $95.00; we paid",
    "$76.00.",
    "a nail debridement (11720), billed at $60.00; allowed $25.00; we paid $20.00.",
  );

  it("reads a service described in a sentence, the amounts each after its word", () => {
    expect(letter.line_items).toEqual([
      expect.objectContaining({ cpt_code: "99203", billed_amount: 180, allowed_amount: 95, paid_amount: 76 }),
      expect.objectContaining({ cpt_code: "11720", billed_amount: 60, allowed_amount: 25, paid_amount: 20 }),
    ]);
  });

  it("reads the processed and service dates from the sentence", () => {
    expect(letter.fields).toMatchObject({ processed_date: "2025-05-09", service_date: "2025-04-22" });
    expect(
      read("eob", "Juniper Bay Health Insurance", "for care Rosa received on June 3, 2025."),
    ).toMatchObject({
      service_date: "2025-06-03",
    });
  });
});

describe("EOB layouts", () => {
  it("reads only the first claim of an EOB that numbers its claims", () => {
    const header: Cell[] = [
      ["Code", 0.06],
      ["Service", 0.2],
      ["Billed", 0.5],
      ["Allowed", 0.65],
      ["Paid", 0.8],
    ];
    const row = (code: string, billed: string): Cell[] => [
      [code, 0.06],
      ["Visit", 0.2],
      [billed, 0.5],
      ["50.00", 0.65],
      ["40.00", 0.8],
    ];
    const eob = doc(
      "eob",
      "Tamsin Health Plan",
      "Claim 1 of 2",
      header,
      row("99213", "120.00"),
      "Claim 2 of 2",
      header,
      row("99214", "160.00"),
    );
    expect(eob.line_items.map((i) => i.cpt_code)).toEqual(["99213"]);
    expect(eob.fields.total_billed).toBe(120);
  });

  it("reads a label OCR printed a speck before", () => {
    expect(
      read(
        "eob",
        "Tamsin Health Plan",
        [
          ["“Claim number", 0.06],
          ["Patient", 0.4],
          ["Processed", 0.7],
        ],
        [
          ["TH-5520-01", 0.06],
          ["Ada Brook", 0.4],
          ["Aug 5, 2025", 0.7],
        ],
      ),
    ).toMatchObject({ claim_number: "TH-5520-01" });
  });

  it("names the payer from the footer when the top names none, never a lone 'Plan'", () => {
    const lines: (string | Cell[])[] = [
      "Eyewear Benefit Summary",
      [
        ["Plan", 0.5],
        ["Plan", 0.62],
      ],
    ];
    for (let i = 0; i < 36; i++) lines.push(" ");
    lines.push([
      ["Wildrose Vision Plan", 0.06],
      ["1-855-555-0190", 0.5],
    ]);
    expect(read("eob", ...lines).insurance_company).toBe("Wildrose Vision Plan");
  });
});

describe("bills", () => {
  it("dates a statement by the date in its own cell beside the letterhead", () => {
    expect(
      read("medical_bill", "Quietwater Therapy Group", [
        ["Ana Ruiz, LCSW", 0.06],
        ["Tax ID 11-2233445", 0.4],
        ["May 1, 2025", 0.75],
      ]),
    ).toMatchObject({ bill_date: "2025-05-01" });
  });

  it("reads 'Amount due by' as the due date and a letter's 'Please pay $X by <date>'", () => {
    expect(
      read("medical_bill", "Kettle Anesthesia", [
        ["Amount due by", 0.5],
        ["07/15/2025", 0.75],
      ]),
    ).toMatchObject({
      due_date: "2025-07-15",
    });
    expect(
      read("medical_bill", "Kettle Clinic", "Please pay $40.00 by August 1, 2025. Thank you."),
    ).toMatchObject({
      due_date: "2025-08-01",
    });
  });

  it("never takes a price with a thousands separator for the quantity", () => {
    const bill = doc(
      "medical_bill",
      "Kettle Valley Hospital",
      [
        ["Description", 0.06],
        ["CPT", 0.4],
        ["Qty", 0.5],
        ["Unit price", 0.57],
        ["Total", 0.8],
      ],
      [
        ["ER visit", 0.06],
        ["99285", 0.4],
        ["3", 0.5],
        ["2,100.00", 0.58],
        ["2,100.00", 0.8],
      ],
    );
    expect(bill.line_items[0]).toMatchObject({ cpt_code: "99285", units: 1, billed_amount: 2100 });
  });
});
