// Label variants surveyed on real payers' EOBs and providers' statements (label-survey.md): each
// is read into its field, laid out as the OCR gives it (inline with a colon, in the next cell of
// the line, or under the label), and labels of other things are not read as the field.
import { describe, expect, it } from "vitest";
import { extractDocument } from "./extract";
import { page } from "./test-page";

type Row = string | [text: string, left: number][];

const bill = (...rows: Row[]) =>
  extractDocument(
    page([
      "Lakeside Regional Hospital",
      "PATIENT STATEMENT",
      "Guarantor: Robin Vale",
      ...rows,
      "Insurance payments received are shown on the back.",
      "Make checks payable to Lakeside Regional Hospital. Return this stub with your payment.",
    ]),
  );
const eob = (...rows: Row[]) =>
  extractDocument(page(["Summit Health Plan", "EXPLANATION OF BENEFITS - THIS IS NOT A BILL", ...rows]));

/** The label and its value in two cells of one line. */
const cells = (label: string, value: string): Row => [
  [label, 0.06],
  [value, 0.5],
];

describe("medical bill label variants", () => {
  it("is still a medical bill", () => {
    expect(bill("Statement Date: 05/01/2025").document_type).toBe("medical_bill");
  });

  it.each<[string, Row[], string | null]>([
    ["Dates of Service", ["Dates of Service: 03/04/2025"], "2025-03-04"],
    ["Date of Service", ["Date of Service: 03/04/2025"], "2025-03-04"],
    ["Date of Services", ["Date of Services: 03/04/2025"], "2025-03-04"],
    ["DOS", ["DOS 03/04/2025"], "2025-03-04"],
    ["Svc Date (next cell)", [cells("Svc Date", "03/04/2025")], "2025-03-04"],
    ["Service Dates (below)", [[["Service Dates", 0.06]], [["03/04/2025", 0.06]]], "2025-03-04"],
  ])("service date: %s", (_, rows, expected) => {
    expect(bill(...rows).fields.service_date).toBe(expected);
  });

  it("reads a Date(s) of Service range", () => {
    const f = bill("Date(s) of Service: 03/04/2025 - 03/06/2025").fields;
    expect([f.service_date, f.service_date_from, f.service_date_to]).toEqual([
      "2025-03-04",
      "2025-03-04",
      "2025-03-06",
    ]);
  });

  it.each<[string, Row[], string]>([
    ["Date Statement Sent", ["Date Statement Sent: 05/01/2025"], "2025-05-01"],
    ["Statement Sent (next cell)", [cells("Statement Sent", "05/01/2025")], "2025-05-01"],
    ["Billing Date", ["Billing Date: May 1, 2025"], "2025-05-01"],
  ])("statement date: %s", (_, rows, expected) => {
    expect(bill(...rows).fields.bill_date).toBe(expected);
  });

  it.each<[string, Row[], string]>([
    ["Pay On or Before", ["Pay On or Before: 06/01/2025"], "2025-06-01"],
    ["Due On or Before (next cell)", [cells("Due On or Before", "06/01/2025")], "2025-06-01"],
    ["Payment Due", ["Payment Due: 06/01/2025"], "2025-06-01"],
  ])("due date: %s", (_, rows, expected) => {
    expect(bill(...rows).fields.due_date).toBe(expected);
  });

  it.each<[string, Row[], string]>([
    ["Pt. Acct #", ["Pt. Acct #: 448812"], "448812"],
    ["Patient Acct No.", ["Patient Acct No. 448812"], "448812"],
    ["Guarantor Account #", ["Guarantor Account # G-20931"], "G-20931"],
    ["Guarantor ID (next cell)", [cells("Guarantor ID", "7731942")], "7731942"],
    ["Master Account", ["Master Account: HB-55120"], "HB-55120"],
    ["Accession # (lab)", ["Accession #: QA119283"], "QA119283"],
  ])("account number: %s", (_, rows, expected) => {
    expect(bill(...rows).fields.account_number).toBe(expected);
  });

  it.each<[string, Row[], number]>([
    ["Total Charge", ["Total Charge: $812.50"], 812.5],
    ["Amount Charged (next cell)", [cells("Amount Charged", "$812.50")], 812.5],
    ["Billed Charges", ["Billed Charges $812.50"], 812.5],
    ["Total Amount Charged", ["Total Amount Charged: $812.50"], 812.5],
  ])("total charges: %s", (_, rows, expected) => {
    expect(bill(...rows).fields.total_charges).toBe(expected);
  });

  it.each<[string, Row[], number]>([
    ["Your Responsibility", ["Your Responsibility: $148.20"], 148.2],
    ["Patient Balance (next cell)", [cells("Patient Balance", "$148.20")], 148.2],
    ["Total Patient Balance", ["Total Patient Balance $148.20"], 148.2],
    ["Current Patient Responsibility", ["Current Patient Responsibility $148.20"], 148.2],
    ["What You Owe", ["What You Owe: $148.20"], 148.2],
    ["Total Amount You Owe", ["Total Amount You Owe $148.20"], 148.2],
    ["Patient Owes", ["Patient Owes $148.20"], 148.2],
    ["Patient Pay", [cells("Patient Pay", "$148.20")], 148.2],
    ["New Balance Due", ["New Balance Due: $148.20"], 148.2],
    ["Amount Now Due", ["Amount Now Due $148.20"], 148.2],
    ["Account Balance", ["Account Balance: $148.20"], 148.2],
  ])("amount due: %s", (_, rows, expected) => {
    expect(bill(...rows).fields.amount_due).toBe(expected);
  });

  it("does not take the minimum payment, the stub's blank box or a bare balance as the amount due", () => {
    expect(bill("Minimum Amount Due: $75.00", "Account Balance: $148.20").fields.amount_due).toBe(148.2);
    expect(bill("Minimum Amount Due: $75.00").fields.amount_due).toBeNull();
    expect(
      bill("Amount Enclosed: $", "Previous Balance: $300.00", "Balance Forward $300.00").fields.amount_due,
    ).toBeNull();
  });

  it("does not take total payments as total charges, nor the guarantor as the patient", () => {
    const f = bill("Total Payments: $300.00").fields;
    expect(f.total_charges).toBeNull();
    expect(f.patient_name).toBeNull();
  });

  it("ends a value at a surveyed label: the account number stops before Responsible Party", () => {
    const f = bill([["Account Number: 448812 Responsible Party: Robin Vale", 0.06]]).fields;
    expect(f.account_number).toBe("448812");
  });
});

