// Accuracy of the real engine + extractor over the second development set
// (tests/fixtures/documents/dev-two: layouts written without looking at the extractor's rules).
// The floors sit just under the first measured figures; tuning raises them.
// Scored from what the engine read when the set was recorded (recorded-readings.json.gz, decision
// 085); re-record with `npx tsx scripts/fixtures/record-readings.ts` after changing the documents
// or the engine, the test says when.
import { describe, expect, it } from "vitest";
import { ensureDevTwoDocuments, DEV_TWO_DIR } from "../../../scripts/fixtures/dev-two/make-dev-two";
import { readRecordedDocumentSet, reportAndCheckFloors } from "./document-set-accuracy";

// First measurement (2026-11-27, untuned): fields 0.4053, types 0.75, line codes 0.2679.
// Tuned (issue 17 "reading2", ADR 081): fields 0.989, types 1.0, line codes 1.0; floors 0.02 under.
const FLOORS = { field_accuracy: 0.969, document_type_accuracy: 0.98, line_code_accuracy: 0.98 };

const set = readRecordedDocumentSet(DEV_TWO_DIR, ensureDevTwoDocuments);

describe("reading the second development set", () => {
  it("covers ≥ 20 documents: 8 EOBs, 6 bills, 2 prior authorizations, 2 cards, an 'other', every format", () => {
    const count = (type: string) => set.entries.filter((f) => f.document_type === type).length;
    expect(set.entries.length).toBeGreaterThanOrEqual(20);
    expect(count("eob")).toBeGreaterThanOrEqual(8);
    expect(count("medical_bill")).toBeGreaterThanOrEqual(6);
    expect(count("prior_authorization")).toBeGreaterThanOrEqual(2);
    expect(count("insurance_card_front")).toBeGreaterThanOrEqual(2);
    expect(count("other")).toBeGreaterThanOrEqual(1);
    expect(new Set(set.entries.map((f) => f.format))).toEqual(
      new Set(["digital-pdf", "scanned-png", "scanned-jpeg", "image-pdf"]),
    );
    expect(set.entries.filter((f) => f.id.endsWith("-photo")).length).toBeGreaterThanOrEqual(3);
    expect(set.entries.filter((f) => f.pages === 2).length).toBeGreaterThanOrEqual(2);
  });

  it("stays at or above the measured floors", () => {
    reportAndCheckFloors("dev_two", set, FLOORS);
  });
});
