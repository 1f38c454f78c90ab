// Document types of layouts the first signals missed (issue 17's second development set): payer
// statements that never say 'Explanation of Benefits', a denial letter that never says
// 'authorization', and a utility bill with a medical bill's labels.
import { describe, expect, it } from "vitest";
import { CLASSIFICATION_CONFIDENCE_THRESHOLD } from "../plans";
import { classifyDocument } from "./classify";

const confident = (text: string, type: string) => {
  const result = classifyDocument(text);
  expect(result).toMatchObject({ document_type: type });
  expect(result.confidence).toBeGreaterThanOrEqual(0.7);
};

describe("payer statements without the words 'Explanation of Benefits'", () => {
  it("a member activity summary of several claims is an EOB", () => {
    confident(
      `Tallgrass Health Cooperative Member Activity Summary 1-800-555-0173 PO Box 66, Lincoln, NE 68501
       MARGARET PRICE Statement period: 02/01/2025 - 02/28/2025 Statement date: 03/12/2025
       Claims processed this period Amount Plan Your Service Date Provider Service Code Charged Allowed
       Plan Paid Share 02/03/2025 Riverside Family Clinic 99213 $165.00 $88.10 $63.10 $25.00
       Period totals $1,208.00 $507.90 $432.90 $75.00`,
      "eob",
    );
  });

  it("a corrected secondary-payer claim statement is an EOB", () => {
    confident(
      `Ironbridge Mutual Insurance CORRECTED CLAIM Replaces the statement of 07/02/2025 Secondary Coverage
       Claims Unit PO Box 3318, Hartford, CT 06103 Claim No. IMI-0725-55812-C1 Processed July 30, 2025
       Primary payer: Northwind Health Alliance Provider Granite Ridge Physical Therapy Patient Evelyn Sato
       Service Date Proc/Mod Units Charges Primary Paid Allowed Paid Patient Resp. Codes
       06/16/2025 97161-GP 1 $190.00 $84.20 $112.50 $22.50 $5.80 PR2`,
      "eob",
    );
  });

  it("a payer's column titles OCR ran together at a case change still count", () => {
    confident(
      `Lowland Community Health Plan Member services 1-800-555-0100 Claim no. LCH-2231-09
       Processed on 03/14/2025 Patient: Ava Lund Code Service SubmittedApproved amount PlanPaid
       99213 Office visit $150.00 $88.10 $70.48 Questions about this claim? Call member services
       Monday to Friday from 8 a.m. to 8 p.m. at the number above, or write to PO Box 410, Salem, OR.`,
      "eob",
    );
  });

  it("a Medicaid plan's notice of claim payment, paid to the provider, is an EOB", () => {
    confident(
      `Prairie Star Community Health Plan Medicaid Managed Care Member line 1-877-555-0102
       NOTICE OF CLAIM PAYMENT Reference number Date of this notice Date(s) of service
       PSC 18-2231-404 03/14/2025 02/20/2025 Provider: Maple Court Pediatrics Patient: Ava Lund
       Code What was done Submitted Paid to provider 99392 Well-child visit $190.00 $88.12
       Totals $190.00 $88.12 You owe nothing for these services. The provider may not bill you.`,
      "eob",
    );
  });
});

it("a denial letter naming the decision and the service reviewed is a prior authorization", () => {
  confident(
    `Copperline Health Insurance Co. ADVERSE BENEFIT DETERMINATION Medical Review Department 1-855-555-0166
     63 Juniper Loop Reference Number CHI-PA-7720915 Flagstaff, AZ 86001 Date of notice 09/22/2025
     Planned date of service 10/06/2025 Decision Denied Service reviewed: MRI of the right shoulder (73221)
     After review, your plan cannot approve this request. You may appeal within 180 days of this notice.`,
    "prior_authorization",
  );
});

