// Labels and values of the second development set's layouts (issue 17, "Reading that generalises"):
// each case is a general labelling rule and fails without it.
import { describe, expect, it } from "vitest";
import type { DocumentType } from "../documents/types";
import { extractDocument } from "./extract";
import { page } from "./test-page";

type Cell = [string, number];
const read = (type: DocumentType, ...lines: (string | Cell[])[]) => extractDocument(page(lines), type).fields;

describe("a medical bill", () => {
  it("reads a label inside a cell, before its colon ('Run/Account No: …')", () => {
    expect(read("medical_bill", "Red Rock Ambulance Service", "Run/Account No: RRA-25-07713")).toMatchObject({
      account_number: "RRA-25-07713",
    });
  });

  it("never takes the provider from the facility, the destination or the place of care", () => {
    for (const label of ["Facility:", "Transport to:", "Location of care:"])
      expect(
        read("medical_bill", "Quiet Harbor Anesthesia Associates", `${label} Casco Bay Surgical Hospital`),
      ).toMatchObject({ provider_name: "Quiet Harbor Anesthesia Associates" });
  });

  it("takes the practice in the letterhead over a clinician named as rendering provider", () => {
    expect(
      read(
        "medical_bill",
        "Alderwood Foot & Ankle Specialists",
        "Rendering provider: Tomas Varga, DPM",
        "Statement Date: 11/04/2025",
      ),
    ).toMatchObject({ provider_name: "Alderwood Foot & Ankle Specialists" });
  });

  it("reads the transport date, a bare 'Patient Account' and the balance after insurance", () => {
    expect(
      read(
        "medical_bill",
        "Red Rock Ambulance Service",
        "Date of transport: 06/29/2025",
        "Patient Account QHA-552190",
        [
          ["Patient balance after insurance", 0.3],
          ["$812.40", 0.7],
        ],
      ),
    ).toMatchObject({ service_date: "2025-06-29", account_number: "QHA-552190", amount_due: 812.4 });
  });
});

describe("an EOB", () => {
  it("never takes the insurer from a column title ('INSURER PAID') or the primary payer", () => {
    const fields = read("eob", "BAY COMMUNITY CARE PLAN", "Primary payer: Northwind Health Alliance", [
      ["CHARGED", 0.38],
      ["PLAN ALLOWANCE", 0.47],
      ["INSURER PAID", 0.62],
    ]);
    expect(fields.insurance_company).toBe("BAY COMMUNITY CARE PLAN");
  });

  it("reads a claim summary's 'Approved amount', 'Provider charges', 'Paid by plan' and notice date", () => {
    expect(
      read("eob", "Silver Peak Medicare Advantage", "Notice date: 11-Aug-2025", [
        ["Provider charges: $1,286.00", 0.09],
        ["Approved amount: $488.14", 0.33],
        ["Paid by plan: $448.14", 0.57],
      ]),
    ).toMatchObject({
      processed_date: "2025-08-11",
      total_billed: 1286,
      total_allowed: 488.14,
      total_paid: 448.14,
    });
  });

  it("takes an activity summary's statement date as the date it was processed", () => {
    expect(read("eob", "Tallgrass Health Cooperative", "Statement date: 03/12/2025")).toMatchObject({
      processed_date: "2025-03-12",
    });
  });
});

describe("a prior-authorization letter", () => {
  it("reads the request number, the planned date of service and the service reviewed", () => {
    expect(
      read(
        "prior_authorization",
        "Copperline Health Insurance Co.",
        [
          ["Request #:", 0.06],
          ["CHI-PA-7720915", 0.28],
        ],
        [
          ["Planned date of service", 0.54],
          ["10/06/2025", 0.74],
        ],
        "Service reviewed: MRI of the right shoulder without contrast (73221)",
      ),
    ).toMatchObject({
      authorization_number: "CHI-PA-7720915",
      service_date: "2025-10-06",
      authorized_services: "MRI of the right shoulder without contrast (73221)",
    });
  });
});

describe("an insurance card", () => {
  it("reads a member ID printed in groups, letter prefix and all, as one string", () => {
    for (const printed of ["LBH 4471 09825", "LBH 447109825"])
      expect(
        read(
          "insurance_card_front",
          "Lapis Blue Health",
          [
            ["ID#", 0.04],
            [printed, 0.12],
          ],
          "GRP# 718802",
        ),
      ).toMatchObject({ member_id: "LBH447109825", group_number: "718802" });
  });
});

