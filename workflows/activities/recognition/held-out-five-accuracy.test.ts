// Accuracy of the real engine + extractor over the FIFTH HELD-OUT set
// (tests/fixtures/documents/held-out-five), network blocked. The set measures, once, how well
// reading generalises to layouts nobody has seen: 30 documents whose layouts were designed from
// publicly posted samples and descriptions of each kind (publishers in its README), written without
// reading the extractor, the classifier, the label survey or any other set's layouts; expected
// values are what the printed page says.
// NEVER TUNE ON IT: do not read its misses to change the extractor, and do not move its expected
// values towards what the extractor reads. The floors are a regression guard only.
import { describe, expect, it } from "vitest";
import {
  ensureHeldOutFiveDocuments,
  HELD_OUT_FIVE_DIR,
} from "../../../scripts/fixtures/held-out-five/make-held-out-five";
import { readDocumentSet, reportAndCheckFloors } from "./document-set-accuracy";

// Not measured yet: the floors stay at 0 until the set's first (and only clean) measurement.
const FLOORS = { field_accuracy: 0, document_type_accuracy: 0, line_code_accuracy: 0 };

const set = readDocumentSet(HELD_OUT_FIVE_DIR, ensureHeldOutFiveDocuments);

describe("reading the fifth held-out set", () => {
  it("covers 30 documents: 9 bills, 9 EOBs, 4 prior authorizations, 4 cards, 2 lab reports, 2 'other', every format", () => {
    const count = (type: string) => set.entries.filter((f) => f.document_type === type).length;
    const formats = (format: string) => set.entries.filter((f) => f.format === format).length;
    expect(set.entries.length).toBeGreaterThanOrEqual(30);
    expect(count("medical_bill")).toBeGreaterThanOrEqual(9);
    expect(count("eob")).toBeGreaterThanOrEqual(9);
    expect(count("prior_authorization")).toBeGreaterThanOrEqual(4);
    expect(count("insurance_card_front")).toBeGreaterThanOrEqual(2);
    expect(count("insurance_card_back")).toBeGreaterThanOrEqual(2);
    expect(count("lab_results")).toBeGreaterThanOrEqual(2);
    expect(count("other")).toBeGreaterThanOrEqual(2);
    expect(new Set(set.entries.map((f) => f.format))).toEqual(
      new Set(["digital-pdf", "scanned-png", "scanned-jpeg", "image-pdf", "phone-photo"]),
    );
    expect(formats("phone-photo")).toBeGreaterThanOrEqual(6);
    expect(formats("image-pdf")).toBeGreaterThanOrEqual(5);
    expect(formats("scanned-png") + formats("scanned-jpeg")).toBeGreaterThanOrEqual(5);
    expect(formats("digital-pdf")).toBeGreaterThanOrEqual(6);
    expect(set.entries.filter((f) => f.pages >= 2).length).toBeGreaterThanOrEqual(3);
  });

  it("stays at or above the measured floors", () => {
    reportAndCheckFloors("held_out_five", set, FLOORS);
  });

  it("never touched the network", () => {
    expect(set.networkAttempts).toEqual([]);
  });
});
