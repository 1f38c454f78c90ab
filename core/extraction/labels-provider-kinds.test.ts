// Labels and label placements of the fourth development round (issue 17): statements from many
// kinds of providers (hospital stays, surgery centres, labs, DME suppliers, ambulances, behavioral
// health), values printed inside a sentence, a label's '#' printed after its last word, a
// practice's clinicians printed over its name, cards and 'other' titles. Each case fails without
// the rule it names.
import { describe, expect, it } from "vitest";
import { extractDocument } from "./extract";
import { page } from "./test-page";

type Row = string | [text: string, left: number][];

const bill = (...rows: Row[]) =>
  extractDocument(
    page([
      "Harborline Regional Hospital",
      "PATIENT STATEMENT",
      ...rows,
      "Insurance payments received are shown on the back.",
      "Make checks payable to Harborline Regional Hospital.",
    ]),
    "medical_bill",
  ).fields;

describe("labels of bills from many kinds of providers", () => {
  it.each<[string, Row[], string]>([
    ["Admitted", ["Admitted 04/08/2025", "Discharged 04/10/2025"], "2025-04-08"],
    ["Date of Surgery (below)", [[["Date of Surgery", 0.5]], [["09/11/2025", 0.5]]], "2025-09-11"],
    ["Collection date with dot leaders", ["COLLECTION DATE ........ 07/16/2025"], "2025-07-16"],
    ["Delivered", ["Delivered: 09/02/2025"], "2025-09-02"],
    ["Run date", ["Run date 05/17/2025 - Incident # TCA-25-0391"], "2025-05-17"],
    ["Episode of care", ["Episode of care 06/02/2025 through 06/20/2025"], "2025-06-02"],
  ])("service date: %s", (_, rows, expected) => {
    expect(bill(...rows).service_date).toBe(expected);
  });

  it.each<[string, Row[], string]>([
    ["Date of this notice", ["Date of this notice 05/02/2025"], "2025-05-02"],
    ["DATE BILLED", ["DATE BILLED 08/04/2025"], "2025-08-04"],
    ["Billed (a date follows)", ["Billed 08/26/2025"], "2025-08-26"],
    [
      "billed, in a sentence",
      ["Our records show the following services, billed November 6, 2025."],
      "2025-11-06",
    ],
    ["STMT DATE", ["STMT DATE 01/28/2025"], "2025-01-28"],
    ["Statement Dt:", ["Statement Dt: 02-Dec-2025"], "2025-12-02"],
    ["Statement issued", ["Statement issued 06/05/2025"], "2025-06-05"],
    ["Prepared, in a sentence", ["Prepared April 1, 2025 for the client account SCBH-2290."], "2025-04-01"],
  ])("statement date: %s", (_, rows, expected) => {
    expect(bill(...rows).bill_date).toBe(expected);
  });

  it("reads 'Billed' as a statement date only when a date follows it", () => {
    expect(bill("Billed amounts are shown below.", "Statement date 05/01/2025").bill_date).toBe("2025-05-01");
  });

  it.each<[string, Row[], string]>([
    ["payable by, after the amount", ["Amount you owe: $588.20, payable by 09/20/2025"], "2025-09-20"],
    ["must be received by", ["The amount of $471.00 must be received by September 3, 2025."], "2025-09-03"],
    [
      "a sentence set as several cells",
      [
        [
          ["The amount of $471.00 must be", 0.06],
          ["received", 0.4],
          ["by September 3,", 0.5],
          ["2025.", 0.66],
        ],
      ],
      "2025-09-03",
    ],
    [
      "no later than",
      ["We kindly ask for payment within 30 days — no later than May 1, 2025."],
      "2025-05-01",
    ],
    ["Payment due, after the terms", ["Terms: net 30. Payment due October 30, 2025."], "2025-10-30"],
    [
      "pay on or before, in a sentence",
      ["Your share is $801.00. Kindly pay on or before June 1, 2025."],
      "2025-06-01",
    ],
    ["Remit by (below)", [[["Remit by", 0.5]], [["12/06/2025", 0.5]]], "2025-12-06"],
  ])("due date: %s", (_, rows, expected) => {
    expect(bill(...rows).due_date).toBe(expected);
  });

  it.each<[string, Row[], string]>([
    ["Client ID (below)", [[["Client ID", 0.06]], [["HHS-0427713", 0.06]]], "HHS-0427713"],
    [
      "client account, in a sentence",
      ["Prepared April 1, 2025 for the client account SCBH-2290."],
      "SCBH-2290",
    ],
    ["Customer #", ["Customer # EHM-55021"], "EHM-55021"],
    [
      "REQUISITION / ACCOUNT NUMBER",
      ["REQUISITION / ACCOUNT NUMBER ......... PRL-8842-0071"],
      "PRL-8842-0071",
    ],
    [
      "Guarantor # with its mark after the word (below)",
      [[["Guarantor #", 0.6]], [["CF0098812", 0.6]]],
      "CF0098812",
    ],
    [
      "Visit Number when no account is printed",
      [[["Visit Number", 0.5]], [["ED-5530217", 0.5]]],
      "ED-5530217",
    ],
  ])("account: %s", (_, rows, expected) => {
    expect(bill(...rows).account_number).toBe(expected);
  });

  it("prefers the account number to the visit number", () => {
    expect(bill("Visit Number V-0042", "Account No. A-99120").account_number).toBe("A-99120");
  });

  it.each<[string, Row[], number]>([
    ["Total hospital charges", ["Total hospital charges $9,805.40"], 9805.4],
    ["Charges this visit", ["Charges this visit $8,038.50"], 8038.5],
    ["Total fees", ["Total fees $1,276.00"], 1276],
    ["Fees for the period", ["Fees for the period $760.00"], 760],
    ["Invoice total", ["Invoice total $869.00"], 869],
    ["Charges:", ["Charges: $700.00 Paid by plan: $520.00"], 700],
  ])("total charges: %s", (_, rows, expected) => {
    expect(bill(...rows).total_charges).toBe(expected);
  });

  it.each<[string, Row[], number]>([
    ["Now due from you", ["Now due from you $334.40"], 334.4],
    ["Balance owing", ["Balance owing $173.80"], 173.8],
    ["Please pay", ["Please pay $83.60"], 83.6],
    ["YOU OWE, after other totals", ["TOTAL BILLED $471.00 INSURANCE $0.00 YOU OWE $471.00"], 471],
    [
      "your share … is, in a sentence",
      ["Your share of this hospital stay is $801.00. Kindly pay by June 1."],
      801,
    ],
  ])("amount due: %s", (_, rows, expected) => {
    expect(bill(...rows).amount_due).toBe(expected);
  });

  it("reads no value from a label in a sentence when the value does not follow it at once", () => {
    expect(
      bill("Statement date 05/01/2025", "Questions about the amount due? Call 555-0100.").amount_due,
    ).toBeNull();
  });
});

