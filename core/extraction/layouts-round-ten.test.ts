// Layouts of the tenth development set, a picture-heavy one (issue 17, decision 092): each case is a
// general rule and fails without it. Every name and number here is invented.
import { describe, expect, it } from "vitest";
import { classifyDocument } from "../classification/classify";
import type { DocumentType } from "../documents/types";
import { extractDocument } from "./extract";
import { billTable, eobTable, page } from "./test-page";

type Cell = [string, number];
const read = (type: DocumentType, ...lines: (string | Cell[])[]) => extractDocument(page(lines), type);

describe("a Medicaid plan's notice of claim action", () => {
  const notice: (string | Cell[])[] = [
    [
      ["ALDERBROOK COMMUNITY HEALTH PLAN", 0.06],
      ["MEMBER NOTICE OF", 0.78],
    ],
    [
      ["Medicaid Managed Care - Member Services 1-888-555-0190", 0.06],
      ["CLAIM ACTION", 0.8],
    ],
    [
      ["Recipient ID:", 0.06],
      ["4410982233", 0.28],
    ],
    [
      ["Claim (ICN):", 0.06],
      ["2025098-02-771020", 0.28],
    ],
    [
      ["Date Adjudicated:", 0.06],
      ["04/11/2025", 0.28],
    ],
    [
      ["Ln Proc", 0.06],
      ["From", 0.2],
      ["Units", 0.32],
      ["Billed", 0.42],
      ["Allowed", 0.54],
      ["Paid", 0.66],
      ["Mbr Owes", 0.76],
    ],
    [
      ["1 99283", 0.06],
      ["03/30/25", 0.2],
      ["1", 0.32],
      ["410.00", 0.42],
      ["71.20", 0.54],
      ["71.20", 0.66],
      ["0.00", 0.76],
    ],
  ];

  it("is an EOB: it was adjudicated, and the member's share is 'Mbr Owes'", () => {
    const text = notice.map((l) => (typeof l === "string" ? l : l.map((c) => c[0]).join("   "))).join("\n");
    expect(classifyDocument(text).document_type).toBe("eob");
  });

  it("reads the claim number after a label glossed in parentheses ('Claim (ICN):')", () => {
    expect(read("eob", ...notice).fields).toMatchObject({
      claim_number: "2025098-02-771020",
      processed_date: "2025-04-11",
    });
  });
});

describe("an EOB's abbreviated and run-together column titles", () => {
  const amounts = (recognition: ReturnType<typeof eobTable>) =>
    extractDocument(recognition, "eob").line_items.map((i) => [
      i.billed_amount,
      i.allowed_amount,
      i.paid_amount,
    ]);

  it("ignores a network discount and an ineligible amount printed as abbreviations ('Ntwk Disc.', 'Inelig.')", () => {
    const table = eobTable(
      [
        ["Svc Date", 0.06],
        ["Code", 0.15],
        ["Amt Billed", 0.24],
        ["Ntwk Disc.", 0.33],
        ["Inelig.", 0.42],
        ["Eligible", 0.5],
        ["Plan Paid", 0.6],
        ["Pt Resp.", 0.72],
      ],
      [
        ["06/09/2025", 0.06],
        ["99204", 0.15],
        ["340.00", 0.26],
        ["142.60", 0.35],
        ["0.00", 0.44],
        ["197.40", 0.51],
        ["157.92", 0.61],
        ["39.48", 0.73],
      ],
    );
    expect(amounts(table)).toEqual([[340, 197.4, 157.92]]);
  });

  it("keeps 'Not' with 'Covered' when OCR ran 'Plan Paid Not Covered You Owe' into one cell", () => {
    const table = eobTable(
      [
        ["Service Date", 0.06],
        ["Service", 0.16],
        ["Billed", 0.46],
        ["Allowed", 0.54],
        ["Plan Paid Not Covered You Owe Rsn", 0.627],
      ],
      [
        ["01/27/2026", 0.06],
        ["Sleep study, attended (95810)", 0.16],
        ["2,840.00", 0.46],
        ["0.00", 0.57],
        ["0.00", 0.668],
        ["2,840.00", 0.74],
        ["2,840.00", 0.815],
        ["D7", 0.884],
      ],
    );
    expect(amounts(table)).toEqual([[2840, 0, 0]]);
  });
});

