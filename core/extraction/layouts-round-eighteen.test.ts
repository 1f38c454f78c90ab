// Layouts of the eighteenth development round (issue 17, decision 094): a military plan's typed
// EOB, a Medicare Advantage monthly EOB, an ambulance invoice, a cardiology practice, a benefit
// manager's pending letter, an employer plan's card. Each case fails without the rule it names.
import { describe, expect, it } from "vitest";
import { extractDocument } from "./extract";
import { eobTable, page } from "./test-page";

type Row = string | [text: string, left: number][];
const read = (type: Parameters<typeof extractDocument>[1], ...rows: Row[]) =>
  extractDocument(page(rows), type);

describe("an EOB's lines", () => {
  it("read with the number of services printed between the date and the code", () => {
    const eob = extractDocument(
      eobTable(
        [
          ["DATE OF SERVICE", 0.07],
          ["SERVICES PROVIDED", 0.2],
          ["AMOUNT BILLED", 0.55],
          ["AMOUNT ALLOWED", 0.72],
        ],
        [
          ["03-NOV-2026", 0.07],
          ["1 99213 OFFICE VISIT EST PT", 0.2],
          ["175.00", 0.57],
          ["92.63", 0.74],
        ],
      ),
      "eob",
    );
    expect(eob.line_items.map((i) => [i.cpt_code, i.billed_amount, i.allowed_amount])).toEqual([
      ["99213", 175, 92.63],
    ]);
  });

  it("read with the code at the end of the service under one 'Service and code' title", () => {
    const eob = extractDocument(
      eobTable(
        [
          ["Date", 0.07],
          ["Service and code", 0.17],
          ["Provider charged", 0.52],
          ["Plan approved", 0.62],
          ["Plan paid", 0.77],
          ["You owe", 0.89],
        ],
        [
          ["09/08/2026", 0.07],
          ["Office visit, new patient - 99203", 0.17],
          ["$225.00", 0.53],
          ["$112.90", 0.64],
          ["$92.90", 0.76],
          ["$20.00", 0.88],
        ],
      ),
      "eob",
    );
    expect(eob.line_items).toMatchObject([
      { cpt_code: "99203", description: "Office visit, new patient", billed_amount: 225, paid_amount: 92.9 },
    ]);
  });
});

it("keeps an ambulance's lines in place when OCR read a code's 0 as a letter, and its crew's impression", () => {
  const bill = read(
    "medical_bill",
    "TRI-VALLEY AMBULANCE DISTRICT",
    [
      ["HCPCS", 0.06],
      ["DESCRIPTION", 0.14],
      ["UNITS", 0.57],
      ["RATE", 0.71],
      ["AMOUNT", 0.87],
    ],
    [
      ["AG427", 0.06],
      ["ALS1 EMERGENCY TRANSPORT", 0.14],
      ["1", 0.6],
      ["1,985.00", 0.68],
      ["1,985.00", 0.85],
    ],
    [
      ["A0425", 0.06],
      ["GROUND MILEAGE, PER LOADED MILE", 0.14],
      ["14", 0.6],
      ["28.75", 0.7],
      ["402.50", 0.87],
    ],
    "PRIMARY IMPRESSION: RO7.9",
  );
  expect(bill.line_items.map((i) => [i.units, i.billed_amount])).toEqual([
    [1, 1985],
    [14, 402.5],
  ]);
  expect(bill.icd10_codes).toEqual(["R07.9"]);
});

it("names a heart and vascular practice, not its billing department below", () => {
  expect(
    read(
      "medical_bill",
      "Brookline Heart & Vascular",
      "Cardiology Billing Department",
      "901 Summit Ave, Brookline Heights, PA 19999",
      "Statement Date 12/16/26",
    ).fields.provider_name,
  ).toBe("Brookline Heart & Vascular");
});

it("reads a 'Reference (authorization) number' over its number", () => {
  expect(
    read(
      "prior_authorization",
      "Blue Cross of Tallgrass Plains",
      "Your request has been received and is pending review",
      [
        ["Reference (authorization) number", 0.09],
        ["Member", 0.48],
      ],
      [
        ["BTP-UM-26-771209", 0.09],
        ["Marguerite Oyelaran", 0.48],
      ],
    ).fields.authorization_number,
  ).toBe("BTP-UM-26-771209");
});

describe("an employer plan's card", () => {
  it("reads the group number under its label, not the Rx BIN beside it", () => {
    expect(
      read(
        "insurance_card_front",
        "Veritas Employer Health",
        [
          ["Group Number", 0.04],
          ["Rx BIN 610998", 0.58],
        ],
        [
          ["LF-20415", 0.04],
          ["Rx PCN VEHRX", 0.58],
        ],
      ).fields.group_number,
    ).toBe("LF-20415");
  });

  it("reads a web address printed on a line of its own, whatever its ending", () => {
    expect(
      read(
        "insurance_card_back",
        "Member Services 1-800-555-0104",
        "Pharmacy benefits: Corrigan Rx 1-800-555-0192",
        "veritasemployerhealth.co",
        "Providers: verify eligibility online before service.",
      ).fields.website,
    ).toBe("veritasemployerhealth.co");
  });
});

describe("OCR's marks that are no part of a value", () => {
  it("drops a logo's strokes after a card's payer", () => {
    expect(
      read("insurance_card_front", "Veritas Employer Health iil", "Member Name", "BRAM LINDQVIST").fields
        .payer_name,
    ).toBe("Veritas Employer Health");
  });

  it("reads no diagnosis code from a word whose O could be a 0 ('LOADED')", () => {
    expect(
      read("medical_bill", "TRI-VALLEY AMBULANCE DISTRICT", "PRIMARY IMPRESSION: RO7.9 MILES: 14 LOADED")
        .icd10_codes,
    ).toEqual(["R07.9"]);
  });

  it("gives a drug its J-code under a pharmacy revenue code printed first on the row", () => {
    const eob = extractDocument(
      eobTable(
        [
          ["Rev", 0.07],
          ["Description", 0.12],
          ["HCPCS", 0.28],
          ["Units", 0.34],
          ["Billed", 0.42],
          ["Allowed", 0.62],
          ["Plan paid", 0.8],
        ],
        [
          ["0636", 0.07],
          ["DRUGS/DETAIL CODE", 0.12],
          ["2405", 0.28],
          ["4", 0.35],
          ["$96.00", 0.42],
          ["$6.24", 0.62],
          ["$4.99", 0.8],
        ],
      ),
      "eob",
    );
    expect(eob.line_items.map((i) => i.cpt_code)).toEqual(["J2405"]);
  });
});
