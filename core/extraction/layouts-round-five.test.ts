// Labels, values and tables of the fifth development set's layouts (issue 17, "Reading that
// generalises"): each case is a general rule and fails without it.
import { describe, expect, it } from "vitest";
import type { DocumentType } from "../documents/types";
import { extractDocument } from "./extract";
import { eobTable, page } from "./test-page";

type Cell = [string, number];
const read = (type: DocumentType, ...lines: (string | Cell[])[]) => extractDocument(page(lines), type).fields;

describe("identifiers", () => {
  it("read a lab's 'Requisition / Account' over its value, and a statement 'Stmt issued'", () => {
    expect(
      read(
        "medical_bill",
        "Fernhill Reference Laboratory",
        [
          ["INVOICE DATE", 0.08],
          ["REQUISITION / ACCOUNT", 0.3],
          ["DUE DATE", 0.51],
        ],
        [
          ["01/21/2025", 0.08],
          ["FRL-5K20931", 0.3],
          ["02/20/2025", 0.51],
        ],
      ),
    ).toMatchObject({ account_number: "FRL-5K20931" });
    expect(read("medical_bill", "Fernhill Walk-In Clinic", "Stmt issued 08/05/2025")).toMatchObject({
      bill_date: "2025-08-05",
    });
  });

  it("keep a letter prefix printed apart from digits in hyphenated groups", () => {
    expect(read("medical_bill", "Fernhill Walk-In Clinic", "Account No. FWC 41-20977")).toMatchObject({
      account_number: "FWC 41-20977",
    });
    expect(read("eob", "Lowland Community Health Plan", "Claim number: LCH 12-3304-71")).toMatchObject({
      claim_number: "LCH 12-3304-71",
    });
  });
});

describe("line-item columns", () => {
  it("reads a vision plan's 'Covered up to' column as the allowed amount", () => {
    const eob = eobTable(
      [
        ["Item", 0.06],
        ["Code", 0.38],
        ["Charged", 0.5],
        ["Covered up to", 0.63],
        ["Benefit paid", 0.81],
      ],
      [
        ["Eyeglass lenses", 0.06],
        ["V2100", 0.38],
        ["$140.00", 0.51],
        ["$80.00", 0.68],
        ["$70.00", 0.84],
      ],
    );
    expect(extractDocument(eob, "eob").line_items[0]).toMatchObject({
      cpt_code: "V2100",
      billed_amount: 140,
      allowed_amount: 80,
      paid_amount: 70,
    });
  });
});

describe("the date of service", () => {
  it("is read under an imaging, ambulance, lab or thank-you label", () => {
    for (const printed of [
      "Exam date: 11/14/2025",
      "Incident date 14-Nov-2025 - picked up at residence",
      "This bill is for laboratory tests collected on November 14, 2025, ordered by Dr. Ruiz.",
      "Thank you for visiting us on November 14, 2025. Your insurance has processed this visit.",
    ])
      expect(read("medical_bill", "Harbor Walk Clinic", "Statement date 12/01/2025", printed)).toMatchObject({
        service_date: "2025-11-14",
      });
  });

  it("is read under a bare 'Visit' title in a row of labels over values", () => {
    expect(
      read(
        "eob",
        "Saltmarsh Health Cooperative",
        [
          ["Claim ID", 0.04],
          ["Processed", 0.3],
          ["Visit", 0.53],
        ],
        [
          ["SHC-11-2025-0042", 0.04],
          ["12/02/2025", 0.3],
          ["11/14/2025", 0.53],
        ],
      ),
    ).toMatchObject({ service_date: "2025-11-14", processed_date: "2025-12-02" });
  });
});

describe("what the statement asks the patient to pay", () => {
  it("is read after 'Balance due from patient' and 'Patient portion'", () => {
    for (const label of ["BALANCE DUE FROM PATIENT", "Patient portion"])
      expect(
        read(
          "medical_bill",
          "Lindenwood Family Dentistry",
          [
            ["Total of charges", 0.55],
            ["$457.00", 0.75],
          ],
          [
            [label, 0.55],
            ["$160.90", 0.75],
          ],
        ),
      ).toMatchObject({ amount_due: 160.9 });
  });
});

describe("a Medicare Advantage denial notice", () => {
  const notice = [
    "Lakemont Medicare Advantage",
    "NOTICE OF DENIAL OF MEDICAL COVERAGE",
    [
      ["Case / Ref", 0.09],
      ["LMA-UM-55012093", 0.26],
    ] as Cell[],
    "We have DENIED the item you or your doctor asked for:",
    "Etanercept injection, 50 mg weekly (HCPCS J1438), requested start 05-Jan-2026",
    "Why we denied your request: plan rules require a trial of a preferred medicine first.",
  ];

  it("reads the case reference, the item asked for with its code, and when it was to start", () => {
    expect(read("prior_authorization", ...notice)).toMatchObject({
      authorization_number: "LMA-UM-55012093",
      authorized_services: "Etanercept injection, 50 mg weekly (HCPCS J1438)",
      service_date: "2026-01-05",
      status: "Denied",
    });
  });

  it("dates an approval's start from a bare 'Effective:'", () => {
    expect(
      read(
        "prior_authorization",
        "Northwood Health Partners",
        "Pre-service review determination",
        "Determination: APPROVED",
        "Effective: 10/14/2025",
        "Expires: 12/12/2025",
      ),
    ).toMatchObject({ service_date: "2025-10-14", expiration_date: "2025-12-12" });
  });

  it("reads the service whole when its count and code stand in cells of their own", () => {
    expect(
      read("prior_authorization", "Northwood Health Partners", "Determination: APPROVED", [
        ["Service:", 0.08],
        ["Home physical therapy visits,", 0.29],
        ["6 visits", 0.62],
        ["(G0151)", 0.72],
      ]),
    ).toMatchObject({ authorized_services: "Home physical therapy visits, 6 visits (G0151)" });
  });
});

