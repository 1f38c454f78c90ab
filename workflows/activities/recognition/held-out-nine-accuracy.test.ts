// Accuracy of the extractor over the NINTH HELD-OUT set
// (tests/fixtures/documents/held-out-nine), scored from its recorded readings. The set measures, once, how well
// reading generalises to layouts nobody has seen: 30 documents whose layouts were designed from
// publicly posted samples and descriptions of each kind (publishers in its README), written without
// reading the extractor, the classifier, the label survey or any other set's layouts; expected
// values are what the printed page says.
// NEVER TUNE ON IT: do not read its misses to change the extractor, and do not move its expected
// values towards what the extractor reads. The floors are a regression guard only.
import { describe, it } from "vitest";
import {
  ensureHeldOutNineDocuments,
  HELD_OUT_NINE_DIR,
} from "../../../scripts/fixtures/held-out-nine/make-held-out-nine";
import { expectHeldOutMix, readRecordedDocumentSet, reportAndCheckFloors } from "./document-set-accuracy";

// Measured when written (2026-11-28, main cb74dc1, after decision 094's first prior-authorization
// and letterhead rules; nobody tuning has seen the set): fields 0.9317 (517/556), types 1, line
// codes 0.9375 (60/64); the extractor of f410433 read 517/556 too (518 under decision 094's scoring
// conventions). Measured again at the end of decision 094 (figures only): fields 0.9369 (520/555),
// types 1, line codes 0.9375. By type (fields): bills 0.9768, EOBs 0.9024, prior authorizations
// 0.9167. The helper writing it read part of another set's README (formats and conventions, no
// layout), and a grep of the lead's showed one of its file names; recorded in its README.
// Floors sit 0.02 under.
const FLOORS = { field_accuracy: 0.9169, document_type_accuracy: 0.98, line_code_accuracy: 0.9175 };

const set = readRecordedDocumentSet(HELD_OUT_NINE_DIR, ensureHeldOutNineDocuments);

describe("reading the ninth held-out set", () => {
  it("covers 30 documents: 9 bills, 9 EOBs, 4 prior authorizations, 4 cards, 2 lab reports, 2 'other', every format", () => {
    expectHeldOutMix(set.entries);
  });

  it("stays at or above the measured floors", () => {
    reportAndCheckFloors("held_out_nine", set, FLOORS);
  });
});
