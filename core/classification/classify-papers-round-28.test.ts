// Document types of the twenty-eighth development round (issue 17, decision 101): the papers kept
// beside the bills — cards of every kind, a portal's authorization page, letters that only mention
// results or cards. Each case fails without the signal or discount it names; the welcome letter
// guards the card signals against a letter that names a card.
import { describe, expect, it } from "vitest";
import { classifyDocument } from "./classify";

const confident = (text: string, type: string) => {
  const result = classifyDocument(text);
  expect(result).toMatchObject({ document_type: type });
  expect(result.confidence).toBeGreaterThanOrEqual(0.7);
};

describe("cards", () => {
  it("a pharmacy-only card names its cardholder", () => {
    confident(
      `Summit Script PHARMACY BENEFITS Prescription card Cardholder MARCUS T BELLAMY Cardholder ID
       SSX00418275 Employer Group 004412 RxBIN 004336 RxPCN ADV RxGRP NFX26 Person 01`,
      "insurance_card_front",
    );
  });

  it("a Medicaid plan's card names its enrollee and primary care provider", () => {
    confident(
      `8S Prairie Crest Community Care sss A Lakeshore Medicaid Managed Care Plan Enrollee TOMAS A
       RIVERA-LUND Medicaid ID Date of Birth L.M40928817 08/14/2017 Primary Care Provider PCP Phone
       Eastgate Family Clinic (217) 555-0158 Coverage Effective me ea ard 11/01/2025 Copays: $0 for
       covered services Show this card and your Lakeshore Medicaid card at every visit.`,
      "insurance_card_front",
    );
  });

  it("a dental card prints what it pays for each class of care", () => {
    confident(
      `Dental card TOLLGATE DENTAL Dental PPO Preferred Smile Network Name PRIYA N OKAFOR ID 552019864
       GRP# 77310-0004 Employer Lantern Ridge Schools Preventive 100% Basic 80% Major 50%`,
      "insurance_card_front",
    );
  });

  it("a dental card's back names where each kind of claim goes", () => {
    confident(
      `COPPERLEAF DENTAL Customer Service Dental office line (888) 555-0140 (888) 555-0141 Dental Claims
       Orthodontic Claims PO Box 1877 PO Box 1893 Fort Wayne, IN 46801 copperleafdental.com Find a
       network dentist online.`,
      "insurance_card_back",
    );
  });

  it("a card's back saying no prior approval is needed is no authorization", () => {
    confident(
      `IMPORTANT PHONE NUMBERS | Froid Services : 1-855-555-0130 Nurse Advice Line (24/7) 1-855-555-0131
       Pharmacy: StateRx Services 1-855-555-0134 Providers submit claims to: Prairie Crest Community
       Care, PO Box 6420, Springfield, IL 62791 Visit us at prairiecrestcare.org In an emergency, call
       911 or go to the nearest ER. No prior approval | is needed for emergency care.`,
      "insurance_card_back",
    );
  });
});

describe("a portal's page of an authorization", () => {
  it("is an authorization by its status page's title", () => {
    confident(
      `Prairie Crest Community Care Provider Portal Authorization Status HH-44021987 Approved Home
       Health - Skilled Services 01/20/26 03/20/26 Service Lines Line Code Description Approved Unit
       type Line status 1 G0299 Skilled nursing visit, RN 12 Visits Approved`,
      "prior_authorization",
    );
  });
});

describe("letters that only mention another type", () => {
  it("an appeal decision weighing test results is no lab report", () => {
    expect(
      classifyDocument(
        `Meadowlark Health Cooperative Notice of Appeal Decision Appeal number: APL-26-01187 Dear Samira
         Haddad: you asked us to review our earlier decision. A physician reviewed your appeal, including
         the new office notes and home sleep test results your doctor sent. We have reversed our
         earlier decision. Sincerely, Renata Cole, RN, Appeals Coordinator`,
      ).document_type,
    ).toBe("other");
  });

  it("a welcome letter that encloses the member ID card is no card", () => {
    expect(
      classifyDocument(
        `Tamarack Valley Health Plan Member Services 1-877-555-0143 Welcome to your new health plan Dear
         Ines Carvalho, Your coverage starts on January 1, 2025. Your member ID card is enclosed; please
         show it at every visit. Inside you will find how to choose a primary care provider.`,
      ).document_type,
    ).toBe("other");
  });
});

describe("a provider's statement that prints the plan's columns", () => {
  it("is a bill when it never names itself an EOB or a claim", () => {
    confident(
      `MERIDIAN IMAGING CENTER Meridian Imaging Center, LLC Billing: (419) 555-0181 Statement Date
       05/14/2025 Account # MIC-00931-8842 Date of Exam 04/09/2025 Payment Due 06/04/2025 You Owe $469.28
       Date CPT Exam Charge Plan Allowed Plan Paid
       04/09/25 73721 MRI any jt lower extrem w/o dye - RT knee $1,850.00 $612.00 $152.32
       04/09/25 73560 X-ray knee 1 or 2 views - RT $165.00 $48.00 $38.40
       Total charges $2,015.00 Paid by Cobaltline Health -$190.72 Network discount -$1,355.00
       Deductible and coinsurance (you owe) $469.28 Questions about what your plan paid? Call Cobaltline
       Health at the number on your card.`,
      "medical_bill",
    );
  });
});

