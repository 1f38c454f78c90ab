// Layouts of the thirty-first development round (issue 17, decision 105). Each case fails without the
// rule it names.
import { describe, expect, it } from "vitest";
import { extractDocument } from "./extract";
import { page } from "./test-page";

const therapyRow = (date: string, code: string, charge: string): [string, number][] => [
  [date, 0.07],
  [code, 0.23],
  ["Therapeutic exercise, each 15 min", 0.31],
  ["1", 0.66],
  [charge, 0.86],
];

describe("a faxed therapy statement", () => {
  const items = () =>
    extractDocument(
      page([
        "Summit Reach Physical Therapy",
        "STATEMENT",
        [
          ["Visit date", 0.07],
          ["CPT", 0.23],
          ["Service", 0.31],
          ["Units", 0.64],
          ["Charge", 0.86],
        ],
        therapyRow("10/20/2025", "97110", "68.00"),
        therapyRow("10/23/2025", "97140", "17.9.00"),
        therapyRow("10/27/2025", "97530", "74.00"),
        "Total charges 214.00",
      ]),
      "medical_bill",
    ).line_items;

  it("keeps a row whose charge OCR garbled, so the rows after it stay in place", () => {
    expect(items().map((i) => [i.cpt_code, i.billed_amount])).toEqual([
      ["97110", 68],
      ["97140", null],
      ["97530", 74],
    ]);
    expect(items()[1].description).toBe("Therapeutic exercise, each 15 min");
  });
});

describe("a surgery center's faxed itemized bill, its description before the code", () => {
  const items = () =>
    extractDocument(
      page([
        "Lakemont Surgery Center, LLC",
        "PATIENT ITEMIZED BILL",
        [
          ["Rev", 0.07],
          ["Description", 0.13],
          ["HCPCS", 0.46],
          ["Date", 0.57],
          ["Units", 0.71],
          ["Charges", 0.85],
        ],
        [
          ["0490", 0.07],
          ["AMB SURG LAP CHOLECYSTECTOMY", 0.13],
          ["47562", 0.48],
          ["18:Nov-2025", 0.57],
          ["1", 0.75],
          ["8,940.00", 0.86],
        ],
        [
          ["0636", 0.07],
          ["ONDANSETRON INJ 1 MG", 0.13],
          ["12405", 0.48],
          ["18-Nov-2025", 0.58],
          ["» Rl", 0.72],
          ["33.60", 0.88],
        ],
      ]),
      "medical_bill",
    ).line_items;

  it("reads a date whose first dash a fax made a colon", () => {
    expect(items()[0].service_date).toBe("2025-11-18");
  });

  it("describes each line by the words before its code, and reads a drug's J OCR made a 1", () => {
    expect(items().map((i) => [i.cpt_code, i.description])).toEqual([
      ["47562", "AMB SURG LAP CHOLECYSTECTOMY"],
      ["J2405", "ONDANSETRON INJ 1 MG"],
    ]);
  });
});

describe("the sender of an 'other' paper", () => {
  const organization = (lines: (string | [string, number][])[]) =>
    extractDocument(page(lines), "other").fields.organization;

  it("is the name beside a monogram of its initials, past the address printed above it", () => {
    expect(
      organization([
        [["77 Foothill Commons, Suite 4", 0.62]],
        [
          ["LS", 0.08],
          ["Larkspur Surgical Arts, PLLC", 0.12],
          ["Boise Crossing, ID 83716", 0.62],
        ],
        "Good Faith Estimate for Health Care Items and Services",
        "Date of Good Faith Estimate 01/20/2026",
      ]),
    ).toBe("Larkspur Surgical Arts, PLLC");
  });

  it("leaves out the post office box printed on after the name", () => {
    expect(
      organization([
        [
          ["Bluestem Valley Health Plan · PO Box 2716", 0.07],
          ["Sedgwick Flats, KS 67401", 0.62],
        ],
        "Form 1095-B: Health Coverage",
        "Keep this form for your records.",
      ]),
    ).toBe("Bluestem Valley Health Plan");
  });

  it("is Medicare's notifier, not a lettered box of the form", () => {
    expect(
      organization([
        [
          ["A. Notifier:", 0.07],
          ["Pinecrest Family Health Center", 0.19],
        ],
        [["118 Orchard Row, Bramble Cove, NC 27821", 0.19]],
        "Advance Beneficiary Notice of Non-coverage (ABN)",
        [
          ["D. Items or services", 0.08],
          ["E. Reason Medicare may not pay", 0.37],
          ["F. Estimated cost", 0.79],
        ],
      ]),
    ).toBe("Pinecrest Family Health Center");
  });
});

describe("cards that name their member in two languages or as a recipient", () => {
  const front = (lines: (string | [string, number][])[]) =>
    extractDocument(page(lines), "insurance_card_front").fields;

  it("reads the values under labels printed with their Spanish", () => {
    const fields = front([
      "MEDICARE HEALTH INSURANCE",
      "Name / Nombre",
      "HAROLD P WINSLOW",
      "Medicare Number / Número de Medicare",
      "5TR2-HN8-QA41",
    ]);
    expect([fields.member_name, fields.member_id]).toEqual(["HAROLD P WINSLOW", "5TR2-HN8-QA41"]);
  });

  it("reads a medical assistance card's recipient and a supplement card's insured", () => {
    expect(
      front(["KESTREL STATE HEALTH", "Medical Assistance ID Card", "RECIPIENT NAME", "MAUREEN A OSEI"])
        .member_name,
    ).toBe("MAUREEN A OSEI");
    expect(
      front(["Cedarholm Mutual Insurance Company", "Standardized Plan G", "Insured: HAROLD P WINSLOW"])
        .member_name,
    ).toBe("HAROLD P WINSLOW");
  });
});

