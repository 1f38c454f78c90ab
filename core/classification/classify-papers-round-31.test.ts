// Document types of the thirty-first development round (issue 17, decision 105). Each case fails
// without the signal it names.
import { describe, expect, it } from "vitest";
import { classifyDocument } from "./classify";

const confident = (text: string, type: string) => {
  const result = classifyDocument(text);
  expect(result).toMatchObject({ document_type: type });
  expect(result.confidence).toBeGreaterThanOrEqual(0.7);
};
const typeOf = (text: string) => classifyDocument(text).document_type;

describe("cards around Medicare", () => {
  it("Medicare's own card names who is entitled to which part", () => {
    confident(
      `MEDICARE HEALTH INSURANCE
Name / Nombre  HAROLD P WINSLOW
Medicare Number  5TR2-HN8-QA41
Entitled to  Coverage starts
HOSPITAL (PART A)  07-01-2026
MEDICAL (PART B)  07-01-2026`,
      "insurance_card_front",
    );
  });

  it("a drug plan's card carries the MedicareRx mark beside its Rx numbers", () => {
    expect(
      typeOf(`Brookmere Rx Value (PDP)
Name HAROLD WINSLOW
BRX55120871
RxBIN 004411 RxPCN BRXPD RxGRP BRX2026
MedicareRx Prescription Drug Coverage`),
    ).toBe("insurance_card_front");
  });

  it("a state's medical assistance card names its recipient", () => {
    expect(
      typeOf(`KESTREL STATE HEALTH
Medical Assistance ID Card
RECIPIENT NAME  MAUREEN A OSEI
RECIPIENT ID 20311498820  DATE OF BIRTH 04/12/1957
Issued 02/03/2026`),
    ).toBe("insurance_card_front");
  });

  it("a back tells providers how claims reach the plan, past an Idaho ZIP that is no member ID", () => {
    confident(
      `Policyholder Service: 1-800-555-0121  TTY 711
Providers: Medicare claims are sent to us automatically (crossover).
Paper claims: Larchfield Benefit Administrators
PO Box 4410, Boise, ID 83702-4410
larchfieldba.com`,
      "insurance_card_back",
    );
  });
});

describe("authorizations that never say 'authorization'", () => {
  it("a review company's certification, its decision printed as a field", () => {
    confident(
      `IMAGING CERTIFICATION NOTICE
Reference ID  QRS-MR-2210934   Health plan  Fernhill Health Partners
Procedure  Description  Units  Result
70553  MRI brain with and without contrast  1  Certified
Certification valid  05/04/26 to 06/30/26
The requested study meets the plan's imaging criteria. It is not a guarantee of payment.
Determination: APPROVED`,
      "prior_authorization",
    );
  });

  it("a plan's network gap exception", () => {
    confident(
      `Willowmere Choice Health Plan  Clinical Services 1-800-555-0144
NETWORK GAP EXCEPTION - DETERMINATION
Reference Number: WCX-GAP-0311-2290
You asked us to cover care from a provider outside our network. We reviewed the request and
approved a network gap exception.
Approved services
99204  New patient office visit  1  Approved
Exception period: 03/14/2026 through 09/13/2026
Your in-network deductible and coinsurance apply.`,
      "prior_authorization",
    );
  });

  it("an administrator's medical management certifies a hospital stay", () => {
    confident(
      `BRAMBLE BENEFIT ADMINISTRATORS  Medical Management 1-866-555-0162
INPATIENT ADMISSION NOTIFICATION
Certification No. BBA-IP-260311-0042  Patient Rosa Lindqvist
Admission date 03/11/2026  Level of care Acute medical  Days requested 2
DETERMINATION: CERTIFIED 2 DAYS
Certified dates: 03/11/2026 through 03/12/2026
Days beyond those certified require a concurrent review.`,
      "prior_authorization",
    );
  });
});

describe("papers about authorization that are none", () => {
  it("a plan's notice of changes to the list of services that need approval", () => {
    expect(
      typeOf(`FERNHILL HEALTH PLAN  Member Update
Changes to Prior Authorization Requirements
May 1, 2026
Some services need approval from Fernhill Health Plan before you receive them. Starting July 1,
2026, the list of services that need prior authorization will change.
Code  Service  What changes
95810  Attended sleep study  Approval needed from 07/01/2026
97110  Therapeutic exercise  No approval needed
Your doctor asks for prior authorization. If a service is denied you may appeal.`),
    ).toBe("other");
  });

  it("an acknowledgment of an appeal", () => {
    expect(
      typeOf(`Quillmont Health Plan  Appeals and Grievances  PO Box 3310, Reno, NV 89510
April 2, 2026
Acknowledgment of Your Appeal Request
Appeal number QHP-AP-2026-0413   Original case number QHP-OD-2026-1187
Type of appeal  Standard pre-service reconsideration
We received your request to reconsider our decision to deny coverage for a knee arthroscopy
(29881). This letter only confirms that we received your appeal. It is not a decision.
We will send you our decision in writing by May 2, 2026.`),
    ).toBe("other");
  });

  it("a referral that says it is not a prior authorization", () => {
    expect(
      typeOf(`Harrowgate Family Practice
REFERRAL NOTICE
Date issued: Mar 3, 2026   Patient Tomas Reyes   Health plan Quillmont Health Plan (HMO)
Referral # HFP-R-22871   Referred to Nadia Brill, MD - Lakeside Dermatology
Visits 2 office visits   Valid 03/10/2026 to 09/09/2026
This referral is not a prior authorization. Tests the specialist orders may need approval from
your health plan first; the specialist's office will ask for it.`),
    ).toBe("other");
  });
});

describe("a plan's and an account's letters", () => {
  it("a spending account's request for documentation mentions an EOB and is none", () => {
    expect(
      typeOf(`Ridgefold Benefits Group   Flexible Spending Account
April 9, 2026   Participant ID RBG-4410-2271
FSA Substantiation Request
We need documentation for this claim. Please send an itemized receipt or an Explanation of
Benefits from your health plan by the date shown.
Transaction Date  Merchant  Amount  Respond By  Status
03/14/2026  ALDER CREEK PEDIATRICS  $95.00  05/09/2026  Pending
Claim reference SUB-26-0419921  Amount needing documentation $95.00`),
    ).toBe("other");
  });

  it("an insurer's notice that coverage ends", () => {
    expect(
      typeOf(`Thornwick Health Insurance Company  Individual & Family Plans
Notice of Termination of Coverage
Policy number THI-55102291   Coverage ends 05/31/2026 at 11:59 p.m.   Reason Premium not paid
Unpaid premium $968.40
We will pay claims for covered services you received through April 30, 2026. Claims for services
after that will be pended and denied if your premium is not paid.`),
    ).toBe("other");
  });
});
