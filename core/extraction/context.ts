// What the per-type field readers share: the rebuilt lines, a label reader, and the letterhead
// (the organisation printed at the top of the first page).
import type { Line } from "./layout";
import { LabelReader, type FieldRule } from "./labels";
import { headerColumns } from "./table-header";
import { KIND_FIRST } from "./organisation-words";
import {
  cleanText,
  findAmounts,
  findDates,
  isServiceLine,
  parseDate,
  parseDateRange,
  parsePhone,
} from "./parse";

export type Fields = Record<string, string | number | null>;

/** The tear-off line over a statement's payment stub. */
export const STUB = /detach|return (this|the) (portion|stub|part|coupon)|remittance (stub|slip|coupon)/i;
/** The payee a statement names: 'Make checks payable to X.', 'REMIT TO: X'. */
const PAYABLE_TO =
  /\b(?:(?:checks?|payments?)\s+(?:are\s+|should\s+be\s+)?(?:made\s+)?payable\s+to|remit(?:\s+payments?)?\s+to):?\s+([^.;]+?)(?:\.\s|\.?$|;|\s{3,})/i;
/** A fax cover's or memo's 'TO:' (or 'Attn:'): the name after it receives the page, it did not send it. */
const RECIPIENT = /\b(to|attn\.?|attention)\s*:\s*$/i;
/** …nor the value of another label ('PRIMARY IMPRESSION:  R07.9 CHEST PAIN'), but a fax header's sender. */
const LABELLED = /^(?!\s*from\b).*:\s*$/i;
/** A letter's closing, over its signature block. */
export const CLOSING = /^\s*(sincerely|respectfully|(best |kind )?regards|yours truly)\b/i;
/** The last word of a department's name ('Claims Department', 'Utilization Review', 'Member Services'). */
const DEPARTMENT = "management|review|services|department|dept\\.?|unit|division|office";
/** A department printed after the company's name ('… - Precertification Unit', '– Claims Department'). */
const DEPARTMENT_AFTER = new RegExp(`\\s+[-–]\\s+[A-Za-z &/]*\\b(${DEPARTMENT}|center)\\s*$`, "i");
/** A department alone ('Care Management', 'Member Relations'); 'Medical Center' is a kind of company. */
const DEPARTMENT_ONLY = new RegExp(
  `^((care|case|utilization|medical|disease|pharmacy|claims?|member|customer|provider|patient|billing|quality)\\s+)?(${DEPARTMENT}|relations)$`,
  "i",
);
const KIND_ONLY = /^(plan|health|insurance|dental|vision|care|benefits?)$/i;
/** A word of the page or its sender's offices, never of a wordmark over a name ('STATEMENT' over 'Health Plan'). */
const PAGE_WORD =
  /\b(statement|invoice|bill(ing)?|itemized|notice|summary|page|patient|member|office|department|services|claims?|explanation|account)\b/i;
/**
 * A form's own word, or a speck OCR made of a shaded band ('Code', 'Member', 'Amount', 'rl'): the
 * tallest text at the top is no name when it is only that.
 */
