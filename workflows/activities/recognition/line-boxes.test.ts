// The box each line item is located at (core/extraction/line-boxes) lies on the row the fixture
// generator printed it on, for every bill and EOB fixture read by the real engine: digital PDFs,
// skewed scans and image-only PDFs alike. These boxes are what analysis findings cite as evidence.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Recognition } from "#core/documents/types";
import { misplacedLineBoxes } from "../../../scripts/fixtures/documents/row-boxes";
import { TWELVE_PAGE_IDS } from "../../../scripts/fixtures/documents/statement-12-page";
import {
  DOCUMENT_FIXTURES_DIR,
  documentFixtures,
  ensureDocumentFixtures,
  type FixtureEntry,
} from "../../../scripts/fixtures/make-documents";
import { createRecognizer, type Recognizer } from "./engine";
import { blockNetwork, type NetworkGuard } from "./network-guard";

// The 12-page statement's boxes are checked by multi-page.test.ts, which reads it anyway.
const WITH_LINES = documentFixtures().filter(
  (f) =>
    ["medical_bill", "eob"].includes(f.expected.document_type) &&
    f.expected.line_items.length &&
    !(TWELVE_PAGE_IDS as readonly string[]).includes(f.id),
);
const recognitions = new Map<string, Recognition>();
let recognizer: Recognizer;
let network: NetworkGuard;

beforeAll(async () => {
  const entries: FixtureEntry[] = await ensureDocumentFixtures();
  network = blockNetwork();
  recognizer = createRecognizer();
  for (const fixture of WITH_LINES) {
    const entry = entries.find((e) => e.id === fixture.id)!;
    const bytes = new Uint8Array(readFileSync(join(DOCUMENT_FIXTURES_DIR, entry.file)));
    recognitions.set(fixture.id, await recognizer.recognize(bytes, entry.content_type));
  }
}, 300_000);

afterAll(async () => {
  await recognizer?.close();
  network?.restore();
});

describe("line item boxes on the fixtures", () => {
  it("covers scanned and digital bills and EOBs", () => {
    expect(new Set(WITH_LINES.map((f) => f.format)).size).toBeGreaterThanOrEqual(3);
    expect(WITH_LINES.some((f) => f.id === "bill-07-riverbend-duplicate")).toBe(true);
  });

  it.each(WITH_LINES.map((f) => [f.id, f] as const))(
    "%s: every line's box sits on the row it was printed on",
    (_id, fixture) => {
      expect(misplacedLineBoxes(fixture, recognitions.get(fixture.id)!.words)).toEqual([]);
    },
  );
});
