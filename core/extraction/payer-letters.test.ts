// Payers' letters and statements laid out unlike the first fixtures (issue 17, fourth round): the
// plan named only in the signature block, a Medicaid statement's recipient and its summary row.
import { describe, expect, it } from "vitest";
import { extractDocument } from "./extract";
import { page } from "./test-page";

it("a letter whose letterhead cannot be read names its plan in the signature block", () => {
  const fields = extractDocument(
    page([
      "~ ee :",
      "APPROVAL NOTICE",
      "Enrollee ID: CVH-1192-04",
      "Your request for an MRI of the lumbar spine has been approved.",
      ...Array.from(
        { length: 10 },
        (_, i) => `Paragraph line ${i + 1} of the letter about the approved service.`,
      ),
      "Sincerely,",
      "Utilization Management",
      "Crescent Valley Health Plan",
    ]),
    "prior_authorization",
  ).fields;
  expect(fields.insurance_company).toBe("Crescent Valley Health Plan");
});

describe("a Medicaid statement", () => {
  const fields = extractDocument(
    page([
      "State Medical Assistance Program",
      "EXPLANATION OF MEDICAID BENEFITS",
      "Recipient: Dana Whitfield",
      [
        ["Date", 0.06],
        ["Code", 0.2],
        ["Billed", 0.4],
        ["Allowed", 0.55],
        ["Paid", 0.7],
      ],
      [
        ["03/02/2025", 0.06],
        ["99213", 0.2],
        ["$140.00", 0.4],
        ["$52.10", 0.55],
        ["$52.10", 0.7],
      ],
      [
        ["03/02/2025", 0.06],
        ["36415", 0.2],
        ["$20.00", 0.4],
        ["$3.00", 0.55],
        ["$3.00", 0.7],
      ],
      [
        ["Claim summary", 0.06],
        ["$160.00", 0.4],
        ["$55.10", 0.55],
        ["$54.10", 0.7],
      ],
    ]),
    "eob",
  ).fields;

  it("names its recipient: the patient", () => {
    expect(fields.patient_name).toBe("Dana Whitfield");
  });

  it("holds its totals in the summary row (its paid total, not the lines' sum)", () => {
    expect([fields.total_billed, fields.total_allowed, fields.total_paid]).toEqual([160, 55.1, 54.1]);
  });
});

describe("a Medicare Summary Notice", () => {
  const read = extractDocument(
    page([
      "Medicare Summary Notice",
      "for Part B (Medical Insurance)",
      [
        ["ROSA PEEH", 0.05],
        ["Date of This Notice", 0.54],
        ["October 14, 2025", 0.7],
      ],
      "Coastal Plains Cardiology, September 22, 2025",
      "Claim number 25265-8840-37102",
      [
        ["Service Provided &", 0.05],
        ["Amount ProvidedMedicare-Approved", 0.43],
        ["Medicare", 0.73],
        ["You May Be", 0.83],
      ],
      [
        ["Billing Code", 0.05],
        ["Charged", 0.49],
        ["Amount", 0.64],
        ["Paid", 0.77],
        ["Billed", 0.88],
      ],
      [
        ["Office/outpatient visit, established (99214)", 0.05],
        ["$310.00", 0.5],
        ["$128.44", 0.65],
        ["$100.71", 0.75],
        ["$27.73", 0.87],
      ],
    ]),
    "eob",
  );

  it("is Medicare's, whatever the letterhead", () => {
    expect(read.fields.insurance_company).toBe("Medicare");
  });

  it("reads two-line column titles whose upper line OCR ran together", () => {
    expect(
      read.line_items.map((i) => [i.cpt_code, i.billed_amount, i.allowed_amount, i.paid_amount]),
    ).toEqual([["99214", 310, 128.44, 100.71]]);
  });

  it("takes the service date from the claim's heading over the table", () => {
    expect(read.fields.service_date).toBe("2025-09-22");
  });
});

it("'Run date' is when an EOB was printed, and an ambulance's date of service", () => {
  const eob = extractDocument(
    page([
      "Sun Prairie Health Connect",
      "Explanation of Benefits",
      "Run date: 08/01/2025",
      "Date of service 07/19/2025",
    ]),
    "eob",
  ).fields;
  expect([eob.processed_date, eob.service_date]).toEqual(["2025-08-01", "2025-07-19"]);
  const bill = extractDocument(
    page([
      "Tri-County Ambulance Authority",
      "PATIENT STATEMENT",
      "Run date 05/17/2025 - Incident # TCA-25-0391",
    ]),
    "medical_bill",
  ).fields;
  expect(bill.service_date).toBe("2025-05-17");
});

