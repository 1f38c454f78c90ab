// Where a document printed an amount under one of its labels ("Amount Due: $96.00", a "You Owe"
// column's Totals row), so a finding can point at the box on the page (ADR 079). Conservative like
// the line boxes: an amount printed with no such label nearby gets no box at all.
import { BILL_RULES } from "../extraction/labels-claims";
import type { OcrWord } from "../documents/types";
import type { LineSource } from "./types";

/** The labels an EOB prints its patient's share under (label-survey.md: "You Owe", "Member Responsibility", …). */
export const PATIENT_SHARE_LABELS = [
  "(total )?(patient|member) responsibility",
  "(total )?(amount )?you (may )?owe( the provider)?",
  "what (you|i) owe",
  "(total )?you may be billed",
  "(patient|member) owes",
  "your (total )?(share|responsibility|costs?)",
];

/** The statement's Amount Due labels: the reader's own (core/extraction/labels-claims.ts). */
export const AMOUNT_DUE_LABELS = BILL_RULES.amountDue.labels;

interface Row {
  page: number;
  middle: number;
  height: number;
  words: OcrWord[];
}

const usable = (w: OcrWord) =>
  w &&
  typeof w.text === "string" &&
  w.text.trim() !== "" &&
  [w.left, w.top, w.width, w.height, w.page].every((n) => typeof n === "number" && Number.isFinite(n));

const amountIn = (text: string): number | null => {
  const cleaned = text.replace(/[$,]/g, "").replace(/^[^0-9]+|[^0-9]+$/g, "");
  return /^\d+(\.\d{1,2})?$/.test(cleaned) && !/^-|^\(/.test(text.trim()) ? Number(cleaned) : null;
};

/** Words grouped into printed rows, top to bottom per page. */
function rowsOf(words: OcrWord[]): Row[] {
  const rows: Row[] = [];
  const sorted = [...words].sort((a, b) => a.page - b.page || a.top + a.height / 2 - (b.top + b.height / 2));
  for (const w of sorted) {
    const middle = w.top + w.height / 2;
    const row = rows.find(
      (r) => r.page === w.page && Math.abs(r.middle - middle) < Math.max(r.height, w.height) * 0.6,
    );
    if (row) row.words.push(w);
    else rows.push({ page: w.page, middle, height: w.height, words: [w] });
  }
  for (const row of rows) row.words.sort((a, b) => a.left - b.left);
  return rows;
}

const textOf = (words: OcrWord[]) =>
  words
    .map((w) => w.text)
    .join(" ")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();

const overlaps = (w: OcrWord, left: number, right: number) => w.left < right && w.left + w.width > left;

/**
 * The box of `amount` printed under one of `labels`: the label just before it on its row, on the
 * row above it, or heading its column when it sits on a Totals row. The first such place in
 * reading order; null when the amount is printed nowhere under those labels.
 */
export function labelledAmountBox(
  documentId: string,
  words: unknown,
  amount: number | null,
  labels: readonly string[],
): LineSource | null {
  if (amount === null || !Array.isArray(words) || !labels.length) return null;
  const all = (words as OcrWord[]).filter(usable).slice(0, 50_000);
  const label = labels.join("|");
  const ending = new RegExp(`(^|[^a-z0-9])(${label})\\s*[:#.]?(\\s*\\$)?$`);
  const anywhere = new RegExp(`(^|[^a-z0-9])(${label})($|[^a-z0-9])`);
  const rows = rowsOf(all);
  for (const [r, row] of rows.entries()) {
    for (const [i, word] of row.words.entries()) {
      const read = amountIn(word.text);
      if (read === null || Math.abs(read - amount) >= 0.005) continue;
      const before = textOf(row.words.slice(0, i));
      const [left, right] = [word.left - word.width * 0.5, word.left + word.width * 1.5];
      const above = rows[r - 1]?.page === row.page ? rows[r - 1] : null;
      const labelled =
        ending.test(before) ||
        (above !== null && anywhere.test(textOf(above.words.filter((w) => overlaps(w, left, right))))) ||
        (/^totals?\b/.test(before) &&
          rows
            .slice(0, r)
            .some(
              (up) =>
                up.page === row.page &&
                anywhere.test(textOf(up.words.filter((w) => overlaps(w, left, right)))),
            ));
      if (!labelled) continue;
      const box = { left: word.left, top: word.top, width: word.width, height: word.height, page: word.page };
      return { document_id: documentId, page: word.page, box };
    }
  }
  return null;
}
