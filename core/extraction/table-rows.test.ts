// Line-item tables laid out unlike the first fixtures (issue 17's development set), their rows:
// columns in another order, codes after descriptions, dates in words. Each case fails without its rule.
import { describe, expect, it } from "vitest";
import { extractDocument } from "./extract";
import { billTable, eobTable } from "./test-page";

const eob = (...table: Parameters<typeof eobTable>) => extractDocument(eobTable(...table), "eob");
const bill = (...table: Parameters<typeof billTable>) => extractDocument(billTable(...table), "medical_bill");

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
      "Thank you for choosing Saint Anselm Regional Hospital.",
      "Payments received after the statement date are not shown.",
      // Nor is a number under the code column far below the table.
      [
        ["Account", 0.06],
        ["40917", 0.35],
        ["Balance", 0.45],
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