describe("an employer plan's statement of benefits in capitals", () => {
  const read = extractDocument(
    page([
      "GRANITE FALLS EMPLOYEE BENEFIT PLAN",
      "STATEMENT OF BENEFITS",
      "REPROCESSED 02-Dec-2025 ORIGINAL 12-Nov-2025",
      [
        ["FROM- THRU", 0.05],
        ["PROC", 0.2],
        ["QTY", 0.3],
        ["AMT BILLED", 0.4],
        ["CONTRACT AMT", 0.51],
        ["PLAN PMT", 0.66],
        ["PT OWES", 0.78],
      ],
      [
        ["10/27/25", 0.05],
        ["97110", 0.2],
        ["3", 0.3],
        ["270.00", 0.43],
        ["118.35", 0.56],
        ["94.68", 0.69],
        ["23.67", 0.8],
      ],
      [
        ["CLAIM TOTAL", 0.06],
        ["270.00", 0.25],
        ["118.35", 0.37],
        ["94.68", 0.48],
        ["23.67", 0.59],
      ],
    ]),
    "eob",
  );

  it("reads CONTRACT AMT as allowed, PLAN PMT as paid, PT OWES as the patient's", () => {
    expect(read.line_items.map((i) => [i.units, i.billed_amount, i.allowed_amount, i.paid_amount])).toEqual([
      [3, 270, 118.35, 94.68],
    ]);
  });

  it("reads a total row printed out of line with the columns in the columns' order", () => {
    expect([read.fields.total_billed, read.fields.total_allowed, read.fields.total_paid]).toEqual([
      270, 118.35, 94.68,
    ]);
  });

  it("reads REPROCESSED as the processed date", () => {
    expect(read.fields.processed_date).toBe("2025-12-02");
  });
});

it("an EOB's 'Issued on' date, 'Reference no.' claim number and a dental plan's name", () => {
  const fields = extractDocument(
    page([
      "SmileBridge Kids Dental",
      [
        ["Cascadia Dental Explanation of Benefits", 0.05],
        ["Issued on July 8, 2025", 0.7],
      ],
      "Reference no. BMA-0512-66731",
      [
        ["Date", 0.05],
        ["CDT code", 0.2],
        ["Submitted fee", 0.5],
        ["Plan pays", 0.8],
      ],
      [
        ["03/11/2025", 0.05],
        ["D0120", 0.2],
        ["$62.00", 0.5],
        ["$31.40", 0.8],
      ],
    ]),
    "eob",
  ).fields;
  expect([fields.processed_date, fields.claim_number, fields.insurance_company]).toEqual([
    "2025-07-08",
    "BMA-0512-66731",
    "SmileBridge Kids Dental",
  ]);
});

it("reads the claim's totals printed over its lines", () => {
  const header: [string, number][] = [
    ["Date of service", 0.06],
    ["Procedure", 0.21],
    ["Billed", 0.44],
    ["Allowed", 0.55],
    ["Plan paid", 0.67],
  ];
  const fields = extractDocument(
    page([
      "Sun Prairie Health Connect",
      "Explanation of Benefits",
      header,
      [
        ["Claim totals", 0.06],
        ["$486.00", 0.42],
        ["$201.47", 0.55],
        ["$190.00", 0.68],
      ],
      header,
      [
        ["07/19/2025", 0.06],
        ["99214 Office visit", 0.21],
        ["$228.00", 0.43],
        ["$96.31", 0.57],
        ["$96.31", 0.7],
      ],
    ]),
    "eob",
  ).fields;
  expect([fields.total_billed, fields.total_allowed, fields.total_paid]).toEqual([486, 201.47, 190]);
});

it("a date printed alone over the table dates the letter, not the service", () => {
  const fields = extractDocument(
    page([
      "Harborline Health",
      "Explanation of Benefits",
      "March 14, 2025",
      [
        ["Code", 0.06],
        ["Billed", 0.4],
        ["Paid", 0.6],
      ],
      [
        ["99213", 0.06],
        ["$140.00", 0.4],
        ["$80.00", 0.6],
      ],
    ]),
    "eob",
  ).fields;
  expect([fields.service_date, fields.processed_date]).toEqual([null, "2025-03-14"]);
});
