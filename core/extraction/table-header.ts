// The column header of a bill's or EOB's line-item table: which column each printed title names
// (billed / allowed / paid / ignored money, units, code, description, date), as data, and where the
// header row is. Titles printed close together can reach OCR as one cell ('Amount Charged Medicare
// Approved'); they are split back into columns where each part is a title of its own.
import type { Line } from "./layout";
import { findAmounts, parseProcedureCode } from "./parse";

export type ColumnKind =
  | "billed"
  | "allowed"
  | "paid"
  | "price"
  | "ignore"
  | "units"
  | "minutes"
  | "code"
  | "description"
  | "date"
  /** A title the reader does not know ('Balance', 'Remark', 'Tooth'): what is under it is no amount of the line. */
  | "other";

export interface Column {
  kind: ColumnKind;
  left: number;
  right: number;
}

export const MONEY_KINDS: ColumnKind[] = ["billed", "allowed", "paid", "price", "ignore"];
/** The money columns a line item keeps (a unit price only checks the units). */
export const AMOUNT_KINDS: ColumnKind[] = ["billed", "allowed", "paid"];

/** Column titles, first match wins (label-survey.md): what the patient owes and adjustments are ignored. */
const COLUMN_TITLES: [ColumnKind, RegExp][] = [
  // One title for the service and its code ('Service and code'): the code is printed in the
  // description ('Office visit, new patient - 99203'), there is no column of codes.
  ["description", /^\s*(service|description|procedure)s?\s*(and|&)\s*(code|cpt)s?\s*$/],
  // One unit's price ('Unit price', 'Rate', 'Price ea.'): never an amount of the line, but what
  // checks its quantity.
  [
    "price",
    /unit\s*(price|cost|rate|fee|charge)|^\s*(price|rate|fee)(\s*(ea\.?|each|per\s*unit))\s*$|^\s*(price|rate)\s*$/,
  ],
  [
    "ignore",
    /(patient|client|guarantor|\bpt\.?)\s*(resp|paid|pd\b|pays?|owes?|share|portion|balance|due|cost)|member\s*(resp|owe|share|cost|pays?)|you\s*(may\s*)?(owe|pay)|you\s*paid|\bcob\b|what\s*i\s*owe|may\s*be\s*billed|your\s*(share|resp|cost)|deduct|co-?\s?pay|co-?\s?ins|adjust|discount|not\s*covered|non-?\s?covered|inelig|not\s*eligible|\bdisc(\.|\s|$)|disallow|accounts?\s*paid|write|unit\s*(price|cost)|(?<!re|ext\.?\s?|extended\s|negotiated\s|contract(ed)?\s|allowed\s|plan\s)price(?!\s*charged)|\badj\b|withh[eo]ld|interest|prompt\s*pay|other\s*ins(urance)?\s*$|(?<!(negotiated|contract(ed)?|allowed|network|hmo|ppo|epo|pos|plan|member|co-?op)\s*)rate|remark|savings|excess|above\s*(the\s*)?(allowed|covered|plan)|^\s*resp(onsibility|\.)?\s*$|primary\s*(payer\s*|ins\w*\s*)?paid|other\s*(ins\w*|payer|carrier)'?s?\s*paid|prior\s*(payer|carrier)\s*paid/,
  ],
  // A lab's or hospital's own number for the item ('Test Code' beside 'CPT', 'Charge Code', 'CDM'):
  // never the procedure code.
  ["ignore", /^\s*(test|lab|item|order|internal|charge)\s*(code|no\.?|#|number|id)\s*$|\bcdm\b/],
  ["date", /\bdate|\bdos\b|\bfrom\b/],
  [
    "allowed",
    /allow|\bal+w?d\b|approved|eligible|negotiated|\b(hmo|ppo|epo|pos|plan|member|co-?op)\s*rate|\b(hmo|ppo|epo|pos|network)\s*fee|covered\s*expense|^\s*network\b(?!\s*(status|tier|level))|contract(ed)?\s*(amount|amt|rate)|covered\s*(amount|up\s*to)|^\s*covered(\s*charges?)?\s*$|repriced|considered|\bucr\b|reasonable/,
  ],
  [
    "paid",
    /paid|\bpd\b|\bpaym|\bpmt\b|(plan|fund|trust|insurer|carrier|ins\.?|insurance)\s*pay|benefit|plan'?s\s*share|covered\s*by|payable/,
  ],
  // An anesthesia's 'Total Units' (its 'Total' set over 'Units'): the count, no charge.
  ["units", /^\s*total\s*(units?|qty)\s*$/],
  // 'Ext.' (extended price) is a line's total on an invoice: price × quantity.
  ["billed", /charge|\bgross\b|\bchg|\bchrg|billed|submitted|amount|fee|total|^\s*ext(ended)?\b/],
  // A session's or an anesthesia's length ('Minutes', 'Time Min'): never its quantity.
  ["minutes", /^\s*(time\s*)?(minutes|mins?\.?)\s*$/],
  // 'Mo/Qty' (months rented), 'Miles/Qty' (loaded miles).
  // …and a title that ends in its units ('Billed Units', 'Svc Units').
  // …and 'Qty' whose last letters OCR lost ('Q', 'Qt').
  [
    "units",
    /^\s*([a-z]+\s*\/\s*)?(units?|qty|quantity|days|sessions|visits|times)\b|\b(units?|qty)\s*$|^\s*qt?\.?\s*$/,
  ],
  ["code", /cpt|hcpcs|\bcode|proc/],
  ["description", /desc|service|procedure|item/],
];

/**
 * Words that complete another word's title ('Allowed Amount', 'Service Date', 'Total Charges')
 * and so never stand for a column of their own when a merged header cell is split.
 */
const TITLE_COMPLETIONS =
  /^(amounts?|totals?|dates?|services?|codes?|charges?|descriptions?|items?|fees?|prices?|no\.?|#)$/i;

/**
 * Words that start a title ('Network rate', 'Not covered', 'Unit price', 'Ext. price'), never
 * a column of their own when a run of titles is parted.
 */
const TITLE_OPENINGS = /^((in-?)?network|not|non|unit|ext\.?|extended)$/i;

export function columnKind(header: string): ColumnKind | null {
  const h = header.toLowerCase();
  return COLUMN_TITLES.find(([, re]) => re.test(h))?.[0] ?? null;
}

interface TitleWord {
  text: string;
  left: number;
  right: number;
}

/** The cell's words with their boxes; words OCR fused at a case change ('IneligibleCovered') parted. */
function titleWords(cell: Line["cells"][number]): TitleWord[] {
  const words = cell.words.length
    ? cell.words.map((w) => ({ text: w.text, left: w.left, right: w.left + w.width }))
    : [{ text: cell.text, left: cell.left, right: cell.right }];
  return words.flatMap((w) => {
    const parts = w.text.split(/(?<=[a-z])(?=[A-Z][a-z])/);
    const step = (w.right - w.left) / w.text.length;
    let at = 0;
    return parts.map((text) => {
      const part = { text, left: w.left + at * step, right: w.left + (at + text.length) * step };
      at += text.length;
      return part;
    });
  });
}

const titleOf = (words: TitleWord[]) => words.map((w) => w.text).join(" ");
const standsAlone = (words: TitleWord[]) =>
  columnKind(titleOf(words)) !== null &&
  !TITLE_OPENINGS.test(words[words.length - 1].text) &&
  !(words.length === 1 && TITLE_COMPLETIONS.test(words[0].text));

/**
 * Running text ('Payments received after the statement date are not shown.') holds no titles: it
 * ends a sentence, has a verb, or two little words. One 'the' is still a title ('Amount the
 * provider charged', as Medicare's notices print it).
 */
const SENTENCE_VERB = /[!?]$|\b(are|is|was|were|will|have|has|please|thank)\b/i;
const LITTLE_WORDS = /\b(the|after|before|this|that)\b/gi;
/**
 * A full stop ends a sentence, unless it closes an abbreviation ('Patient resp.', 'Allowed amt.',
 * 'Claim no.'): a short word, or one without vowels. OCR runs such a title into the one before it
 * ('Paid Patient resp.'), and the run must still be split into its columns.
 */
const FULL_STOP = /\b([A-Za-z]+)\.$/;
const endsSentence = (text: string) => {
  if (!text.endsWith(".")) return false;
  const last = FULL_STOP.exec(text)?.[1];
  return last === undefined || (last.length > 4 && /[aeiouy]/i.test(last));
};
const isSentence = (text: string) =>
  SENTENCE_VERB.test(text) || endsSentence(text) || (text.match(LITTLE_WORDS) ?? []).length >= 2;

/** A gap between words (page widths) under which two titles read as one run of words. */
const RUN_TOGETHER_GAP = 0.015;

/** Words naming whose amount a title is ('Plan paid', 'Member owes', 'Network rate'). */
const WHOSE =
  /^(plan'?s?|member'?s?|patient'?s?|insurance|insurer'?s?|medicare|network|provider'?s?|your?)$/i;

/** Splits a run of title words into the columns it names: each part a title that stands alone. */
function splitTitles(words: TitleWord[]): TitleWord[][] {
  if (isSentence(titleOf(words))) return [words];
  let best: { at: number; gap: number } | null = null;
  // Where no gap shows the column edge (OCR ran two titles together word by word), the second
  // title starts with a word that names a column by itself ('… provider charged | Approved amount').
  // A whose-word ('Plan', 'Member', 'Network') belongs to the title after it ('Plan | Paid' is no edge).
  const score = (at: number, gap: number) =>
    gap >= RUN_TOGETHER_GAP || !standsAlone([words[at]]) || WHOSE.test(words[at - 1].text)
      ? gap
      : gap + RUN_TOGETHER_GAP;
  for (let at = 1; at < words.length; at++) {
    if (!standsAlone(words.slice(0, at)) || !standsAlone(words.slice(at))) continue;
    const gap = score(at, words[at].left - words[at - 1].right);
    if (!best || gap > best.gap) best = { at, gap };
  }
  if (!best) return [words];
  return [...splitTitles(words.slice(0, best.at)), ...splitTitles(words.slice(best.at))];
}

/**
 * A line that can be the first line of a two-line column header: titles over several columns,
 * words only. A line carrying a value (a date, an amount, 'Label: value') is a header field printed
 * tight above the table, read by the label reader; a lone heading is no column title either.
 */
const headerWordsOnly = (line: Line) => !/[\d:$]/.test(line.text) && line.cells.length >= 2;

/**
 * …unless it is one or two words over a later column only ('Client' over 'Paid', 'Units' over
 * '(15 min)'): a heading starts at the table's left edge.
 */
const upperOfOneColumn = (above: Line, line: Line) =>
  above.cells.length === 1 &&
  !/[\d:$]/.test(above.text) &&
  above.text.trim().split(/\s+/).length <= 2 &&
  line.cells.length >= 3 &&
  above.cells[0].left > line.cells[0].right &&
  line.cells.filter((c) => overlaps(c, above.cells[0])).length === 1;

/** The table's columns when `line` is its header row (two or more titles, one of them money). */
export function headerColumns(line: Line, above: Line | undefined): Column[] | null {
  // A neighbouring box's amount read onto the titles' line ('Test  CPT  Charge   $87.34', a
  // payment box photographed beside the table) is no part of the header.
  const last = line.cells[line.cells.length - 1];
  const stray =
    line.cells.length >= 4 &&
    /^\$\s?[\d,]+\.\d{2}$/.test(last?.text.trim() ?? "") &&
    line.cells.slice(0, -1).every((c) => !/\d/.test(c.text));
  const cells = stray ? line.cells.slice(0, -1) : line.cells;
  if (cells.some((c) => findAmounts(c.text).length)) return null;
  // A row that starts with a procedure code is a line of the table, however it reads under the
  // titles above it ('99203 Office visit, new, low' under 'CODE  DESCRIPTION').
  if (parseProcedureCode(line.cells[0]?.text.split(/\s+/)[0] ?? "")) return null;
  const stackable =
    above &&
    above.page === line.page &&
    line.top - above.bottom < (line.bottom - line.top) * 1.2 &&
    (headerWordsOnly(above) || upperOfOneColumn(above, line));
  const upperWords = stackable ? above.cells.flatMap(titleWords) : [];
  const titles = cells
    .flatMap((cell) => splitTitles(titleWords(cell)))
    .flatMap((words) => splitUnderUpper(words, upperWords));
  const stacked = stackable ? stackedWords(above, titles) : titles.map(() => []);
  const columns: Column[] = [];
  const bareTotals: Column[] = [];
  titles.forEach((words, i) => {
    const left = words[0].left;
    const right = words[words.length - 1].right;
    const title = [...stacked[i], titleOf(words)].join(" ");
    const column: Column = { kind: columnKind(title) ?? "other", left, right };
    columns.push(column);
    if (column.kind === "billed" && /^\s*totals?\s*$/i.test(title)) bareTotals.push(column);
  });
  // A two-line header's upper titles with nothing under them are columns of their own ('Billed'
  // beside 'Plan' over 'Approved'): without them the amounts slide one column over.
  // Only a lower line of two titles or more is a header's second line; one title under a header is
  // a description wrapped onto the next row.
  if (stackable && columns.length >= 2) columns.push(...upperOnlyColumns(above, titles));
  columns.sort((a, b) => a.left - b.left);
  // A bare 'Total' past the plan's columns ('Billed  Allowed  Plan paid  Deductible  Copay  Total'
  // under 'Your share') sums the member's share: no second charge. Right of a unit's charge alone
  // ('Qty  Charge  Total') it is the line's charge.
  for (const total of bareTotals) {
    const billed = columns.find((c) => c.kind === "billed" && c.left < total.left && !bareTotals.includes(c));
    const between = (c: Column) => billed && c.left > billed.left && c.left < total.left;
    if (columns.some((c) => (c.kind === "allowed" || c.kind === "paid") && between(c))) total.kind = "ignore";
  }
  // A price that is the table's only amount column ('Qty  Item  Description  Price', beside a lab's
  // own 'Test No.') is what each line costs: there is no other amount for it to check.
  const prices = columns.filter((c) => c.kind === "price");
  if (prices.length === 1 && !columns.some((c) => AMOUNT_KINDS.includes(c.kind))) prices[0].kind = "billed";
  const money = columns.filter((c) => AMOUNT_KINDS.includes(c.kind)).length;
  const named = columns.filter((c) => c.kind !== "other").length;
  return named >= 2 && money >= 1 ? columns : null;
}

type Span = { left: number; right: number };
const overlaps = (a: Span, b: Span) => a.left < b.right && a.right > b.left;

/**
 * A two-line header's lower titles OCR ran together ('amount Deductible' under 'Allowed'): parted
 * where the words above stop, when the two sides then name different columns. 'Amount Billed'
 * under 'Total' stays whole (both sides would be the charge), as does 'Service Date' ('Date' is
 * no title by itself).
 */
function splitUnderUpper(words: TitleWord[], upper: TitleWord[]): TitleWord[][] {
  const above = (w: TitleWord) => upper.filter((u) => overlaps(u, w));
  const kindOf = (part: TitleWord[]) =>
    columnKind(
      [...upper.filter((u) => part.some((w) => overlaps(u, w))), ...part].map((w) => w.text).join(" "),
    );
  for (let at = 1; at < words.length; at++) {
    // Never inside parentheses ('(plan | rate)' under 'Total | cost').
    const opened = words
      .slice(0, at)
      .reduce((n, w) => n + (w.text.match(/\(/g)?.length ?? 0) - (w.text.match(/\)/g)?.length ?? 0), 0);
    if (opened > 0) continue;
    const [left, right] = [above(words[at - 1]), above(words[at])];
    if (left.length + right.length === 0 || left.some((u) => right.includes(u))) continue;
    const [head, tail] = [words.slice(0, at), words.slice(at)];
    if (!standsAlone(tail) && right.length === 0) continue;
    const [a, b] = [kindOf(head), kindOf(tail)];
    if (a && b && a !== b) return [head, ...splitUnderUpper(tail, upper)];
  }
  return [words];
}

/** The columns of a two-line header's upper line whose titles have no title under them. */
function upperOnlyColumns(above: Line, titles: TitleWord[][]): Column[] {
  const spans = titles.map((words) => ({ left: words[0].left, right: words[words.length - 1].right }));
  return above.cells
    .flatMap((cell) => splitTitles(titleWords(cell)))
    .flatMap((words) => {
      const span = { left: words[0].left, right: words[words.length - 1].right };
      if (spans.some((t) => overlaps(span, t))) return [];
      const kind = columnKind(titleOf(words));
      return kind ? [{ kind, ...span }] : [];
    });
}

/**
 * A two-line header ("Amount" over "Billed"): the words printed above each title. A cell of the
 * upper line that spans several titles (OCR ran 'Amount Provided' and 'Medicare-Approved' into one)
 * gives each of its words to the title nearest below it.
 */
function stackedWords(above: Line, titles: TitleWord[][]): string[][] {
  const out: string[][] = titles.map(() => []);
  const centre = (w: Span) => (w.left + w.right) / 2;
  const spans = titles.map((words) => ({ left: words[0].left, right: words[words.length - 1].right }));
  for (const cell of above.cells) {
    const under = spans.flatMap((t, i) => (overlaps(cell, t) ? [i] : []));
    if (under.length <= 1) {
      for (const i of under) out[i].push(cell.text);
      continue;
    }
    for (const word of titleWords(cell)) {
      const nearest = under.reduce((a, b) =>
        Math.abs(centre(spans[a]) - centre(word)) <= Math.abs(centre(spans[b]) - centre(word)) ? a : b,
      );
      out[nearest].push(word.text);
    }
  }
  return out;
}