describe("the payer's name", () => {
  it("leaves out the plan product printed after a dash", () => {
    for (const type of ["eob", "prior_authorization"] as const)
      expect(
        read(type, "Saltmarsh Health Cooperative - Gold 80 Marketplace Plan", "Your Claim Summary"),
      ).toMatchObject({ insurance_company: "Saltmarsh Health Cooperative" });
  });
});

describe("a faxed decision", () => {
  it("names the plan that sent it, never the provider it was faxed to", () => {
    expect(
      read(
        "prior_authorization",
        [
          ["FAX", 0.08],
          ["TO:", 0.12],
          ["Birch Lane Home Health", 0.16],
          ["FROM:", 0.5],
          ["Cedar Ridge Health Partners", 0.6],
        ],
        "Pre-service review determination",
        "Determination: APPROVED",
      ),
    ).toMatchObject({ insurance_company: "Cedar Ridge Health Partners" });
  });
});

describe("when an EOB was processed", () => {
  it("is read from a sentence that dates the processing first", () => {
    expect(
      read(
        "eob",
        "Clearview Vision Benefits",
        "Claim Statement - not a bill",
        "On July 2, 2025 we processed claim VX-1200-0931 for services from Brookline Eye Care",
      ),
    ).toMatchObject({ processed_date: "2025-07-02" });
  });

  it("is read after 'Date issued'", () => {
    expect(
      read("eob", "Bayfront Health Maintenance Org.", "Explanation of Benefits", "Date issued 08/01/2025"),
    ).toMatchObject({ processed_date: "2025-08-01" });
  });
});

describe("an insurance card's back", () => {
  it("reads the claims address without its addressee, the pharmacy manager after 'by', and a web address OCR lost the dot of", () => {
    expect(
      read(
        "insurance_card_back",
        "Members: call 1-800-555-0142 (TTY 711)",
        "Send medical claims to:",
        "Fernway Health Claims, PO Box 4410, Eugene, OR 97401",
        "Pharmacy benefits by ScriptPeak - 1-866-555-0190",
        [
          ["Web:", 0.04],
          ["www fernwayhealth.example", 0.12],
        ],
      ),
    ).toMatchObject({
      claims_address: "PO Box 4410, Eugene, OR 97401",
      pharmacy_benefits: "ScriptPeak 1-866-555-0190",
      website: "www.fernwayhealth.example",
    });
  });
});

describe("a letter that is none of the claim paperwork", () => {
  it("takes a determination as its title, never a line of its running text", () => {
    const letter = page([
      "Mesa Verde Regional Medical Center",
      "Patient Financial Services",
      "Financial Assistance Determination",
      "reported, you qualify for a 60% discount on eligible balances for twelve months from the date",
    ]);
    expect(extractDocument(letter, "other").fields).toMatchObject({
      title: "Financial Assistance Determination",
    });
    // A running-text line set larger than the title is still no title.
    const words = letter.words.map((w) =>
      w.top > 0.1 ? { ...w, height: 0.016 } : w.top > 0.09 ? { ...w, height: 0.014 } : w,
    );
    const hardship = {
      ...letter,
      words: words.map((w) => (w.text === "Determination" ? { ...w, text: "Result" } : w)),
    };
    expect(extractDocument(hardship, "other").fields).toMatchObject({ title: "Financial Assistance Result" });
  });
});

describe("more surveyed label variants", () => {
  const bill = (line: string) => read("medical_bill", "Maple Court Clinic", "PATIENT STATEMENT", line);
  const eob = (line: string) => read("eob", "Acme Health Plan", "Explanation of Benefits", line);

  it("date the service, and name what the patient owes, on a statement", () => {
    for (const label of ["Date of treatment:", "Appointment date", "Encounter date"])
      expect(bill(`${label} 03/04/2025`)).toMatchObject({ service_date: "2025-03-04" });
    for (const label of ["Amount owed", "Remaining balance", "New balance"])
      expect(bill(`${label} $12.00`)).toMatchObject({ amount_due: 12 });
  });

  it("number a Medicaid claim by its control number and read an EOB's totals", () => {
    expect(eob("ICN 2025-1102-33")).toMatchObject({ claim_number: "2025-1102-33" });
    expect(eob("Total charged $90.00")).toMatchObject({ total_billed: 90 });
    expect(eob("Total eligible $50.00")).toMatchObject({ total_allowed: 50 });
    expect(eob("Total benefits paid $40.00")).toMatchObject({ total_paid: 40 });
  });
});