describe("bills for things other than care", () => {
  it("a water bill with 'Bill date' and 'Total amount due' is not a medical bill", () => {
    const result = classifyDocument(
      `CITY OF ELM HOLLOW WATER & SEWER UTILITY BILLING 100 MAIN ST ELM HOLLOW KY 40390 859-555-0150
       SERVICE STATEMENT ACCOUNT NO 0041-22876-01 BILL DATE 04/15/2025 SERVICE ADDRESS 48 SYCAMORE LN
       SERVICE PERIOD 03/01/2025 - 03/31/2025 DUE DATE 05/05/2025 CODE DESCRIPTION USAGE AMOUNT
       W100 WATER BASE CHARGE 18.50 W210 WATER USAGE 4,200 GAL 4200 27.30 5100 SEWER SERVICE 31.75
       TOTAL AMOUNT DUE 83.55`,
    );
    expect(result.document_type).toBe("other");
  });

  it("the same labels on a clinic's statement still make a medical bill", () => {
    confident(
      `ELM HOLLOW FAMILY CLINIC 100 MAIN ST ELM HOLLOW KY 40390 PATIENT STATEMENT ACCOUNT NO 0041-22876
       BILL DATE 04/15/2025 DUE DATE 05/05/2025 DATE DESCRIPTION AMOUNT 03/14/2025 OFFICE VISIT 99213 145.00
       TOTAL AMOUNT DUE 83.55`,
      "medical_bill",
    );
  });
});

it("a 'Statement of Vision Benefits' is an EOB", () => {
  confident(
    `ClearView Vision Plan 1-866-555-0158 STATEMENT OF VISION BENEFITS Claim: CVV-55-903126
     Member: Owen Castellanos Service Date: 10/02/2025 Doctor: Harbor Eye Associates
     Issue Date: 10/15/2025 Eye exam, established 92014 $185.00 $70.00 $60.00 $10.00`,
    "eob",
  );
});

it("a card front printing 'ID#' and its copays as 'PCP $25' is an insurance card", () => {
  confident(
    "Lapis Blue Health PPO Member JONAH EBERHARDT-LUZ ID# LBH 4471 09825 GRP# 718802 PCP $25 SPC $50 ER $250",
    "insurance_card_front",
  );
});

it("a 'Claim Detail' page with the plan's columns is an EOB", () => {
  confident(
    `Harborline Health PO Box 410 Salem OR 97301 Claim Detail Member: Ana Ruiz 12 Birch Street Salem OR
     97302 Claim Number: HH-2231-77 Received 02/10/2025 Provider: Westside Clinic Date of Service
     02/03/2025 Code Description Billed Paid 99213 Office visit $150.00 $72.00 Totals $150.00 $72.00`,
    "eob",
  );
});

describe("the fourth development round: letters and bills named only by their words", () => {
  it("an approval notice that never says 'authorization' is a prior authorization", () => {
    confident(
      `Crescent Valley Health Plan 1-800-555-0131 APPROVAL NOTICE 05/02/2025 Nadia Orlov 14 Pine Rd
       Enrollee ID: CVH-1192-04 Service: MRI of the lumbar spine Provider: Valley Imaging Plan Reference
       Number: CV-55120 You are getting this notice because your health plan has approved your MRI.
       Please keep this letter with your records.`,
      "prior_authorization",
    );
  });

  it("a payer's 'Your Claim Statement' is an EOB", () => {
    confident(
      `Bluewater Health Cooperative Your Claim Statement Bartholomew Reyes Claim ID BW-5501938270
       Provider MotionWorks Physical Therapy Paid by plan Dates Proc. Units Charged Approved
       $58.08 11/12/2025 97110 2 $164.00 $72.60 Remark N130`,
      "eob",
    );
  });

  it("a laboratory's bill is a medical bill, not a lab report", () => {
    confident(
      `PINNACLE REFERENCE LABORATORIES Specimen billing dept, 60 Assay Way, Raleigh, NC 27607
       REQUISITION / ACCOUNT NUMBER PRL-8842-0071 DATE BILLED 08/04/2025 COLLECTION DATE 07/16/2025
       ORDERING CLINICIAN N. Abernathy, MD TEST NAME CPT QTY BILLED YOU OWE Lipid panel 80061 1 $142.00
       TSH 84443 1 $118.00 TOTAL BILLED $260.00 INSURANCE $0.00 YOU OWE $260.00
       Diagnosis codes supplied by your clinician: E78.5`,
      "medical_bill",
    );
  });

  it("an urgent care statement with 'STMT DATE' and a counselling 'Client Statement' are medical bills", () => {
    confident(
      `QuickPoint Urgent Care 5510 Chamblee Dunwoody Rd, Atlanta, GA 30338 DUE DATE 02/27/2025
       ACCT # QP-DUN-44028 STMT DATE 01/28/2025 Visit Code Item Qty Price 01/09/2025 99204 New patient
       visit 1 $310.00 Total $425.00 Ins. paid -$280.00`,
      "medical_bill",
    );
    confident(
      `Stillwater Counseling & Behavioral Health, LLC Client Statement Prepared April 1, 2025 for the
       client account SCBH-2290. Session date Service code Minutes Units Fee 03/04/2025 90791 60 1 $240.00
       Fees for the period $760.00 Insurance payments -$532.00 Your balance $228.00`,
      "medical_bill",
    );
  });
});

