// Accuracy of the real engine + extractor on the HELD-OUT documents (tests/fixtures/documents/
// held-out): layouts the extraction rules were never written against and are never tuned on.
// Network blocked. Prints one JSON line `{"held_out": {...}}` with field, document-type and
// line-code accuracy, per format and per type, and every miss.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractDocument } from "#core/extraction/extract";
import { scoreExtraction, type Score } from "../../../scripts/fixtures/documents/score";
import {
  ensureHeldOutDocuments,
  HELD_OUT_DIR,
  type FixtureEntry,
} from "../../../scripts/fixtures/held-out/make-held-out";
import { createRecognizer, type Recognizer } from "./engine";
import { blockNetwork, type NetworkGuard } from "./network-guard";

let documents: FixtureEntry[] = [];
let recognizer: Recognizer;
let network: NetworkGuard;
let ocrSeconds = 0;
const results: { entry: FixtureEntry; score: Score; seconds: number; pages: number }[] = [];

beforeAll(async () => {
  documents = await ensureHeldOutDocuments();
  network = blockNetwork();
  recognizer = createRecognizer();
  const started = performance.now();
  for (const entry of documents) {
    const begun = performance.now();
    const recognition = await recognizer.recognize(
      new Uint8Array(readFileSync(join(HELD_OUT_DIR, entry.file))),
      entry.content_type,
    );
    const score = scoreExtraction(entry, extractDocument(recognition));
    results.push({ entry, score, seconds: (performance.now() - begun) / 1000, pages: recognition.pages });
  }
  ocrSeconds = (performance.now() - started) / 1000;
}, 400_000);

afterAll(async () => {
  await recognizer?.close();
  network?.restore();
});

const ratio = (a: number, b: number) => (b ? a / b : 1);
const sum = (rows: typeof results, pick: (s: Score) => number) => rows.reduce((n, r) => n + pick(r.score), 0);
const fieldAccuracy = (rows: typeof results) =>
  ratio(
    sum(rows, (s) => s.correct),
    sum(rows, (s) => s.points),
  );
const typeAccuracy = (rows: typeof results) =>
  ratio(rows.filter((r) => r.score.typeCorrect).length, rows.length);
const codeAccuracy = (rows: typeof results) =>
  ratio(
    sum(rows, (s) => s.codesCorrect),
    sum(rows, (s) => s.codes),
  );

function groupedBy(key: (entry: FixtureEntry) => string) {
  return Object.fromEntries(
    [...new Set(results.map((r) => key(r.entry)))].sort().map((group) => {
      const rows = results.filter((r) => key(r.entry) === group);
      const pages = rows.reduce((n, r) => n + r.pages, 0);
      return [
        group,
        {
          documents: rows.length,
          field_accuracy: +fieldAccuracy(rows).toFixed(3),
          document_type_accuracy: +typeAccuracy(rows).toFixed(3),
          line_code_accuracy: +codeAccuracy(rows).toFixed(3),
          seconds_per_page: +(rows.reduce((n, r) => n + r.seconds, 0) / pages).toFixed(2),
        },
      ];
    }),
  );
}

describe("document reading accuracy over the held-out set", () => {
  it("holds at least 30 documents of every kind: formats, phone photos, multi-page, each type", () => {
    const count = (predicate: (e: FixtureEntry) => boolean) => documents.filter(predicate).length;
    expect(documents.length).toBeGreaterThanOrEqual(30);
    expect(new Set(documents.map((d) => d.format))).toEqual(
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
    expect(results.map((r) => [r.entry.id, r.pages])).toEqual(documents.map((d) => [d.id, d.pages]));
  });

  it("reports field, document-type and line-code accuracy, and stays at or above its floors", () => {
    const report = {
      documents: results.length,
      field_accuracy: +fieldAccuracy(results).toFixed(4),
      fields: `${sum(results, (s) => s.correct)}/${sum(results, (s) => s.points)}`,
      document_type_accuracy: +typeAccuracy(results).toFixed(4),
      line_code_accuracy: +codeAccuracy(results).toFixed(4),
      line_codes: `${sum(results, (s) => s.codesCorrect)}/${sum(results, (s) => s.codes)}`,
      ocr_seconds: +ocrSeconds.toFixed(1),
      by_format: groupedBy((e) => e.format),
      by_type: groupedBy((e) => e.document_type),
      misses: results.flatMap((r) => [
        ...(r.score.typeCorrect ? [] : [`${r.entry.id}: wrong document type`]),
        ...r.score.misses.map((m) => `${r.entry.id}: ${m}`),
      ]),
    };
    console.log(JSON.stringify({ held_out: report }));
    // Issue 17's targets are ≥ 0.97 for each figure. First read on the untuned rules (2026-11-27):
    // fields 0.6441 (552/857), types 0.871 (27/31), line-item codes 0.5614 (64/114). After two
    // tuning rounds on development sets that never saw this one (decisions 075, 081): fields 0.9627
    // (825/857), types 0.9677 (30/31), line codes 0.9912 (113/114). Line codes meet the target and
    // assert it; fields and types sit 0.02 below their measurement until a later round lifts them.
    expect(fieldAccuracy(results)).toBeGreaterThanOrEqual(0.94);
    expect(typeAccuracy(results)).toBeGreaterThanOrEqual(0.94);
    expect(codeAccuracy(results)).toBeGreaterThanOrEqual(0.97);
  });

  it("never touched the network", () => {
    expect(network.attempts).toEqual([]);
  });
});
