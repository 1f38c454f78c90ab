// Layouts of the eighth development set (issue 17, decision 087): each case is a general rule and
// fails without it. Every name and number here is invented.
import { describe, expect, it } from "vitest";
import { classifyDocument } from "../classification/classify";
import type { DocumentType } from "../documents/types";
import { extractDocument } from "./extract";
import { page } from "./test-page";

type Cell = [string, number];
const read = (type: DocumentType, ...lines: (string | Cell[])[]) => extractDocument(page(lines), type);

describe("a Medicaid notice of services paid", () => {
  const notice = [
    [
      ["WESTMARCH MEDICAL ASSISTANCE PROGRAM -", 0.06],
      ["FEE FOR SERVICE", 0.5],
    ] as Cell[],
    "NOTICE OF SERVICES PAID ON YOUR BEHALF",
    [
      ["TCN", 0.06],
      ["(CLAIM NO):", 0.1],
      ["2025101-000123-4", 0.22],
    ] as Cell[],
    [
      ["SVC DATE", 0.06],
      ["CODE", 0.2],
      ["DESCRIPTION", 0.3],
      ["BILLED", 0.6],
      ["ALLOWED", 0.7],
      ["PAID", 0.8],
    ] as Cell[],
    [
      ["03/03/2025", 0.06],
      ["00150", 0.2],
      ["COMPREHENSIVE ORAL EVALUATION", 0.3],
      ["80.00", 0.6],
      ["40.00", 0.7],
      ["40.00", 0.8],
    ] as Cell[],
    [
      ["03/03/2025", 0.06],
      ["D1110", 0.2],
      ["PROPHYLAXIS - ADULT", 0.3],
      ["95.00", 0.6],
      ["45.00", 0.7],
      ["45.00", 0.8],
    ] as Cell[],
    "YOU DO NOT OWE THE PROVIDER FOR THESE SERVICES.",
  ];

  it("is an EOB, numbered by its transaction control number, named without the trailing dash", () => {
    expect(classifyDocument(page(notice).text).document_type).toBe("eob");
    const eob = read("eob", ...notice);
    expect(eob.fields).toMatchObject({
      claim_number: "2025101-000123-4",
      insurance_company: "WESTMARCH MEDICAL ASSISTANCE PROGRAM",
    });
  });

  it("reads a dental code whose D OCR read as a 0 among other dental codes", () => {
    expect(read("eob", ...notice).line_items.map((i) => i.cpt_code)).toEqual(["D0150", "D1110"]);
  });
});

describe("a fund's column 'Fund Pays'", () => {
  it("is the paid column", () => {
    const eob = read(
      "eob",
      "Millwrights Health and Welfare Fund",
      "EXPLANATION OF BENEFITS",
      [
        ["From", 0.06],
        ["Proc", 0.16],
        ["Charge", 0.3],
        ["Eligible", 0.42],
        ["Fund Pays", 0.54],
        ["Description", 0.68],
      ],
      [
        ["07/01/25", 0.06],
        ["97110", 0.16],
        ["180.00", 0.3],
        ["92.40", 0.42],
        ["73.92", 0.54],
        ["Therapeutic exercise", 0.68],
      ],
    );
    expect(eob.line_items[0]).toMatchObject({ billed_amount: 180, allowed_amount: 92.4, paid_amount: 73.92 });
  });
});

describe("an authorization request on hold", () => {
  const letter = [
    "Fenmoor Community Health Plan",
    "Your request is on hold — we need more information",
    [
      ["Tracking number", 0.06],
      ["Status", 0.35],
      ["Planned surgery date", 0.6],
    ] as Cell[],
    [
      ["FCH-PA-2025-00017", 0.06],
      ["Pended", 0.35],
      ["10/06/2025", 0.6],
    ] as Cell[],
    "Requested: Laparoscopic appendectomy (44970)",
    "We cannot decide yet. Please ask your surgeon to send the last office notes.",
  ];

  it("is a prior authorization, pending, for its planned date and the service requested", () => {
    expect(classifyDocument(page(letter).text).document_type).toBe("prior_authorization");
    expect(read("prior_authorization", ...letter).fields).toMatchObject({
      authorization_number: "FCH-PA-2025-00017",
      status: "Pending",
      service_date: "2025-10-06",
      authorized_services: "Laparoscopic appendectomy (44970)",
    });
  });

  it("reads a decision table's From and To columns as the dates it covers", () => {
    const fields = read(
      "prior_authorization",
      "Fenmoor Community Health Plan",
      "We approved part of this request.",
      [
        ["Service", 0.06],
        ["Requested", 0.4],
        ["Approved", 0.52],
        ["From", 0.64],
        ["To", 0.78],
      ],
      [
        ["Home physical therapy visit (G0151)", 0.06],
        ["10", 0.4],
        ["5", 0.52],
        ["11/03/25", 0.64],
        ["12/02/25", 0.78],
      ],
    ).fields;
    expect(fields).toMatchObject({ service_date: "2025-11-03", expiration_date: "2025-12-02" });
  });
});

describe("a bill for one visit whose table prints no dates", () => {
  it("dates every line by the visit", () => {
    const bill = read(
      "medical_bill",
      "Harbor Point Emergency Physicians",
      [
        ["Patient: Ada Quill", 0.06],
        ["Date of visit: 04/11/2025", 0.4],
      ],
      [
        ["Charge", 0.06],
        ["Procedure", 0.2],
        ["Description", 0.32],
        ["Qty", 0.8],
      ],
      [
        ["1,120.00", 0.06],
        ["99284", 0.2],
        ["ED visit, moderate complexity", 0.32],
        ["1", 0.8],
      ],
    );
    expect(bill.line_items).toMatchObject([{ cpt_code: "99284", service_date: "2025-04-11" }]);
  });
});

describe("an optician's invoice", () => {
  const invoice = (...rows: Cell[][]) =>
    read(
      "medical_bill",
      "LANTERN ROW EYECARE",
      [
        ["EXAM DATE", 0.06],
        [".......", 0.2],
        ["9", 0.3],
        ["Sep", 0.33],
        ["2025", 0.38],
      ],
      [
        ["QTY", 0.06],
        ["ITEM", 0.12],
        ["DESCRIPTION", 0.24],
        ["PRICE", 0.8],
      ],
      ...rows,
    );

  it("reads a date OCR parted into cells after its dot leaders", () => {
    expect(invoice().fields.service_date).toBe("2025-09-09");
  });

  it("reads a lone Price column as each line's amount, for the quantity printed first", () => {
    const bill = invoice([
      ["2", 0.06],
      ["V2521", 0.12],
      ["Toric soft contact lens", 0.24],
      ["$88.00", 0.8],
    ]);
    expect(bill.line_items).toMatchObject([{ cpt_code: "V2521", units: 2, billed_amount: 88 }]);
  });
});
