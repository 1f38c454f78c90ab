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
