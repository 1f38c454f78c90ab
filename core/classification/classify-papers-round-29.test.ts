// Document types of the twenty-ninth development round (issue 17, decision 102): letters and notices
// that are not bills — an estimate before care, a consent, an agreement to pay, plan notices — and
// authorizations that never say 'authorization'. Each case fails without the signal or heading it
// names; the statement guards the headings against a bill that only mentions an estimate.
import { describe, expect, it } from "vitest";
import { classifyDocument } from "./classify";

const confident = (text: string, type: string) => {
  const result = classifyDocument(text);
  expect(result).toMatchObject({ document_type: type });
  expect(result.confidence).toBeGreaterThanOrEqual(0.7);
};

describe("papers whose heading names another kind", () => {
  it("a good faith estimate prints codes and costs, but of care not yet given", () => {
    confident(
      `Willowbrook Surgical Associates
Good Faith Estimate
for Health Care Items and Services
Patient Lorenzo Byrne-Ocampo Estimate date 01/15/2026 Scheduled service date 02/18/2026
Diagnosis M23.221
Provider / facility Code Item or service Qty Estimated cost
Willowbrook Surgical Associates 29881 Knee arthroscopy with meniscectomy 1 $2,850.00
Willowbrook Surgical Associates 99203 New patient office visit 1 $245.00
Total estimated cost $3,095.00`,
      "other",
    );
  });

  it("an agreement to pay a balance over time is no bill", () => {
    confident(
      `Oakridge Pediatric Group
PAYMENT PLAN AGREEMENT
Agreement date 02/11/2026 Guarantor Felicity Marchetti Account no. OPG-00721945
I agree to pay the balance of my account, $570.00, as follows: a first payment of $60.00 today
and 6 monthly payments of $85.00, due on the 15th of each month.
Payment Due date Amount Balance after
1 03/15/2026 85.00 425.00
2 04/15/2026 85.00 340.00`,
      "other",
    );
  });

  it("a plan's confirmation of enrolment is no card, whatever card words it prints", () => {
    confident(
      `Silver Harbor HEALTH PLAN - Medicare Advantage
Confirmation of Your Enrollment
Welcome! Medicare has confirmed your enrollment in Silver Harbor Advantage Plus (HMO).
Plan Silver Harbor Advantage Plus (HMO) H5521-004
Member ID SHH90027145 Coverage begins January 1, 2026
Primary care provider Dr. Aurelio Benitez
Your member ID card will arrive in a separate envelope within 10 days.`,
      "other",
    );
  });

  it("an appeal decision that promises a new explanation of benefits is none", () => {
    confident(
      `Fairhaven Health Insurance Company
NOTICE OF APPEAL DECISION
Appeal number FH-APL-26-00917 Original claim FH2025-884410276
Decision OVERTURNED - the service is covered
Dear Ms. Solberg-Ruiz: We have reversed our earlier denial. The claim will be reprocessed within
30 days and you will receive a new Explanation of Benefits.
Sincerely, Grievance and Appeals Department`,
      "other",
    );
  });

  it("a statement that only mentions an estimate further down stays a bill", () => {
    confident(
      `Brightwater Family Medicine
PATIENT STATEMENT
Statement date 03/01/2026 Account number BFM-1180 Amount due $120.00
Date of service 02/10/2026 99213 Office visit 120.00
Please pay by 03/25/2026. Make checks payable to Brightwater Family Medicine.
Patient name Ana Ruiz
Guarantor Ana Ruiz
Insurance billed: none
Questions: 555-0100
Remit to PO Box 44
You have the right to receive a Good Faith Estimate of the total expected cost of any care.`,
      "medical_bill",
    );
  });
  it("a statement of actual charges against the estimate given before care stays a bill", () => {
    confident(
      `Harborview Regional Health
Estimate vs. Actual Charges
Account HRH-26-0071145 Date of service 01/30/2026 Statement date 02/20/2026
Good Faith Estimate GFE-44017 was given to you on January 16, 2026 for scheduled self-pay services.
CPT/HCPCS Service Estimated Actual Difference
45378 Colonoscopy, diagnostic $2,400.00 $2,400.00 $0.00
45380 Colonoscopy with biopsy — $2,860.00 $2,860.00
Totals $2,400.00 $5,260.00 $2,860.00
Amount due $3,617.75 Please pay by 03/22/2026`,
      "medical_bill",
    );
  });
});

describe("authorizations that never say 'authorization'", () => {
  it("a plan's request for records, no decision made", () => {
    confident(
      `SUMMIT RIDGE HMO DATE: 05-Feb-2026
RE: REQUEST FOR ADDITIONAL INFORMATION - STATUS: PENDING
TRACKING NO. SR-4471-0932 MEMBER PRIYA VENKATARAMAN
SERVICE Polysomnography, attended 95810 SCHEDULED 20-Feb-2026
Please send the records checked below by 12-Feb-2026.
THIS IS NOT A DENIAL. NO DECISION HAS BEEN MADE.`,
      "prior_authorization",
    );
  });

  it("a dental plan's predetermination of benefits", () => {
    confident(
      `Brightsmile DENTAL PLAN Claims & Predeterminations
PRE-TREATMENT ESTIMATE (PREDETERMINATION OF BENEFITS)
Predetermination No.: PD-88120457 Date issued: 02/27/26 Proposed treatment date: 03/09/26
Predetermination status: APPROVED Estimate valid through: 09/08/26
Tooth Proc. Description Submitted fee Max allowable Pct Estimated benefit
3 D3330 Endodontic therapy, molar 1,180.00 905.00 80% 724.00
Totals 1,180.00 905.00 724.00 Statement date 02/27/26 Total amount due now 0.00`,
      "prior_authorization",
    );
  });

  it("a specialty pharmacy's approval for the plan", () => {
    confident(
      `Meridian Specialty Rx Date: 01/21/26
Coverage Determination: APPROVED
Reviewed on behalf of Bluewater Community Health Plan
Patient: Anneliese Korvath Plan member ID: BCH-77120934
Approval ID: MSR-AP-2026-03318 Diagnosis: K50.011
HCPCS Drug Dose Start Stop
J1745 Infliximab 10 mg injection 5 mg/kg IV every 8 weeks 01/26/2026 01/25/2027`,
      "prior_authorization",
    );
  });

  it("a portal's authorization detail page", () => {
    confident(
      `Authorization Detail | Aspen Vale Health Provider Portal
Authorization AV2026021000571 APPROVED
Member Hannelore Quist Member ID AVH 300 718 224
Servicing provider Foothills Endoscopy Center
Effective from 02/24/2026 Effective to 05/24/2026
Procedure Description Qty Line status
45380 Colonoscopy, flexible; with biopsy 1 Approved`,
      "prior_authorization",
    );
  });
});

describe("a records office's scan of a card", () => {
  it("says which side it holds", () => {
    confident(
      `ST. ALDRIC MEDICAL CENTER — SCANNED DOCUMENT
BADGER STATE HEALTH POSPLAN
Name: ANNA KOWALCZYK
ID: BSH-6620178-01
Group: 40221
Copays PCP $20 Spec $40 UC $50 ER $200
Front of card
MRN 00-4471902 Scanned by HIM 01/19/2026`,
      "insurance_card_front",
    );
  });
});
