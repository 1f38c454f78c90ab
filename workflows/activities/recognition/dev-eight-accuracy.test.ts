// Accuracy of the real engine + extractor over the eighth development set
// (tests/fixtures/documents/dev-eight: 24 documents whose layouts were designed from public
// descriptions of bills, EOBs, prior-authorization letters, cards, a lab report and two look-alikes,
// written without looking at the extractor's rules or the other sets), scored from what the engine
// read when the set was recorded (recorded-readings.json.gz, decision 085). Not measured yet: the
// floors are 0 until the first measurement; tuning raises them.
import { describe, expect, it } from "vitest";
import { ensureDevEightDocuments, DEV_EIGHT_DIR } from "../../../scripts/fixtures/dev-eight/make-dev-eight";
import { readRecordedDocumentSet, reportAndCheckFloors } from "./document-set-accuracy";

const FLOORS = { field_accuracy: 0, document_type_accuracy: 0, line_code_accuracy: 0 };

const set = readRecordedDocumentSet(DEV_EIGHT_DIR, ensureDevEightDocuments);

describe("reading the eighth development set", () => {
  it("covers 24 documents: 7 bills, 7 EOBs, 4 prior authorizations, 3 cards, a lab report, 2 others", () => {
    const count = (...types: string[]) => set.entries.filter((f) => types.includes(f.document_type)).length;
    expect(set.entries.length).toBeGreaterThanOrEqual(24);
    expect(count("medical_bill")).toBeGreaterThanOrEqual(7);
    expect(count("eob")).toBeGreaterThanOrEqual(7);
    expect(count("prior_authorization")).toBeGreaterThanOrEqual(4);
    expect(count("insurance_card_front", "insurance_card_back")).toBeGreaterThanOrEqual(3);
    expect(count("lab_results")).toBeGreaterThanOrEqual(1);
    expect(count("other")).toBeGreaterThanOrEqual(2);
    const formats = set.entries.map((f) => f.format);
    expect(new Set(formats)).toEqual(
      new Set(["digital-pdf", "scanned-png", "scanned-jpeg", "image-pdf", "phone-photo"]),
    );
    for (const format of new Set(formats))
      expect(formats.filter((f) => f === format).length).toBeLessThanOrEqual(6);
    expect(formats.filter((f) => f === "phone-photo").length).toBeGreaterThanOrEqual(4);
    expect(formats.filter((f) => f === "image-pdf").length).toBeGreaterThanOrEqual(4);
    expect(set.entries.filter((f) => f.pages >= 2).length).toBeGreaterThanOrEqual(2);
  });

  it("stays at or above the measured floors", () => {
    reportAndCheckFloors("dev_eight", set, FLOORS);
  });
});
