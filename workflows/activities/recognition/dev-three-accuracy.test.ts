// Accuracy of the real engine + extractor over the third development set
// (tests/fixtures/documents/dev-three: prior-authorization letters, EOBs from many kinds of plans,
// insurance cards and look-alike mail, written without looking at the extractor's rules), network
// blocked. The floors sit just under the first measured figures; tuning raises them.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractDocument } from "#core/extraction/extract";
import { ensureDevThreeDocuments, DEV_THREE_DIR } from "../../../scripts/fixtures/dev-three/make-dev-three";
import { scoreExtraction, type Score } from "../../../scripts/fixtures/documents/score";
import type { FixtureEntry } from "../../../scripts/fixtures/make-documents";
import { createRecognizer, type Recognizer } from "./engine";
import { blockNetwork, type NetworkGuard } from "./network-guard";

// First measurement (2026-11-27, untuned): fields 0.7815 (236/302), types 0.6667 (16/24), line codes
// 1.0 (30/30). By format (field / type / codes): PNG 0.892 / 0.8 / 1.0, phone photo 0.855 / 0.8 /
// 1.0, digital PDF 0.806 / 0.667 / 1.0, image PDF 0.617 / 0.6 / 1.0, JPEG 0.625 / 0.333 / 1.0.
// After tuning on this set and dev-four (issue 17 "tune", ADR 083): fields 0.9934 (300/302), types
// 1.0 (24/24), line codes 1.0 (30/30). By format: PNG 0.988 / 1.0 / 1.0, phone photo, digital PDF and
// image PDF 1.0 / 1.0 / 1.0, JPEG 0.969 / 1.0 / 1.0. The two misses left: an OCR slip (O read as 0
// in a group number) and a phone expected as printed, "(866) 555-0109", where the other sets expect
// it normalised. Floors 0.02 under.
const FLOORS = { field_accuracy: 0.9734, document_type_accuracy: 0.98, line_code_accuracy: 0.98 };

let fixtures: FixtureEntry[] = [];
let recognizer: Recognizer;
let network: NetworkGuard;
const results: { entry: FixtureEntry; score: Score }[] = [];

beforeAll(async () => {
  fixtures = await ensureDevThreeDocuments();
  network = blockNetwork();
  recognizer = createRecognizer();
  for (const entry of fixtures) {
    const recognition = await recognizer.recognize(
      new Uint8Array(readFileSync(join(DEV_THREE_DIR, entry.file))),
      entry.content_type,
    );
    results.push({ entry, score: scoreExtraction(entry, extractDocument(recognition)) });
  }
}, 600_000);

afterAll(async () => {
  await recognizer?.close();
  network?.restore();
});

const ratio = (a: number, b: number) => (b ? a / b : 1);
const sum = (rows: typeof results, pick: (s: Score) => number) => rows.reduce((n, r) => n + pick(r.score), 0);

function figures(rows: typeof results) {
  return {
    documents: rows.length,
    field_accuracy: +ratio(
      sum(rows, (s) => s.correct),
      sum(rows, (s) => s.points),
    ).toFixed(4),
    document_type_accuracy: +ratio(rows.filter((r) => r.score.typeCorrect).length, rows.length).toFixed(4),
    line_code_accuracy: +ratio(
      sum(rows, (s) => s.codesCorrect),
      sum(rows, (s) => s.codes),
    ).toFixed(4),
  };
}

describe("reading the third development set", () => {
  it("covers ≥ 22 documents: 6 prior authorizations, 8 EOBs, 4 cards, 3 look-alikes, every format", () => {
    const count = (...types: string[]) => fixtures.filter((f) => types.includes(f.document_type)).length;
    expect(fixtures.length).toBeGreaterThanOrEqual(22);
    expect(count("prior_authorization")).toBeGreaterThanOrEqual(6);
    expect(count("eob")).toBeGreaterThanOrEqual(8);
    expect(count("insurance_card_front", "insurance_card_back")).toBeGreaterThanOrEqual(4);
    expect(count("insurance_card_front")).toBeGreaterThanOrEqual(2);
    expect(count("insurance_card_back")).toBeGreaterThanOrEqual(2);
    expect(count("other")).toBeGreaterThanOrEqual(3);
    const statuses = new Set(fixtures.map((f) => f.fields.status).filter(Boolean));
    expect(statuses).toEqual(new Set(["Approved", "Partially approved", "Denied", "Pending"]));
    expect(new Set(fixtures.map((f) => f.format))).toEqual(
      new Set(["digital-pdf", "scanned-png", "scanned-jpeg", "image-pdf", "phone-photo"]),
    );
    expect(fixtures.filter((f) => f.format === "phone-photo").length).toBeGreaterThanOrEqual(4);
    expect(fixtures.filter((f) => f.pages >= 2).length).toBeGreaterThanOrEqual(2);
  });

  it("stays at or above the measured floors", () => {
    const overall = figures(results);
    const formats = [...new Set(results.map((r) => r.entry.format))];
    const report = {
      dev_three: {
        ...overall,
        by_format: Object.fromEntries(
          formats.map((f) => [f, figures(results.filter((r) => r.entry.format === f))]),
        ),
        misses: results.flatMap((r) => [
          ...(r.score.typeCorrect ? [] : [`${r.entry.id}: wrong document type`]),
          ...r.score.misses.map((m) => `${r.entry.id}: ${m}`),
        ]),
      },
    };
    console.log(JSON.stringify(report, null, 2));
    expect(overall.field_accuracy).toBeGreaterThanOrEqual(FLOORS.field_accuracy);
    expect(overall.document_type_accuracy).toBeGreaterThanOrEqual(FLOORS.document_type_accuracy);
    expect(overall.line_code_accuracy).toBeGreaterThanOrEqual(FLOORS.line_code_accuracy);
  });

  it("never touched the network", () => {
    expect(network.attempts).toEqual([]);
  });
});
