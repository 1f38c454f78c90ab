// Accuracy of the extractor over the FOURTEENTH HELD-OUT set
// (tests/fixtures/documents/held-out-fourteen), scored from its recorded readings. The set measures, once, how well
// reading generalises to layouts nobody has seen: 30 documents whose layouts were designed from
// publicly posted samples and descriptions of each kind (publishers in its README), written without
// reading the extractor, the classifier, the label survey or any other set's layouts; expected
// values are what the printed page says.
// NEVER TUNE ON IT: do not read its misses to change the extractor, and do not move its expected
// values towards what the extractor reads. The floors are a regression guard only.
import { describe, it } from "vitest";
import {
  ensureHeldOutFourteenDocuments,
  HELD_OUT_FOURTEEN_DIR,
} from "../../../scripts/fixtures/held-out-fourteen/make-held-out-fourteen";
import { expectHeldOutMix, readRecordedDocumentSet, reportAndCheckFloors } from "./document-set-accuracy";

// Floors set by the lead after the one measure.
const FLOORS = { field_accuracy: 0, document_type_accuracy: 0, line_code_accuracy: 0 };

const set = readRecordedDocumentSet(HELD_OUT_FOURTEEN_DIR, ensureHeldOutFourteenDocuments);

describe("reading the fourteenth held-out set", () => {
  it("covers 30 documents: 9 bills, 9 EOBs, 4 prior authorizations, 4 cards, 2 lab reports, 2 'other', every format", () => {
    expectHeldOutMix(set.entries);
  });

  it("stays at or above the measured floors", () => {
    reportAndCheckFloors("held_out_fourteen", set, FLOORS);
  });
});
