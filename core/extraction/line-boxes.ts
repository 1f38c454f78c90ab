// Where each line item of a bill or EOB was printed: the box around the words of its row, in the
// page fractions OCR word boxes use. Re-reads the stored words with the extractor's own rules, so
// the rows are exactly the ones extraction took the items from.
import type { ExtractedLineItem, OcrWord } from "../documents/types";
import { buildLines, estimateShear, type Line } from "./layout";
import { extractLineItems } from "./line-items";

export interface PrintedBox {
  left: number;
  top: number;
  width: number;
  height: number;
  /** 1-based. */
  page: number;
}

export interface LocatedLineItem {
  item: ExtractedLineItem;
  box: PrintedBox;
}

const round = (n: number) => Math.round(n * 100_000) / 100_000;

/** The box around a row's words; layout levels a skewed page first, so its tops are put back here. */
function rowBox(line: Line, shear: number): PrintedBox | null {
  if (!line.words.length) return null;
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const w of line.words) {
    const wordTop = w.top + shear * (w.left + w.width / 2);
    left = Math.min(left, w.left);
    right = Math.max(right, w.left + w.width);
    top = Math.min(top, wordTop);
    bottom = Math.max(bottom, wordTop + w.height);
  }
  return {
    left: round(left),
    top: round(top),
    width: round(right - left),
    height: round(bottom - top),
    page: line.page,
  };
}

/** The line items found in the stored words, each with the box of the row it was read from. */
export function locateLineItems(words: readonly OcrWord[]): LocatedLineItem[] {
  const usable = words.filter(
    (w) =>
      w &&
      typeof w.text === "string" &&
      w.text.trim() &&
      [w.left, w.top, w.width, w.height, w.page].every((n) => typeof n === "number" && Number.isFinite(n)),
  );
  if (!usable.length) return [];
  const lines = buildLines({ text: "", words: usable, pages: 1, method: "ocr" });
  const shears = new Map<number, number>();
  for (const page of new Set(usable.map((w) => w.page)))
    shears.set(page, estimateShear(usable.filter((w) => w.page === page)));
  const table = extractLineItems(lines);
  return table.items.flatMap((item, i) => {
    const row = table.rows[i];
    const box = rowBox(row, shears.get(row.page) ?? 0);
    return box ? [{ item, box }] : [];
  });
}
