// Accuracy of the extractor over the eighteenth development set (tests/fixtures/documents/dev-eighteen):
// 30 documents (12 EOBs, 10 bills, 4 prior authorizations, a card's front and back, a lab report and
// an 'other' upload) in layouts designed from descriptions of publicly posted samples (national and
// Blue plans' claim-detail EOBs, a Medicare Summary Notice, a Medicare Advantage monthly EOB, a
// Medicaid managed-care notice, a military-family plan, dental, vision, HSA-linked, secondary and
// denied-line EOBs, a facility claim with revenue codes; hospital, physician, urgent care,
// anesthesia, ambulance, lab, imaging, therapy, insurance-pending and aging-bucket bills), written
// without reading the extractor, the classifier or any other set's layouts. Scored from what the
// engine read when the set was recorded (recorded-readings.json.gz, decision 085).
import { describe, expect, it } from "vitest";
import {
  DEV_EIGHTEEN_DIR,
  ensureDevEighteenDocuments,
} from "../../../scripts/fixtures/dev-eighteen/make-dev-eighteen";
import { readRecordedDocumentSet, reportAndCheckFloors } from "./document-set-accuracy";

// Floors set by the lead after the first measure.
const FLOORS = { field_accuracy: 0, document_type_accuracy: 0, line_code_accuracy: 0 };

const set = readRecordedDocumentSet(DEV_EIGHTEEN_DIR, ensureDevEighteenDocuments);

describe("reading the eighteenth development set", () => {
  it("covers 30 documents: 10 bills, 12 EOBs, 4 prior authorizations, 2 cards, a lab report, an 'other', every format", () => {
    const count = (type: string) => set.entries.filter((f) => f.document_type === type).length;
    const formats = (format: string) => set.entries.filter((f) => f.format === format).length;
    expect(set.entries.length).toBe(30);
    expect(count("medical_bill")).toBe(10);
    expect(count("eob")).toBe(12);
    expect(count("prior_authorization")).toBe(4);
    expect(count("insurance_card_front")).toBe(1);
    expect(count("insurance_card_back")).toBe(1);
    expect(count("lab_results")).toBe(1);
    expect(count("other")).toBe(1);
    expect(formats("digital-pdf")).toBe(6);
    expect(formats("image-pdf")).toBe(6);
    expect(formats("phone-photo")).toBe(5);
    expect(formats("scanned-jpeg")).toBe(5);
    expect(formats("scanned-png")).toBe(8);
    expect(set.entries.filter((f) => f.pages >= 2).length).toBe(5);
  });

  it("stays at or above the measured floors", () => {
    reportAndCheckFloors("dev_eighteen", set, FLOORS);
  });
});
