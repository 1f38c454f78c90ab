// Layouts of the nineteenth development round (issue 17, decision 095): a family's shoebox of
// 'other' uploads and insurance cards (an FSA notice under a spelled-out logo, a portal's printed
// visit summary, a charity-care letter under a logo's speck, a Good Faith Estimate), card backs
// with their members' site, a pharmacy-only card, a claims address past a photo's specks, and an
// orthopedic practice's two-line wordmark. Each case fails without the rule it names.
import { describe, expect, it } from "vitest";
import { extractDocument } from "./extract";
import { page } from "./test-page";

type Row = string | [text: string, left: number][];
const read = (type: Parameters<typeof extractDocument>[1], ...rows: Row[]) =>
  extractDocument(page(rows), type);

describe("an 'other' upload's sender, title and date", () => {
  it("names the sender in full beside a logo that spells it apart", () => {
    const notice = read(
      "other",
      [
        ["TALLI S", 0.06],
        ["Tallis Benefit Administrators", 0.3],
      ],
      "1200 Wexford Commons, Suite 410",
      "FSA CLAIM REIMBURSEMENT NOTICE",
      "Notice Date: 2026-10-14",
    );
    expect(notice.fields.organization).toBe("Tallis Benefit Administrators");
  });

  it("names the health system beside its portal's brand, not the department a label names", () => {
    const summary = read(
      "other",
      "11/20/26, 9:14 AM MyAlderbrook - Visit Summary",
      [
        ["MyAlderbrook", 0.06],
        ["Alderbrook Health Partners", 0.3],
      ],
      "After Visit Summary",
      "Nelson J. Whitcombe | Visit date: Nov 17, 2026 | MRN 40017733",
      "Department: Alderbrook Family Medicine - Eastgate",
    );
    expect(summary.fields).toMatchObject({
      organization: "Alderbrook Health Partners",
      title: "After Visit Summary",
      // The browser's stamp atop the printed page is when it was printed.
      date: "2026-11-17",
    });
  });

  it("keeps a receipt's own date and time printed without the browser's comma", () => {
    const receipt = read("other", "03/03/2026 4:18 PM REG 2", "MARIGOLD PHARMACY", "PRESCRIPTION RECEIPT");
    expect(receipt.fields.date).toBe("2026-03-03");
  });

  it("names the hospital under a logo's speck, not the department on the line below", () => {
    const letter = read(
      "other",
      "so Saint Odile Regional Medical Center",
      [
        ["Patient Financial Services", 0.12],
        ["600 Abbey Lane, Ashby Falls, MN 55998", 0.32],
      ],
      "Sep 18, 2026",
      "Notice of Financial Assistance Approval",
    );
    expect(letter.fields.organization).toBe("Saint Odile Regional Medical Center");
  });

  it("takes a long title whose words are capitalised, not the section heading below it", () => {
    const estimate = read(
      "other",
      "Linden Park Imaging",
      "4410 Sycamore Row, Bellhaven, NC 27999",
      "Good Faith Estimate for Health Care Items and Services",
      "Patient name: Callum T. Vanderhoek",
      "Scheduled item or service",
      "GFE date: 11/19/2026",
    );
    expect(estimate.fields.title).toBe("Good Faith Estimate for Health Care Items and Services");
  });
});

