// Layouts of the twenty-eighth development round (issue 17, decision 101). Each case fails without the
// rule it names.
import { describe, expect, it } from "vitest";
import { extractDocument } from "./extract";
import { eobTable, page } from "./test-page";

describe("a practice's legal name printed under its wordmark", () => {
  const provider = (remit: string) =>
    extractDocument(
      page([
        "NORTHGATE ANESTHESIA PARTNERS",
        "STATEMENT",
        "Statement Date 03/02/2026",
        "Amount Due $84.00",
        remit,
      ]),
      "medical_bill",
    ).fields.provider_name;

  it("takes the name with its suffix from the remittance block", () => {
    expect(provider("Make checks payable to Northgate Anesthesia Partners, LLC")).toBe(
      "Northgate Anesthesia Partners, LLC",
    );
    expect(provider("Remit to: NORTHGATE ANESTHESIA PARTNERS P.C. PO Box 4410")).toBe(
      "NORTHGATE ANESTHESIA PARTNERS P.C.",
    );
  });

  it("adds nothing but a legal suffix ('… Partners Foundation, Inc.' is another body)", () => {
    expect(provider("Northgate Anesthesia Partners Foundation, Inc.")).toBe("NORTHGATE ANESTHESIA PARTNERS");
    expect(provider("Northgate Anesthesia Partners, Pacific Division")).toBe("NORTHGATE ANESTHESIA PARTNERS");
  });
});

describe("a bare 'Date' among the statement's titles", () => {
  const billDate = (titles: [string, number][], values: [string, number][]) =>
    extractDocument(
      page([
        "Westbrook Orthopaedic Group",
        "STATEMENT",
        titles,
        values,
        [
          ["Date", 0.06],
          ["Description", 0.2],
          ["Code", 0.6],
          ["Charge", 0.85],
        ],
        [
          ["12/02/2025", 0.06],
          ["Office visit, new patient", 0.2],
          ["99204", 0.6],
          ["385.00", 0.85],
        ],
      ]),
      "medical_bill",
    ).fields.bill_date;

  it("dates the statement when it heads a row of the account's facts", () => {
    expect(
      billDate(
        [
          ["Date", 0.58],
          ["Account #", 0.69],
          ["Pay by", 0.83],
        ],
        [
          ["02/16/2026", 0.58],
          ["WOG-55183", 0.69],
          ["03/13/2026", 0.83],
        ],
      ),
    ).toBe("2026-02-16");
  });

  it("is no statement date over the table of services", () => {
    expect(billDate([["Account # WOG-55183", 0.58]], [["Thank you", 0.58]])).toBe(null);
  });
});

describe("a benefit manager's authorization letter", () => {
  const letter = (head: string[], procedure = "Procedure: 72148 MRI lumbar spine without contrast") =>
    extractDocument(
      page([
        ...head,
        "January 9, 2026",
        "PRIOR AUTHORIZATION APPROVAL NOTICE",
        "Authorization number: CIM-260109-4471",
        procedure,
        "Valid from: 01/12/2026 through 03/12/2026",
        "Your request has been approved.",
      ]),
      "prior_authorization",
    ).fields;

  it("names the plan it reviews for under its own name", () => {
    expect(
      letter(["Apex Specialty Care Management", "Specialty drug review for Harborview Health Plans"])
        .insurance_company,
    ).toBe("Harborview Health Plans");
    expect(letter(["Cardiology benefit management for Osprey Valley Health Plan"]).insurance_company).toBe(
      "Osprey Valley Health Plan",
    );
  });

  it("names the plan beside a 'Plan:' label in its letterhead", () => {
    expect(
      letter(["EVERCREST DME REVIEW Plan: Granite Shore Insurance Co.", "Durable Medical Equipment Program"])
        .insurance_company,
    ).toBe("Granite Shore Insurance Co.");
  });

  it("puts a code printed before the service after its name", () => {
    expect(letter(["Brightpath Health Plan"]).authorized_services).toBe(
      "MRI lumbar spine without contrast (72148)",
    );
  });

  it("reads no sentence as the insurer ('… for Brightpath | Health Plan. We have approved …')", () => {
    const fields = extractDocument(
      page([
        "Clarion Imaging Management",
        "January 9, 2026",
        [["Dear Daniel Okafor: Clarion Imaging Management reviews imaging requests for Brightpath", 0.06]],
        "Health Plan. We have approved the imaging your doctor asked for. The details of the approval are",
        "Authorization number: CIM-260109-4471",
      ]),
      "prior_authorization",
    ).fields;
    expect(fields.insurance_company).not.toMatch(/We have approved/);
  });
});