describe("a payer's table header", () => {
  const header = "Svc Date Code Charged Eligible Benefit Paid Balance";
  const page = (titles: string) =>
    `Harbor Ridge Benefits Inc. PO Box 220, Dover, DE 19901 Questions? 1-800-555-0142
     Claim No. HRB-25-55120 Patient Rosa Kell Provider Dover Family Medicine
     ${titles}
     03/04/2025 99213 $160.00 $92.10 $72.10 $20.00
     Total $160.00 $92.10 $72.10 $20.00`;

  it("makes a statement that names no EOB one, when one row of titles has what was allowed and paid", () => {
    const lines = (titles: string) => page(titles).replace(/\n\s+/g, "\n");
    expect(classifyDocument(lines(header)).document_type).toBe("eob");
    expect(
      classifyDocument(lines("Svc Date Code Charged Payments Adjustments Balance")).document_type,
    ).not.toBe("eob");
  });
});

describe("letters and statements that name their kind only in passing", () => {
  it("a denial of an item asked for, with the decision and the criteria, is a prior authorization", () => {
    confident(
      `SEAGROVE COMMUNITY HEALTH PLAN Pharmacy & Medical Benefit Review PO Box 12 Tampa, FL 33601
       NOTICE OF DENIAL OF COVERAGE Apr 2, 2026 SCH-2604-11020 Member ID SCH-00411-2
       Item requested: Insulin pump (E0784) Requested start date: 04/20/2026 Requested by: Bayline Endocrinology
       Our decision: DENIED We denied this request because it does not meet the plan's coverage criteria.
       Your doctor may ask for a peer-to-peer review. You have 60 days to ask for an appeal.`,
      "prior_authorization",
    );
  });

  it("a review of visits requested and approved, quoted by its cert #, is a prior authorization", () => {
    confident(
      `Harlow Vale Health UTILIZATION REVIEW DETERMINATION Outpatient rehabilitation
       Member name Member ID Cert # Alma Ruiz HVH 30 2210 HVH-0927-11001 Determination date 09/26/2025
       Service Code Requested Approved From To Occupational therapy 97535 20 visits 10 visits 10/1/25 12/30/25
       DETERMINATION: PARTIAL APPROVAL Ten of the twenty requested visits are approved.`,
      "prior_authorization",
    );
  });

  it("a home care agency's statement with a rate per unit and a payment plan is a medical bill", () => {
    confident(
      `Aldermoor Visiting Nurse & Home Care A nonprofit home health agency 12 Chapel Green, Tillbury, VT 05401
       Rosa Imbert Date of Statement 11/04/2025 Client # AVN-55120 Certification period 10/06/25 - 12/04/25
       Visit Date Discipline HCPCS Units Rate/Unit Charge 10/06/2025 Skilled nursing (RN) G0299 4 62.00 248.00
       Total charges this period 248.00 Ashby Cooperative Health paid -180.10 Network adjustment -40.40
       Your share (moved to payment plan) 27.50 YOUR PAYMENT PLAN Installment 2 of 3 due 11/22/25`,
      "medical_bill",
    );
  });
});

