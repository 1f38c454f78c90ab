// Layouts of the twenty-ninth development round (issue 17, decision 102). Each case fails without the
// rule it names.
import { describe, expect, it } from "vitest";
import { extractDocument } from "./extract";
import { page } from "./test-page";

describe("a card's wordmark set over two lines of one size", () => {
  const payer = (first: string) =>
    extractDocument(
      page([first, "Health Alliance", "Member Name", "JOLENE M TISDALE", "Member ID", "HRA 448 210 9937"]),
      "insurance_card_front",
    ).fields.payer_name;

  it("joins the words before the kind of company to it", () => {
    expect(payer("Heartland Rural")).toBe("Heartland Rural Health Alliance");
  });

  it("leaves a line about the page or an office out of the name", () => {
    expect(payer("Member Services")).toBe("Health Alliance");
  });
});

describe("a hospital mainframe's statement, faxed", () => {
  const statement = () =>
    extractDocument(
      page([
        [
          ["ST.", 0.34],
          ["ALDRIC MEDICAL CENTER", 0.39],
        ],
        "3300 W LINCOLN AVE MILWAUKEE WI 53215",
        [
          ["PATIENT: KOWALCZYK, ANNA", 0.06],
          ["ACCT NO: 00-4471902-6", 0.29],
          ["RUN DATE: 16FEB26", 0.5],
        ],
        "SERVICE FROM 19JAN26 THRU 26JAN26",
        [
          ["SVC DT", 0.06],
          ["CPT", 0.31],
          ["DESCRIPTION", 0.38],
          ["UNITS", 0.69],
          ["AMOUNT", 0.88],
        ],
        [
          ["22]AN26", 0.06],
          ["97140", 0.31],
          ["MANUAL THERAPY 15M", 0.38],
          ["2", 0.72],
          ["176.00", 0.88],
        ],
        "PATIENT BALANCE 176.00",
      ]),
      "medical_bill",
    );

  it("reads a day, month and year run together, and a J OCR read as a bracket", () => {
    expect(statement().line_items[0].service_date).toBe("2026-01-22");
  });

  it("dates the service from 'SERVICE FROM', and the bill from the run date", () => {
    expect(statement().fields.service_date).toBe("2026-01-19");
    expect(statement().fields.bill_date).toBe("2026-02-16");
  });

  it("keeps the 'ST.' OCR parted from a saint's name", () => {
    expect(statement().fields.provider_name).toBe("ST. ALDRIC MEDICAL CENTER");
  });
});

describe("an ambulance's run date", () => {
  it("stays its date of service, not the bill's", () => {
    const bill = extractDocument(
      page([
        "Tri-County Ambulance",
        "STATEMENT",
        "Run date 05/17/2025 - Incident # TCA-25-0391",
        "Amount due $410.00",
      ]),
      "medical_bill",
    );
    expect(bill.fields.service_date).toBe("2025-05-17");
    expect(bill.fields.bill_date).toBeNull();
  });
});

describe("a bilingual statement from Puerto Rico", () => {
  const statement = (note: string) =>
    extractDocument(
      page([
        "Centro Medico San Gabriel",
        "ESTADO DE CUENTA / Patient Statement",
        [
          ["Num. de cuenta", 0.07],
          ["Fecha del estado", 0.36],
          ["Fecha limite", 0.65],
        ],
        [
          ["SG-7731058", 0.07],
          ["05/03/2026", 0.36],
          ["31/03/2026", 0.65],
        ],
        note,
        "Fecha de servicio 17/02/2026",
        "Total a pagar $55.00",
      ]),
      "medical_bill",
    ).fields;

  it("reads its Spanish labels", () => {
    const fields = statement("");
    expect(fields.account_number).toBe("SG-7731058");
    expect(fields.amount_due).toBe(55);
  });

  it("reads its dates day first when it says it prints them so", () => {
    const fields = statement("Las fechas se imprimen dd/mm/aaaa - Dates are printed dd/mm/yyyy");
    expect(fields).toMatchObject({
      bill_date: "2026-03-05",
      due_date: "2026-03-31",
      service_date: "2026-02-17",
    });
  });
});