describe("an EOB's columns and headings", () => {
  it("reads a cooperative's 'Co-op rate' as what it allowed", () => {
    const eob = extractDocument(
      eobTable(
        [
          ["Service", 0.06],
          ["Code", 0.38],
          ["Billed", 0.55],
          ["Co-op rate", 0.66],
          ["Paid", 0.8],
        ],
        [
          ["Preventive visit, age 1-4", 0.06],
          ["99392", 0.38],
          ["$210.00", 0.55],
          ["$148.30", 0.66],
          ["$148.30", 0.8],
        ],
      ),
      "eob",
    );
    expect(eob.line_items[0]).toMatchObject({ cpt_code: "99392", billed_amount: 210, allowed_amount: 148.3 });
  });

  it("reads the claim number after a heading's separator ('Dermatology · Claim …')", () => {
    const eob = extractDocument(
      page([
        "Cobaltline Health",
        "Your Monthly Health Statement",
        [
          ["Harborlight Dermatology + Claim 25037-0113904-01", 0.05],
          ["Processed 02/06/25", 0.5],
        ],
        [
          ["Granite Dermatopathology", 0.05],
          ["Claim 25041-0117266-01", 0.3],
        ],
      ]),
      "eob",
    );
    expect(eob.fields.claim_number).toBe("25037-0113904-01");
  });
});

describe("an account number OCR parted into groups ('WWH 66 20419')", () => {
  const bill = () =>
    extractDocument(
      page([
        "Willowbrook Women's Health Partners",
        "Your statement",
        [
          ["Statement date", 0.08],
          ["Account number", 0.33],
          ["Pay by", 0.58],
        ],
        [
          ["June 20, 2025", 0.08],
          ["WWH 66 20419", 0.33],
          ["July 10, 2025", 0.58],
        ],
        [
          ["Account number", 0.08],
          ["Pay by", 0.33],
          ["Amount due", 0.51],
          ["Amount enclosed", 0.71],
        ],
        [
          ["WWH 66 20419", 0.08],
          ["07/10/2025", 0.33],
          ["$652.40", 0.51],
        ],
        [
          ["Date", 0.08],
          ["Code", 0.19],
          ["Service", 0.28],
          ["Charge", 0.87],
        ],
        [
          ["01/29/2025", 0.08],
          ["76815", 0.19],
          ["OB ultrasound, limited", 0.28],
          ["$265.00", 0.87],
        ],
      ]),
      "medical_bill",
    );

  it("is read whole", () => {
    expect(bill().fields.account_number?.toString().replace(/\s/g, "")).toBe("WWH6620419");
  });

  it("lends no procedure code to the payment stub's row", () => {
    expect(bill().line_items.map((item) => item.cpt_code)).toEqual(["76815"]);
  });
});

describe("a walk-in clinic's receipt", () => {
  it("reads each item's quantity at its price on the line under it", () => {
    const bill = extractDocument(
      page([
        "QUICKCARE WALK-IN CLINIC",
        "PATIENT RECEIPT",
        "VISIT DATE: 01/03/2026",
        [
          ["CODE", 0.31],
          ["DESCRIPTION", 0.36],
          ["QTY", 0.51],
        ],
        "99203 OFFICE VISIT NEW PT",
        [
          ["1 @ 145.00", 0.37],
          ["145.00", 0.62],
        ],
        "87804 FLU A/B RAPID AG",
        [
          ["2 @ 19.00", 0.37],
          ["38.00", 0.63],
        ],
        [
          ["CHARGES", 0.32],
          ["183.00", 0.62],
        ],
      ]),
      "medical_bill",
    );
    expect(bill.line_items.map((i) => [i.cpt_code, i.units, i.billed_amount])).toEqual([
      ["99203", 1, 145],
      ["87804", 2, 38],
    ]);
  });
});

describe("a payer's name as an agent or with a typographic apostrophe", () => {
  it("is the carrier an agent reviews for", () => {
    const letter = extractDocument(
      page([
        "Insurer: Utilization review agent for Keystone Mutual Casualty Company",
        "UTILIZATION REVIEW DETERMINATION",
        "Authorization number: UR-26-0041",
        "Your request has been approved.",
      ]),
      "prior_authorization",
    );
    expect(letter.fields.insurance_company).toBe("Keystone Mutual Casualty Company");
  });

  it("types the apostrophe plainly ('Retirees’' is 'Retirees'')", () => {
    const eob = extractDocument(
      page(["Commonwealth Retirees’ Health Plan", "Explanation of Benefits", "Claim Number 88-20417"]),
      "eob",
    );
    expect(eob.fields.insurance_company).toBe("Commonwealth Retirees' Health Plan");
  });
});
