// Headers of the twenty-first development round (issue 17, decision 095): kitchen-table photos of
// bills, EOBs and letters whose names sit beside a logo, over two lines, or under a plan's tagline;
// a lab whose own test number stands before the CPT column. Each case fails without the rule it names.
import { describe, expect, it } from "vitest";
import { classifyDocument } from "../classification/classify";
import type { Recognition } from "../documents/types";
import { extractDocument } from "./extract";
import { billTable, page } from "./test-page";

type Row = string | [text: string, left: number][];
const read = (type: Parameters<typeof extractDocument>[1], ...rows: Row[]) =>
  extractDocument(page(rows), type);

/** Cells at their own place and size (left, top, height as fractions), as a photo's OCR gives them. */
function placed(cells: [text: string, left: number, top: number, height: number][]): Recognition {
  const words = cells.flatMap(([text, left, top, height]) => {
    let x = left;
    return text.split(" ").map((word) => {
      const width = word.length * height * 0.55;
      const placedWord = { text: word, confidence: 0.9, left: x, top, width, height, page: 1 };
      x += width + height * 0.3;
      return placedWord;
    });
  });
  return { text: cells.map((c) => c[0]).join("\n"), words, pages: 1, method: "ocr" };
}

describe("a name over two lines", () => {
  it("joins one capitalised word to the kind of company on the line under it", () => {
    const front = read(
      "insurance_card_front",
      [
        ["Lumen", 0.05],
        ["Silver 2500 EPO", 0.65],
      ],
      [
        ["Health Plans of Ohio", 0.05],
        ["Individual Marketplace", 0.65],
      ],
      "Subscriber: Nadia Okonkwo-Sterling",
      "ID: LHO-90217745",
    );
    expect(front.fields.payer_name).toBe("Lumen Health Plans of Ohio");
  });

  it("joins them past the specks a photo's edge left above the wordmark", () => {
    const bill = extractDocument(
      placed([
        ["A TAN Ae", 0.1, 0.011, 0.005],
        ["Te in", 0.2, 0.02, 0.003],
        ["Ba das", 0.28, 0.03, 0.006],
        ["Stillwater", 0.093, 0.043, 0.0275],
        ["Counseling Group", 0.092, 0.075, 0.0132],
        ["Monthly Statement", 0.074, 0.112, 0.0094],
        ["Statement date: October 2, 2026", 0.074, 0.14, 0.0094],
      ]),
      "medical_bill",
    );
    expect(bill.fields.provider_name).toBe("Stillwater Counseling Group");
  });
});

describe("a letterhead's name", () => {
  it("is never the plan's kind or product printed beside the wordmark, nor a web address", () => {
    const eob = read(
      "eob",
      [["Medicare Advantage HMO", 0.78]],
      [["PO Box 7742, Olympia, WA 98507", 0.74]],
      "EVERGREEN ADVANTAGE",
      "Your Explanation of Benefits",
    );
    expect(eob.fields.insurance_company).toBe("EVERGREEN ADVANTAGE");
    const notice = read(
      "other",
      [["Medicare Advantage HMO", 0.78]],
      "EVERGREEN ADVANTAGE",
      "Annual Notice of Changes for 2027",
      "Inpatient hospital stay",
    );
    expect(notice.fields.organization).toBe("EVERGREEN ADVANTAGE");
    const marketplace = extractDocument(
      placed([
        ["Lumen", 0.069, 0.041, 0.0077],
        ["Silver 2500 Individual Marketplace Plan", 0.673, 0.041, 0.0077],
        ["lumenhealthoh.com", 0.687, 0.053, 0.0077],
        ["Health Plans of Ohio", 0.069, 0.058, 0.0109],
        ["Explanation of Benefits", 0.069, 0.1, 0.0109],
      ]),
      "eob",
    );
    expect(marketplace.fields.insurance_company).toBe("Lumen Health Plans of Ohio");
  });

  it("leaves out a logo's speck before it, and a plan's kind after the payer writing for it", () => {
    const bill = read(
      "medical_bill",
      "km Keystone Motion Physical Therapy",
      "Statement date: 08/02/2026",
      "Amount due: $40.00",
    );
    expect(bill.fields.provider_name).toBe("Keystone Motion Physical Therapy");
    const approval = read(
      "prior_authorization",
      "ClearPath Radiology Benefits",
      "On behalf of Sterling Mutual Health",
      "Notice of Prior Authorization Approval",
      [
        ["Health plan", 0.08],
        ["Sterling Mutual Health PPO", 0.7],
      ],
      "Authorization number: CPR-55120",
    );
    expect(approval.fields.insurance_company).toBe("Sterling Mutual Health");
  });
});

describe("a lab's table", () => {
  it("takes the code under 'CPT', not the lab's own test code before it", () => {
    const bill = extractDocument(
      billTable(
        [
          ["Test Code", 0.065],
          ["CPT", 0.18],
          ["Test Name", 0.28],
          ["Charge", 0.87],
        ],
        [
          ["T4410", 0.065],
          ["80061", 0.18],
          ["LIPID PANEL", 0.28],
          ["68.00", 0.88],
        ],
        [
          ["T4417", 0.065],
          ["83036", 0.18],
          ["HEMOGLOBIN A1C", 0.28],
          ["54.00", 0.88],
        ],
      ),
      "medical_bill",
    );
    expect(bill.line_items.map((i) => i.cpt_code)).toEqual(["80061", "83036"]);
  });
});

describe("a portal's invitation", () => {
  it("that says the reader can see their test results online is no lab report", () => {
    const letter = `Pinebrook Physician Partners 610 Alder Court, Suite 200, Bend, OR 97701 July 8, 2026
      Your Invitation to the Pinebrook Patient Portal Dear Theodore, You can now see your test results,
      request prescription refills and message your care team online. To sign up, visit
      portal.pinebrookpp.com and enter the activation code below with your date of birth.
      Activation code: K7QD-2MXP-9WRT (expires in 30 days) Warm regards, The Patient Experience Team`;
    expect(classifyDocument(letter).document_type).not.toBe("lab_results");
  });
});