describe("a card's back", () => {
  it("gives the members' web address with its path, not the one for providers", () => {
    const back = read(
      "insurance_card_back",
      [
        ["For Members", 0.13],
        ["For Providers", 0.54],
      ],
      [
        ["Member Services: 1-877-555-0110", 0.13],
        ["Provider Services: 1-877-555-0111", 0.54],
      ],
      [
        ["24/7 Nurse Line: 1-877-555-0112", 0.13],
        ["unitasprovider.com", 0.54],
      ],
      [["myunitashealth.com/members", 0.13]],
      "Pharmacy Claims: OptiLane Rx 1-800-555-0133",
    );
    expect(back.fields).toMatchObject({
      website: "myunitashealth.com/members",
      pharmacy_benefits: "OptiLane Rx 1-800-555-0133",
    });
  });

  it("names the manager that administers a pharmacy-only card, and a manager after 'Rx:'", () => {
    const pharmacyCard = read(
      "insurance_card_back",
      "Prescription Benefit Card",
      "Administered by Brightfield Rx 1-866-555-0147",
      "Member Services (24 hours): 1-866-555-0147",
      "www.brightfieldrx.com",
    );
    expect(pharmacyCard.fields.pharmacy_benefits).toBe("Brightfield Rx 1-866-555-0147");
    const marketplace = read(
      "insurance_card_back",
      "Member Services 855-555-0181",
      "Rx: Pellucid Pharmacy Solutions 855-555-0184",
      "Rx BIN 004336",
    );
    expect(marketplace.fields.pharmacy_benefits).toBe("Pellucid Pharmacy Solutions 855-555-0184");
  });

  it("reads the claims address past a line of specks a photo's edge left under the street", () => {
    const back = read(
      "insurance_card_back",
      "Member Services: 1-844-555-0170 (TTY: 711)",
      [
        ["Send claims to:", 0.12],
        ["Website:", 0.56],
      ],
      [
        ["Ashgrove Health, Attn: Claims", 0.12],
        ["AshgroveMedicare.com", 0.56],
      ],
      [["2250 Fenwick Avenue, Suite 300", 0.12]],
      [
        ["1", 0.02],
        ["2", 0.95],
      ],
      [["Daybrook, OH 45999", 0.12]],
    );
    expect(back.fields.claims_address).toBe("2250 Fenwick Avenue, Suite 300, Daybrook, OH 45999");
  });
});

describe("a card's front", () => {
  it("names the payer without a logo's stroke read as a capital before it", () => {
    const front = read(
      "insurance_card_front",
      "J ASHGROVE HEALTH",
      "Ashgrove Medicare Advantage Gold (HMO)",
      "Member: ROSALIND T PEMBERTON",
      "Member ID: AGH40073318",
    );
    expect(front.fields.payer_name).toBe("ASHGROVE HEALTH");
  });
});

describe("a bill's provider", () => {
  it("is named by a one-word wordmark over the rest of the name in the same capitals", () => {
    const bill = read(
      "medical_bill",
      [
        ["FOXHOLLOW", 0.07],
        ["Statement Date", 0.63],
        ["10/05/26", 0.86],
      ],
      [
        ["ORTHOPEDIC ASSOCIATES", 0.07],
        ["Account #", 0.63],
        ["118-40272", 0.85],
      ],
      [["2715 Quarry Bend Blvd, Suite 120", 0.07]],
      "AMOUNT DUE $105.25",
    );
    expect(bill.fields.provider_name).toBe("FOXHOLLOW ORTHOPEDIC ASSOCIATES");
  });
});

describe("a claim's total", () => {
  it("is the table's when its total row and its lines agree and the summary's figure was misread", () => {
    const bill = read(
      "medical_bill",
      "Brightwater Family Medicine",
      "PATIENT STATEMENT",
      [
        ["Total charges:", 0.06],
        ["$308.00", 0.3],
      ],
      [
        ["Date", 0.06],
        ["Code", 0.18],
        ["Description", 0.28],
        ["Charges", 0.75],
      ],
      [
        ["09/12/2026", 0.06],
        ["99214", 0.18],
        ["Office visit", 0.28],
        ["245.00", 0.76],
      ],
      [
        ["09/12/2026", 0.06],
        ["87880", 0.18],
        ["Strep test", 0.28],
        ["58.00", 0.77],
      ],
      [
        ["Total", 0.28],
        ["303.00", 0.76],
      ],
    );
    expect(bill.fields.total_charges).toBe(303);
  });
});