describe("a letterhead name set over two lines", () => {
  it("is read whole when the first line, a larger wordmark, sits left-aligned right above", () => {
    const card = page(["FJORDLINE", "Health Partners", "ID# FJH 220 418 733"]);
    // The wordmark is printed twice the size of the name's second line.
    const words = card.words.map((w) => (w.top < 0.06 ? { ...w, top: 0.046, height: 0.024 } : w));
    expect(extractDocument({ ...card, words }, "insurance_card_front").fields).toMatchObject({
      payer_name: "FJORDLINE Health Partners",
      member_id: "FJH220418733",
    });
  });

  it("is read whole under a fax header, past a page number between, and past a speck after the wordmark", () => {
    // Row 0 a fax header; row 1 the wordmark, printed larger; row 2 a page number at the right
    // margin; row 3 the name's second line.
    const bill = page([
      [
        ["11/26/2026 09:14", 0.05],
        ["FROM: CRESTLINE BILLING 555-0149", 0.25],
      ],
      [
        ["Crestline =", 0.05],
        ["PATIENT INVOICE", 0.72],
      ],
      [["Page 1 of 2", 0.88]],
      [
        ["REFERENCE LABORATORIES", 0.05],
        ["Invoice Date:", 0.58],
        ["11/28/2026", 0.76],
      ],
      "88 Foundry Street, Sable Point, OR 97999",
      "Date of service 11/02/2026",
    ]);
    const words = bill.words.map((w) =>
      w.top > 0.07 && w.top < 0.08 && w.left < 0.3 ? { ...w, top: 0.066, height: 0.024 } : w,
    );
    expect(extractDocument({ ...bill, words }, "medical_bill").fields.provider_name).toBe(
      "Crestline REFERENCE LABORATORIES",
    );
  });

  it("leaves out a smaller line above the name", () => {
    expect(read("insurance_card_front", "Billing office", "Health Partners", "ID# 220418733")).toMatchObject({
      payer_name: "Health Partners",
    });
  });

  it("leaves out a first line printed elsewhere across the top", () => {
    expect(
      read("insurance_card_front", [["MEMBER CARD", 0.6]], "Health Partners", "ID# FJH 220 418 733"),
    ).toMatchObject({ payer_name: "Health Partners" });
  });
});

describe("a prior-authorization decision in a sentence", () => {
  it.each([
    "After review, your plan cannot approve this request.",
    "Your request for this service was not approved.",
    "This is an adverse benefit determination on your request.",
  ])("'%s' is a denial", (sentence) => {
    expect(read("prior_authorization", "Copperline Health Insurance Co.", sentence)).toMatchObject({
      status: "Denied",
    });
  });
});

it("reads a date under 'Due Upon Receipt' as the due date", () => {
  expect(
    read(
      "medical_bill",
      "Prairie Emergency Physicians, PA",
      [
        ["Statement Date", 0.08],
        ["Due Upon Receipt", 0.51],
      ],
      [
        ["30-Apr-2025", 0.08],
        ["05/30/2025", 0.51],
      ],
    ),
  ).toMatchObject({ bill_date: "2025-04-30", due_date: "2025-05-30" });
});

it("reads other printed forms of a statement's dates, balance and account", () => {
  expect(
    read(
      "medical_bill",
      "Brightwater Family Medicine",
      "Date printed: 03/01/2026",
      "Pay before: 04/01/2026",
      "Account ID: BFM-22817",
      "Your balance: $45.00",
    ),
  ).toMatchObject({
    bill_date: "2026-03-01",
    due_date: "2026-04-01",
    account_number: "BFM-22817",
    amount_due: 45,
  });
  expect(read("eob", "Cobalt Health Plan", "Date of this notice: 03/06/2026")).toMatchObject({
    processed_date: "2026-03-06",
  });
});

it("knows an ambulance service and a cooperative as the organisations in a letterhead", () => {
  expect(read("medical_bill", "Billing office", "Red Rock Ambulance", "Amount due: $5.00")).toMatchObject({
    provider_name: "Red Rock Ambulance",
  });
  expect(read("eob", "Member statement", "Tallgrass Cooperative", "Claim #: TC-2231")).toMatchObject({
    insurance_company: "Tallgrass Cooperative",
  });
});

it("prefers an EOB's processed date to its statement date, wherever each is printed", () => {
  expect(
    read("eob", "Tallgrass Health Cooperative", "Statement date: 03/12/2025", "Processed 03/10/2025"),
  ).toMatchObject({ processed_date: "2025-03-10" });
});

it("reads a utilization-review letter's case number and outcome", () => {
  expect(
    read(
      "prior_authorization",
      "Evergreen State Health Plan",
      "Case #: UM-2025-0418836",
      "Outcome: Approved",
    ),
  ).toMatchObject({ authorization_number: "UM-2025-0418836", status: "Approved" });
});

it("reads a diagnosis category OCR printed with a speck for a dot ('L.84')", () => {
  expect(
    extractDocument(page(["Alderwood Foot & Ankle", "Diagnosis codes: M20.11, L.84"]), "medical_bill")
      .icd10_codes,
  ).toEqual(["M20.11", "L84"]);
});

it("never takes the provider from a table column titled 'Provider'", () => {
  expect(
    read(
      "medical_bill",
      "Westside Physicians Group",
      [
        ["Provider", 0.06],
        ["Charged", 0.5],
      ],
      [
        ["Riverside Family Clinic 99213", 0.06],
        ["$150.00", 0.5],
      ],
    ),
  ).toMatchObject({ provider_name: "Westside Physicians Group" });
});

it("keeps the diagnosis codes of bills, EOBs and lab reports, not a prior authorization's or a letter's", () => {
  const printed = ["Evergreen State Health Plan", "Diagnosis: G43.909, R51.9", "Case #: UM-2025-0418836"];
  expect(extractDocument(page(printed), "prior_authorization").icd10_codes).toEqual([]);
  expect(extractDocument(page(printed), "other").icd10_codes).toEqual([]);
  expect(extractDocument(page(printed), "medical_bill").icd10_codes).toEqual(["G43.909", "R51.9"]);
});