describe("papers the thirteenth development set showed", () => {
  it("a practice's statement in abbreviations ('Stmt Dt', 'Pmt Due', 'Bal Due', 'Total Chg') is a medical bill", () => {
    confident(
      `HOLLOWAY ALLERGY & ASTHMA ASSOCIATES 2 Abbot Square, Mill Harbor, RI 02990 Ph 401-555-0115
       Acct # Stmt Dt Pmt Due Bal Due HAA-88213 08/27/2026 09/21/2026 $290.00
       Pt: Lucinda Cole Ins: Ridgeline Mutual DOS CPT Description Qty Chg
       08/06/2026 99204 New pt visit 1 310.00 Total Chg 310.00 Ins Pmt -20.00`,
      "medical_bill",
    );
  });

  it("a state's Medicaid card is an insurance card, not a driver's licence, for all its sex and birth date", () => {
    confident(
      `STATE OF ORRINGTON Orrington Medical Assistance Program LAST NAME FIRST NAME / MI KELLER DANA R
       ID NUMBER GEN. NO. SEX 604118273 002 F DATE OF BIRTH ISSUED 03/17/2009 08/04/2026
       This card does not guarantee eligibility. Carry this card and show it to get care.`,
      "insurance_card_front",
    );
  });

  it("a cover letter for an enclosed Medicare Summary Notice that states no amount is no EOB", () => {
    const result = classifyDocument(
      `Ridgeway Government Benefit Administrators A Medicare claims contractor PO Box 5150 Alder Gap, TN 37990
       July 6, 2026 About Your Medicare Summary Notice Enclosed is your Medicare Summary Notice (MSN) for
       April 1, 2026 through June 30, 2026. It lists the services your doctors billed to Medicare, what
       Medicare paid, and the most you may be billed. Your MSN is not a bill. Do not send money to Medicare or to us. Please check it carefully.
       To get your MSN by email every month, sign up online. For help, call 1-800-555-0113.`,
    );
    expect(result.document_type).not.toBe("eob");
  });
});

describe("a letter about an account that asks for no payment", () => {
  const letter = (ask: string) =>
    `Harrowfield Health System Patient Financial Counseling PO Box 4410, Lynmoor, OH 43010 (614) 555-0147
     November 2, 2026 Tomasz Adeyemi 18 Quarry Row Lynmoor, OH 43011 Dear Tomasz Adeyemi, Thank you for
     applying for financial assistance. Your application has been approved for a 60% discount on eligible
     balances. Guarantor Account No.: HF-2281904 Eligibility period: 05/01/2026 through 04/30/2027
     Balance before discount: $540.00 Discount: $324.00 New balance: $216.00 ${ask} You may set up an
     interest-free payment plan by calling us. Sincerely, Patient Financial Counseling`;

  it("a financial-assistance decision is no bill", () => {
    expect(classifyDocument(letter("A new statement will follow.")).document_type).toBe("other");
  });

  it("the same letter asking to be paid by a date is a bill", () => {
    expect(classifyDocument(letter("Please pay the new balance by 12/01/2026.")).document_type).toBe(
      "medical_bill",
    );
  });
});

describe("a bill whose labels a fax left unreadable", () => {
  it("is a bill by its rows of procedure codes and charges", () => {
    const text = `Fennimore Physical Therapy
      118 Dray Lane - Coldwater, MI 49036 - (517) 555-0182
      FO OC oT a RE mer SRM SB BR
      | FPT-22018 09/30/2026 10/21/2026 Ines Valcourt |
      Code Description of service Qty Rate Total Visit
      97161 PT evaluation, low complexity 1 160.00 160.00 09/02/26
      97110 Therapeutic exercise, each 15 min 2 55.00 110.00 09/02/26
      97140 Manual therapy techniques 2 60.00 120.00 09/09/26
      Charges this statement 390.00
      Your balance: $96.00`;
    expect(classifyDocument(text).document_type).toBe("medical_bill");
  });
});

describe("a payer's rows of services", () => {
  it("do not count for a bill: each adds what the plan allowed and paid", () => {
    const text = `Wexbridge Mutual
      Member: Priya Venk  ID K0042917733  Account number 4471-220  Statement date 11/30/2026
      Claim KH-5R2T-88140   Provider: Juniper Ridge Dermatology
      Service Code Charged Allowed Paid Owe
      New patient office visit 99203 260.00 142.10 92.10 50.00
      Tangential skin biopsy 11102 215.00 98.60 0.00 98.60
      Tissue exam by pathologist 88305 180.00 71.30 0.00 71.30
      Total 655.00 312.00 92.10 219.90`;
    expect(classifyDocument(text).document_type).toBe("eob");
  });
});

