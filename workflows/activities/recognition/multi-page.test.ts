// The 12-page itemized hospital statement (scripts/fixtures/documents/statement-12-page.ts) read by
// the real engine, network blocked: one line list with every charge once and in order, no subtotal
// or balance forward read as a line, the grand total and amount due from the statement, and a
// progress report for each page as it is finished; each line's box on its printed row. This file
// alone reads the statement (accuracy.test.ts and line-boxes.test.ts leave it out).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Extraction, Recognition } from "#core/documents/types";
import { extractDocument } from "#core/extraction/extract";
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

const IDS = TWELVE_PAGE_IDS;
const read = new Map<string, { entry: FixtureEntry; recognition: Recognition; extraction: Extraction }>();
const progress = new Map<string, [number, number][]>();
let recognizer: Recognizer;
let network: NetworkGuard;

beforeAll(async () => {
  const entries = await ensureDocumentFixtures();
  network = blockNetwork();
  recognizer = createRecognizer();
  for (const id of IDS) {
    const entry = entries.find((e) => e.id === id)!;
    const pages: [number, number][] = [];
    const recognition = await recognizer.recognize(
      new Uint8Array(readFileSync(join(DOCUMENT_FIXTURES_DIR, entry.file))),
      entry.content_type,
      (page, of) => pages.push([page, of]),
    );
    progress.set(id, pages);
    read.set(id, { entry, recognition, extraction: extractDocument(recognition) });
  }
}, 240_000);

afterAll(async () => {
  await recognizer?.close();
  network?.restore();
});

const codesAndAmounts = (items: { cpt_code: string; billed_amount: number | null }[]) =>
  items.map((i) => `${i.cpt_code} ${i.billed_amount?.toFixed(2)}`);

describe.each(IDS)("the 12-page itemized statement %s", (id) => {
  it("has 12 pages, reported before the first and then once as each is finished", () => {
    const { recognition } = read.get(id)!;
    expect(recognition.pages).toBe(12);
    expect(progress.get(id)).toEqual(Array.from({ length: 13 }, (_, i) => [i, 12]));
  });

  it("reads exactly the printed charge lines, every code and amount in print order", () => {
    const { entry, extraction } = read.get(id)!;
    expect(extraction.document_type).toBe("medical_bill");
    expect(entry.line_items).toHaveLength(150);
    expect(extraction.line_items).toHaveLength(entry.line_items.length);
    expect(codesAndAmounts(extraction.line_items)).toEqual(codesAndAmounts(entry.line_items));
    expect(extraction.line_items.map((i) => i.service_date)).toEqual(
      entry.line_items.map((i) => i.service_date),
    );
  });

  it("puts every line's box on the page and row it was printed on", () => {
    const fixture = documentFixtures().find((f) => f.id === id)!;
    expect(misplacedLineBoxes(fixture, read.get(id)!.recognition.words)).toEqual([]);
  });

  it("never reads a page subtotal, the pharmacy subtotal or a balance forward as a line", () => {
    const { extraction } = read.get(id)!;
    const amounts = new Set(extraction.line_items.map((i) => i.billed_amount));
    const printedSums = [
      ...read.get(id)!.recognition.text.matchAll(/(subtotal|forward)[^$\n]*\$([\d,]+\.\d\d)/gi),
    ];
    // 11 page subtotals + the pharmacy one + 11 balances forward, read off the page itself.
    expect(printedSums.length).toBeGreaterThanOrEqual(20);
    for (const sum of printedSums) expect(amounts.has(Number(sum[2].replace(/,/g, "")))).toBe(false);
  });

  it("keeps the description that wraps over the page 4 → 5 break as one line", () => {
    const knee = read.get(id)!.extraction.line_items.filter((i) => i.cpt_code === "27447");
    expect(knee).toHaveLength(1);
    expect(knee[0].description).toBe(
      "TOTAL KNEE ARTHROPLASTY MEDIAL AND LATERAL COMPARTMENTS WITH PATELLA RESURFACING",
    );
  });

  it("reads the grand total, amount due and page 1's fields, not a page's running head", () => {
    const { entry, extraction } = read.get(id)!;
    expect(extraction.fields.total_charges).toBe(entry.fields.total_charges);
    expect(extraction.fields.amount_due).toBe(entry.fields.amount_due);
    expect(extraction.fields.account_number).toBe(entry.fields.account_number);
    expect(extraction.fields.bill_date).toBe(entry.fields.bill_date);
    expect(extraction.icd10_codes).toEqual(entry.icd10_codes);
  });
});

describe("reading the 12-page statement", () => {
  it("never touched the network", () => {
    expect(network.attempts).toEqual([]);
  });
});
