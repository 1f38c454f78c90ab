// Accuracy of the extractor on the first HELD-OUT documents (tests/fixtures/documents/held-out):
// layouts the extraction rules were never written against and are never tuned on. Since the third
// round it is no clean measure (decision 083; the clean ones are held-out-three and held-out-four,
// decision 088), so it is scored from what the engine read when it was recorded
// (recorded-readings.json.gz, decision 085) like the development sets; the engine itself is measured
// on the clean sets. Prints `{"held_out": {...}}` with field, document-type and line-code accuracy,
// per format and per type, and every miss.
import { describe, expect, it } from "vitest";
import type { FixtureEntry } from "../../../scripts/fixtures/make-documents";
import { ensureHeldOutDocuments, HELD_OUT_DIR } from "../../../scripts/fixtures/held-out/make-held-out";
import { readRecordedDocumentSet, reportAndCheckFloors } from "./document-set-accuracy";

// Issue 17's targets are ≥ 0.97 for each figure, asserted here. First read on the untuned rules
// (2026-11-27): fields 0.6441 (552/857), types 0.871 (27/31), line-item codes 0.5614 (64/114).
// After two tuning rounds on development sets that never saw this one (decisions 075, 081):
// fields 0.9627 (825/857), types 0.9677 (30/31), line codes 0.9912 (113/114). After the third
// (dev-three and dev-four, decision 083): fields 0.9813 (840/856), types 1.0 (31/31), line codes
// 0.9912 (113/114). After the fifth and sixth (decisions 086, 087, 089): fields 0.9848 (843/856),
// types 1.0, line codes 0.9912.
const FLOORS = { field_accuracy: 0.97, document_type_accuracy: 0.97, line_code_accuracy: 0.97 };

const set = readRecordedDocumentSet(HELD_OUT_DIR, ensureHeldOutDocuments);

describe("document reading accuracy over the held-out set", () => {
  it("holds at least 30 documents of every kind: formats, phone photos, multi-page, each type", () => {
    const count = (predicate: (e: FixtureEntry) => boolean) => set.entries.filter(predicate).length;
    expect(set.entries.length).toBeGreaterThanOrEqual(30);
    expect(new Set(set.entries.map((d) => d.format))).toEqual(
      new Set(["digital-pdf", "scanned-png", "scanned-jpeg", "image-pdf", "phone-photo"]),
    );
    expect(count((d) => d.format === "phone-photo")).toBeGreaterThanOrEqual(6);
    expect(count((d) => d.pages >= 2 && d.pages <= 4)).toBeGreaterThanOrEqual(3);
    expect(count((d) => d.document_type === "medical_bill")).toBeGreaterThanOrEqual(8);
    expect(count((d) => d.document_type === "eob")).toBeGreaterThanOrEqual(8);
    expect(count((d) => d.document_type === "prior_authorization")).toBeGreaterThanOrEqual(3);
    expect(count((d) => d.document_type.startsWith("insurance_card"))).toBeGreaterThanOrEqual(3);
    expect(count((d) => d.document_type === "lab_results")).toBeGreaterThanOrEqual(2);
    expect(count((d) => d.document_type === "other")).toBeGreaterThanOrEqual(2);
    // Every document was read, page by page.
    expect(set.results.map((r) => [r.entry.id, r.pages])).toEqual(set.entries.map((d) => [d.id, d.pages]));
  });

  it("reports field, document-type and line-code accuracy, and stays at or above its floors", () => {
    reportAndCheckFloors("held_out", set, FLOORS);
  });
});
