// Layouts of the seventeenth development round (issue 17, decision 094): benefit managers' and
// pharmacy plans' decisions, a final notice, a Medicaid plan's capitals, a pathology group, cards
// printed in two columns. Each case fails without the rule it names.
import { describe, expect, it } from "vitest";
import { extractDocument } from "./extract";
import { parseDate } from "./parse";
import { page } from "./test-page";

type Row = string | [text: string, left: number][];
const read = (type: Parameters<typeof extractDocument>[1], ...rows: Row[]) =>
  extractDocument(page(rows), type).fields;

it("reads a month whose O OCR read as a 0 ('27-0CT-2026', 'N0V 3, 2026')", () => {
  expect([parseDate("27-0CT-2026"), parseDate("N0V 3, 2026")]).toEqual(["2026-10-27", "2026-11-03"]);
});

describe("a bill's provider and demand", () => {
  it("names a pathology group by its specialty, not its tagline below", () => {
    expect(
      read(
        "medical_bill",
        "Meridian Pathology Consultants",
        "Anatomic & Clinical Pathology",
        "600 Laboratory Way, Fairmont, OR 97999",
        "Bill Date 11/05/26",
      ).provider_name,
    ).toBe("Meridian Pathology Consultants");
  });

  it("reads a final notice's 'PAST DUE - PAY NOW' and the date its sentence gives", () => {
    const fields = read(
      "medical_bill",
      "Riverbend Medical Group",
      "FINAL NOTICE",
      "Our records show that the balance below has been unpaid for more than 120 days. If we do not",
      "receive payment in full, or you do not call us to set up a payment arrangement, by Nov 30, 2026,",
      "your account may be placed with an outside collection agency.",
      [
        ["Original charges", 0.49],
        ["$338.00", 0.84],
      ],
      [
        ["PAST DUE - PAY NOW", 0.51],
        ["$112.00", 0.83],
      ],
    );
    expect([fields.due_date, fields.amount_due]).toEqual(["2026-11-30", 112]);
  });
});

describe("a pharmacy or benefit manager's decision", () => {
  it("names the plan whose members a pharmacy benefit manager serves, and a drug by its NDC", () => {
    const fields = read(
      "prior_authorization",
      [
        ["ClearPath Rx", 0.08],
        ["Coverage Determination", 0.67],
      ],
      [
        ["Pharmacy benefits for Sunridge Health Plan members", 0.08],
        ["Notice of Denial", 0.8],
      ],
      "We denied your request for coverage of the drug below",
      [
        ["DRUG REQUESTED", 0.07],
        ["NDC", 0.53],
        ["QUANTITY / DAYS", 0.71],
      ],
      [
        ["Semaglutide 2.4 mg/0.75 mL auto-injector", 0.07],
        ["0169-4524-14", 0.53],
        ["3 mL / 28 days", 0.71],
      ],
    );
    expect(fields).toMatchObject({
      insurance_company: "Sunridge Health Plan",
      authorized_services: "Semaglutide 2.4 mg/0.75 mL auto-injector (0169-4524-14)",
    });
  });

  it("reads a grid's service that wrapped onto the next line", () => {
    const fields = read(
      "prior_authorization",
      "Vantage Imaging Management",
      "RE: Prior authorization approved",
      [
        ["Authorization Number", 0.08],
        ["Exam Approved", 0.29],
        ["CPT", 0.65],
        ["Valid From", 0.73],
        ["Valid Through", 0.84],
      ],
      [
        ["VIM-2611-448207", 0.08],
        ["MRI brain without contrast, followed", 0.29],
        ["70553", 0.65],
        ["11/16/26", 0.73],
        ["01/14/27", 0.84],
      ],
      [["by contrast", 0.29]],
    );
    expect(fields.authorized_services).toBe("MRI brain without contrast, followed by contrast (70553)");
  });

  it("leaves out how much, set off by a dash after the code", () => {
    const fields = read(
      "prior_authorization",
      "Prairie Star Health Connect",
      "NOTICE OF ADVERSE BENEFIT DETERMINATION",
      "What was requested:",
      "Private duty nursing by registered nurse, per hour (S9123) - 56 hours per week for 26 weeks",
      "Our decision: DENIED",
    );
    expect(fields.authorized_services).toBe("Private duty nursing by registered nurse, per hour (S9123)");
  });
});

describe("a card printed in two columns", () => {
  it("reads a card front's payer without the plan's kind after its wordmark", () => {
    expect(
      read("insurance_card_front", "Cascade Mutual Health ga EPO", "MEMBER", "ELIAS R VANTERPOOL").payer_name,
    ).toBe("Cascade Mutual Health");
  });

  it("reads the claims address below its label, not the payer ID beside it, and the pharmacy's phone under its name", () => {
    const fields = read(
      "insurance_card_back",
      [
        ["Member Services", 0.05],
        ["1-800-555-0134", 0.32],
        ["Pharmacy benefits:", 0.59],
      ],
      [
        ["Nurse Line 24/7", 0.05],
        ["1-800-555-0135", 0.32],
        ["Meridia Rx", 0.59],
      ],
      [
        ["Behavioral Health", 0.05],
        ["1-800-555-0136", 0.32],
        ["1-866-555-0159", 0.59],
      ],
      [
        ["Send medical claims to:", 0.04],
        ["Payer ID: 79921", 0.59],
      ],
      [
        ["Tamarack Health Plans", 0.04],
        ["EDI claims preferred", 0.59],
      ],
      "Claims Dept, PO Box 62210",
      "Spokane Valley, WA 99999",
    );
    expect(fields).toMatchObject({
      claims_address: "PO Box 62210, Spokane Valley, WA 99999",
      pharmacy_benefits: "Meridia Rx 1-866-555-0159",
    });
  });
});

it("reads an EOB's claim number after 'Clm #:'", () => {
  expect(
    read("eob", "Ridgeline Mutual", "EXPLANATION OF BENEFITS", [
      ["Subscr:", 0.07],
      ["Lucinda F. Abernethy-Cole", 0.17],
      ["Clm #:", 0.61],
      ["RM26-0902-71184", 0.81],
    ]).claim_number,
  ).toBe("RM26-0902-71184");
});

it("names an insurer by its plan kind when that is all its name says of it ('Keystone Valley HMO')", () => {
  expect(
    read(
      "eob",
      [
        ["11/21/2025 14:07", 0.05],
        ["FROM: KVH MEMBER SVCS 570-555-0108", 0.19],
        ["P.01/01", 0.61],
      ],
      [
        ["KEYSTONE VALLEY HMO", 0.05],
        ["-", 0.28],
        ["MEMBER EXPLANATION OF BENEFITS", 0.32],
      ],
      "Provider: RIDGEVIEW FAMILY MEDICINE",
    ).insurance_company,
  ).toBe("KEYSTONE VALLEY HMO");
});
