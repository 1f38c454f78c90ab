// What stored documents add to an analysis, on the words the real engine read from a statement and
// its EOB (tests/fixtures/documents/recognized): each line's box, the EOB's lines, the amount due,
// and no source at all where the pairing is not certain.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { extractDocument } from "#core/extraction/extract";
import type { OcrWord, Recognition } from "../documents/types";
import { smallLookups } from "../../tests/fixtures/analysis/small-lookups";
import { amountDueFrom, eobFromDocument, matchLineSources, type StoredDocument } from "./documents";
import { analyzeBill } from "./engine";
import type { AnalysisBill, DocumentBox } from "./types";

const recorded = (id: string): Recognition =>
  JSON.parse(
    readFileSync(join(__dirname, "../../tests/fixtures/documents/recognized", `${id}.json`), "utf8"),
  ) as Recognition;

/** A document row as the pipeline stores it: the words, and extraction's fields beside its lines. */
function storedDocument(id: string, fixture: string, verified: unknown = null): StoredDocument {
  const recognition = recorded(fixture);
  const extraction = extractDocument(recognition);
  return {
    id,
    document_type: extraction.document_type,
    words: recognition.words,
    extracted_data: { ...extraction.fields, line_items: extraction.line_items },
    user_verified_data: verified,
  };
}

/** The text printed inside a box, from the recorded words whose centre falls in it. */
function textIn(words: OcrWord[], box: DocumentBox): string {
  return words
    .filter((w) => w.page === box.page)
    .filter((w) => {
      const [x, y] = [w.left + w.width / 2, w.top + w.height / 2];
      return x >= box.left && x <= box.left + box.width && y >= box.top && y <= box.top + box.height;
    })
    .map((w) => w.text)
    .join(" ");
}

const statement = storedDocument("doc-bill", "bill-01-lakeside");
const lakesideLines = [
  { id: "l1", cpt_code: "99214", billed_amount: 265, service_date: "2025-04-02" },
  { id: "l2", cpt_code: "83036", billed_amount: 58, service_date: "2025-04-02" },
  { id: "l3", cpt_code: "36415", billed_amount: 22, service_date: "2025-04-02" },
];

describe("matchLineSources", () => {
  it("points each line at the printed row it was read from", () => {
    const sources = matchLineSources(lakesideLines, [statement]);
    const words = statement.words as OcrWord[];
    expect(sources.size).toBe(3);
    for (const [id, printed] of [
      ["l1", "04/02/2025 99214 Office visit, established patient 1 $265.00"],
      ["l2", "04/02/2025 83036 Hemoglobin A1c 1 $58.00"],
      ["l3", "04/02/2025 36415 Routine venipuncture 1 $22.00"],
    ]) {
      const source = sources.get(id)!;
      expect(source.document_id).toBe("doc-bill");
      expect(source.page).toBe(1);
      expect(textIn(words, source.box)).toBe(printed);
    }
  });

  it("gives no source to a line edited after reading, added by hand, or not certain", () => {
    const sources = matchLineSources(
      [
        { id: "edited", cpt_code: "99214", billed_amount: 200, service_date: "2025-04-02" },
        { id: "added", cpt_code: "99000", billed_amount: 22, service_date: "2025-04-02" },
        // Two lines for one printed row: which one was read is not known.
        { id: "twin-a", cpt_code: "83036", billed_amount: 58, service_date: "2025-04-02" },
        { id: "twin-b", cpt_code: "83036", billed_amount: 58, service_date: "2025-04-02" },
        { id: "other-day", cpt_code: "36415", billed_amount: 22, service_date: "2025-04-09" },
      ],
      [statement],
    );
    expect([...sources.keys()]).toEqual([]);
  });

  it("pairs a line without a date, and a modifier written after the code", () => {
    const sources = matchLineSources(
      [
        { id: "undated", cpt_code: "83036", billed_amount: 58, service_date: null },
        { id: "modified", cpt_code: "99214-25", billed_amount: 265, service_date: "2025-04-02" },
      ],
      [statement],
    );
    expect(textIn(statement.words as OcrWord[], sources.get("undated")!.box)).toContain("83036");
    expect(textIn(statement.words as OcrWord[], sources.get("modified")!.box)).toContain("99214");
  });

  it("reads nothing from documents without usable words", () => {
    const broken: StoredDocument[] = [
      { ...statement, id: "none", words: null },
      { ...statement, id: "text", words: "99214 $265.00" },
      { ...statement, id: "junk", words: [{ text: 5 }, null, { text: "99214", left: "x" }] },
    ];
    expect(matchLineSources(lakesideLines, broken).size).toBe(0);
  });
});