describe("bills handed over at the desk", () => {
  it("a dentist's walkout statement", () => {
    confident(
      `HILLTOP FAMILY DENTISTRY Corinne M. Baptiste, D.D.S. PATIENT WALKOUT STATEMENT - PATIENT COPY
       PATIENT DATE ACCOUNT Kasprzak, Ilona 2/9/26 HT-10392 CODE TOOTH PROCEDURE FEE
       D0120 Periodic oral evaluation 58.00 D1110 Prophylaxis - adult 105.00 TOTAL FEES 450.00
       EST. INSURANCE 290.00 PATIENT PORTION 160.00 PAID TODAY (CK 2214) 60.00 AMOUNT DUE NOW 100.00`,
      "medical_bill",
    );
  });

  it("an optometrist's receipt of an exam and glasses", () => {
    confident(
      `Northgate Family Eyecare Dr. Priya Castellanos, O.D. (785) 555-0193 RECEIPT
       Patient: Rosalind Achebe Date: 02/11/2026 Patient #: 55902 Receipt: R-118406
       Code Item Qty Price Total
       92014 Eye exam, comprehensive, est. 1 165.00 165.00
       92015 Refraction 1 45.00 45.00
       V2100 Lens, single vision sphere, per lens 2 48.00 96.00
       Subtotal 577.00 Vision plan allowance (ClearSight Vision) -150.00 Paid - Mastercard -427.00
       Balance 0.00 Eyewear orders are ready in 7 to 10 days.`,
      "medical_bill",
    );
  });

  it("a portal's payment confirmation that mentions a receipt is no confident bill", () => {
    const result = classifyDocument(
      `Billing MyHarrowgate Payment Confirmation Thank you! We received your payment. $185.40 Paid to
       Harrowgate Health Guarantor account 700182344 Date Jan 14, 2026 Payment method Visa
       Confirmation # HG-PMT-5528194 Remaining balance $0.00 A receipt was sent to your e-mail.`,
    );
    expect(result.document_type === "medical_bill" && result.confidence >= 0.7).toBe(false);
  });
});

describe("coverage outside the usual plan", () => {
  it("a workers' comp carrier's card back, where medical bills are sent", () => {
    confident(
      `WORKERS' COMPENSATION — FIRST FILL / PROVIDER INFORMATION Injured workers: present this card at
       your first visit. Do not use your group health card for a work injury. Claims & injury
       reporting: (800) 555-0142 Send medical bills to: Keystone Mutual Casualty Co., PO Box 7720
       Lancaster Falls, PA 17602 Pharmacy: FirstScript Comp Rx 1-866-555-0163 BIN 610721 PCN WCOMP
       Group KMC26 keystonemutualcomp.example`,
      "insurance_card_back",
    );
  });

  it("a military plan's card back, with its beneficiary services", () => {
    confident(
      `Beneficiary Services 1-877-555-0119 Nurse advice line 1-800-555-0108 (24/7) Pharmacy: AllForces
       Rx 1-877-555-0166 Claims: Meridian Federal Health Services PO Box 40217 Norfolk Bay, VA 23501
       Emergency: call 911 or go to the nearest ER. www.guardianforceshealth.example`,
      "insurance_card_back",
    );
  });

  it("a workers' comp explanation of review", () => {
    confident(
      `KEYSTONE MUTUAL CASUALTY COMPANY EXPLANATION OF REVIEW Workers' Compensation Bill Review Claim
       Number Bill ID Date of Review WC-26-018842 BR-0448172 02/03/2026 Provider Claimant Employer
       Ln DOS Code Description Units Charge Allowance Reduction Payment RC
       1 01/08/26 99204 Office visit new pt 1 298.00 211.42 86.58 211.42 F01 Reconsideration requests
       must be received within 30 days of the date of review.`,
      "eob",
    );
  });

  it("an auto insurer's personal injury protection payment summary", () => {
    confident(
      `Corliss Mutual Auto Insurance Company Personal Injury Protection + Medical Payment Summary Claim
       number: PA-2026-55190 Payment date: 02/06/2026 Injured person: Gerald P. Ostrowski Payee:
       Harborline Spine & Rehab From Date CPT Description Units Billed Reasonable Amount Co-Ins 20% PIP
       Paid 01/13/2026 97161 PT eval 1 165.00 140.00 28.00 112.00 RA`,
      "eob",
    );
  });

  it("a sharing ministry's statement of a member's need", () => {
    confident(
      `Cornerstone Share Fellowship Members sharing one another's medical needs SHARING STATEMENT Not
       insurance. This statement shows how your need was shared by the membership. Member # CSF-2207814
       Need # N-26-004417 Statement date February 13, 2026 Provider: Shiloh Bend Regional Hospital Date
       CPT Service Provider Charges Discount Negotiated`,
      "eob",
    );
  });
});