describe("an approval of drugs and supplies", () => {
  const services = (lines: (string | [string, number][])[]) =>
    extractDocument(
      page([
        "Keystone Mutual Health Plan",
        "Prior Authorization",
        "Dear Member,",
        ...lines,
        "Status: Approved",
      ]),
      "prior_authorization",
    ).fields.authorized_services;

  it("reads every row of a table titled 'Drug'", () => {
    expect(
      services([
        [
          ["HCPCS", 0.07],
          ["Drug", 0.16],
          ["Dose / Route", 0.36],
          ["Cycles", 0.77],
        ],
        [
          ["J9271", 0.07],
          ["Pembrolizumab", 0.16],
          ["200 mg IV day 1", 0.36],
          ["8", 0.77],
        ],
        [
          ["J9305", 0.07],
          ["Pemetrexed", 0.16],
          ["500 mg/m2 IV day 1", 0.36],
          ["8", 0.77],
        ],
      ]),
    ).toBe("Pembrolizumab (J9271), Pemetrexed (J9305)");
  });

  it("reads items listed a line each with their codes", () => {
    expect(
      services([
        "The approval covers the items below.",
        [["CGM sensor, 1 day supply (A9276)", 0.11]],
        [["CGM transmitter (A9277)", 0.11]],
        "Supplier on file: Polestar Medical Supply",
      ]),
    ).toBe("CGM sensor, 1 day supply (A9276), CGM transmitter (A9277)");
  });
});

describe("an EOB whose claims head the rows under the table's titles", () => {
  const titles: [string, number][] = [
    ["Service date", 0.07],
    ["Code", 0.17],
    ["Service", 0.24],
    ["Billed", 0.48],
    ["Allowed", 0.66],
    ["Plan paid", 0.78],
  ];
  const row = (code: string, billed: string, allowed: string, paid: string): [string, number][] => [
    ["05-Jan-2026", 0.07],
    [code, 0.17],
    ["Visit", 0.24],
    [billed, 0.47],
    [allowed, 0.66],
    [paid, 0.78],
  ];
  const eob = () =>
    extractDocument(
      page([
        "Cascadia Blue Health Plan",
        "Your Explanation of Benefits",
        titles,
        [
          ["Claim CBH 0126 55710 3 · Cascade Pines Hospital", 0.07],
          ["processed 28-Jan-2026", 0.5],
        ],
        row("70450", "2,380.00", "688.20", "0.00"),
        row("99284", "1,920.00", "1,244.50", "746.16"),
        [
          ["Claim total", 0.24],
          ["4,300.00", 0.47],
          ["1,932.70", 0.66],
          ["746.16", 0.78],
        ],
        "Continued on page 2",
        titles,
        [
          ["Claim CBH 0126 60224 9 · Highdesert Emergency Physicians", 0.07],
          ["processed 03-Feb-2026", 0.55],
        ],
        row("99284", "1,040.00", "612.00", "489.60"),
      ]),
      "eob",
    );

  it("reads the first claim alone", () => {
    expect(eob().line_items.map((i) => i.cpt_code)).toEqual(["70450", "99284"]);
    expect(eob().fields.total_billed).toBe(4300);
  });

  it("keeps a check digit printed apart before the heading's separator", () => {
    expect(eob().fields.claim_number).toBe("CBH 0126 55710 3");
  });
});

