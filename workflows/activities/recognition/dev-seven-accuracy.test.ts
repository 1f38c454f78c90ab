// Accuracy of the real engine + extractor over the seventh development set
// (tests/fixtures/documents/dev-seven: 24 documents weighted towards letters — eight
// prior-authorization letters and notices, EOBs and bills that put their values in sentences or on a
// tear-off stub, 'other' letters from plans and providers — laid out from public descriptions of each
// kind of document, written without looking at the extractor's rules or the other sets' layouts),
// scored from what the engine read when the set was recorded (recorded-readings.json.gz, decision
// 085; re-record with `npx tsx scripts/fixtures/record-readings.ts dev-seven`). Not measured yet: the floors are 0 until the first measurement sets them.
import { describe, expect, it } from "vitest";
import { ensureDevSevenDocuments, DEV_SEVEN_DIR } from "../../../scripts/fixtures/dev-seven/make-dev-seven";
import { readRecordedDocumentSet, reportAndCheckFloors } from "./document-set-accuracy";

const FLOORS = { field_accuracy: 0, document_type_accuracy: 0, line_code_accuracy: 0 };

const set = readRecordedDocumentSet(DEV_SEVEN_DIR, ensureDevSevenDocuments);

describe("reading the seventh development set", () => {
  it("covers 24 documents: 8 prior authorizations, 5 EOBs, 5 bills, 2 cards, a lab report, 3 others", () => {
    const count = (...types: string[]) => set.entries.filter((f) => types.includes(f.document_type)).length;
    expect(set.entries.length).toBeGreaterThanOrEqual(24);
    expect(count("prior_authorization")).toBeGreaterThanOrEqual(8);
    expect(count("eob")).toBeGreaterThanOrEqual(5);
    expect(count("medical_bill")).toBeGreaterThanOrEqual(5);
    expect(count("insurance_card_front", "insurance_card_back")).toBeGreaterThanOrEqual(2);
    expect(count("lab_results")).toBeGreaterThanOrEqual(1);
    expect(count("other")).toBeGreaterThanOrEqual(3);
    expect(new Set(set.entries.map((f) => f.format))).toEqual(
      new Set(["digital-pdf", "scanned-png", "scanned-jpeg", "image-pdf", "phone-photo"]),
    );
    const formats = (...names: string[]) => set.entries.filter((f) => names.includes(f.format)).length;
    expect(formats("phone-photo")).toBeGreaterThanOrEqual(5);
    expect(formats("image-pdf")).toBeGreaterThanOrEqual(5);
    expect(formats("scanned-png", "scanned-jpeg")).toBeGreaterThanOrEqual(4);
    expect(set.entries.filter((f) => f.pages >= 2).length).toBeGreaterThanOrEqual(2);
  });

  it("stays at or above the measured floors", () => {
    reportAndCheckFloors("dev_seven", set, FLOORS);
  });
});