describe("who bills and who else is named", () => {
  it("the practice printed under its clinicians' names is the provider", () => {
    const fields = bill(
      "MARGARET YI-HOLLOWAY, MD · RAFAEL DUNMORE, DO",
      "Brookfield Family Medicine Associates",
      "215 Elm Court, Brookfield, CT 06804",
    );
    expect(
      extractDocument(
        page([
          "MARGARET YI-HOLLOWAY, MD · RAFAEL DUNMORE, DO",
          "Brookfield Family Medicine Associates",
          "215 Elm Court, Brookfield, CT 06804",
          "Statement date 18-Jun-2025",
        ]),
        "medical_bill",
      ).fields.provider_name,
    ).toBe("Brookfield Family Medicine Associates");
    expect(fields.provider_name).toBe("Harborline Regional Hospital");
  });

  it.each(["Maria Lopez, MD, FAAD", "J. Ashby, LPC"])(
    "a labelled clinician with more or other credentials (%s) gives way to the practice",
    (clinician) => {
      const fields = extractDocument(
        page(["Riverside Dermatology Associates", "PATIENT STATEMENT", `Rendering provider: ${clinician}`]),
        "medical_bill",
      ).fields;
      expect(fields.provider_name).toBe("Riverside Dermatology Associates");
    },
  );

  it("a clinician's letterhead gives way to the practice the checks are payable to; alone, it is the provider", () => {
    const rows = ["SARAH CHEN, MD", "12 Elm St, Salem, OR 97301", "Statement date 05/01/2025"];
    const provider = (...more: string[]) =>
      extractDocument(page([...rows, ...more]), "medical_bill").fields.provider_name;
    expect(provider("Make checks payable to Chen Dermatology Associates. Thank you.")).toBe(
      "Chen Dermatology Associates",
    );
    expect(provider()).toBe("SARAH CHEN, MD");
  });

  it("a professional association ('…, PA') is a practice, not a clinician", () => {
    const fields = extractDocument(
      page(["Four Rivers Emergency Physicians, PA", "Professional services at Mesa Verde Medical Center"]),
      "medical_bill",
    ).fields;
    expect(fields.provider_name).toBe("Four Rivers Emergency Physicians, PA");
  });

  it("when the letterhead is unreadable (a dark banner), the payment stub names the provider", () => {
    const fields = extractDocument(
      page([
        "la pean a ee SE",
        '"Emergency',
        "LUPITA ZAMBRANO",
        "Statement Date March 14, 2025",
        "Charges this visit $8,038.50",
        "Please detach and return this portion with your payment",
        [
          ["Mesa Verde Medical Center", 0.06],
          ["Pay This Amount", 0.7],
        ],
      ]),
      "medical_bill",
    ).fields;
    expect(fields.provider_name).toBe("Mesa Verde Medical Center");
  });

  it("a claim number printed in a sentence; an amount after 'Claim' is none", () => {
    const eob = (line: string) =>
      extractDocument(page(["Larchmont Mutual Health", "EXPLANATION OF BENEFITS", line]), "eob").fields;
    expect(eob("We processed claim 2025-0311-77281 from Four Rivers for services").claim_number).toBe(
      "2025-0311-77281",
    );
    expect(eob("Claim reference PS-MA-25-0619044").claim_number).toBe("PS-MA-25-0619044");
    expect(eob("Claim total charged $744.00 - approved $345.75").claim_number).toBeNull();
  });
});

describe("cards and other documents", () => {
  const card = (...rows: string[]) => extractDocument(page(rows), "insurance_card_front").fields;

  it("reads Policyholder and Employer group; 'Payer ID' is no payer name", () => {
    const fields = card(
      "Larchmont Mutual Health PPO",
      "Policyholder Marisol Etxeberria",
      "Employer group GA-77310",
      "Payer ID 55104",
    );
    expect(fields.member_name).toBe("Marisol Etxeberria");
    expect(fields.group_number).toBe("GA-77310");
    expect(fields.payer_name).not.toBe("ID 55104");
  });

  it("an 'other' document's title printed beside its organisation, and an invoice's title", () => {
    const other = (rows: Row[]) => extractDocument(page(rows), "other").fields;
    expect(
      other([
        [
          ["Switchback Mobile", 0.06],
          ["Monthly Statement", 0.76],
        ],
        "Wireless service",
      ]).title,
    ).toBe("Monthly Statement");
    expect(
      other([
        "BIRCH & BEAM HARDWARE CO.",
        [
          ["INVOICE", 0.06],
          ["Sold to:", 0.55],
        ],
        "Delphine Okuma",
      ]).title,
    ).toBe("INVOICE");
  });
});
