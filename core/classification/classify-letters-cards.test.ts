// Document types of the third development round (issue 17): utilization-management letters that
// never say 'prior authorization', card backs that name their phones and claims address in other
// words, and an insurer's premium invoice. Each case fails without the signals it names.
import { describe, expect, it } from "vitest";
import { classifyDocument } from "./classify";

const confident = (text: string, type: string) => {
  const result = classifyDocument(text);
  expect(result).toMatchObject({ document_type: type });
  expect(result.confidence).toBeGreaterThanOrEqual(0.7);
};

describe("letters that never say 'prior authorization'", () => {
  it("a coverage decision letter that denies a request", () => {
    confident(
      `Coverage Decision Letter Date: March 4, 2025 Case ID: MSA-CD-1180442 Dear Ruth Alvarez:
       We have denied the request from Dr. Amos Field for a hospital bed, which was to be delivered on
       March 20, 2025. You have the right to ask us to change this decision. Ask for a reconsideration
       within 65 days. Sincerely, Medical Review Team, Maple Senior Advantage (HMO)`,
      "prior_authorization",
    );
  });

  it("a letter waiting for records, which asks for recent lab results", () => {
    confident(
      `Juniper Health Care Review Unit 1-844-555-0112 We need more information about a request
       Date of this letter: 04/09/2025 Tracking number: JH-UM-51408 Member: Ada Lin Requested service
       Status MRI of the knee (73721) Pending - additional information needed We cannot make a decision
       yet. We asked your doctor for recent lab results and the notes from your last visit.`,
      "prior_authorization",
    );
  });

  it("an authorization extension", () => {
    confident(
      `PRAIRIE MUTUAL UTILIZATION MANAGEMENT DEPT AUTHORIZATION EXTENSION NOTICE DATE 03-Nov-2025
       AUTH NUMBER PM-7781-22 PATIENT GRETA HOLM DRUG / SERVICE INFUSION (J1745) NEW END DATE 16-May-2026
       DECISION EXTENSION APPROVED YOUR PROVIDER ASKED US TO CONTINUE THE AUTHORIZATION ABOVE.`,
      "prior_authorization",
    );
  });

  it("a hospital admission review with its certification number", () => {
    confident(
      `Harbor Health Plan Utilization Review September 2, 2025 Re: Hospital admission review Dear Sam
       Ode, your surgeon asked us to review a planned hospital stay for you. Certification # HHP-8830146
       Procedure Total knee arthroplasty, right (27447) Admission date 09/15/2025 Days certified 2
       Certification expires 10/15/2025 Outcome Certified - approved as requested`,
      "prior_authorization",
    );
  });
});

describe("card backs", () => {
  it("'Members: call', 'Submit medical claims to' and 'Pharmacy help' make a card back, precertification or not", () => {
    confident(
      `Members: call 1-800-555-0151 for benefits, claims and ID cards. Providers: eligibility and
       precertification 1-800-555-0152 Submit medical claims to: Osprey Health Claims PO Box 60218,
       Charleston, SC 29419 Pharmacy help: Tidewell Rx 1-800-555-0153`,
      "insurance_card_back",
    );
  });

  it("'Mail claims', 'Rx questions' and a payer ID make a card back", () => {
    confident(
      `Quarry Health Cooperative Customer Service 1-877-555-0166 Mail claims PO Box 4120, Montpelier, VT
       05601 Rx questions MesaScript 1-866-555-0110 Payer ID 61204`,
      "insurance_card_back",
    );
  });
});

it("an insurer's premium invoice is not a medical bill", () => {
  expect(
    classifyDocument(
      `Cascadia Shared Health PREMIUM INVOICE Invoice date 11/15/2025 Joanna Park Account CSH-IND-0048821
       Payment due 12/01/2025 Coverage month Plan Monthly premium Tax credit applied You pay December 2025
       Silver 3500 individual $612.40 $401.15 $211.25 Amount due $211.25 Pay by the due date to keep your
       coverage active.`,
    ).document_type,
  ).toBe("other");
});

describe("card fronts in other words", () => {
  it("a Medicare Advantage card: 'Member #', 'PCP:' and its CMS contract number", () => {
    confident(
      "Prairie Shield Medicare Advantage HMO Name: EULALIA BRANDVOLD Member #: PSM773104592 PCP: Dr. Ilse Marchetti H5555-012",
      "insurance_card_front",
    );
  });

  it("a card naming its plan type in full, 'Rx: BIN' and copays without cents", () => {
    confident(
      `COPPER RIVER HEALTH PLANS Exclusive Provider Organization IDENTIFICATION NUMBER CRH-0917-33824-01
       Policyholder Marisol Etxeberria Office $30 - Urgent care $75 - Emergency $350 Rx: BIN 004455 PCN CRHP`,
      "insurance_card_front",
    );
  });
});