describe("a retail clinic's receipt", () => {
  it("reads each item's amount from the line under it", () => {
    const receipt = extractDocument(
      page([
        "CORNERCARE CLINIC",
        "PATIENT VISIT RECEIPT",
        "DATE: 02/27/26",
        "99213 SICK VISIT MINOR ILLNESS",
        [["129.00", 0.83]],
        "87880 RAPID STREP TEST",
        [["34.00", 0.84]],
        [
          ["TOTAL CHARGES", 0.09],
          ["163.00", 0.83],
        ],
      ]),
      "medical_bill",
    );
    expect(receipt.line_items.map((i) => [i.cpt_code, i.billed_amount])).toEqual([
      ["99213", 129],
      ["87880", 34],
    ]);
  });
});

describe("a good faith estimate's date", () => {
  const date = (labels: [string, number][], values: [string, number][]) =>
    extractDocument(
      page([
        "Willowbrook Surgical Associates",
        "Good Faith Estimate",
        labels,
        values,
        "Total estimated cost $3,095.00",
      ]),
      "other",
    ).fields.date;

  it("is the estimate's date over its value, not the patient's birth date", () => {
    expect(
      date(
        [
          ["Patient", 0.07],
          ["Date of birth", 0.29],
          ["Estimate date", 0.51],
        ],
        [
          ["Lorenzo Byrne-Ocampo", 0.07],
          ["11/02/1990", 0.29],
          ["01/15/2026", 0.51],
        ],
      ),
    ).toBe("2026-01-15");
  });

  it("is never a birth date labelled beside it", () => {
    expect(date([["Date of birth: 11/02/1990", 0.07]], [["Prepared 01/15/2026", 0.07]])).toBe("2026-01-15");
  });
});

describe("a card back that writes its pharmacy manager in a sentence", () => {
  it("reads the manager's name without the sentence's verb", () => {
    const back = extractDocument(
      page([
        "Member services: 1-800-555-0160",
        "Prescription drug benefits are managed by ScriptLine 1-800-555-0163",
        "Send claims to PO Box 4410, Reno, NV 89502",
      ]),
      "insurance_card_back",
    );
    expect(back.fields.pharmacy_benefits).toBe("ScriptLine 1-800-555-0163");
  });
});

describe("a plan's letterhead with its department on the right", () => {
  it("names the plan, not the department", () => {
    const pa = extractDocument(
      page([
        [
          ["Lakeshore", 0.07],
          ["Care Management", 0.83],
        ],
        [["300 Harbor Drive, Muskegon, MI 49440", 0.71]],
        [
          ["FAMILY HEALTH PLAN", 0.07],
          ["1-800-555-0131", 0.84],
        ],
        "Notice date: January 16, 2026",
        "Your request was PARTIALLY APPROVED",
      ]),
      "prior_authorization",
    );
    expect(pa.fields.insurance_company).toMatch(/FAMILY HEALTH PLAN$/);
  });
});

describe("a notice's wordmark over the kind of company it is", () => {
  const organization = (mark: string, under: string) => {
    const printed = page([
      [
        [mark, 0.1],
        ["Claim Reimbursement Notice", 0.59],
      ],
      [[under, 0.1]],
      "Participant: Yusuf Bellamy-Tran",
      "We reimbursed your claim on 2/14/2026. Amount reimbursed $84.00.",
      "Questions? Call 1-800-555-0100.",
      "Thank you for using your flexible spending account.",
    ]);
    // The wordmark is printed larger than the page's text, and its next line sits close under it.
    const first = printed.words.filter((w) => w.top === 0.05);
    for (const w of first) Object.assign(w, { top: 0.045, height: 0.018 });
    return extractDocument(printed, "other").fields.organization;
  };

  it("names the company with the kind under its wordmark, without a product after a dash", () => {
    expect(organization("PINEWELL", "Benefits Administration")).toBe("PINEWELL Benefits Administration");
    expect(organization("Silver Harbor", "HEALTH PLAN - Medicare Advantage")).toBe(
      "Silver Harbor HEALTH PLAN",
    );
  });

  it("keeps a wordmark that names its kind already", () => {
    expect(organization("Tallgrass Benefit Bank", "Health Savings Account Custodian")).toBe(
      "Tallgrass Benefit Bank",
    );
  });
});