it("a benefit manager's faxed determination that never says 'prior authorization' is one (decision 094)", () => {
  confident(
    `NOV-19-2026 14:32 FROM: KOS UTILIZATION MGMT 1-800-555-0190 TO: 5550119 P.001/001
     KEYSTONE ONCOLOGY SOLUTIONS TREATMENT PLAN DETERMINATION
     Oncology benefit management for Granite State Health
     TO (Provider): White Birch Cancer Center FAX: 603-555-0119 ATTN: Infusion Scheduling DATE: 19-NOV-2026
     Patient: Ruth Ellingsworth DOB: 03-MAR-1958 Health Plan: Granite State Health Member #: GSH0091147
     DETERMINATION [X] APPROVED [ ] PARTIALLY APPROVED [ ] DENIED (see attached letter)
     Authorization #: KOS-OB-7721093 Diagnosis: C34.90 Approved start: 23-NOV-2026 Approved end: 22-MAY-2027
     HCPCS Drug / Service Dose Frequency J9271 Pembrolizumab injection, 1 mg 200 mg IV Every 21 days
     This determination is not a guarantee of payment; benefits are subject to eligibility on the date of service.`,
    "prior_authorization",
  );
});

describe("the nineteenth round's shoebox (issue 17, decision 095)", () => {
  it("a card's back that lists a prior-authorization phone line among its numbers is a card's back", () => {
    confident(
      `Harrowgate Health - Individual Coverage
       Member Services 855-555-0181
       Nurse Advice Line 855-555-0182
       Prior Authorization 855-555-0183
       Rx: Pellucid Pharmacy Solutions 855-555-0184
       Website harrowgatehealth.com/members
       Medical claims: PO Box 91127, Lexmoor, KY 40999
       EDI Payer ID: HGH77`,
      "insurance_card_back",
    );
  });

  it("a health savings account's statement is no bill, and a bill that takes HSA cards still is", () => {
    const statement = `CobaltPath HSA Bank Health Savings Account Statement Statement Date 10/31/2026
      Statement Period 10/01/2026 - 10/31/2026 Account Number XXXX-XX-6021 TOMASZ W NOWICKI
      77 GARRISON HILL AVE APT 3 CLEARMONT, OR 97999 Account Summary Beginning balance $4,218.37
      Contributions $425.00 Distributions -$310.40 Interest earned $1.73 Fees -$2.50
      Ending cash balance $4,332.20 Year-to-date contributions $4,175.00 Keep receipts for every
      distribution: the IRS may ask you to show that it paid a qualified medical expense.
      Questions? Call 1-866-555-0127. Account Activity Date Description Deposits Withdrawals Balance
      10/08/2026 Card purchase - FAIRVALE DENTAL GROUP 214.00 4,191.87 Page 1 of 2`;
    expect(classifyDocument(statement).document_type).not.toBe("medical_bill");
    confident(
      `Quillan Urgent Care Patient Statement Statement Date: Nov 3, 2026 Account No.: QUC-2298741
       Patient: Noor F. Haddad Date of Service: Oct 19, 2026 Due by Dec 1, 2026
       CPT Service Units Amount 99214 Office visit, established 1 245.00 87880 Strep A antigen 1 58.00
       Total charges 407.00 Insurance paid -212.40 Your balance $75.00 Amount due $75.00
       Pay online. We accept Visa, Mastercard, Discover, HSA and FSA cards. Your HSA account balance may
       be used for qualified medical expenses.`,
      "medical_bill",
    );
  });
});

describe("a provider's ledger", () => {
  it("is a bill when its header names charges and balance and no allowed amount, however many amounts a row carries", () => {
    const text = [
      "Walk-in care 7 days a week | 2290 Shoreline Hwy, Mill Valley, CA 94941 | 415-555-0129",
      "PATIENT STATEMENT",
      "| 03-Sep-2026 | BUC-771302 Milo Fairweather | 28-Sep-2026 | $79.00 |",
      "Insurance Your",
      "Date Code Service Charge Paid Adjustment Balance",
      "08/14/26 99203 New patient visit, low 215.00 88.40 76.60 50.00",
      "08/14/26 71046 Chest x-ray, 2 views 145.00 31.20 98.80 15.00",
      "Totals 440.00 134.87 226.13 79.00",
      "Insurance: Redwood Coast Health Plan HMO, claim processed 08/30/2026. The balance is your deductible.",
      "Pay online at baysideurgentcare.example/pay or call 415-555-0129.",
    ].join("\n");
    expect(classifyDocument(text).document_type).toBe("medical_bill");
    expect(classifyDocument(text).confidence).toBeGreaterThanOrEqual(CLASSIFICATION_CONFIDENCE_THRESHOLD);
  });
});
