// Label → value reading: "Account #: 123" in one cell, "Account #   123" in the next cell of the
// same line, or the value printed under its label (cards, form boxes).
import { cellsBelow, type Cell, type Line } from "./layout";
import { parseValue, type ValueKind } from "./label-values";
import { asOcrMayRead } from "./ocr-slips";
import { COMMON_LABELS } from "./labels-common";
import { headerColumns } from "./table-header";
import { cleanText, findAmounts, findDates, isServiceLine, parseAmount } from "./parse";

export type { ValueKind };

export interface FieldRule {
  field: string;
  kind: ValueKind;
  /** Regex sources of the printed labels, most specific first. */
  labels: string[];
  /**
   * Read the value under the label when nothing follows it on the line; "titles": only when the
   * label is one of a row of titles over a row of values that is no table of services (otherwise
   * the label's value must follow it on its line).
   */
  below?: boolean | "titles";
}

/**
 * A row of three or more titles, words only and none ending in a colon, over a row of values that
 * starts where each title starts ('Service approved   Procedure code   Visits' over 'Physical
 * therapy evaluation   97161   1'). Label and value pairs ('EMPLOYEE  ANTOINE DUBOIS  PATIENT  ELISE
 * DUBOIS') have no value under every cell.
 */
function titlesRow(line: Line, below: Line | undefined): boolean {
  return (
    line.cells.length >= 3 &&
    !/\d/.test(line.text) &&
    !line.cells.some((c) => /:\s*$/.test(c.text)) &&
    below !== undefined &&
    below.page === line.page &&
    below.top - line.bottom < (line.bottom - line.top) * 2.5 &&
    /\d/.test(below.text) &&
    (line.cells.every((c) => below.cells.some((v) => Math.abs(v.left - c.left) < 0.02)) ||
      alignedTitles(line, below))
  );
}

/**
 * Titles set over columns aligned either way: each title over the start of its value or, right
 * aligned ('Requested  Approved' over '24  12'), over part of it; most titles over a value's start.
 */
function alignedTitles(line: Line, below: Line): boolean {
  const starts = line.cells.filter((c) => below.cells.some((v) => Math.abs(v.left - c.left) < 0.02));
  const over = (c: Cell) => below.cells.some((v) => v.left < c.right && v.right > c.left);
  return starts.length * 2 > line.cells.length && line.cells.every((c) => over(c));
}

/** The box of the words of `cell` that make up its text from `from` to `to`. */
function wordsSpan(cell: Cell, from: number, to: number): Cell | null {
  let at = 0;
  const words = cell.words.filter((w) => {
    const start = cell.text.indexOf(w.text, at);
    at = start + w.text.length;
    return start >= from && start < to;
  });
  if (!words.length) return null;
  const left = Math.min(...words.map((w) => w.left));
  const right = Math.max(...words.map((w) => w.left + w.width));
  return { text: words.map((w) => w.text).join(" "), left, right, words };
}

interface Occurrence {
  rule: FieldRule | null;
  index: number;
  end: number;
  colon: boolean;
}

/** An abbreviation glossing the label, in parentheses ('Claim (ICN):', 'Date of service (DOS)'). */
const GLOSS = String.raw`(?:\s?\([A-Za-z]{2,6}\))?`;
/**
 * A translation of the label after a slash, alone in its cell with the value under it, as
 * bilingual cards print them ('Name / Nombre', 'Medicare Number / Número de Medicare').
 */
const TRANSLATION = String.raw`(?:\s?/\s?[A-Za-zÀ-ÿ]+(?:\s[A-Za-zÀ-ÿ]+){0,3}(?=\s*$))?`;
/** A numeric date straight after a label's last letter. */
const GLUED_DATE = String.raw`\d{1,2}[/-]\d{1,2}[/-]\d{2,4}(?!\d)`;

/** Compiled label patterns by source: every document's reader uses the same few hundred. */
const compiled = new Map<string, RegExp>();

function compile(source: string): RegExp {
  let re = compiled.get(source);
  if (!re) {
    re = labelPattern(source);
    compiled.set(source, re);
  }
  return re;
}

function labelPattern(source: string): RegExp {
  // A label ends at a space, colon, '#', '.' or the cell's end: 'PCP-40917' is a value, not 'PCP'.
  // On a picture OCR may glue a date to its label ('Date of service5/19/2025'): a date ends it too.
  return new RegExp(
    `(?<![A-Za-z0-9])(?:${asOcrMayRead(source)})${GLOSS}${TRANSLATION}(?=[\\s:#.]|$|${GLUED_DATE})\\s*(?<sep>#\\s*:?|:|\\.(?=\\s))?`,
    "gi",
  );
}

