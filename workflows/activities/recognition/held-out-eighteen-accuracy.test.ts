// Accuracy of the extractor over the eighteenth held-out set (tests/fixtures/documents/held-out-eighteen):
// 30 documents of coverage outside the usual employer plan (TRICARE-like military family care, VA
// community care, workers' compensation, auto PIP, CHIP, a tribal clinic, a union trust fund,
// short-term medical, a sharing ministry, a student plan, a Medicare retiree plan, COBRA); written
// without reading the extractor, the classifier or any other set's layouts. Scored from what the
// engine read when the set was recorded (recorded-readings.json.gz, decision 085).
// NEVER TUNE ON IT: do not read its misses, do not move expected values towards what the extractor
// reads; the floors are a regression guard only.
import { describe, expect, it } from "vitest";
import {
  ensureHeldOutEighteenDocuments,
  HELD_OUT_EIGHTEEN_DIR,
} from "../../../scripts/fixtures/held-out-eighteen/make-held-out-eighteen";
import { expectHeldOutMix, readRecordedDocumentSet, reportAndCheckFloors } from "./document-set-accuracy";

// Measured once by the lead at 6599ca2, before anyone read a miss: 0.7563 / 0.8333 / 0.7875 (fields /
// types / line codes). Floors sit 0.02 under.
const FLOORS = { field_accuracy: 0.7363, document_type_accuracy: 0.8133, line_code_accuracy: 0.7675 };

const set = readRecordedDocumentSet(HELD_OUT_EIGHTEEN_DIR, ensureHeldOutEighteenDocuments);

describe("reading the eighteenth held-out set", () => {
  it("covers 30 documents: the held-out mix, six of every format, five of two pages", () => {
    expectHeldOutMix(set.entries);
    expect(set.entries).toHaveLength(30);
    for (const format of ["digital-pdf", "image-pdf", "phone-photo", "scanned-png", "scanned-jpeg"])
      expect(set.entries.filter((e) => e.format === format).length, format).toBe(6);
    expect(set.entries.filter((e) => e.pages >= 2).length).toBeGreaterThanOrEqual(5);
  });

  it("stays at or above the measured floors", () => {
    reportAndCheckFloors("held_out_eighteen", set, FLOORS);
  });
});