describe("eobFromDocument and amountDueFrom", () => {
  const eob = storedDocument("doc-eob", "eob-01-meridian");

  it("reads the EOB's lines with the box of each, and the statement's amount due", () => {
    const read = eobFromDocument(eob)!;
    expect(
      read.lines.map((l) => [l.cpt_code, l.billed_amount, l.allowed_amount, l.paid_amount, l.denied]),
    ).toEqual([
      ["99214", 265, 142.18, 113.74, false],
      ["83036", 58, 13.19, 10.55, false],
      ["36415", 22, 3, 2.4, false],
    ]);
    expect(read.lines.map((l) => textIn(eob.words as OcrWord[], l.source!.box))).toEqual([
      "04/02/2025 99214 $265.00 $142.18 $113.74 $0.00 $28.44",
      "04/02/2025 83036 $58.00 $13.19 $10.55 $0.00 $2.64",
      "04/02/2025 36415 $22.00 $3.00 $2.40 $0.00 $0.60",
    ]);
    expect(amountDueFrom(statement)).toBe(96);
  });

  it("makes a balance-billing finding from the stored statement and EOB", () => {
    const sources = matchLineSources(lakesideLines, [statement]);
    const bill: AnalysisBill = {
      id: "bill-1",
      service_date: "2025-04-02",
      provider_name: "Lakeside Family Medicine",
      patient_id: "self",
      diagnosis_codes: ["E11.9"],
      line_items: lakesideLines.map((l) => ({ ...l, units: 1, source: sources.get(l.id) })),
      eob: eobFromDocument(eob),
      patient_amount_due: amountDueFrom(statement),
    };
    const result = analyzeBill(bill, smallLookups());
    const balance = result.errors_detected.find((f) => f.category === "balance_billing")!;
    expect(balance.evidence.figures).toMatchObject({ amount_due: 96, expected_responsibility: 31.68 });
    expect(balance.potential_savings).toBeCloseTo(64.32, 2);
    expect(balance.evidence.sources.map((s) => [s.line_id, s.document_id])).toEqual([
      ["l1", "doc-bill"],
      ["l2", "doc-bill"],
      ["l3", "doc-bill"],
    ]);
    const eobRows = balance.evidence.references.filter((r) => r.kind === "eob_line");
    expect(eobRows.map((r) => r.kind === "eob_line" && r.source?.document_id)).toEqual([
      "doc-eob",
      "doc-eob",
      "doc-eob",
    ]);
  });

  it("prefers what the user verified; a line without an allowed amount says nothing", () => {
    const verified = {
      total_billed: 345,
      line_items: [
        { cpt_code: "99214", billed_amount: 265, allowed_amount: 142.18, paid_amount: 113.74 },
        { cpt_code: "83036", billed_amount: 58, allowed_amount: 0, paid_amount: 0 },
        { cpt_code: "36415", billed_amount: 22, allowed_amount: null, paid_amount: null },
        { cpt_code: "80053", billed_amount: "$95.00", status: "Denied", reason: "Not medically necessary" },
      ],
    };
    const read = eobFromDocument({ ...eob, user_verified_data: verified })!;
    expect(read.lines.map((l) => [l.cpt_code, l.allowed_amount, l.denied, l.reason])).toEqual([
      ["99214", 142.18, false, null],
      ["83036", 0, false, null],
      ["80053", 0, true, "Not medically necessary"],
    ]);
    // The verified 83036 still reads $58.00 billed: its printed row is still its source.
    expect(read.lines[1].source?.document_id).toBe("doc-eob");
    expect(read.lines[2].source).toBeNull();
  });

  it("never throws on malformed stored data", () => {
    const junk: StoredDocument[] = [
      { id: "a", document_type: "eob", words: 7, extracted_data: "x", user_verified_data: [1, 2] },
      {
        id: "b",
        document_type: "eob",
        words: [],
        extracted_data: null,
        user_verified_data: {
          amount_due: -5,
          line_items: [
            null,
            3,
            { cpt_code: 99214 },
            { cpt_code: "99214", billed_amount: -1, allowed_amount: 1 },
          ],
        },
      },
      {
        id: "c",
        document_type: "medical_bill",
        words: null,
        extracted_data: { amount_due: "1e12" },
        user_verified_data: null,
      },
    ];
    for (const doc of junk) {
      expect(eobFromDocument(doc)).toBeNull();
      expect(amountDueFrom(doc)).toBeNull();
    }
    expect(amountDueFrom({ ...statement, user_verified_data: { amount_due: "$1,204.50" } })).toBe(1204.5);
  });

  it("takes the form's Amount Due as verified over the printed one; left blank, it is unknown", () => {
    expect(amountDueFrom(statement)).toBe(96);
    expect(amountDueFrom({ ...statement, user_verified_data: { amount_due: 80.25 } })).toBe(80.25);
    expect(amountDueFrom({ ...statement, user_verified_data: { amount_due: null } })).toBeNull();
    // Verified data from before the form had the field still reads the printed amount.
    expect(amountDueFrom({ ...statement, user_verified_data: { provider_name: "Lakeside" } })).toBe(96);
  });
});
