// Accuracy of the extractor over the SEVENTH HELD-OUT set
// (tests/fixtures/documents/held-out-seven), scored from its recorded readings. The set measures, once, how well
// reading generalises to layouts nobody has seen: 30 documents whose layouts were designed from
// publicly posted samples and descriptions of each kind (publishers in its README), written without
// reading the extractor, the classifier, the label survey or any other set's layouts; expected
// values are what the printed page says.
// NEVER TUNE ON IT: do not read its misses to change the extractor, and do not move its expected
// values towards what the extractor reads. The floors are a regression guard only.
import { describe, it } from "vitest";
import {
  ensureHeldOutSevenDocuments,
  HELD_OUT_SEVEN_DIR,
} from "../../../scripts/fixtures/held-out-seven/make-held-out-seven";
import { expectHeldOutMix, readRecordedDocumentSet, reportAndCheckFloors } from "./document-set-accuracy";

// Measured once when written (2026-11-28, main 80bd635; nobody tuning has seen the set): fields
// 0.9026 (593/657), document types 0.9667 (29/30), line codes 0.8471 (72/85). By format (fields):
// digital PDF 0.9662, image-only PDF 0.9192, phone photo 0.8049, scanned JPEG 0.8434, scanned PNG
// 0.9595. By type (fields): bills 0.8986, EOBs 0.939, prior authorizations 0.8182, card backs 0.25,
// card fronts 0.9, lab reports 1, 'other' 0.8333. Floors sit 0.02 under.
// Measured again after decision 093's development rounds (f7fe43c): fields 0.8706 (572/657), types
// 0.9333, codes 0.80 — one rule (rows of charges count for a bill) had made a phone-photo EOB a bill.
// That aggregate led to the rule's fix (4688bab), so the set is less clean since: measured a third
// time, 0.9026 (593/657) / 0.9667 / 0.8471, the figures it was written with.
const FLOORS = { field_accuracy: 0.882, document_type_accuracy: 0.946, line_code_accuracy: 0.827 };

const set = readRecordedDocumentSet(HELD_OUT_SEVEN_DIR, ensureHeldOutSevenDocuments);

describe("reading the seventh held-out set", () => {
  it("covers 30 documents: 9 bills, 9 EOBs, 4 prior authorizations, 4 cards, 2 lab reports, 2 'other', every format", () => {
    expectHeldOutMix(set.entries);
  });

  it("stays at or above the measured floors", () => {
    reportAndCheckFloors("held_out_seven", set, FLOORS);
  });
});
