// Document types of the thirtieth development round (issue 17, decision 104). Each case fails
// without the signal it names.
import { describe, expect, it } from "vitest";
import { classifyDocument } from "./classify";

const confident = (text: string, type: string) => {
  const result = classifyDocument(text);
  expect(result).toMatchObject({ document_type: type });
  expect(result.confidence).toBeGreaterThanOrEqual(0.7);
};

describe("a supplier's invoice", () => {
  it("prices a quantity and gives its terms, where a practice's statement would name its account", () => {
    confident(
      `TIDEWELL INVOICE / STATEMENT
HOME MEDICAL SUPPLY Date: 11/24/2025
Tidewell Home Medical Supply, Inc. Account: TW-300917
5120 Harbor Freight Rd, Astoria, OR 97103 Terms: Due 12/24/2025
BILL TO DELIVERED
Daniel R. Marchetti 10/15/2025 at bedside
Item # HCPCS Mod Description Qty Price Ext.
WK-220 E0143 NU Walker, folding, wheeled, adjustable 1 $142.00 $142.00
CT-104 E0218 NU Cold therapy unit w/ pad and pump 1 $285.00 $285.00
Invoice total $427.00
Cobaltline paid 11/12/25 -$70.80
Allowance adjustment -$53.50
BALANCE DUR $302.70
Your plan did not cover the cold therapy unit (E0218); as agreed on the waiver you
signed at delivery, its full price is yours. The walker balance is your 20% coinsurance.`,
      "medical_bill",
    );
  });
});

describe("cards", () => {
  it("both sides printed on one page read as the card's front", () => {
    confident(
      `Tamarack Health Member Portal | ID Cards
Your temporary ID card
Tamarack Health
Essentials EPO
Member Name
MARCUS T BELLAMY JR
Member ID
TMK-30927716
GRP #
TH88410
Plan: Tamarack Essentials EPO
Effective: 01/01/2026
RxBIN 015581
RxPCN TMKRX
PCP $30 Specialist $60 Urgent Care $60 ER $350
Members: 1-877-555-0119 Providers: 1-877-555-0118
24-hour nurse line: 1-877-555-0117
Send claims to:
Tamarack Health Claims
PO Box 66120
Boise, ID 83707-6120
Pharmacists:
Corvell Rx help desk
1-877-555-0116
tamarackhealth.com/members
Possession of this card does not guarantee eligibility or payment.`,
      "insurance_card_front",
    );
  });

  it("a front labels the member's number 'ID' alone, with its prefix and groups apart", () => {
    confident(
      `BrightSight PPO
VISION PLAN
Name Sofia Marchetti
ID BSV 7720 1184 03
Group VX-11820
Plan Vision Select (PPO network)
Exam $10 Materials $20 Frame $150
Show this card at any BrightSight network eye doctor.`,
      "insurance_card_front",
    );
  });
});
