// Line-item tables of the second development set's kinds (issue 17, "Reading that generalises"):
// each case is a general rule of the table reader and fails without it.
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
    page(["Brightwater Medical Center", "ITEMIZED STATEMENT", header, ...rows]),
    "medical_bill",
  );

describe("a hospital statement with a revenue code column before the CPT/HCPCS column", () => {
  const read = bill(
    [
      ["Rev Code", 0.06],
      ["Description", 0.15],
      ["CPT/HCPCS", 0.41],
      ["Date", 0.52],
      ["Qty", 0.65],
      ["Charges", 0.88],
    ],
    [
      ["0250", 0.06],
      ["PHARMACY GENERAL", 0.15],
      ["J2405", 0.41],
      ["01/14/2025", 0.52],
      ["2", 0.66],
      ["$58.40", 0.88],
    ],
    [
      ["0120", 0.06],
      ["ROOM & BOARD SEMI-PRIVATE", 0.15],
      ["01/14/2025", 0.52],
      ["2", 0.66],
      ["$3,860.00", 0.87],
    ],
    [
      ["0300", 0.06],
      ["LAB GENERAL", 0.15],
      ["85025", 0.41],
      ["01/16/2025", 0.52],
      ["1", 0.66],
      ["$88.00", 0.88],
    ],
  );

  it("reads the code under the CPT/HCPCS column, after the description", () => {
    expect(read.line_items).toEqual([
      expect.objectContaining({
        cpt_code: "J2405",
        service_date: "2025-01-14",
        units: 2,
        billed_amount: 58.4,
      }),
      expect.objectContaining({ cpt_code: "85025", service_date: "2025-01-16", units: 1, billed_amount: 88 }),
    ]);
  });
});

describe("a dental EOB", () => {
  const read = eob(
    [
      ["Tooth", 0.06],
      ["Service Date", 0.12],
      ["Procedure", 0.24],
      ["Submitted Fee", 0.38],
      ["Maximum Allowed", 0.49],
      ["Plan Pays", 0.64],
      ["Patient Pays", 0.85],
    ],
    [
      ["30", 0.07],
      ["03/10/2025", 0.12],
      ["D2391 resin 1 surf", 0.24],
      ["$210.00", 0.43],
      ["$128.00", 0.56],
      ["$52.80", 0.66],
      ["$75.20", 0.89],
    ],
  );

  it("reads the CDT procedure code (D and four digits) after the tooth number", () => {
    expect(read.line_items).toEqual([
      expect.objectContaining({
        cpt_code: "D2391",
        service_date: "2025-03-10",
        billed_amount: 210,
        allowed_amount: 128,
        paid_amount: 52.8,
      }),
    ]);
  });
});

it("keeps a number printed on with the description out of the units", () => {
  const read = eob(
    [
      ["Service Date", 0.12],
      ["Procedure", 0.24],
      ["Submitted Fee", 0.38],
      ["Maximum Allowed", 0.49],
      ["Plan Pays", 0.64],
    ],
    [
      ["03/10/2025", 0.12],
      ["D0272 bitewings 2", 0.24],
      ["$74.00", 0.43],
      ["$46.00", 0.56],
      ["$46.00", 0.66],
    ],
  );
  expect(read.line_items).toEqual([
    expect.objectContaining({ cpt_code: "D0272", units: 1, billed_amount: 74 }),
  ]);
});

it("reads a 'Period totals' row as the table's totals, not as a line", () => {
  const read = eob(
    [
      ["Service Date", 0.07],
      ["Service Code", 0.42],
      ["Charged", 0.56],
      ["Allowed", 0.68],
      ["Plan Paid", 0.77],
    ],
    [
      ["02/03/2025", 0.07],
      ["99213", 0.42],
      ["$165.00", 0.57],
      ["$88.10", 0.7],
      ["$63.10", 0.79],
    ],
    [
      ["Period totals", 0.18],
      ["$1,208.00", 0.55],
      ["$507.90", 0.68],
      ["$432.90", 0.78],
    ],
  );
  expect(read.line_items).toHaveLength(1);
  expect(read.fields).toMatchObject({ total_billed: 1208, total_allowed: 507.9, total_paid: 432.9 });
});

it("reads a code printed at the end of the description, in a table without a code column", () => {
  const read = bill(
    [
      ["Date", 0.06],
      ["Service", 0.2],
      ["Charge", 0.8],
    ],
    [
      ["04/12/2025", 0.06],
      ["ER visit, moderate severity 99284", 0.2],
      ["$742.00", 0.8],
    ],
    [
      ["04/12/2025", 0.06],
      ["Simple repair 2.6-7.5 cm", 0.2],
      ["$389.00", 0.8],
    ],
  );
  expect(read.line_items).toEqual([
    expect.objectContaining({ cpt_code: "99284", service_date: "2025-04-12", billed_amount: 742 }),
  ]);
});

it("reads a code in a cell of its own after the description when no column is titled for it", () => {
  const read = bill(
    [
      ["Rev", 0.06],
      ["Description", 0.15],
      ["Date", 0.52],
      ["Charges", 0.85],
    ],
    [
      ["0450", 0.06],
      ["EMERGENCY ROOM", 0.15],
      ["99284", 0.4],
      ["04/12/2025", 0.52],
      ["$742.00", 0.85],
    ],
  );
  expect(read.line_items).toEqual([
    expect.objectContaining({ cpt_code: "99284", service_date: "2025-04-12", billed_amount: 742 }),
  ]);
});

it("keeps reading a table past several rows without a code (room and board, recovery)", () => {
  const read = bill(
    [
      ["Rev Code", 0.06],
      ["Description", 0.15],
      ["CPT/HCPCS", 0.41],
      ["Charges", 0.85],
    ],
    [
      ["0120", 0.06],
      ["ROOM & BOARD SEMI-PRIVATE", 0.15],
      ["$3,860.00", 0.85],
    ],
    [
      ["0121", 0.06],
      ["ROOM & BOARD PRIVATE", 0.15],
      ["$1,200.00", 0.85],
    ],
    [
      ["0710", 0.06],
      ["RECOVERY ROOM", 0.15],
      ["$1,675.00", 0.85],
    ],
    [
      ["0300", 0.06],
      ["LAB GENERAL", 0.15],
      ["85025", 0.41],
      ["$88.00", 0.85],
    ],
  );
  expect(read.line_items).toEqual([expect.objectContaining({ cpt_code: "85025", billed_amount: 88 })]);
});

it("reads a quantity printed with decimals under the units column as units, not an amount", () => {
  const read = bill(
    [
      ["Code", 0.06],
      ["Description", 0.15],
      ["Units", 0.5],
      ["Charge", 0.8],
    ],
    [
      ["99213", 0.06],
      ["Office visit", 0.15],
      ["2.00", 0.5],
      ["$150.00", 0.8],
    ],
  );
  expect(read.line_items).toEqual([
    expect.objectContaining({ cpt_code: "99213", units: 2, billed_amount: 150 }),
  ]);
});
