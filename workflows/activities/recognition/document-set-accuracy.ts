// Reading a whole document fixture set and scoring it — with the real engine, network blocked (the
// held-out sets), or from the set's recorded readings (the development sets, decision 085): shared
// by the sets' accuracy tests, so each file only says which set it reads, what the set must cover
// and the floors it must stay at or above.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, inject } from "vitest";
import type { Extraction, Recognition } from "#core/documents/types";
import { extractDocument } from "#core/extraction/extract";
import { withPrintedLetters } from "#core/extraction/code-letters";
import { scoreExtraction, type Score } from "../../../scripts/fixtures/documents/score";
import type { FixtureEntry } from "../../../scripts/fixtures/make-documents";
import type { EnsureOptions } from "../../../scripts/fixtures/documents/fixture-set";
import {
  loadRecording,
  RECORD_COMMAND,
  recordedReadings,
} from "../../../scripts/fixtures/documents/recorded-readings";
import { createRecognizer, type Recognizer } from "./engine";
import { blockNetwork, type NetworkGuard } from "./network-guard";

export interface DocumentReading {
  entry: FixtureEntry;
  score: Score;
  /** Seconds the engine took on this document; null when scored from a recording. */
  seconds: number | null;
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
  let recognizer: Recognizer | undefined;
  let network: NetworkGuard | undefined;
  afterAll(async () => {
    await recognizer?.close();
    network?.restore();
  });
  return scoredSet(
    ensure,
    () => network?.attempts ?? [],
    async (entries, state) => {
      network = blockNetwork();
      recognizer = createRecognizer();
      for (const entry of entries) {
        const begun = performance.now();
        const recognition = await recognizer.recognize(
          new Uint8Array(readFileSync(join(dir, entry.file))),
          entry.content_type,
        );
        state.push(entry, recognition, (performance.now() - begun) / 1000);
      }
    },
  );
}

/**
 * The same, scored from the set's recorded readings (scripts/fixtures/documents/recorded-readings.ts,
 * decision 085) instead of running the engine; stops with the command to record again when the
 * recording no longer matches the documents or the engine. For the development and held-out sets.
 */
export function readRecordedDocumentSet(
  dir: string,
  ensure: (dir?: string, options?: EnsureOptions) => Promise<FixtureEntry[]>,
): DocumentSetReading {
  return scoredSet(
    () => {
      // The large scans the recording describes are not rendered (a fresh clone has none of them).
      const recording = loadRecording(dir);
      return ensure(undefined, { recordedDrawing: (id) => recording?.readings[id]?.drawing });
    },
    () => [],
    async (entries, state) => {
      const recorded = recordedReadings(dir, entries);
      if ("stale" in recorded)
        throw new Error(
          `The recorded readings of ${dir} are stale (${recorded.stale}); run ${RECORD_COMMAND}`,
        );
      recorded.readings.forEach((recognition, i) => state.push(entries[i], recognition, null));
    },
  );
}

interface Scoring {
  push(entry: FixtureEntry, recognition: Recognition, seconds: number | null): void;
}

/** The reading with its codes checked against the code sets, as the Worker saves it (decision 103). */
function savedAsTheWorkerSavesIt(extraction: Extraction, listed: Set<string>): Extraction {
  return { ...extraction, line_items: withPrintedLetters(extraction.line_items, (c) => listed.has(c)) };
}

function scoredSet(
  ensure: () => Promise<FixtureEntry[]>,
  networkAttempts: () => unknown[],
  read: (entries: FixtureEntry[], scoring: Scoring) => Promise<void>,
): DocumentSetReading {
  const state = { entries: [] as FixtureEntry[], results: [] as DocumentReading[], seconds: 0 };
  beforeAll(async () => {
    state.entries = await ensure();
    const listed = new Set(inject("procedureCodes"));
    if (listed.size === 0)
      throw new Error("no code sets: the reference files are missing (REFERENCE_DATA_DIR)");
    const started = performance.now();
    await read(state.entries, {
      push: (entry, recognition, seconds) =>
        state.results.push({
          entry,
          score: scoreExtraction(entry, savedAsTheWorkerSavesIt(extractDocument(recognition), listed)),
          seconds,
          pages: recognition.pages,
        }),
    });
    state.seconds = (performance.now() - started) / 1000;
  }, 600_000);
  return {
    get entries() {
      return state.entries;
    },
    get results() {
      return state.results;
    },
    get networkAttempts() {
      return networkAttempts();
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
      const timed = members.every((r) => r.seconds !== null);
      const seconds = members.reduce((n, r) => n + (r.seconds ?? 0), 0);
      const perPage = timed ? { seconds_per_page: +(seconds / pages).toFixed(2) } : {};
      return [group, { ...accuracyOf(members), ...perPage }];
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
    ocr_seconds: set.results.every((r) => r.seconds !== null) ? +set.seconds.toFixed(1) : null,
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

/**
 * The mix every held-out set since the third is written to: at least 30 documents (9 bills, 9 EOBs,
 * 4 prior authorizations, 2 card fronts and 2 backs, 2 lab reports, 2 'other'), every format with
 * at least 6 phone photos, 5 image-only PDFs, 5 scans and 6 digital PDFs, and 3 multi-page documents.
 */
export function expectHeldOutMix(entries: FixtureEntry[]) {
  const count = (type: string) => entries.filter((f) => f.document_type === type).length;
  const formats = (format: string) => entries.filter((f) => f.format === format).length;
  expect(entries.length).toBeGreaterThanOrEqual(30);
  for (const [type, least] of [
    ["medical_bill", 9],
    ["eob", 9],
    ["prior_authorization", 4],
    ["insurance_card_front", 2],
    ["insurance_card_back", 2],
    ["lab_results", 2],
    ["other", 2],
  ] as const)
    expect(count(type), type).toBeGreaterThanOrEqual(least);
  expect(new Set(entries.map((f) => f.format))).toEqual(
    new Set(["digital-pdf", "scanned-png", "scanned-jpeg", "image-pdf", "phone-photo"]),
  );
  expect(formats("phone-photo")).toBeGreaterThanOrEqual(6);
  expect(formats("image-pdf")).toBeGreaterThanOrEqual(5);
  expect(formats("scanned-png") + formats("scanned-jpeg")).toBeGreaterThanOrEqual(5);
  expect(formats("digital-pdf")).toBeGreaterThanOrEqual(6);
  expect(entries.filter((f) => f.pages >= 2).length).toBeGreaterThanOrEqual(3);
}