describe("a claim whose codes are printed under each service", () => {
  it("reads each row with the code on the line below it, and no line of the code alone", () => {
    const items = read(
      "eob",
      "Larchmont Medicare Advantage (HMO)",
      "Explanation of Benefits - This is not a bill",
      [
        ["Service you received", 0.1],
        ["Amount billed", 0.45],
        ["Plan approved", 0.58],
        ["Plan's share", 0.71],
        ["Your share", 0.83],
      ],
      [
        ["Office visit, established patient", 0.1],
        ["$310.00", 0.45],
        ["$128.44", 0.58],
        ["$108.44", 0.71],
        ["$20.00", 0.83],
      ],
      [["Code 99214", 0.12]],
      [
        ["Echocardiogram with Doppler", 0.1],
        ["$1,150.00", 0.45],
        ["$221.05", 0.58],
        ["$176.84", 0.71],
        ["$44.21", 0.83],
      ],
      [["CPT: 93306", 0.12]],
      [
        ["Total for this claim", 0.1],
        ["$1,460.00", 0.45],
        ["$349.49", 0.58],
        ["$285.28", 0.71],
        ["$64.21", 0.83],
      ],
    ).line_items;
    expect(
      items.map((i) => [i.cpt_code, i.description, i.billed_amount, i.allowed_amount, i.paid_amount]),
    ).toEqual([
      ["99214", "Office visit, established patient", 310, 128.44, 108.44],
      ["93306", "Echocardiogram with Doppler", 1150, 221.05, 176.84],
    ]);
  });
});

describe("an itemized statement with a quantity and a unit price", () => {
  it("keeps 'Unit Price' one column, so the quantity is the Qty column's", () => {
    const items = extractDocument(
      billTable(
        [
          ["Rev", 0.065],
          ["Svc Date", 0.121],
          ["Description", 0.209],
          ["CPT/HCPCS", 0.52],
          ["Qty", 0.63],
          ["Unit Price", 0.703],
          ["Amount", 0.882],
        ],
        [
          ["0301", 0.065],
          ["07/28/25", 0.121],
          ["COMPREHENSIVE METABOLIC PNL", 0.209],
          ["80053", 0.52],
          ["1", 0.646],
          ["168.00", 0.714],
          ["168.00", 0.892],
        ],
        [
          ["0636", 0.065],
          ["07/28/25", 0.121],
          ["ONDANSETRON HCL INJ 1 MG", 0.209],
          ["J2405", 0.52],
          ["4", 0.646],
          ["9.75", 0.741],
          ["39.00", 0.9],
        ],
      ),
      "medical_bill",
    ).line_items;
    expect(items.map((i) => [i.cpt_code, i.units, i.billed_amount])).toEqual([
      ["80053", 1, 168],
      ["J2405", 4, 39],
    ]);
  });
});

describe("a decision's dates and number in boxes, labels over values", () => {
  it("reads a bare 'Effective' over its date and one 'Auth/Cert No.' for both numbers", () => {
    const fields = read(
      "prior_authorization",
      "Wexford Valley Health Plan",
      "Prior Authorization Department",
      "Determination: PARTIALLY APPROVED",
      [
        ["Effective", 0.061],
        ["Expires", 0.363],
      ],
      [
        ["10/06/2025", 0.07],
        ["01/03/2026", 0.364],
      ],
      [
        ["Auth/Cert No.", 0.062],
        ["Servicing Facility", 0.49],
      ],
      [
        ["AHA-2603-11592", 0.063],
        ["Eastbrook Surgical Hospital", 0.499],
      ],
    ).fields;
    expect(fields).toMatchObject({
      service_date: "2025-10-06",
      expiration_date: "2026-01-03",
      authorization_number: "AHA-2603-11592",
    });
  });
});

describe("an EOB dated as a statement", () => {
  it("takes 'Date of this statement' as the date the claim was processed", () => {
    const fields = read(
      "eob",
      "Northwind Assurance",
      "EXPLANATION OF BENEFITS",
      "Date of this statement: November 7, 2025",
      "Claim Ref.: NWA-2510-7719-02",
    ).fields;
    expect(fields.processed_date).toBe("2025-11-07");
  });
});

describe("a bill's date of service in a thank-you sentence or a visit heading", () => {
  const serviceDate = (line: string | Cell[]) =>
    read(
      "medical_bill",
      "Pinecrest Walk-In & Urgent Care",
      "Acct PWU-118-4407",
      line,
      "Total charges $459.00",
    ).fields.service_date;

  it("reads 'visiting <practice> on <date>' and 'Visit <number> - <date>'", () => {
    expect(
      serviceDate("Thank you for visiting Pinecrest on March 22, 2025. Below are the services you"),
    ).toBe("2025-03-22");
    expect(
      serviceDate([
        ["Visit 2401187", 0.06],
        ["- 01/14/2026", 0.19],
        ["Patient: Mateo Quintero-Haas", 0.33],
      ]),
    ).toBe("2026-01-14");
  });

  it("takes no date from a visit number alone or a sentence that names no visit", () => {
    expect(serviceDate("Visit 2401187")).toBeNull();
    expect(serviceDate("Thank you for choosing Pinecrest on your last trip.")).toBeNull();
  });
});
