import { describe, expect, it } from "vitest";
import { classifyDocument } from "./classify";

const CASES: [string, string][] = [
  [
    "medical_bill",
    `Lakeside Family Medicine PATIENT STATEMENT Statement Date: 04/18/2025 Account Number: LFM-104382
     Due Date: 05/18/2025 Amount Due: $96.00 Patient: Avery Holloway Date of Service 04/02/2025
     99214 Office visit $265.00 Total Charges $345.00 Insurance Payments -$249.00
     Please make checks payable to Lakeside Family Medicine.`,
  ],
  [
    "eob",
    `Meridian Health Plan EXPLANATION OF BENEFITS THIS IS NOT A BILL Member: Avery Holloway
     Claim Number: 2025041877310 Processed Date: 04/29/2025 Amount Billed Amount Allowed Plan Paid
     You Owe 99214 $265.00 $142.18 $113.74 $28.44`,
  ],
  [
    "prior_authorization",
    `Summit Ridge Health Pre-Certification Notice Auth Ref # SRH-7782014 Request Status Pending
     Scheduled Date 07/08/2025 Procedure Requested Laparoscopic cholecystectomy (47562)`,
  ],
  [
    "insurance_card_front",
    "BlueRiver Health PPO Member: ELENA BRANDT Member ID: BRH847221096 Group No: 0048213 RxBIN 610014 PCP Copay $25",
  ],
  [
    "insurance_card_back",
    "Customer Service: 1-800-555-0134 Pharmacy Benefits: ScriptWell Rx Mail Claims To: PO Box 4471 www.blueriverhealth.com This card does not guarantee coverage.",
  ],
  [
    "drivers_license_front",
    "CALIFORNIA DRIVER LICENSE DL Y4829173 EXP 08/14/2029 LN BRANDT FN ELENA DOB 08/14/1988 CLASS C SEX F HGT 5-06 EYES BRN",
  ],
  [
    "drivers_license_back",
    "RESTRICTIONS: CORRECTIVE LENSES ENDORSEMENTS: NONE ORGAN DONOR If found, return to Department of Motor Vehicles",
  ],
  [
    "lab_results",
    `Northgate Clinical Laboratories LABORATORY REPORT Collected 01/21/2025 Reported 01/22/2025 Test Result Flag Units
     Reference Range Glucose 104 H mg/dL 70-99 Creatinine 0.86 mg/dL`,
  ],
  [
    "insurance_policy",
    `Granite State Mutual Summary of Benefits and Coverage Policy Number: GSM-POL-22817 Coverage Period 01/01/2025 - 12/31/2025
     What is the overall deductible? $1,500 What is the out-of-pocket limit? $6,000 Premiums Excluded services`,
  ],
];

describe("classifyDocument", () => {
  it.each(CASES)("recognises a %s with confidence above the 0.7 threshold", (type, text) => {
    const result = classifyDocument(text);
    expect(result.document_type).toBe(type);
    expect(result.confidence).toBeGreaterThanOrEqual(0.7);
    expect(result.confidence).toBeLessThanOrEqual(1);
  });

  it("never guesses silently: little evidence stays below 0.7", () => {
    for (const text of ["", "Hello there, see you on Tuesday.", "Account 12345", "Total $45.00"]) {
      const result = classifyDocument(text);
      expect(result.confidence, text).toBeLessThan(0.7);
    }
  });

  it("keeps a text mixing a bill and an EOB ambiguous rather than confident", () => {
    const result = classifyDocument("Statement Amount Due $20.00 Allowed amount Plan paid Claim number 123");
    expect(result.confidence).toBeLessThan(0.95);
  });

  it("calls an ordinary letter 'other'", () => {
    const result = classifyDocument(
      "Maplewood Public Library Library Card Renewal Notice Date: 09/15/2025 Dear Avery, your library card will expire at the end of next month.",
    );
    expect(result.document_type).toBe("other");
  });
});

// Issue 17: a statement's heading with one surveyed label (label-survey.md) is a bill; the EOB labels
// of the survey give an EOB away without the words 'Explanation of Benefits'.
describe("signals from the surveyed labels", () => {
  const statement = (heading: string, label: string) =>
    `Valley Oak Physical Therapy 17 Orchard Row, Fresno, CA 93721 ${heading} Lena Vasquez
     902 Sierra Vista Dr, Fresno, CA 93722 Date Description 02/03/2026 PT evaluation $190.00
     ${label} $96.40`;
  const headings = ["PATIENT STATEMENT", "Itemized Statement", "Statement of Account"];
  const labels = [
    "Amount Due",
    "Patient Owes",
    "Your Responsibility",
    "Current Patient Responsibility",
    "New Balance Due",
    "Amount Now Due",
    "Account Balance",
    "Patient Pay",
    "Statement Date 03/04/2026",
    "Date Statement Sent 03/04/2026",
  ];
  it.each(headings.flatMap((h) => labels.map((l) => [h, l])))(
    "a page headed %s with only '%s' is a medical bill",
    (heading, label) => {
      const result = classifyDocument(statement(heading, label));
      expect(result).toMatchObject({ document_type: "medical_bill" });
      expect(result.confidence).toBeGreaterThanOrEqual(0.7);
    },
  );

  it("the heading alone, with no bill label, is no confident bill", () => {
    expect(classifyDocument(statement("STATEMENT OF ACCOUNT", "")).confidence).toBeLessThan(0.7);
  });

  it.each([
    "Your Claim Summary Member Owes $25.60 Plan Discount $79.00",
    "Summary of your claims Medicare Approved $165.20 You May Be Billed $33.04",
    "Claim Summary Plan's Share $672.40 Your Share $240.00 Amount Not Covered $0.00",
  ])("'%s' is an EOB", (labels) => {
    const result = classifyDocument(
      `Cobalt Health Plan ${labels} Member: Oliver Brandt Claim Number: CHP-26-0041187
       Provider: Brightwater Family Medicine Service Date 02/12/2026 Office visit, established patient`,
    );
    expect(result).toMatchObject({ document_type: "eob" });
    expect(result.confidence).toBeGreaterThanOrEqual(0.7);
  });

  it("still calls a clinic's appointment reminder 'other'", () => {
    const result = classifyDocument(
      `Brightwater Family Medicine Appointment Reminder Mar 4, 2026 Dear Oliver, this is a reminder of
       your visit with Dr. Hana Sato on Wednesday, March 18 at 9:40 am at our Quarry Road office. Please
       arrive 15 minutes early and bring your insurance card and a photo ID. To reschedule, call the
       front desk. We look forward to seeing you.`,
    );
    expect(result.document_type).toBe("other");
  });
});