const FORM_WORD = {
  test: (text: string) =>
    FORM_WORDS.test(text) || (text.split(/\s+/).length <= 3 && /\b(date|number|no\.|id)\b|#/i.test(text)),
};
const FORM_WORDS =
  /^([a-z]{1,3}|code|amount|date|service|total|description|charges?|balance|summary|statement|notice|page|deductible|co-?pay|co-?insurance|responsibility|(claim|member|patient|account|group|provider|policy)( (number|no\.?|#|id|name))?)\s*:?$/i;
/**
 * A name: several words, or one clean word ('MEDICARE'); not a speck such as '"Emergency', nor a
 * column title that is only a kind of company ('Plan' over 'Plan paid').
 */
const NAME_SHAPE = {
  test: (text: string) => /\w\W+\w/.test(text) || (/^[A-Z][A-Za-z]+$/.test(text) && !KIND_ONLY.test(text)),
};

/** Nothing but a plan's kind or product ('Medicare Advantage HMO', 'Silver 2500 Individual Marketplace Plan'). */
export const PLAN_PRODUCT_ONLY =
  /^((medicare|medicaid|advantage|individual|family|marketplace|exchange|employer|group|bronze|silver|gold|platinum|catastrophic|expanded|plans?|hmo|ppo|epo|pos|hmo-pos|d-snp|snp|prescription|drug|coverage|\d[\d,]*)\s*)+$/i;

/**
 * The plan's kind printed after the payer's name ('Sterling Mutual Health PPO'), with a speck OCR
 * made of a mark before it: the plan, not the payer.
 */
export const PLAN_KIND_AFTER_NAME = /(\s+[a-z]{1,2})?\s+(HMO|PPO|EPO|POS)$/;

/**
 * Two dates and nothing else, the later one second: a period whose dash OCR lost, or whose table
 * prints its ends in cells of their own ('06/10/26 | 08/09/26' under 'Approved Dates').
 */
function bareRange(text: string): { from: string; to: string } | null {
  const dates = findDates(text);
  if (
    dates.length !== 2 ||
    cleanText(
      text.slice(0, dates[0].index) + text.slice(dates[0].end, dates[1].index) + text.slice(dates[1].end),
    )
  )
    return null;
  return dates[0].iso < dates[1].iso ? { from: dates[0].iso, to: dates[1].iso } : null;
}

/**
 * A speck OCR made of a logo before the name ('so Saint Odile Regional Medical Center', 'J ASHGROVE
 * HEALTH', 'km Keystone Motion Physical Therapy'): a lone one- or two-letter lower-case token, or a
 * lone capital other than 'A' or 'I'. A mark set between the name's words reads as a lone sign
 * ('Valley Children's = Hospital').
 */
export const withoutLogoSpeck = (text: string) =>
  text
    .replace(/^(?:[a-z]{1,2}|[B-HJ-Z])\s+(?=[A-Z][A-Za-z]{2,})/, "")
    .replace(/(?<=[A-Za-z'’])\s+[=~•«»*.·]+\s+(?=[A-Za-z])/g, " ")
    // …or as a dash before the name's kind word ('Cobalt Ridge - Health Plan'); a dash before a
    // name of its own ('Mercy Health - St. Vincent') parts a system from its hospital and stays.
    // …or as a dash inside a word ('Brig - htline Dental'): no name goes on in small letters after a dash.
    .replace(/(?<=[A-Z][a-z]+)\s+[-–]\s+(?=[a-z]{2,}\b)/g, "")
    .replace(
      /(?<=[A-Za-z'’])\s+[-–]\s+(?=(?:care|health|plan|group|clinic|medical|associates|partners|pathology|radiology|hospital|cent(?:er|re)|physicians|services|dental|dentistry|pediatrics|therapy|imaging|laborator(?:y|ies)|mutual|insurance)\b)/gi,
      " ",
    );

/** Text that can be an organisation's name: no label, heading, address, phone, date or amount. */
function usableName(text: string, headings: RegExp): boolean {
  return (
    !headings.test(text) &&
    !/:/.test(text) &&
    !findDates(text).length &&
    !findAmounts(text).length &&
    !parsePhone(text) &&
    !/^\d/.test(text) &&
    // An identifier with its label ('Plan ID H5555-011', 'Group No. 40112') names no one.
    !/\b(id|no\.?|number|#)\s+\S*\d/i.test(text) &&
    // A sentence ('Make checks payable to …', 'We have received …') names no one by itself.
    !/\b(please|payable|thank you|we|is|are|was|were|will|has|have)\b/i.test(text) &&
    // A heading addressed to the reader ('Your Health Plan Payments', 'Recent care with Kestrel').
    !/^(your|my|our)\b|\bwith\b/i.test(text) &&
    !/\b[A-Z]{2}\s+\d{5}\b/.test(text) &&
    // The plan's kind or product printed beside the wordmark ('Medicare Advantage HMO', 'Silver
    // 2500 Individual Marketplace Plan') names no payer.
    !PLAN_PRODUCT_ONLY.test(text.trim()) &&
    // …nor does a web address ('lumenhealthoh.com'),
    !/\b[a-z0-9-]+\.(com|org|net|gov|us|health)\b/i.test(text) &&
    // …nor a department alone ('Care Management', 'Member Services', 'Utilization Review').
    !DEPARTMENT_ONLY.test(text.trim())
  );
}

export class ExtractContext {
  readonly reader: LabelReader;
  readonly text: string;

  constructor(
    readonly lines: Line[],
    rules: FieldRule[],
    stopLabels: string[] = [],
  ) {
    this.reader = new LabelReader(lines, rules, stopLabels);
    this.text = lines.map((l) => l.text).join("\n");
  }

  /** The rule's labelled values in order; dates may be ranges ('03/01/2025 - 03/03/2025'). */
  dateOrRange(rule: FieldRule): { date: string; to: string | null } | null {
    for (const raw of this.reader.candidates(rule, "text")) {
      const range = parseDateRange(String(raw)) ?? bareRange(String(raw));
      if (range) return { date: range.from, to: range.to };
      const date = parseDate(String(raw));
      if (date) return { date, to: null };
    }
    const date = this.reader.candidates(rule, "date")[0];
    return typeof date === "string" ? { date, to: null } : null;
  }

  /** A date printed alone on its line near the top of page 1, as a letter dates itself. */
  loneDate(): string | null {
    const top = this.topLines();
    const line = top.find((l, i) => {
      const dates = findDates(l.text);
      return (
        dates.length === 1 &&
        cleanText(l.text.slice(0, dates[0].index) + l.text.slice(dates[0].end)) === "" &&
        !this.labelledAbove(l, top[i - 1])
      );
    });
    return line ? findDates(line.text)[0].iso : null;
  }

  /** A date under a label that names another date ('Terms: due' over '05/30/25') is that date. */
  private labelledAbove(line: Line, above: Line | undefined): boolean {
    if (!above || line.top - above.bottom > (line.bottom - line.top) * 1.5) return false;
    const cell = line.cells[0];
    return above.cells.some(
      (c) =>
        c.left < cell.right &&
        c.right > cell.left &&
        /\b(due|date|dated|by|through|until)\s*:?\s*$/i.test(c.text),
    );
  }

  /**
   * A date in a cell of its own in the letterhead, beside the sender's lines ('Mira Castellanos,
   * LCSW ‖ Tax ID 82-4410937 ‖ September 2, 2025'): no label before it, none above it.
   */
  letterheadDate(): string | null {
    const top = this.topLines(0.15);
    for (const [index, line] of top.entries()) {
      for (const [i, cell] of line.cells.entries()) {
        const dates = findDates(cell.text);
        if (
          dates.length !== 1 ||
          cleanText(cell.text.slice(0, dates[0].index) + cell.text.slice(dates[0].end)) !== ""
        )
          continue;
        const before = line.cells[i - 1]?.text ?? "";
        const above = top[index - 1]?.cells.find((c) => Math.abs(c.left - cell.left) < 0.03);
        // A label before it names another date; a name before it ('… Recovery Services, Inc.') does not.
        if (/:\s*$|date|dob|birth|due|service$|by$/i.test(before) || (above && !findDates(above.text).length))
          continue;
        return dates[0].iso;
      }
    }
    return null;
  }

  /** Lines of page 1 above `fraction` of its height. */
  topLines(fraction = 0.3): Line[] {
    const firstPage = this.lines[0]?.page ?? 1;
    return this.lines.filter((l) => l.page === firstPage && l.top < fraction);
  }

  /**
   * The organisation in the letterhead: the first line near the top that names one (by `keywords`)
   * and is not a label, a heading, an address or a date; a speck of a dark banner OCR could not
   * read ('"Emergency') names none. A cell that `options.second` accepts (a practice's
   * clinicians printed above its name) is taken only when no other line names one. Without such a
   * line: the organisation printed under `options.after` (a bill's payment stub, a letter's
   * signature block), else the tallest line.
   */
  letterhead(
    keywords: RegExp,
    headings: RegExp,
    options: { second?: (text: string) => boolean; after?: RegExp } = {},
  ): string | null {
    const usable = (text: string) => usableName(text, headings);
    const top = this.topLines();
    // The page's first line of words: specks a photo's edge left above it are none.
    const first = top.findIndex((l) => l.cells.some((c) => /[A-Za-z]{4}/.test(c.text)));
    const inLetterhead = (avoid: ((text: string) => boolean) | null) => {
      for (const [index, printed] of top.entries()) {
        // A table's column titles ('Provider charged  Approved  Plan paid') name no one; the page's
        // first line is no table's ('Ferrous Benefit Administrators   EXPLANATION OF BENEFITS').
        if (index > first && headerColumns(printed, top[index - 1])) continue;
        // …nor does a row of the table under them ('Single vision lenses (pair)  V2100  $160.00').
        if (isServiceLine(printed.text)) continue;
        // A speck OCR read as a mark after the name ('Quarry Lane Counseling Associates :').
        const line = {
          ...printed,
          // …and the department after a wordmark's kind word ('HEALTH - Precertification Unit').
          cells: printed.cells.map((c) => {
            // …or a sender's address after the name, as a mail program prints it ('Pinebrook
            // Orthopedics <billing@pinebrookortho.example>').
            const plain = c.text.replace(/\s+[:;,.]$/, "").replace(/\s*<[^<>\s]+@[^<>\s]+>/, "");
            const text = plain.replace(DEPARTMENT_AFTER, "");
            if (text === plain) return { ...c, text };
            return { ...c, text, right: c.left + ((c.right - c.left) * text.length) / c.text.length };
          }),
        };
        // A wordmark's lone kind word ('LARKHAVEN' over 'HEALTH') names it with the line above.
        // The cell as printed (nameAbove knows it by identity), unless a department was taken off it.
        const forName = (i: number) =>
          DEPARTMENT_AFTER.test(printed.cells[i].text) ? line.cells[i] : printed.cells[i];
        const shaped = (c: Line["cells"][number], i: number) =>
          NAME_SHAPE.test(c.text) ||
          (KIND_ONLY.test(c.text) && this.nameAbove(top, index, forName(i)) !== null);
        const at = line.cells.findIndex(
          (c, i) =>
            keywords.test(c.text) &&
            usable(c.text) &&
            !FORM_WORD.test(c.text.trim()) &&
            shaped(c, i) &&
            !avoid?.(c.text) &&
            !RECIPIENT.test(line.cells[i - 1]?.text ?? "") &&
            !LABELLED.test(line.cells[i - 1]?.text ?? ""),
        );
        if (at < 0) continue;
        // A reviewer's line that names the plan on the next one ('Radiology benefit management on
        // behalf of' over 'Evenstar Senior Advantage (HMO)') reads on into it.
        const next = /\bon behalf of$/i.test(line.cells[at].text)
          ? (top[index + 1]?.cells[0]?.text ?? "")
          : "";
        // 'ST.' OCR parted from the rest of a saint's name ('ST.' 'ALDRIC MEDICAL CENTER').
        const before = line.cells[at - 1];
        const saint =
          before && /^(st|ste|mt|ft)\.?$/i.test(before.text) && line.cells[at].left - before.right < 0.03
            ? before.text
            : "";
        return withoutLogoSpeck(
          cleanText(
            `${this.nameAbove(top, index, forName(at)) ?? ""} ${saint} ${line.cells[at].text} ${next}`,
          ),
        );
      }
      return null;
    };
    // The clinicians' names come last: after the organisation the stub or signature names.
    const named =
      inLetterhead(options.second ?? null) ??
      (options.after ? this.nameAfter(options.after, keywords, headings) : null) ??
      (options.second ? inLetterhead(null) : null);
    if (named) return named;
    // No name at the top: the one a page footer prints ('Kestrel Vision Plan - 1-855-555-0158').
    const footer = this.lines
      .filter((l) => l.page === (this.lines[0]?.page ?? 1) && l.top > 0.85)
      .flatMap((l) => l.cells)
      .find((c) => keywords.test(c.text) && usable(c.text) && NAME_SHAPE.test(c.text));
    if (footer) return cleanText(footer.text);
    // A wordmark stands above the page's first label or value ('Claim Number', 'Total you may owe').
    const firstData = top.findIndex((l) => /[\d:]/.test(l.cells[0]?.text ?? ""));
    const tallest = (firstData < 0 ? top : top.slice(0, firstData))
      .filter((l) => usable(l.cells[0]?.text ?? "") && !FORM_WORD.test(l.cells[0].text.trim()))
      .sort((a, b) => b.height - a.height)[0];
    return tallest ? withoutLogoSpeck(cleanText(tallest.cells[0].text)) : null;
  }

  /** The organisation named below a marker line ('Please detach and return this portion …', 'Sincerely,'). */
  private nameAfter(marker: RegExp, keywords: RegExp, headings: RegExp): string | null {
    // 'Make checks payable to Brookfield Family Medicine.' names it on the line itself.
    for (const line of this.lines) {
      const payee = PAYABLE_TO.exec(line.text)?.[1];
      if (payee && keywords.test(payee) && NAME_SHAPE.test(payee)) return cleanText(payee);
    }
    const tear = this.lines.findIndex((l) => marker.test(l.text));
    if (tear < 0) return null;
    const cell = this.lines
      .slice(tear + 1)
      .filter((l) => l.page === this.lines[tear].page)
      .flatMap((l) => l.cells)
      .find((c) => keywords.test(c.text) && usableName(c.text, headings) && NAME_SHAPE.test(c.text));
    return cell ? cleanText(cell.text) : null;
  }

  /**
   * The kind of company printed under the page's first line ('Benefits Administration' under
   * 'PINEWELL'), when that line is the first part of a two-line name as `nameAbove` reads one.
   */
  kindUnderWordmark(): string | null {
    const top = this.topLines();
    for (const index of [1, 2, 3]) {
      for (const cell of top[index]?.cells ?? []) {
        const over = KIND_FIRST.test(cell.text) ? this.wordmarkOver(top, index, cell) : null;
        if (over) return over.at === 0 ? cell.text : null;
      }
    }
    return null;
  }

  /** The first part of a two-line name over `cell`, if `cell` is the second (see `wordmarkOver`). */
  private nameAbove(top: Line[], index: number, cell: Line["cells"][number]): string | null {
    return this.wordmarkOver(top, index, cell)?.text ?? null;
  }

  /**
   * A name set over two lines at the very top ('FJORDLINE' over 'Health Partners'): the first line
   * of the page, words only, printed larger (a wordmark), left-aligned with the name and close
   * above it. A smaller line above ('Billing office') is no part of the name.
   */
  private wordmarkOver(
    top: Line[],
    index: number,
    cell: Line["cells"][number],
  ): { text: string; at: number } | null {
    // A name whose second line holds only the kind of company ('Larkspur' over 'HEALTH PLAN') needs
    // its first line whatever the sizes, wherever the wordmark sits (left or right aligned).
    const kindOnly = /^((health|plan|insurance|dental|vision|care|benefits?|mutual|company)\s*)+$/i.test(
      cell.text,
    );
    if (index < 1 || (!kindOnly && cell !== top[index].cells[0])) return null;
    const edges = (c: Line["cells"][number]) =>
      Math.abs(c.left - cell.left) < 0.02 || (kindOnly && Math.abs(c.right - cell.right) < 0.02);
    // The nearest line above with text at the name's edge: a page number printed elsewhere between
    // them ('Page 1 of 2' at the right margin) is no part of it. A wordmark starts the page: it is
    // one of the first three lines, and the first thing on its line.
    const at = [index - 1, index - 2, index - 3].find((i) => i >= 0 && top[i].cells.some(edges));
    if (at === undefined) return null;
    // Specks a photo's edge left above the wordmark (lines smaller than the name's text) do not count.
    const rank = top.slice(0, at).filter((l) => l.height >= top[index].height * 0.7).length;
    if (!kindOnly && rank > 2) return null;
    const above = top[at];
    const first = kindOnly ? above.cells.find(edges) : above.cells[0];
    if (!first || !edges(first)) return null;
    // A speck OCR read after the wordmark ('Prismhaven =') is none of it.
    const text = first.text.replace(/\s+[=~:;,.|-]+$/, "");
    const close = top[index].top - above.bottom < (above.bottom - above.top) * 1.5;
    const larger = above.height > top[index].height * 1.2;
    // …or, first on the page, one capitalised word over the rest of the name: in the same capitals
    // ('FOXHOLLOW' over 'ORTHOPEDIC ASSOCIATES'), or over the kind of company it is in any case
    // ('Lumen' over 'Health Plans of Ohio', 'WRENFIELD' over 'Memorial Hospital').
    const oneWord =
      rank === 0 &&
      /^[A-Z][A-Za-z'-]{2,}$/.test(text) &&
      !PAGE_WORD.test(text) &&
      (KIND_FIRST.test(cell.text) || (text === text.toUpperCase() && cell.text === cell.text.toUpperCase()));
    // …or, first on the page and as large, the words before the kind of company in title case
    // ('Heartland Rural' over 'Health Alliance').
    const leadWords =
      rank === 0 &&
      Math.abs(above.height - top[index].height) < top[index].height * 0.2 &&
      KIND_FIRST.test(cell.text) &&
      /^[A-Z][a-z'-]{2,}( [A-Z][a-z'-]{2,}){0,2}$/.test(text) &&
      !PAGE_WORD.test(text);
    return close && (larger || kindOnly || oneWord || leadWords) && /^[A-Za-z&' -]+$/.test(text)
      ? { text, at }
      : null;
  }

  /** The line right after `line` when it continues the same block (e.g. the second address line). */
  nextLine(line: Line): Line | null {
    const index = this.lines.indexOf(line);
    const next = this.lines[index + 1];
    if (!next || next.page !== line.page) return null;
    return next.top - line.bottom < (line.bottom - line.top) * 1.2 ? next : null;
  }
}