export class LabelReader {
  private readonly patterns: { rule: FieldRule | null; re: RegExp }[];

  /** `rules` are read; `stopLabels` (other types' labels) only end a value where they start. */
  constructor(
    private readonly lines: Line[],
    rules: FieldRule[],
    stopLabels: string[] = [],
  ) {
    this.patterns = [
      ...rules.flatMap((rule) => rule.labels.map((source) => ({ rule, re: compile(source) }))),
      ...[...stopLabels, ...COMMON_LABELS].map((source) => ({ rule: null, re: compile(source) })),
    ];
  }

  /**
   * Label occurrences in one cell: at the cell start, or anywhere when followed by a colon (or, with
   * `anywhere`, inside running text); longest wins.
   */
  private occurrences(cell: Cell, anywhere = false): readonly Occurrence[] {
    // Every rule asks about every cell: each text is matched against the patterns once.
    const key = `${anywhere ? "*" : "^"}${cell.text}`;
    let known = this.seen.get(key);
    if (!known) {
      known = this.match(cell.text, anywhere);
      this.seen.set(key, known);
    }
    return known;
  }

  private readonly seen = new Map<string, readonly Occurrence[]>();

  private match(text: string, anywhere: boolean): Occurrence[] {
    const found: Occurrence[] = [];
    for (const { rule, re } of this.patterns) {
      re.lastIndex = 0;
      for (let m = re.exec(text); m; m = re.exec(text)) {
        // Named, as a label's own groups ('account (no|#)') come first: a ':' or '#' after the label.
        const colon = /^[:#]/.test(m.groups?.sep ?? "") || /#\s*$/.test(m[0]);
        // A speck OCR read before the label ('“Claim number') still leaves it at the cell's start.
        const atStart = m.index === 0 || /^[^A-Za-z0-9]{1,2}$/.test(text.slice(0, m.index).trim());
        // A label that says it is a number ('Keel Harbor claim no. KHM 2601-77341') is one anywhere,
        // with its number after it in the cell.
        const numbered = /\b(no\.|number)\s*$/i.test(m[0]) && /\d/.test(text.slice(m.index + m[0].length));
        // …nor one after a separator that parts a heading's items ('Harborlight Dermatology · Claim
        // 25037-0113904-01', its dot read as '+').
        const afterSeparator = /\s[+·•|–—]\s*$/.test(text.slice(0, m.index));
        if (anywhere || atStart || colon || numbered || afterSeparator)
          found.push({ rule, index: atStart ? 0 : m.index, end: m.index + m[0].length, colon });
        if (m[0].length === 0) re.lastIndex++;
      }
    }
    const sorted = found.sort((a, b) => b.end - b.index - (a.end - a.index));
    const kept: Occurrence[] = [];
    for (const occ of sorted) {
      if (!kept.some((k) => occ.index < k.end && k.index < occ.end)) kept.push(occ);
    }
    return kept.sort((a, b) => a.index - b.index);
  }

  private readonly headers = new Map<number, boolean>();
  private isTableHeader(lineIndex: number): boolean {
    let header = this.headers.get(lineIndex);
    if (header === undefined) {
      header = headerColumns(this.lines[lineIndex], this.lines[lineIndex - 1]) !== null;
      this.headers.set(lineIndex, header);
    }
    return header;
  }

  /** A table header with a line of services under it (a procedure code and an amount). */
  private isServicesHeader(lineIndex: number): boolean {
    // The first row may be no service: a running balance's 'Balance forward  35.00'.
    const below = this.lines.slice(lineIndex + 1, lineIndex + 3);
    return below.some((line) => isServiceLine(line.text)) && this.isTableHeader(lineIndex);
  }

  private parse(kind: ValueKind, raw: string): string | number | null {
    return parseValue(kind, raw);
  }

  /** Every value printed for the rule's labels, best placed first (read as `kind` when given). */
  candidates(rule: FieldRule, kind: ValueKind = rule.kind): (string | number)[] {
    const withColon: (string | number)[] = [];
    const without: (string | number)[] = [];
    this.lines.forEach((line, lineIndex) => {
      // A money column's title over a table of services ('Balance' over each line's balance) is no
      // label of the document's.
      if (kind === "amount" && this.isServicesHeader(lineIndex)) return;
      line.cells.forEach((cell, cellIndex) => {
        const occ = this.occurrences(cell);
        occ.forEach((o, k) => {
          if (o.rule !== rule) return;
          const rest = cell.text.slice(o.end, occ[k + 1]?.index ?? undefined);
          const value = this.valueAfter(
            { ...rule, kind },
            line,
            lineIndex,
            cellIndex,
            rest,
            k === occ.length - 1,
          );
          if (value !== null) (o.colon ? withColon : without).push(value);
        });
      });
    });
    return [...withColon, ...without, ...this.inLabelRows(rule, kind), ...this.inSentences(rule, kind)];
  }

  /**
   * Labels printed so close together that OCR made one cell of them ('Statement Date  Account No.'
   * over '05/01/2025  A-12345'): each label's value is the text under its own words. A table's
   * column titles ('Amount Charged Medicare Approved') are no such row: under them is the first line.
   */
  private inLabelRows(rule: FieldRule, kind: ValueKind): (string | number)[] {
    const out: (string | number)[] = [];
    this.lines.forEach((line, lineIndex) => {
      if (this.isTableHeader(lineIndex)) return;
      for (const cell of line.cells) {
        const occ = this.occurrences(cell, true);
        const left = occ.reduceRight((t, o) => t.slice(0, o.index) + t.slice(o.end), cell.text);
        if (occ.length < 2 || /[A-Za-z0-9]/.test(left) || !cell.words.length) continue;
        for (const o of occ.filter((x) => x.rule === rule)) {
          const span = wordsSpan(cell, o.index, o.end);
          const value = span && this.valueBelow(kind, line, lineIndex, span);
          if (value !== null && value !== undefined) out.push(value);
        }
      }
    });
    return out;
  }

  /** The value printed under `span` on the first close line below that has text there. */
  private valueBelow(kind: ValueKind, line: Line, lineIndex: number, span: Cell): string | number | null {
    for (let next = lineIndex + 1; next < this.lines.length; next++) {
      const below = this.lines[next];
      if (below.page !== line.page || below.top - line.bottom >= (line.bottom - line.top) * 2.5) break;
      const under = below.words.filter((w) => w.left < span.right && w.left + w.width > span.left);
      if (under.length) return this.parse(kind, under.map((w) => w.text).join(" "));
    }
    return null;
  }

  /**
   * Values printed right after their label inside a sentence ('… must be received by September 3,
   * 2025', 'We processed claim 2025-0311-77281 from …'): dates, amounts and numbers only, and only
   * when the value follows the label at once. They rank after every label printed as a label.
   */
  private inSentences(rule: FieldRule, kind: ValueKind): (string | number)[] {
    if (kind !== "date" && kind !== "day" && kind !== "amount" && kind !== "id") return [];
    const out: (string | number)[] = [];
    // A sentence's words may reach us as several cells (justified text): read the line as one. A
    // sentence may run onto the next line ('… requested to | start 15 Sep 2025'): a label on this
    // line reads on into it.
    const joined = (line: Line) => line.cells.map((c) => c.text).join(" ");
    this.lines.forEach((line, index) => {
      const own = joined(line);
      const next = this.lines[index + 1];
      const text = next && next.page === line.page ? `${own} ${joined(next)}` : own;
      for (const o of this.occurrences({ ...line.cells[0], text }, true)) {
        if (o.rule !== rule || o.index === 0 || o.colon || o.index >= own.length) continue;
        const rest = text.slice(o.end).replace(/^(\.{2,}\s*|(is|of|was|[-–—,])\s+)/i, "");
        const first = rest.split(/\s+/)[0] ?? "";
        const value =
          kind === "date" || kind === "day"
            ? findDates(rest)[0]?.index === 0 && this.parse(kind, rest)
            : kind === "amount"
              ? findAmounts(rest)[0]?.index === 0 && parseAmount(rest)
              : /\d/.test(first) && this.parse("id", first);
        if (value !== false && value !== null && value !== undefined && value !== "") out.push(value);
      }
    });
    return out;
  }

  private valueAfter(
    rule: FieldRule,
    line: Line,
    lineIndex: number,
    cellIndex: number,
    rest: string,
    lastInCell: boolean,
  ): string | number | null {
    const inline = this.parse(rule.kind, rest);
    if (inline !== null || !lastInCell || cleanText(rest)) return inline;
    // The next cell with something in it: dot leaders between a label and its value are skipped. In
    // a row of titles over a row of values (a decision grid) the next cell is another title.
    const next = titlesRow(line, this.lines[lineIndex + 1])
      ? undefined
      : line.cells.slice(cellIndex + 1).find((c) => /[A-Za-z0-9]/.test(c.text));
    // A card's next column may start on the label's line ('Member Name' … 'Copays' over 'PCP $25'):
    // one word or the plan's badge ('Dental PPO') far to the right is that column's; the name is
    // under the label.
    const otherColumn =
      rule.kind === "name" &&
      next !== undefined &&
      (/^[A-Za-z]+$/.test(next.text.trim()) || /\b(PPO|HMO|EPO|POS|HDHP)\b/.test(next.text)) &&
      next.left - line.cells[cellIndex].right > 0.2;
    if (next && !otherColumn && !this.startsWithLabel(next, rule.kind)) {
      const value = this.parse(rule.kind, next.text);
      if (value !== null) return value;
      // A date OCR parted into cells of its own ('2 ‖ Oct ‖ 2025') is read across them.
      const from = line.cells.indexOf(next);
      const joined = line.cells.slice(from, from + 3).map((c) => c.text);
      const parted =
        (rule.kind === "date" || rule.kind === "day") &&
        /^\d{1,2}$/.test(next.text.trim()) &&
        joined.length === 3
          ? this.parse("date", joined.join(" "))
          : null;
      if (parted !== null) return parted;
      // …or its year ('June 26,' ‖ '2025').
      const yearApart =
        (rule.kind === "date" || rule.kind === "day") &&
        /^[A-Za-z]{3,9}\.?\s+\d{1,2},?$/.test(next.text.trim()) &&
        /^\d{4}$/.test(joined[1]?.trim() ?? "")
          ? this.parse("date", joined.slice(0, 2).join(" "))
          : null;
      if (yearApart !== null) return yearApart;
    }
    // A photo's slant may set the value a line of its own beside the label ('Pay by' a little below
    // '… 03/16/2026'): the neighbouring line level with the label, its first cell to the right.
    if (cellIndex === line.cells.length - 1) {
      const beside = this.besideOnNeighbour(lineIndex, line.cells[cellIndex]);
      const value =
        beside && !this.startsWithLabel(beside, rule.kind) ? this.parse(rule.kind, beside.text) : null;
      if (value !== null) return value;
    }
    const inTitlesRow =
      rule.below === "titles" &&
      titlesRow(line, this.lines[lineIndex + 1]) &&
      !this.isServicesHeader(lineIndex);
    if (rule.below === true || inTitlesRow) {
      // The first line close below with something under the label: a speck OCR read as a line of
      // its own elsewhere on the page (a '1' at the margin) is no reason to give up.
      // A second line of titles under the first (the label in another language, 'Fecha del estado
      // de cuenta' under 'Statement Date', or its wrapped rest) holds no number: the value is under it.
      const numeric = ["date", "day", "amount", "id"].includes(rule.kind);
      let above = line;
      for (let next = lineIndex + 1; next < this.lines.length; next++) {
        const below = this.lines[next];
        if (below.page !== line.page || below.top - above.bottom >= (line.bottom - line.top) * 2.5) break;
        const under = cellsBelow(line.cells[cellIndex], below);
        if (!under.length) continue;
        const values = under.filter((c) => (this.occurrences(c)[0]?.index ?? -1) !== 0);
        const value = values.length ? this.parse(rule.kind, values.map((c) => c.text).join(" ")) : null;
        const titles =
          numeric && value === null && values.length > 0 && !values.some((c) => /\d/.test(c.text));
        // …not a table's two-line column title over its first row ('Client Balance' / 'Remaining').
        const after = this.lines[next + 1]?.text ?? "";
        if (titles && /\d/.test(after) && !isServiceLine(after)) {
          above = below;
          continue;
        }
        return value;
      }
    }
    return null;
  }

  private besideOnNeighbour(lineIndex: number, label: Cell): Cell | null {
    const line = this.lines[lineIndex];
    for (const other of [this.lines[lineIndex - 1], this.lines[lineIndex + 1]]) {
      if (!other || other.page !== line.page) continue;
      const level = Math.min(other.bottom, line.bottom) - Math.max(other.top, line.top);
      if (level < (line.bottom - line.top) * 0.5) continue;
      const right = other.cells.find((c) => c.left > label.right && c.left - label.right < 0.3);
      if (right) return right;
    }
    return null;
  }

  /**
   * Does a cell start with a label? For text, only a label that fills the cell or ends in a colon:
   * 'Total knee arthroplasty' is a procedure's name, not the label 'Total'.
   */
  private startsWithLabel(cell: Cell, kind: ValueKind): boolean {
    const first = this.occurrences(cell)[0];
    if (!first || first.index !== 0) return false;
    return kind !== "text" || first.colon || first.end >= cleanText(cell.text).length;
  }

  first(rule: FieldRule): string | number | null {
    return this.candidates(rule)[0] ?? null;
  }

  /** Does any cell start with (or contain, with a colon) one of these labels? */
  hasLabel(rule: FieldRule): boolean {
    return this.lines.some((l) => l.cells.some((c) => this.occurrences(c).some((o) => o.rule === rule)));
  }
}