describe("EOB label variants", () => {
  it("is still an EOB", () => {
    expect(eob("Claim Number: 2025031800417").document_type).toBe("eob");
  });

  it.each<[string, Row[], string]>([
    ["Member/Patient", ["Member/Patient: Dana Quill"], "Dana Quill"],
    ["Beneficiary Name (next cell)", [cells("Beneficiary Name", "Dana Quill")], "Dana Quill"],
  ])("patient name: %s", (_, rows, expected) => {
    expect(eob(...rows).fields.patient_name).toBe(expected);
  });

  it("does not read Patient Responsibility as the patient's name", () => {
    const f = eob("Patient Responsibility $45.00", cells("Member Name", "Dana Quill")).fields;
    expect(f.patient_name).toBe("Dana Quill");
  });

  it.each<[string, Row[], string]>([
    ["Date of Notice", ["Date of Notice: 04/02/2025"], "2025-04-02"],
    ["Date Notice Printed (next cell)", [cells("Date Notice Printed", "04/02/2025")], "2025-04-02"],
  ])("processed date: %s", (_, rows, expected) => {
    expect(eob(...rows).fields.processed_date).toBe(expected);
  });

  it.each<[string, Row[], number]>([
    ["Amount Charged (next cell)", [cells("Amount Charged", "$1,200.00")], 1200],
    ["Billed Charges", ["Billed Charges: $1,200.00"], 1200],
    ["Amount Billed", ["Amount Billed $1,200.00"], 1200],
  ])("total billed: %s", (_, rows, expected) => {
    expect(eob(...rows).fields.total_billed).toBe(expected);
  });

  it.each<[string, Row[], number]>([
    ["Allowable Charges", ["Allowable Charges $640.00"], 640],
    ["Medicare Approved", ["Medicare Approved: $640.00"], 640],
    ["Covered Amount (next cell)", [cells("Covered Amount", "$640.00")], 640],
    ["Amount Approved", ["Amount Approved $640.00"], 640],
  ])("total allowed: %s", (_, rows, expected) => {
    expect(eob(...rows).fields.total_allowed).toBe(expected);
  });

  it.each<[string, Row[], number]>([
    ["What My Cigna Plan Paid", ["What My Cigna Plan Paid $512.00"], 512],
    ["Your Plan Paid", ["Your Plan Paid: $512.00"], 512],
    ["Plan's Share (next cell)", [cells("Plan's Share", "$512.00")], 512],
    ["Amount Covered by Your Plan", ["Amount Covered by Your Plan $512.00"], 512],
    ["Medicare Paid Provider", ["Medicare Paid Provider: $512.00"], 512],
    ["Plan Payment", ["Plan Payment: $512.00"], 512],
    ["Amount Paid (also a bill's stub label)", ["Amount Paid: $512.00"], 512],
  ])("total paid: %s", (_, rows, expected) => {
    expect(eob(...rows).fields.total_paid).toBe(expected);
  });

  it("does not read the member's share, an account's payment or the not-covered amount as plan figures", () => {
    const f = eob(
      "Your Share: $88.00",
      "Consumer Account Paid: $245.00",
      "Patient Paid $20.00",
      "Amount Not Covered: $50.00",
    ).fields;
    expect([f.total_paid, f.total_allowed, f.total_billed]).toEqual([null, null, null]);
  });

  it("puts surveyed column headers in their columns", () => {
    const result = eob(
      "Claim Number: 2025031800417",
      [
        ["Date of Service", 0.06],
        ["Code", 0.24],
        ["Amount Billed", 0.34],
        ["Covered Amount", 0.5],
        ["Plan's Share", 0.66],
        ["What I Owe", 0.82],
      ],
      [
        ["10/02/2025", 0.06],
        ["99213", 0.24],
        ["$180.00", 0.36],
        ["$96.65", 0.52],
        ["$81.65", 0.68],
        ["$15.00", 0.84],
      ],
    );
    expect(result.line_items[0]).toMatchObject({
      cpt_code: "99213",
      billed_amount: 180,
      allowed_amount: 96.65,
      paid_amount: 81.65,
    });
  });
});

