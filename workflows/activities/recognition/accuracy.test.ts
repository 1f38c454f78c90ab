// Field accuracy and document-type accuracy of the real engine + extractor over every synthetic
// fixture (tests/fixtures/documents), with the network blocked. Target: ≥ 0.95 each.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractDocument } from "#core/extraction/extract";
import { scoreExtraction, type Score } from "../../../scripts/fixtures/documents/score";
import {
  DOCUMENT_FIXTURES_DIR,
  ensureDocumentFixtures,
  type FixtureEntry,
} from "../../../scripts/fixtures/make-documents";
import { createRecognizer, type Recognizer } from "./engine";
import { blockNetwork, type NetworkGuard } from "./network-guard";

let fixtures: FixtureEntry[] = [];
let recognizer: Recognizer;
let network: NetworkGuard;
const results: { entry: FixtureEntry; score: Score; seconds: number; pages: number }[] = [];

beforeAll(async () => {
  fixtures = await ensureDocumentFixtures();
  network = blockNetwork();
  recognizer = createRecognizer();
  for (const entry of fixtures) {
    const started = performance.now();
    const recognition = await recognizer.recognize(
      new Uint8Array(readFileSync(join(DOCUMENT_FIXTURES_DIR, entry.file))),
      entry.content_type,
    );
    const score = scoreExtraction(entry, extractDocument(recognition));
    results.push({ entry, score, seconds: (performance.now() - started) / 1000, pages: recognition.pages });
  }
}, 300_000);

afterAll(async () => {
  await recognizer?.close();
  network?.restore();
});

const ratio = (a: number, b: number) => (b ? a / b : 1);

describe("document reading accuracy over the fixtures", () => {
  it("covers at least 20 documents in every format and type", () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(20);
    expect(new Set(fixtures.map((f) => f.format))).toEqual(
      new Set(["digital-pdf", "scanned-png", "scanned-jpeg", "image-pdf"]),
    );
    expect(new Set(fixtures.map((f) => f.document_type)).size).toBeGreaterThanOrEqual(9);
  });

  it("reaches ≥ 0.95 field accuracy and ≥ 0.95 document-type accuracy", () => {
    const points = results.reduce((n, r) => n + r.score.points, 0);
    const correct = results.reduce((n, r) => n + r.score.correct, 0);
    const typed = results.filter((r) => r.score.typeCorrect).length;
    const byFormat = Object.fromEntries(
      [...new Set(results.map((r) => r.entry.format))].map((format) => {
        const rows = results.filter((r) => r.entry.format === format);
        const pts = rows.reduce((n, r) => n + r.score.points, 0);
        const ok = rows.reduce((n, r) => n + r.score.correct, 0);
        const pages = rows.reduce((n, r) => n + r.pages, 0);
        const seconds = rows.reduce((n, r) => n + r.seconds, 0);
        return [
          format,
          {
            documents: rows.length,
            field_accuracy: +ratio(ok, pts).toFixed(3),
            seconds_per_page: +(seconds / pages).toFixed(2),
          },
        ];
      }),
    );
    const report = {
      documents: results.length,
      field_accuracy: +ratio(correct, points).toFixed(4),
      fields: `${correct}/${points}`,
      document_type_accuracy: +ratio(typed, results.length).toFixed(4),
      by_format: byFormat,
      misses: results.flatMap((r) => [
        ...(r.score.typeCorrect ? [] : [`${r.entry.id}: wrong document type`]),
        ...r.score.misses.map((m) => `${r.entry.id}: ${m}`),
      ]),
    };
    console.log(`document accuracy ${JSON.stringify(report, null, 2)}`);
    expect(ratio(correct, points)).toBeGreaterThanOrEqual(0.95);
    expect(ratio(typed, results.length)).toBeGreaterThanOrEqual(0.95);
  });

  it("never touched the network", () => {
    expect(network.attempts).toEqual([]);
  });
});
