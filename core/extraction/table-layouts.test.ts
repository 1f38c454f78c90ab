// Line-item tables laid out unlike the first fixtures (issue 17's development set): each case is a
// layout rule of the table reader and fails without it.
import { describe, expect, it } from "vitest";
import { extractDocument } from "./extract";
import { page } from "./test-page";

type Row = [string, number][];

const eob = (header: Row, ...rows: Row[]) =>
  extractDocument(
    page(["Cobalt Health Plan", "Explanation of Benefits", "This is not a bill", header, ...rows]),
    "eob",
  );
const bill = (header: Row, ...rows: Row[]) =>
  extractDocument(
    page(["Brightwater Family Medicine", "PATIENT STATEMENT", header, ...rows]),
    "medical_bill",
  );

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

describe("columns in another order", () => {
  it("ignores an 'Ineligible' column instead of reading it as the allowed amount", () => {
    const read = eob(
      [
        ["Code", 0.06],
        ["Billed", 0.2],
        ["Covered Amount", 0.35],
        ["Ineligible", 0.55],
        ["Paid", 0.7],
      ],
      [
        ["74177", 0.06],
        ["1,850.00", 0.2],
        ["912.40", 0.35],
        ["937.60", 0.55],
        ["672.40", 0.7],
      ],
    );
    expect(read.line_items[0]).toMatchObject({
      billed_amount: 1850,
      allowed_amount: 912.4,
      paid_amount: 672.4,
    });
  });

  it("reads the service date printed after the code", () => {
    const read = bill(
      [
        ["Code", 0.06],
        ["Date of Service", 0.15],
        ["Description", 0.32],
        ["Charge", 0.7],
      ],
      [
        ["99244", 0.06],
        ["03/02/2026", 0.15],
        ["Consultation", 0.32],
        ["650.00", 0.7],
      ],
    );
    expect(read.line_items[0]).toMatchObject({
      cpt_code: "99244",
      service_date: "2026-03-02",
      billed_amount: 650,
    });
    expect(read.fields.service_date).toBe("2026-03-02");
  });
});

describe("the code printed after the description", () => {
  it("is read in parentheses, as Medicare's notices print it", () => {
    const read = eob(
      [
        ["Services Provided", 0.06],
        ["Amount Charged", 0.45],
        ["Medicare Approved", 0.6],
        ["Medicare Paid Provider", 0.77],
      ],
      [
        ["Office visit, established (99214)", 0.06],
        ["$210.00", 0.45],
        ["$131.20", 0.6],
        ["$104.96", 0.77],
      ],
    );
    expect(read.line_items).toEqual([
      expect.objectContaining({
        cpt_code: "99214",
        description: "Office visit, established",
        billed_amount: 210,
        allowed_amount: 131.2,
        paid_amount: 104.96,
      }),
    ]);
  });

  it("is read under the code column when the description comes first", () => {
    const read = bill(
      [
        ["Description", 0.06],
        ["CPT", 0.35],
        ["Date", 0.45],
        ["Charges", 0.7],
      ],
      [
        ["Chest x-ray, 2 views", 0.06],
        ["71046", 0.35],
        ["01/30/2026", 0.45],
        ["386.00", 0.7],
      ],
      // A ZIP code outside the code column is no procedure code.
      [
        ["Springfield, IL 62704", 0.06],
        ["$386.00", 0.7],
      ],
    );
    expect(read.line_items).toEqual([
      {
        cpt_code: "71046",
        description: "Chest x-ray, 2 views",
        service_date: "2026-01-30",
        units: 1,
        billed_amount: 386,
        allowed_amount: null,
        paid_amount: null,
      },
    ]);
  });
});

describe("what a member's own accounts paid", () => {
  it("is not the plan's payment ('Consumer Account Paid')", () => {
    const read = eob(
      [
        ["Code", 0.06],
        ["Amount Billed", 0.2],
        ["Your Plan Paid", 0.4],
        ["Consumer Account Paid", 0.6],
      ],
      [
        ["99213", 0.06],
        ["$145.00", 0.2],
        ["$76.88", 0.4],
        ["$19.22", 0.6],
      ],
    );
    expect(read.line_items[0]).toMatchObject({ billed_amount: 145, paid_amount: 76.88 });
  });
});

describe("dates printed in words before the code", () => {
  it("still start a line item ('Feb 12, 2026  99214 …')", () => {
    const read = bill(
      [
        ["Date of Service", 0.06],
        ["CPT", 0.22],
        ["Description", 0.3],
        ["Charges", 0.7],
      ],
      [
        ["Feb 12, 2026", 0.06],
        ["99214", 0.22],
        ["Office visit", 0.3],
        ["185.00", 0.7],
      ],
      [
        ["Sept. 3, 2026", 0.06],
        ["36415", 0.22],
        ["Venipuncture", 0.3],
        ["22.00", 0.7],
      ],
    );
    expect(read.line_items).toEqual([
      expect.objectContaining({ cpt_code: "99214", service_date: "2026-02-12", billed_amount: 185 }),
      expect.objectContaining({ cpt_code: "36415", service_date: "2026-09-03", billed_amount: 22 }),
    ]);
  });
});