describe("a summary box", () => {
  it("reads values printed after dot leaders, in the same cell or cells of their own", () => {
    const f = bill(
      [
        ["Total Charges", 0.55],
        ["..............", 0.7],
        ["1,125.00", 0.85],
      ],
      [["Amount Due ............ $240.00", 0.55]],
    ).fields;
    expect([f.total_charges, f.amount_due]).toEqual([1125, 240]);
  });
});

describe("labels above their values", () => {
  it("reads the values under the labels past a speck OCR read as a line of its own", () => {
    // As OCR returned a statement photo: a '1' at the right margin, level with neither row.
    const word = (text: string, left: number, top: number) => ({
      text,
      confidence: 0.9,
      left,
      top,
      width: text.length * 0.008,
      height: 0.01,
      page: 1,
    });
    const words = [
      word("Pacific", 0.06, 0.04),
      word("Crest", 0.13, 0.04),
      word("Pediatrics", 0.19, 0.04),
      word("PATIENT", 0.06, 0.07),
      word("STATEMENT", 0.14, 0.07),
      ...[
        ["Statement", 0.5],
        ["Date", 0.58],
        ["Account", 0.66],
        ["#", 0.725],
        ["Amount", 0.8],
        ["Due", 0.854],
      ].map(([t, x]) => word(t as string, x as number, 0.1)),
      word("1", 0.99, 0.108),
      word("09/02/2025", 0.5, 0.117),
      word("PCP-40917", 0.66, 0.117),
      word("$371.75", 0.8, 0.117),
      word("Total", 0.5, 0.2),
      word("Charges", 0.55, 0.2),
      word("$371.75", 0.8, 0.2),
    ];
    const f = extractDocument({ text: "", words, pages: 1, method: "ocr" }, "medical_bill").fields;
    expect([f.bill_date, f.account_number, f.amount_due]).toEqual(["2025-09-02", "PCP-40917", 371.75]);
  });
});
