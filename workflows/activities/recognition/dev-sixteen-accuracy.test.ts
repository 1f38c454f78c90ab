// Accuracy of the extractor over the sixteenth development set (tests/fixtures/documents/dev-sixteen):
// 30 documents of every kind a family uploads (9 bills, 9 EOBs, 4 prior authorizations, 2 card
// fronts, 2 card backs, 2 lab reports, 2 'other' uploads) in layouts designed from publicly posted
// samples and descriptions of publishers the other sets use little (a children's hospital, an
// academic physician group, an independent lab, an imaging center, an ambulatory surgery center, an
// anesthesia group, behavioral health, DME, chiropractic; national, regional, marketplace,
// uniformed-services, digital-first, dental and vision plans), written without reading the
// extractor, the classifier or any other set's layouts. Scored from what the engine read when the
// set was recorded (recorded-readings.json.gz, decision 085).
import { describe, expect, it } from "vitest";
import {
  DEV_SIXTEEN_DIR,
  ensureDevSixteenDocuments,
} from "../../../scripts/fixtures/dev-sixteen/make-dev-sixteen";
import { readRecordedDocumentSet, reportAndCheckFloors } from "./document-set-accuracy";

// Measured once when written, before anyone read its misses (2026-11-28, main dfa2f36, after the
// dev-fifteen round): fields 0.8311 (487/586), document types 1, line codes 0.8732 (62/71); with
// the extractor of 80bd635 it reads 0.8206 (485/591). Tuned in decision 093 (2026-11-28): fields
// 0.9283 (544/586), types 1, line codes 0.9437. d16-bill-02 prints its descriptions into the charge
// column (a flaw of the drawing, left as written). Floors sit 0.02 under the tuned figures.
const FLOORS = { field_accuracy: 0.908, document_type_accuracy: 0.98, line_code_accuracy: 0.923 };

const set = readRecordedDocumentSet(DEV_SIXTEEN_DIR, ensureDevSixteenDocuments);

describe("reading the sixteenth development set", () => {
  it("covers 30 documents: 9 bills, 9 EOBs, 4 prior authorizations, 4 cards, 2 lab reports, 2 'other', every format", () => {
    const count = (type: string) => set.entries.filter((f) => f.document_type === type).length;
    const formats = (format: string) => set.entries.filter((f) => f.format === format).length;
    expect(set.entries.length).toBe(30);
    expect(count("medical_bill")).toBe(9);
    expect(count("eob")).toBe(9);
    expect(count("prior_authorization")).toBe(4);
    expect(count("insurance_card_front")).toBe(2);
    expect(count("insurance_card_back")).toBe(2);
    expect(count("lab_results")).toBe(2);
    expect(count("other")).toBe(2);
    expect(formats("digital-pdf")).toBe(6);
    expect(formats("image-pdf")).toBe(6);
    expect(formats("phone-photo")).toBe(6);
    expect(formats("scanned-jpeg")).toBe(6);
    expect(formats("scanned-png")).toBe(6);
    expect(set.entries.filter((f) => f.pages >= 2).length).toBe(4);
  });

  it("stays at or above the measured floors", () => {
    reportAndCheckFloors("dev_sixteen", set, FLOORS);
  });
});
