// What a multi-page statement prints on every page that is not part of its content: the running
// head above a continued table (hospital, patient, account, "Page 3 of 12"), page subtotals,
// "Balance forward" and "Continued on next page". None of it is a line item, and a running head
// never outranks the fields printed once on page 1 (docs/decisions/076).
import type { Line } from "./layout";

/** Rows that carry money but are sums or carry-overs of the lines, never lines themselves. */
const CARRIED =
  /\b(sub-?\s?totals?|balance\s+(brought\s+)?forward|brought\s+forward|carried\s+forward|previous\s+balance|page\s+totals?|continued|cont'?d)\b/i;
/** "Page 3 of 12", "Page 3/12", "Pg. 3". */
const PAGE_NUMBER = /\b(page|pg\.?)\s*\d{1,3}\s*(of|\/)\s*\d{1,3}\b/i;

/** A subtotal, balance forward, "continued" or page-number row: never a line item. */
export function isCarriedRow(text: string): boolean {
  return CARRIED.test(text) || PAGE_NUMBER.test(text);
}

/** A subtotal row (its sum is not the statement's total). */
export const isSubtotalRow = (text: string) =>
  /^\s*(page\s+)?sub-?\s?totals?\b|^\s*page\s+totals?\b/i.test(text);

/**
 * What a browser or a phone adds to a page that is shown on a screen: a browser's print header
 * ('1/20/26, 7:58 PM Claim Details | Harborline Health'), its footer ('https://member.… Page 1 of
 * 2') and a phone's status bar ('9:47 5G 58%'). None of it is the document's: its page title is
 * no letterhead, its time no organisation.
 */
const BROWSER_HEADER = /^\s*\d{1,2}\/\d{1,2}\/\d{2,4},\s+\d{1,2}:\d{2}\s*(am|pm)\b/i;
const BROWSER_FOOTER = /^\s*https?:\/\/\S+\s*\|?\s*(page\s+\d+\s+of\s+\d+)?\s*\|?\s*$/i;
const STATUS_BAR = /^\s*\d{1,2}:\d{2}\b(?!\s*(am|pm)\b).{0,30}(\b[345]G\b|\bLTE\b|\d{1,3}\s?%)/i;

export function isScreenFurniture(text: string): boolean {
  return BROWSER_HEADER.test(text) || BROWSER_FOOTER.test(text) || STATUS_BAR.test(text);
}

const wordsOf = (text: string) => text.toLowerCase().match(/[a-z]{3,}/g) ?? [];
const numbersOf = (text: string) => text.match(/\S*\d\S*/g) ?? [];

/**
 * The running heads: on every page after the one where the item table started, the lines above
 * that page's first repeated column header that repeat what an earlier page printed above its
 * table (two thirds of their words: the hospital, the patient, 'Account No.', however OCR read the
 * number) or number the page. `isHeader` tells a table's column header (line-items.ts). A page of
 * claim details under a page of summary ('Claim 2603-… Received 02/17/2026', 'Processed
 * 02/27/2026') prints its own content there, no running head.
 */
export function runningHeads(
  lines: Line[],
  isHeader: (line: Line, above: Line | undefined) => boolean,
): Set<Line> {
  const heads = new Set<Line>();
  const seen = new Set<string>();
  const earlier = new Set<string>();
  // A short line repeats only when its numbers do too ('Claim 2603-118842-01  Received 02/17/2026'
  // heads a claim of its own, though 'claim' and 'received' were printed before).
  const repeats = (line: Line) => {
    const words = wordsOf(line.text);
    const numbers = numbersOf(line.text);
    if (words.length < 3 && numbers.some((n) => !earlier.has(n))) return false;
    return words.length > 0 && words.filter((w) => earlier.has(w)).length * 3 >= words.length * 2;
  };
  let tableFrom: number | null = null;
  let page: number | null = null;
  let pending: Line[] | null = [];
  lines.forEach((line, index) => {
    if (line.page !== page) {
      for (const key of seen) earlier.add(key);
      page = line.page;
      pending = [];
    }
    // What a page prints above its table is what a later page's running head repeats.
    if (pending) for (const word of [...wordsOf(line.text), ...numbersOf(line.text)]) seen.add(word);
    if (isHeader(line, lines[index - 1])) {
      if (tableFrom !== null && line.page > tableFrom)
        for (const head of pending ?? []) if (isCarriedRow(head.text) || repeats(head)) heads.add(head);
      tableFrom ??= line.page;
      pending = null;
      return;
    }
    pending?.push(line);
  });
  return heads;
}

/**
 * A row that carries on the description of the line item above it (or of the last one on the
 * previous page): words only — no code, no amount, no date — starting where that description starts.
 */
export function continuesDescription(line: Line, descriptionLeft: number | null): boolean {
  if (descriptionLeft === null || (!line.words.length && !line.cells.length)) return false;
  const left = line.words[0]?.left ?? line.cells[0].left;
  if (Math.abs(left - descriptionLeft) > 0.02) return false;
  if (!/[A-Za-z]{3}/.test(line.text) || /\d/.test(line.text) || isCarriedRow(line.text)) return false;
  // A printed row, not a paragraph: shorter than the description column is wide.
  return line.text.length <= 80;
}
