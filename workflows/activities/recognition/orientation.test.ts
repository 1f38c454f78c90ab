// A phone photo of a bill stored sideways (JPEG, EXIF Orientation 6: "turn 90° clockwise") reads
// exactly like the same bill upright: same type, fields and line items, and word boxes that are
// fractions of the upright page (what the Smart Capture preview shows).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Extraction, Recognition } from "#core/documents/types";
import { extractDocument } from "#core/extraction/extract";
import { scoreExtraction } from "../../../scripts/fixtures/documents/score";
import { sidewaysPhoto } from "../../../scripts/fixtures/documents/photo";
import {
  DOCUMENT_FIXTURES_DIR,
  ensureDocumentFixtures,
  type FixtureEntry,
} from "../../../scripts/fixtures/make-documents";
import { createRecognizer, type Recognizer } from "./engine";
import { readExifOrientation } from "./exif";
import { imageSize } from "./formats";
import { blockNetwork, type NetworkGuard } from "./network-guard";

let recognizer: Recognizer;
let network: NetworkGuard;
let entry: FixtureEntry;
const read: Record<
  "upright" | "sideways",
  { photo: Uint8Array; recognition: Recognition; extraction: Extraction }
> = {} as never;

beforeAll(async () => {
  entry = (await ensureDocumentFixtures()).find((e) => e.id === "bill-02-st-brendan")!;
  network = blockNetwork();
  recognizer = createRecognizer();
  const scan = new Uint8Array(readFileSync(join(DOCUMENT_FIXTURES_DIR, entry.file)));
  for (const [name, orientation] of [
    ["upright", 1],
    ["sideways", 6],
  ] as const) {
    const photo = await sidewaysPhoto(scan, orientation);
    const recognition = await recognizer.recognize(photo, "image/jpeg");
    read[name] = { photo, recognition, extraction: extractDocument(recognition) };
  }
}, 240_000);

afterAll(async () => {
  await recognizer?.close();
  network?.restore();
});

describe("a bill photographed sideways (EXIF orientation 6)", () => {
  it("is stored sideways with the tag that turns it upright", () => {
    const upright = imageSize("jpeg", read.upright.photo)!;
    expect(imageSize("jpeg", read.sideways.photo)).toEqual({ width: upright.height, height: upright.width });
    expect(upright.height).toBeGreaterThan(upright.width); // a portrait letter page
    expect(readExifOrientation(read.sideways.photo)?.orientation).toBe(6);
  });

  it("is recognised with the same type, fields and line items as the upright photo", () => {
    const { upright, sideways } = read;
    // Two separate JPEG encodings: free text nobody scores (descriptions, guesses) may differ by a
    // stray character; every field the fixture expects and every line item's codes and amounts match.
    const fields = (e: Extraction) =>
      Object.fromEntries(Object.keys(entry.fields).map((k) => [k, e.fields[k] ?? null]));
    const items = (e: Extraction) =>
      e.line_items.map(({ cpt_code, units, billed_amount, allowed_amount, paid_amount }) => ({
        cpt_code,
        units,
        billed_amount,
        allowed_amount,
        paid_amount,
      }));
    expect(sideways.extraction.document_type).toBe("medical_bill");
    expect(fields(sideways.extraction)).toEqual(fields(upright.extraction));
    expect(items(sideways.extraction)).toEqual(items(upright.extraction));
    expect(items(upright.extraction)).toHaveLength(entry.line_items.length);
    expect(scoreExtraction(entry, upright.extraction).misses).toEqual([]);
    expect(scoreExtraction(entry, sideways.extraction).misses).toEqual([]);
  });

  it("gives word boxes as fractions of the upright page, where the upright photo has them", () => {
    const once = (r: Recognition) => {
      const counts = new Map<string, number>();
      for (const w of r.words) counts.set(w.text, (counts.get(w.text) ?? 0) + 1);
      return new Map(
        r.words.filter((w) => w.text.length >= 6 && counts.get(w.text) === 1).map((w) => [w.text, w]),
      );
    };
    const upright = once(read.upright.recognition);
    const sideways = once(read.sideways.recognition);
    const shared = [...upright.keys()].filter((text) => sideways.has(text));
    expect(shared.length).toBeGreaterThanOrEqual(20);
    expect(shared).toContain("HB-2025-004417");
    for (const text of shared) {
      const [a, b] = [upright.get(text)!, sideways.get(text)!];
      for (const side of ["left", "top", "width", "height"] as const)
        expect(Math.abs(b[side] - a[side]), `${text} ${side}`).toBeLessThan(0.01);
    }
  });
});
