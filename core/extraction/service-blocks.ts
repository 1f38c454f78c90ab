// A claim printed as one labelled block per service (decision 086): each service a small grid of
// 'Label ‖ value' pairs ('Date of service ‖ 2 Sep 2025 ‖ Billed ‖ $240.00', 'Procedure ‖ 99203 ‖
// Approved ‖ $118.90', 'Units ‖ 1 ‖ Paid by plan ‖ $95.12'), and the code is one of the values.
import type { ExtractedLineItem } from "../documents/types";
import type { Line } from "./layout";
import { findAmounts, findDates, parseProcedureCode } from "./parse";
import { labelledAmounts } from "./row-amounts";
import { columnKind } from "./table-header";

/** The label of a code printed as a block's value ('Procedure', 'CPT code', 'Service code'). */
export const CODE_LABEL = /^(procedure|proc\.?|cpt|hcpcs|cdt|service|billing)?\s*(code|cpt|#)?\s*:?$/i;
const UNITS_LABEL = /^(units?|qty|quantity|days|visits|times)\s*:?$/i;
const DATE_LABEL = /\bdate|\bdos\b/i;

/**
 * A label and its amount in one cell ('Amount billed: $330.00'; 'Allowed amoun%$178.45' when OCR
 * ran the colon into the amount).
 */
const GLUED_PAIR = /^([A-Za-z][A-Za-z .'/&-]*?)\s*[:%]?\s*(\$\s?\d[\d,]*(?:\.\d{2})?|\d[\d,]*\.\d{2})$/;

/** A line of label ‖ value pairs: words-only labels, each followed by its value. */
function pairs(line: Line): [string, string][] | null {
  const cells = line.cells.flatMap((c) => {
    const text = c.text.trim();
    const glued = GLUED_PAIR.exec(text);
    return glued ? [glued[1], glued[2]] : [text];
  });
  if (cells.length < 2 || cells.length % 2) return null;
  const out: [string, string][] = [];
  for (let i = 0; i < cells.length; i += 2) {
    if (!/^[A-Za-z][A-Za-z .'/&-]*:?$/.test(cells[i]) || !/\d/.test(cells[i + 1])) return null;
    out.push([cells[i].replace(/:$/, ""), cells[i + 1]]);
  }
  return out;
}

const codeInPairs = (found: [string, string][]) =>
  found.find(([label, value]) => CODE_LABEL.test(label) && /[a-z]/i.test(label) && parseProcedureCode(value));

export interface ServiceBlock {
  item: ExtractedLineItem;
  /** Indices of the block's lines (read here, never again as fields or rows). */
  lines: number[];
}

/**
 * The block around line `index` when that line gives a code under a code label: the pair lines
 * next to it, up to a line of another shape, another code or a label the block already holds (the
 * next service's first label).
 */
export function serviceBlock(lines: Line[], index: number): ServiceBlock | null {
  const own = pairs(lines[index]);
  const code = own && codeInPairs(own);
  if (!code) return null;
  const taken = [index];
  const labels = new Set(own.map(([label]) => label.toLowerCase()));
  const grow = (step: number) => {
    for (let i = index + step; i >= 0 && i < lines.length; i += step) {
      const found = lines[i].page === lines[index].page ? pairs(lines[i]) : null;
      if (!found || codeInPairs(found) || found.some(([label]) => labels.has(label.toLowerCase()))) return;
      found.forEach(([label]) => labels.add(label.toLowerCase()));
      taken.push(i);
    }
  };
  grow(-1);
  grow(1);
  taken.sort((a, b) => a - b);
  const item: ExtractedLineItem = {
    service_date: null,
    cpt_code: parseProcedureCode(code[1])!,
    description: null,
    units: 1,
    billed_amount: null,
    allowed_amount: null,
    paid_amount: null,
  };
  for (const [label, value] of taken.flatMap((i) => pairs(lines[i])!)) {
    const amount = findAmounts(value)[0];
    if (UNITS_LABEL.test(label) && /^\d{1,3}$/.test(value)) item.units = Math.max(1, Number(value));
    else if (DATE_LABEL.test(label) && findDates(value).length) item.service_date ??= findDates(value)[0].iso;
    else if (amount) {
      const kind = columnKind(label);
      if (kind === "billed") item.billed_amount ??= amount.value;
      if (kind === "allowed") item.allowed_amount ??= amount.value;
      if (kind === "paid") item.paid_amount ??= amount.value;
    }
  }
  if (item.billed_amount === null && item.allowed_amount === null && item.paid_amount === null) return null;
  return { item, lines: taken };
}

/** A code in parentheses inside running text: 'a new-patient office visit (99204), billed at …'. */
const CODE_IN_SENTENCE = /\(([A-Z]?\d{4,5}[A-Z]?)\)[,;:]?\s/;

/**
 * A service described in a sentence of a letter-style EOB: '… (99204), billed at $310.00; allowed
 * $172.15; we paid $137.72.' The amounts after the code each carry their own label (the sentence
 * may run on to the next line); only then is it a line item.
 */
export function serviceInSentence(lines: Line[], index: number): ServiceBlock | null {
  const line = lines[index];
  const m = CODE_IN_SENTENCE.exec(`${line.text} `);
  const code = m && parseProcedureCode(m[1]);
  if (!m || !code || /\d{4,5}\)/.test(line.text.slice(m.index + m[0].length))) return null;
  const next = lines[index + 1];
  let rest = line.text.slice(m.index + m[0].length);
  const taken = [index];
  if (!/\.\s*$/.test(rest) && next?.page === line.page && !CODE_IN_SENTENCE.test(`${next.text} `)) {
    // A service's name and code alone on their line ('Office visit, established (99214)') head
    // lines of labelled amounts, which may run to a second line, as an app prints them ('Billed
    // $310.00 - Allowed $178.40' over 'Plan paid $138.40 - Copay $40.00').
    const heading = !rest.trim() && labelledAmounts(next.text) !== null;
    const second = lines[index + 2];
    const more =
      heading &&
      second?.page === line.page &&
      !CODE_IN_SENTENCE.test(`${second.text} `) &&
      labelledAmounts(second.text) !== null;
    rest += ` ${next.text}`;
    taken.push(index + 1);
    if (more) {
      rest += ` ${second.text}`;
      taken.push(index + 2);
    }
  }
  const sentence = rest.split(/\.(\s|$)/)[0];
  const amounts = findAmounts(sentence);
  if (!amounts.length) return null;
  const item: ExtractedLineItem = {
    service_date: findDates(line.text.slice(0, m.index))[0]?.iso ?? null,
    cpt_code: code,
    description: null,
    units: 1,
    billed_amount: null,
    allowed_amount: null,
    paid_amount: null,
  };
  let last = 0;
  for (const amount of amounts) {
    const kind = columnKind(sentence.slice(last, amount.index));
    if (kind === "billed") item.billed_amount ??= amount.value;
    else if (kind === "allowed") item.allowed_amount ??= amount.value;
    else if (kind === "paid") item.paid_amount ??= amount.value;
    else if (kind !== "ignore") return null;
    last = amount.end;
  }
  return item.billed_amount === null ? null : { item, lines: taken };
}