describe("the period of a certification or an exception", () => {
  const dates = (lines: (string | [string, number][])[]) => {
    const { service_date, expiration_date } = extractDocument(page(lines), "prior_authorization").fields;
    return [service_date, expiration_date];
  };

  it("is read under 'Certification valid', past a diagnosis labelled beside it", () => {
    expect(
      dates([
        "RADIANT REVIEW SOLUTIONS   CERTIFICATION NOTICE",
        "Reference ID RRS-CT-55019384",
        [
          ["Certification valid", 0.3],
          ["Diagnosis", 0.62],
        ],
        [
          ["03/02/26 to 04/30/26", 0.3],
          ["R10.84", 0.62],
        ],
        "Determination: APPROVED",
      ]),
    ).toEqual(["2026-03-02", "2026-04-30"]);
  });

  it("is a hospital stay's certified dates, or an exception's period", () => {
    expect(
      dates([
        "TALLGRASS BENEFIT ADMINISTRATORS",
        "DETERMINATION: CERTIFIED 3 DAYS",
        "Certified dates: 02/09/2026 through 02/11/2026",
      ]),
    ).toEqual(["2026-02-09", "2026-02-11"]);
    expect(
      dates([
        "Bayfront Choice Health Plan",
        "NETWORK GAP EXCEPTION - DETERMINATION",
        "Exception period: 02/10/2026 through 08/09/2026",
      ]),
    ).toEqual(["2026-02-10", "2026-08-09"]);
  });
});

it("names the plan a home health agency's confirmation gives as its insurance, not the agency", () => {
  expect(
    extractDocument(
      page([
        "Sunrise Ridge Home Health",
        "AUTHORIZATION CONFIRMATION",
        "Date: January 6, 2026",
        "Good news! Your insurance company has approved home health visits.",
        [
          ["Insurance:", 0.09],
          ["Pinecrest Health Alliance", 0.32],
        ],
        [
          ["Authorization ID:", 0.08],
          ["PHA-HH-771043", 0.32],
        ],
        "Status: Approved",
      ]),
      "prior_authorization",
    ).fields.insurance_company,
  ).toBe("Pinecrest Health Alliance");
});

it("reads a card back's pharmacy manager after 'Prescription drugs:'", () => {
  expect(
    extractDocument(
      page([
        "ASHGROVE SCHOOLS RETIREE HEALTH TRUST",
        "RETIREES   Retiree Service Center 1-888-555-0176 (TTY 711)",
        "PHARMACY   Prescription drugs: Corvane Rx 1-866-555-0193",
        "ONLINE   meridaleba.com/ashgrove",
      ]),
      "insurance_card_back",
    ).fields.pharmacy_benefits,
  ).toBe("Corvane Rx 1-866-555-0193");
});

it("dates a Good Faith Estimate by the date under its label, not the patient's birth date beside it", () => {
  expect(
    extractDocument(
      page([
        "Larkspur Surgical Arts, PLLC",
        "Good Faith Estimate for Health Care Items and Services",
        [
          ["Date of Good Faith Estimate", 0.07],
          ["Estimate Number", 0.32],
          ["Patient", 0.53],
          ["Patient DOB", 0.74],
        ],
        [
          ["01/20/2026", 0.07],
          ["GFE-2026-00381", 0.32],
          ["Rosalind Teague", 0.53],
          ["07/02/1979", 0.74],
        ],
      ]),
      "other",
    ).fields.date,
  ).toBe("2026-01-20");
});

it("leaves out a lone letter or mark OCR made of a card's art after the payer's name", () => {
  const payer = (name: string) =>
    extractDocument(page([name, "Member ID BWM 4410 2271", "Group 55120"]), "insurance_card_front").fields
      .payer_name;
  expect(payer("Brightwater Mutual B")).toBe("Brightwater Mutual");
  expect(payer("LAKESHORE HEALTH CONNECT _")).toBe("LAKESHORE HEALTH CONNECT");
});

it("reads a union fund card's participant as its member", () => {
  expect(
    extractDocument(
      page([
        "IRONWORKERS DISTRICT 9 HEALTH & WELFARE FUND",
        "Participant: LUIS A DELGADO",
        "ID No.: IWD 773055120",
      ]),
      "insurance_card_front",
    ).fields.member_name,
  ).toBe("LUIS A DELGADO");
});

it("reads the amount due under a 'BALANCE DUE' whose E OCR read as an R", () => {
  expect(
    extractDocument(
      page([
        "Tidewell Home Medical Supply, Inc.",
        "INVOICE / STATEMENT",
        [
          ["Invoice total", 0.54],
          ["$427.00", 0.84],
        ],
        [
          ["BALANCE DUR", 0.6],
          ["$302.70", 0.82],
        ],
      ]),
      "medical_bill",
    ).fields.amount_due,
  ).toBe(302.7);
});
