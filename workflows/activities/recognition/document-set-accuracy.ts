// Reading a whole document fixture set with the real engine (network blocked) and scoring it:
// shared by the held-out and development sets' accuracy tests, so each file only says which set
// it reads, what the set must cover and the floors it must stay at or above.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect } from "vitest";
import { extractDocument } from "#core/extraction/extract";
import { scoreExtraction, type Score } from "../../../scripts/fixtures/documents/score";
import type { FixtureEntry } from "../../../scripts/fixtures/make-documents";
import { createRecognizer, type Recognizer } from "./engine";
import { blockNetwork, type NetworkGuard } from "./network-guard";

export interface DocumentReading {
  entry: FixtureEntry;
  score: Score;
  /** Seconds the engine took on this document. */
  seconds: number;
  pages: number;
}

export interface Floors {
  field_accuracy: number;
  document_type_accuracy: number;
  line_code_accuracy: number;
}

/** The set as read in `beforeAll`: its entries, each document's reading, the network attempts. */
export interface DocumentSetReading {
  readonly entries: FixtureEntry[];
  readonly results: DocumentReading[];
  readonly networkAttempts: unknown[];
  /** Seconds reading the whole set took. */
  readonly seconds: number;
}

/** Registers the hooks that render (if missing), read and score every document of the set once. */
export function readDocumentSet(dir: string, ensure: () => Promise<FixtureEntry[]>): DocumentSetReading {
  const state = { entries: [] as FixtureEntry[], results: [] as DocumentReading[], seconds: 0 };
  let recognizer: Recognizer | undefined;
  let network: NetworkGuard | undefined;
  beforeAll(async () => {
    state.entries = await ensure();
    network = blockNetwork();
    recognizer = createRecognizer();
    const started = performance.now();
    for (const entry of state.entries) {
      const begun = performance.now();
      const recognition = await recognizer.recognize(
        new Uint8Array(readFileSync(join(dir, entry.file))),
        entry.content_type,
      );
      const score = scoreExtraction(entry, extractDocument(recognition));
      state.results.push({
        entry,
        score,
        seconds: (performance.now() - begun) / 1000,
        pages: recognition.pages,
      });
    }
    state.seconds = (performance.now() - started) / 1000;
  }, 600_000);
  afterAll(async () => {
    await recognizer?.close();
    network?.restore();
  });
  return {
    get entries() {
      return state.entries;
    },
    get results() {
      return state.results;
    },
    get networkAttempts() {
      return network?.attempts ?? [];
    },
    get seconds() {
      return state.seconds;
    },
  };
}

const ratio = (a: number, b: number) => (b ? a / b : 1);
const sum = (rows: DocumentReading[], pick: (s: Score) => number) =>
  rows.reduce((n, r) => n + pick(r.score), 0);
const rounded = (value: number) => +value.toFixed(4);

/** Field, document-type and line-code accuracy of some readings (unrounded: floors compare these). */
export function ratiosOf(rows: DocumentReading[]): Floors {
  return {
    field_accuracy: ratio(
      sum(rows, (s) => s.correct),
      sum(rows, (s) => s.points),
    ),
    document_type_accuracy: ratio(rows.filter((r) => r.score.typeCorrect).length, rows.length),
    line_code_accuracy: ratio(
      sum(rows, (s) => s.codesCorrect),
      sum(rows, (s) => s.codes),
    ),
  };
}

/** The same, rounded for a report, with the counts behind them. */
export function accuracyOf(rows: DocumentReading[]) {
  const ratios = ratiosOf(rows);
  return {
    documents: rows.length,
    field_accuracy: rounded(ratios.field_accuracy),
    fields: `${sum(rows, (s) => s.correct)}/${sum(rows, (s) => s.points)}`,
    document_type_accuracy: rounded(ratios.document_type_accuracy),
    line_code_accuracy: rounded(ratios.line_code_accuracy),
    line_codes: `${sum(rows, (s) => s.codesCorrect)}/${sum(rows, (s) => s.codes)}`,
  };
}

/** Accuracy per group (format, document type), with the engine's seconds per page. */
export function accuracyBy(rows: DocumentReading[], key: (entry: FixtureEntry) => string) {
  const groups = [...new Set(rows.map((r) => key(r.entry)))].sort();
  return Object.fromEntries(
    groups.map((group) => {
      const members = rows.filter((r) => key(r.entry) === group);
      const pages = members.reduce((n, r) => n + r.pages, 0);
      const seconds = members.reduce((n, r) => n + r.seconds, 0);
      return [group, { ...accuracyOf(members), seconds_per_page: +(seconds / pages).toFixed(2) }];
    }),
  );
}

/** Every miss, prefixed with its document's id. */
export const missesOf = (rows: DocumentReading[]) =>
  rows.flatMap((r) => [
    ...(r.score.typeCorrect ? [] : [`${r.entry.id}: wrong document type`]),
    ...r.score.misses.map((m) => `${r.entry.id}: ${m}`),
  ]);

/** Prints `{"<key>": {...}}` (overall, by format, by type, misses) and checks the floors. */
export function reportAndCheckFloors(key: string, set: DocumentSetReading, floors: Floors) {
  const report = {
    ...accuracyOf(set.results),
    ocr_seconds: +set.seconds.toFixed(1),
    by_format: accuracyBy(set.results, (e) => e.format),
    by_type: accuracyBy(set.results, (e) => e.document_type),
    misses: missesOf(set.results),
  };
  console.log(JSON.stringify({ [key]: report }, null, 2));
  const overall = ratiosOf(set.results);
  expect(overall.field_accuracy, "field accuracy").toBeGreaterThanOrEqual(floors.field_accuracy);
  expect(overall.document_type_accuracy, "type accuracy").toBeGreaterThanOrEqual(
    floors.document_type_accuracy,
  );
  expect(overall.line_code_accuracy, "line-code accuracy").toBeGreaterThanOrEqual(floors.line_code_accuracy);
}
