// The box each line item is located at (core/extraction/line-boxes) lies on the row the fixture
// generator printed it on, for every bill and EOB fixture read by the real engine: digital PDFs,
// skewed scans and image-only PDFs alike. These boxes are what analysis findings cite as evidence.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Recognition } from "#core/documents/types";
import { locateLineItems } from "#core/extraction/line-boxes";
import { insidePolygon, printedRows, type RowOnDocument } from "../../../scripts/fixtures/documents/geometry";
import {
  DOCUMENT_FIXTURES_DIR,
  documentFixtures,
  ensureDocumentFixtures,
  type FixtureEntry,
} from "../../../scripts/fixtures/make-documents";
import { createRecognizer, type Recognizer } from "./engine";
import { blockNetwork, type NetworkGuard } from "./network-guard";

const WITH_LINES = documentFixtures().filter(
  (f) => ["medical_bill", "eob"].includes(f.expected.document_type) && f.expected.line_items.length,
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

/** The printed rows of the item table, in order: rows whose cells carry a procedure code. */
const itemRows = (rows: RowOnDocument[], codes: string[]) =>
  rows.filter((row) => row.cells.some((cell) => codes.includes(cell)));

const centre = (box: { left: number; top: number; width: number; height: number }): [number, number] => [
  box.left + box.width / 2,
  box.top + box.height / 2,
];

describe("line item boxes on the fixtures", () => {
  it("covers scanned and digital bills and EOBs", () => {
    expect(new Set(WITH_LINES.map((f) => f.format)).size).toBeGreaterThanOrEqual(3);
    expect(WITH_LINES.some((f) => f.id === "bill-07-riverbend-duplicate")).toBe(true);
  });

  it.each(WITH_LINES.map((f) => [f.id, f] as const))(
    "%s: every line's box sits on the row it was printed on",
    (_id, fixture) => {
      const located = locateLineItems(recognitions.get(fixture.id)!.words);
      const codes = fixture.expected.line_items.map((i) => i.cpt_code);
      const rows = itemRows(printedRows(fixture), codes);
      expect(located.map((l) => l.item.cpt_code)).toEqual(codes);
      expect(rows).toHaveLength(codes.length);
      located.forEach(({ box }, i) => {
        const row = rows[i];
        expect(box.page).toBe(row.page);
        expect(insidePolygon(centre(box), row.corners)).toBe(true);
        // One printed line, not a block of them: the box holds no other row's centre line.
        for (const other of rows.filter((r) => r !== row && r.page === row.page)) {
          const [x, y] = [
            (other.corners[0][0] + other.corners[2][0]) / 2,
            (other.corners[0][1] + other.corners[2][1]) / 2,
          ];
          const holds =
            x >= box.left && x <= box.left + box.width && y >= box.top && y <= box.top + box.height;
          expect(holds).toBe(false);
        }
      });
    },
  );
});
