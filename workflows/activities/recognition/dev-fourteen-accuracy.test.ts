// Accuracy of the extractor over the fourteenth development set (tests/fixtures/documents/dev-fourteen):
// 30 documents whose layouts are common in real life but easy to get wrong (a guarantor statement
// with several patients, a running-balance column, a summary bill before its itemized page, credits
// without dollar signs, EOB codes in the last column or inside descriptions, totals first, a family
// statement, negative adjustments), designed from publicly posted samples and descriptions, written
// without reading the extractor, the classifier or any other set's layouts. Scored from what the
// engine read when the set was recorded (recorded-readings.json.gz, decision 085).
import { describe, expect, it } from "vitest";
import {
  DEV_FOURTEEN_DIR,
  ensureDevFourteenDocuments,
} from "../../../scripts/fixtures/dev-fourteen/make-dev-fourteen";
import { readRecordedDocumentSet, reportAndCheckFloors } from "./document-set-accuracy";

// Measured once when written, before anyone tuned on it (2026-11-28, extractor at main 3306e1d):
// fields 0.8935 (579/648), document types 0.9667 (29/30), line codes 0.8395 (68/81). By format
// (fields / types / codes): digital PDF 0.778 / 1 / 0.474, image-only PDF 0.972 / 1 / 1, phone
// photo 0.802 / 0.833 / 0.7, scanned JPEG 0.95 / 1 / 1, scanned PNG 0.941 / 1 / 1. By type
// (fields): bills 0.873, EOBs 0.947, prior authorizations 0.773, card front 1, card back 0.75,
// 'other' 0.286 (the financial-assistance letter read as another type). Floors sit 0.02 under it.
// Tuned in decision 092's rounds (2026-11-28): fields 0.9198 (596/648), types 0.9667, line codes 0.9506 (77/81).
// Floors sit 0.02 under the tuned figures.
// After decision 093: fields 0.9259 (600/648), types 1 (the assistance letter is no bill).
// After decision 094 (prior authorizations' references, an EOB's columns from their arithmetic):
// fields 0.9382 (607/647).
const FLOORS = { field_accuracy: 0.918, document_type_accuracy: 0.98, line_code_accuracy: 0.93 };

const set = readRecordedDocumentSet(DEV_FOURTEEN_DIR, ensureDevFourteenDocuments);

describe("reading the fourteenth development set", () => {
  it("covers 30 documents: 10 bills, 10 EOBs, 4 prior authorizations, 2 cards, 2 lab reports, 2 'other', every format", () => {
    const count = (type: string) => set.entries.filter((f) => f.document_type === type).length;
    const formats = (format: string) => set.entries.filter((f) => f.format === format).length;
    expect(set.entries.length).toBe(30);
    expect(count("medical_bill")).toBe(10);
    expect(count("eob")).toBe(10);
    expect(count("prior_authorization")).toBe(4);
    expect(count("insurance_card_front")).toBe(1);
    expect(count("insurance_card_back")).toBe(1);
    expect(count("lab_results")).toBe(2);
    expect(count("other")).toBe(2);
    expect(formats("digital-pdf")).toBe(6);
    expect(formats("image-pdf")).toBe(6);
    expect(formats("phone-photo")).toBe(6);
    expect(formats("scanned-jpeg")).toBe(6);
    expect(formats("scanned-png")).toBe(6);
    expect(set.entries.filter((f) => f.pages >= 2).length).toBeGreaterThanOrEqual(3);
  });

  it("stays at or above the measured floors", () => {
    reportAndCheckFloors("dev_fourteen", set, FLOORS);
  });
});
