// The box of an amount printed under its label, on the words the real engine read from a statement
// and its EOB (tests/fixtures/documents/recognized): the statement's Amount Due, the EOB's "You Owe"
// total; nothing for an amount printed without such a label.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { OcrWord, Recognition } from "../documents/types";
import { AMOUNT_DUE_LABELS, labelledAmountBox, PATIENT_SHARE_LABELS } from "./amount-boxes";
import type { DocumentBox } from "./types";

const words = (id: string): OcrWord[] =>
  (
    JSON.parse(
      readFileSync(join(__dirname, "../../tests/fixtures/documents/recognized", `${id}.json`), "utf8"),
    ) as Recognition
  ).words;

const statement = words("bill-01-lakeside");
const eob = words("eob-01-meridian");

/** The row of text printed across the page at the box's height. */
function rowAt(all: OcrWord[], box: DocumentBox): string {
  const middle = box.top + box.height / 2;
  return all
    .filter((w) => w.page === box.page && Math.abs(w.top + w.height / 2 - middle) < box.height / 2)
    .sort((a, b) => a.left - b.left)
    .map((w) => w.text)
    .join(" ");
}

describe("labelledAmountBox", () => {
  it("finds the statement's Amount Due where it is first printed beside its label", () => {
    const found = labelledAmountBox("statement", statement, 96, AMOUNT_DUE_LABELS)!;
    expect(found.document_id).toBe("statement");
    expect(found.page).toBe(1);
    expect(rowAt(statement, found.box)).toBe("Amount Due: $96.00");
  });

  it("finds the EOB's total under its You Owe column, on the Totals row", () => {
    const found = labelledAmountBox("eob", eob, 31.68, PATIENT_SHARE_LABELS)!;
    expect(rowAt(eob, found.box)).toBe("Totals $345.00 $158.37 $126.69 $0.00 $31.68");
    expect(found.box.left).toBeGreaterThan(0.8);
  });

  it("gives no box for an amount printed only without the label", () => {
    // $22.00 is a line's charge on the statement, never its amount due; $126.69 is the plan's payment.
    expect(labelledAmountBox("statement", statement, 22, AMOUNT_DUE_LABELS)).toBeNull();
    expect(labelledAmountBox("eob", eob, 126.69, PATIENT_SHARE_LABELS)).toBeNull();
    expect(labelledAmountBox("statement", statement, 95.99, AMOUNT_DUE_LABELS)).toBeNull();
  });

  it("reads a label on the row above the amount, and ignores a negative amount", () => {
    const w = (text: string, left: number, top: number): OcrWord => ({
      text,
      left,
      top,
      width: 0.06,
      height: 0.012,
      confidence: 0.9,
      page: 2,
    });
    const boxed = [
      w("PLEASE", 0.6, 0.1),
      w("PAY", 0.66, 0.1),
      w("THIS", 0.72, 0.1),
      w("AMOUNT", 0.78, 0.1),
      w("$1,204.10", 0.7, 0.12),
    ];
    expect(labelledAmountBox("d", boxed, 1204.1, AMOUNT_DUE_LABELS)?.box).toMatchObject({
      left: 0.7,
      page: 2,
    });
    const negative = [w("Amount", 0.1, 0.3), w("Due:", 0.16, 0.3), w("-$50.00", 0.3, 0.3)];
    expect(labelledAmountBox("d", negative, 50, AMOUNT_DUE_LABELS)).toBeNull();
    expect(labelledAmountBox("d", null, 50, AMOUNT_DUE_LABELS)).toBeNull();
    expect(labelledAmountBox("d", boxed, null, AMOUNT_DUE_LABELS)).toBeNull();
  });
});
