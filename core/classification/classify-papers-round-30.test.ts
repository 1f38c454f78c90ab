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

describe("papers beside the claims", () => {
  it("a dentist's treatment plan that asked for a pre-treatment estimate is no authorization", () => {
    confident(
      `Westbrook Dental Arts
Claire Odom, DDS 7105 W 44th Ave, Wheat Ridge, CO 80033 (303) 555-0147
TREATMENT PLAN
Patient Dolores Whitcomb Primary insurance Tidewater Mutual Dental
Plan date 02/03/2026 Annual maximum remaining $1,250.00
Plan name Restore #19 after root canal Status Proposed
Phase Tooth Code Procedure Fee Est. Insurance Est. Patient
1 #19 D2950 Core buildup, including any pins 295.00 107.00 188.00
1 #19 D2740 Porcelain/ceramic crown 1,340.00 484.00 856.00
2 D4910 Periodontal maintenance 140.00 112.00 28.00
This is a treatment plan, not a bill. Fees are good for 90 days. Insurance amounts are estimates based on the
information we have today; your plan decides what it pays when the claim is processed. We have requested a
pre-treatment estimate from Tidewater Mutual Dental for phase 1.`,
      "other",
    );
  });

  it("a spending account's claim statement lists what it repaid, but is no EOB", () => {
    // Few of its words name any type: 'other', for the person to confirm.
    expect(
      classifyDocument(`Evergreen Benefit Administrators Page 1 of 2
PO Box 8820 - Boise, ID 83707 + 1-800-555-0196 - evergreenba.com
H H t March 6,
Claim Reimbursement Statement Snteenl da tik Be)
; ; Participant Gregory Tan
Health Care Flexible Spending Account - Plan year 2026 Employer Port of Tacoma
Participant ID EBA-4471-0923
Gregory Tan
5120 N Vassault St Reimbursed to you $1,323.00
Tacoma, WA 98407
Direct deposit to account ending 6631 on 03/06/2026
Claims processed this period
Service
Claim Date Provider / Merchant Type Submitted Approved Code
F26-004417 01/12/2026 Maple Hollow Family Dentistry Dental 45.00 45.00
F26-004418 01/27/2026 Summit Endodontic Specialists Dental 718.00 718.00
F26-004419 02/06/2026 ClearView Family Eye Care Vision 60.00 60.00
F26-004420 02/09/2026 Drugstore receipt - sunscreen OTC 24.99 0.00 D3
F26-004421 02/17/2026 Cedar Ridge Oral & Maxillofacial Surgery Dental 500.00 500.00
Totals 1,347.99 1,323.00
Claims were matched to the receipts and explanations of benefits you uploaded. Dental and vision claims
are reimbursed for your share only, after insurance. Denial codes are explained on page 2.


Evergreen Benefit Administrators Page 2 of 2
PO Box 8820 - Boise, ID 83707 + 1-800-555-0196 - evergreenba.com
Your account
Annual election 2,400.00 Last day to incur expenses: 12/31/2026
Reimbursed before this statement 310.00 Last day to file claims: 03/31/2027
Reimbursed on this statement 1,323.00 Carryover into 2027: up to $640
Reimbursed year to date 1,633.00
Available balance 767.00
Denial codes
D3 Not an eligible medical expense. Sunscreen is eligible only with SPF 15 or higher and broad spectrum
protection; the receipt does not show the product. Resubmit with a receipt naming it.
Receipts we may ask for
Keep itemized receipts for every card swipe: the provider, the date of service, the service and the amount.
If we ask for a receipt and do not receive it within 60 days, your card is suspended until it is repaid.
Questions: 1-800-555-0196, Monday to Friday, or send a message from your online account.
Evergreen Benefit Administrators administers this plan for Port of Tacoma. Statement of Mar 6, 2026.`)
        .document_type,
    ).toBe("other");
  });
});
