// Layouts of the twentieth development round (issue 17, decision 095): an indemnity insurer's EOB
// with an 'Excess Charges' column, a Medicare Advantage denial that names the service after a colon,
// a pending home-health letter whose HCPCS code OCR read with its 0 twice, a medical group whose
// table names the treating doctor, a TPA whose wordmark shares its line with the page's title, a
// lab's coupon that lost its 'PLEASE PAY'. Each case fails without the rule it names.
import { describe, expect, it } from "vitest";
import { extractDocument } from "./extract";
import { parseProcedureCode } from "./parse";
import { eobTable, page } from "./test-page";

type Row = string | [text: string, left: number][];
const read = (type: Parameters<typeof extractDocument>[1], ...rows: Row[]) =>
  extractDocument(page(rows), type);

describe("an EOB's columns", () => {
  it("never take the charges above the covered amount ('Excess Charges') for the billed ones", () => {
    const eob = extractDocument(
      eobTable(
        [
          ["Service", 0.07],
          ["Amount", 0.41],
          ["Covered", 0.53],
          ["Excess", 0.65],
          ["Your", 0.78],
          ["Benefit", 0.88],
        ],
        [
          ["Date", 0.07],
          ["Service", 0.16],
          ["Code", 0.32],
          ["Charged", 0.41],
          ["Amount", 0.53],
          ["Charges", 0.64],
          ["Coinsurance", 0.72],
          ["Paid", 0.9],
        ],
        [
          ["07/07/26", 0.07],
          ["PSYTX W PT 60 MIN", 0.16],
          ["90837", 0.32],
          ["200.00", 0.43],
          ["140.00", 0.545],
          ["60.00", 0.66],
          ["42.00", 0.78],
          ["98.00", 0.9],
        ],
      ),
      "eob",
    );
    expect(eob.line_items.map((i) => [i.billed_amount, i.allowed_amount, i.paid_amount])).toEqual([
      [200, 140, 98],
    ]);
  });
});

describe("a prior authorization's service", () => {
  it("is named after the colon that ends the decision's sentence", () => {
    const denial = read(
      "prior_authorization",
      "Juniper Senior Advantage (HMO)",
      "Notice of Denial of Medical Coverage",
      "Case number: IDN-2026-0907-3318",
      "We denied the medical coverage you (or your doctor) requested for:",
      "Polysomnography, attended, 4 or more parameters (CPT 95810)",
      "Requested date of service: 09/21/2026",
    );
    expect(denial.fields.authorized_services).toBe(
      "Polysomnography, attended, 4 or more parameters (CPT 95810)",
    );
  });

  it("keeps a HCPCS code whose 0 OCR read twice, as an O and a 0", () => {
    expect(parseProcedureCode("GO0151")).toBe("G0151");
    expect(parseProcedureCode("G0151")).toBe("G0151");
  });
});

describe("a bill's provider", () => {
  it("is the group at the top, not the doctor a table names without a comma before 'MD'", () => {
    const bill = read(
      "medical_bill",
      "Sagebrush Medical Group",
      "PO Box 22107, Elko, NV 89899",
      [
        ["Statement Date", 0.6],
        ["08/22/2026", 0.82],
      ],
      [
        ["Provider:", 0.06],
        ["R. Tanaka MD", 0.2],
      ],
      [
        ["Amount Due", 0.6],
        ["$80.00", 0.86],
      ],
    );
    expect(bill.fields.provider_name).toBe("Sagebrush Medical Group");
  });

  it("is due by the date a coupon prints after 'BY' when OCR lost its 'PLEASE PAY'", () => {
    const bill = read(
      "medical_bill",
      "MARROWSTONE DIAGNOSTIC LABORATORIES",
      [
        ["STATEMENT DATE:", 0.08],
        ["03-NOV-2026", 0.29],
      ],
      [
        ["PATIENT:", 0.08],
        ["ESPERANZA LUNA", 0.29],
        ["124.63", 0.85],
      ],
      [
        ["ORDERING MD:", 0.08],
        ["ALDERBROOK HEALTH PARTNERS", 0.29],
        ["BY 28-NOV-2026", 0.63],
      ],
    );
    expect(bill.fields.due_date).toBe("2026-11-28");
  });
});

describe("an EOB's insurer", () => {
  it("is the wordmark on the page's first line even beside a title that names benefits", () => {
    const eob = read(
      "eob",
      [
        ["Ferrous Benefit Administrators", 0.08],
        ["EXPLANATION OF BENEFITS", 0.67],
      ],
      "Claims administrator for the Halvorsen Tool & Die Co. Group Health Plan",
      [
        ["PO Box 11870, Ironvale, MI 48999", 0.08],
        ["Date Processed:", 0.63],
        ["10/21/26", 0.8],
      ],
    );
    expect(eob.fields.insurance_company).toBe("Ferrous Benefit Administrators");
  });
});
