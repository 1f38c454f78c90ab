// The tokens of a printed table row and where its procedure code is: at the start (after a line
// number, dates, a revenue code), in parentheses after the description, or under the code column.
import type { Line } from "./layout";
import { DIAGNOSIS_LABEL, findAmounts, findDates, parseProcedureCode, US_STATES } from "./parse";
import type { Column } from "./table-header";

export interface Token {
  text: string;
  left: number;
  right: number;
  /** The printed cell the token is part of (words close together: 'bitewings 2'). */
  cell: number;
}

export function tokensOf(line: Line): Token[] {
  if (line.words.length) {
    const cellOf = new Map(line.cells.flatMap((c, index) => c.words.map((w) => [w, index] as const)));
    return line.words.map((w) => ({
      text: w.text,
      left: w.left,
      right: w.left + w.width,
      cell: cellOf.get(w) ?? -1,
    }));
  }
  return line.cells.flatMap((cell, index) => {
    const parts = cell.text.split(/\s+/);
    const step = (cell.right - cell.left) / Math.max(parts.length, 1);
    return parts.map((text, i) => ({
      text,
      left: cell.left + i * step,
      right: cell.left + (i + 1) * step,
      cell: index,
    }));
  });
}

export const isDateToken = (text: string) =>
  findDates(text).length > 0 || /^\d{1,2}\/\d{1,2}(\/\d{2,4})?$/.test(text);

/** A piece of a date printed in words ('Feb 12, 2026' is three tokens): month, 'day,' or year. */
export const isDatePiece = (text: string) =>
  /^(jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.?$/i.test(text) || /^\d{1,2},$/.test(text);

const textOf = (tokens: Token[]) => tokens.map((t) => t.text).join(" ");

/** The procedure code of a token, in parentheses or not ('(99214)'). */
const codeOf = (text: string) => parseProcedureCode(text.replace(/^\((.*)\)[.,;:]?$/, "$1"));

/** State codes that are also clinicians' credentials ('K. Osei, MD 99284'): no sign of a ZIP code. */
const CREDENTIALS = new Set(["MD", "PA", "DC", "ND"]);

/** Five digits after a state's code are a ZIP code ('Ashby Crossing, NC 27999'), never a procedure. */
function zipAfterState(tokens: Token[], i: number): boolean {
  const state = i > 0 ? tokens[i - 1].text.replace(/,$/, "") : "";
  // A post office box's number ('P.O. Box 44610') is part of an address too.
  if (/^box$/i.test(state)) return true;
  return /^\d{5}$/.test(tokens[i].text) && state in US_STATES && !CREDENTIALS.has(state);
}

/**
 * The last group of an account number that starts the row, OCR having parted it ('WWH 66 20419
 * 07/10/2025 $652.40' on a payment stub): no procedure code.
 */
const accountTail = (tokens: Token[], i: number) =>
  i === 2 && /^\d{2}$/.test(tokens[1].text) && /^[A-Z]{2,4}$/.test(tokens[0].text);

/** The code in token i when it is one and not a ZIP code. */
const codeAt = (tokens: Token[], i: number) =>
  zipAfterState(tokens, i) || accountTail(tokens, i) ? null : codeOf(tokens[i].text);

/** Pharmacy revenue codes (025x, 063x): their lines are drugs, billed with HCPCS J-codes. */
const PHARMACY_REVENUE = /^0(25|63)\d$/;

/**
 * The procedure code in token i: OCR loses a J-code's thin J (or reads it as a bracket glued to
 * it), so under a pharmacy revenue code four digits are that J-code.
 */
export function procedureCode(tokens: Token[], i: number): string | null {
  if (zipAfterState(tokens, i) || accountTail(tokens, i)) return null;
  const text = tokens[i].text.replace(/^[\]})|](?=[A-Z]\d{4})/i, "");
  const code = codeOf(text);
  if (code) return code;
  // …and an S-code's S as a dollar sign: '$9083' on a row whose amounts print their cents is no
  // amount but S9083. A speck before a revenue code ('$0272') leaves it one: those start with 0.
  if (/^\$[1-9]\d{3}$/.test(text) && tokens.some((t) => /\d\.\d{2}$/.test(t.text)))
    return codeOf(`S${text.slice(1)}`);
  // …printed before it, or first on the row ('0636  DRUGS/DETAIL CODE  2405').
  const pharmacy = PHARMACY_REVENUE.test(tokens[i - 1]?.text ?? "") || PHARMACY_REVENUE.test(tokens[0].text);
  return i > 0 && /^\d{4}$/.test(text) && pharmacy ? `J${text}` : null;
}

/**
 * What OCR left of a code under the code column when it lost a character: a HCPCS code without its
 * letter ('1885' for J1885), a dental code without the 0 after its D ('D120' for D0120, the two
 * shapes run together) or a code's 0 read twice ('DO0272', 'GO0151'). The row is still a line of the table, so the lines after it stay in place:
 * a dental code gets its 0 back, anything else is kept as read for the person to correct.
 */
export function damagedCode(text: string): string | null {
  const token = text.replace(/[.,;:]+$/, "").toUpperCase();
  if (/^D\d{3}$/.test(token)) return `D0${token.slice(1)}`;
  // …or with the 0 after its letter read twice, as a letter O and a digit ('DO0272' for D0272,
  // 'GO0151' for G0151).
  if (/^[A-Z]O0\d{3}$/.test(token)) return `${token[0]}${token.slice(2)}`;
  // …or a HCPCS code with a digit read as a letter ('AG427' for A0427): kept as read.
  // The second is a letter shaped like a digit (O, G, S, B, I, L, Z).
  if (/^[A-Z][OGSBILZ]\d{3}$/.test(token)) return token;
  // …or five digits with one OCR added ('844384' for 84484): kept as read.
  if (/^\d{6}$/.test(token)) return token;
  // Four digits starting with 0 are a revenue code, not a code that lost its letter.
  // A letter and three digits is a diagnosis code (E119), not a damaged procedure code.
  return /^[1-9]\d{3}$/.test(token) ? token : null;
}

/** A HCPCS code that lost the 0 after its letter ('A425' for A0425, 'G156' for G0156), given it back. */
export function lostZeroCode(text: string): string | null {
  const token = text.replace(/[.,;:]+$/, "").toUpperCase();
  return /^[A-CEGHJ-MP-V]\d{3}$/.test(token) ? `${token[0]}0${token.slice(1)}` : null;
}

/**
 * The procedure code's token index: at the start of the row (after a date / revenue code), or,
 * on a row of the table (next to its header or its last line), after the description: in
 * parentheses ('Office visit (99214)', as Medicare's notices print it) or under the code column.
 */
export function codeIndex(tokens: Token[], columns: Column[] | null, inTable: boolean): number {
  const leading = leadingCodeIndex(tokens);
  // A table may have more than one code column ('Rev Code' before 'CPT/HCPCS'): any of them.
  const codeColumns = columns?.filter((c) => c.kind === "code") ?? [];
  const underCodeColumn = (t: Token) => {
    const centre = (t.left + t.right) / 2;
    return codeColumns.some((c) => centre >= c.left - 0.02 && centre <= c.right + 0.02);
  };
  // A lab's own test number first ('10231  Comprehensive Metabolic Panel  80053'): the code is the
  // one under the code column.
  if (leading >= 0 && inTable && codeColumns.length && !underCodeColumn(tokens[leading])) {
    const titled = tokens.findIndex((t, i) => i > leading && underCodeColumn(t) && codeAt(tokens, i));
    if (titled >= 0) return titled;
  }
  if (leading >= 0 || !inTable) return leading;
  // An S-code OCR read with a dollar sign ('$9083') under the code column is no amount.
  const dollarCode = (i: number) => underCodeColumn(tokens[i]) && procedureCode(tokens, i) !== null;
  for (let i = 1; i < tokens.length && (!findAmounts(tokens[i].text).length || dollarCode(i)); i++) {
    const t = tokens[i];
    const parenthesised = /^\(.*\)[.,;:]?$/.test(t.text);
    const underCode = underCodeColumn(t);
    if ((parenthesised || underCode) && (codeAt(tokens, i) || dollarCode(i))) return i;
    // A drug's J-code in parentheses whose J OCR lost ('Heparin sodium injection, per 1,000 units
    // (1644)').
    if (parenthesised && /^\(\d{4}\)/.test(t.text) && DRUG.test(textOf(tokens.slice(0, i)))) return i;
    // No code column: the code may end the description's cell ('Office visit, est. 99213') or,
    // under a header that names no code column, stand in a cell of its own.
    const endsCell = tokens[i + 1]?.cell !== t.cell && (tokens[i - 1]?.cell === t.cell || columns !== null);
    if (!codeColumns.length && endsCell && codeAt(tokens, i)) return i;
  }
  // The code column may be the last one, after the amounts ('… 1  $3,480.00  99285').
  for (let i = 1; i < tokens.length; i++) {
    if (underCodeColumn(tokens[i]) && codeAt(tokens, i)) return i;
  }
  // Under the code column, a code OCR damaged (see damagedCode) before the first amount; never a
  // number inside a sentence under the table ('Plan year 2026 deductible: $500.00 met'). On a
  // drug's line four digits from 0 are its J-code without the J ('Ceftriaxone 250 mg inj  0696').
  const inSentence = (t: Token) => tokens.filter((o) => o.cell === t.cell).length > 3;
  const drug = DRUG.test(tokens.map((t) => t.text).join(" "));
  // …but a revenue code that opens the row ('03/14/2026  0258  SOD CHL 0.9% 1000ML BAG') is the
  // line's revenue code, with no J-code after it.
  // Any revenue code opening the row is one ('03/04/2026  0370  Anesthesia, per 15 minutes').
  const revenueFirst = (i: number) =>
    /^0\d{3}$/.test(tokens[i].text) && (i === 0 || isDateToken(tokens[i - 1].text));
  // A HCPCS code that lost the 0 after its letter ('A425' for A0425) on a row of services; on a
  // row about the diagnosis the same shape is its ICD-10 code ('Diagnosis:  E119').
  const diagnosis = DIAGNOSIS_LABEL.test(tokens.map((t) => t.text).join(" "));
  const lostZero = (text: string) => !diagnosis && lostZeroCode(text) !== null;
  for (let i = 0; i < tokens.length && !findAmounts(tokens[i].text).length; i++) {
    const damaged =
      damagedCode(tokens[i].text) ||
      lostZero(tokens[i].text) ||
      (drug && /^0\d{3}$/.test(tokens[i].text) && !revenueFirst(i));
    if (underCodeColumn(tokens[i]) && !inSentence(tokens[i]) && damaged) return i;
  }
  return -1;
}

function leadingCodeIndex(tokens: Token[]): number {
  for (let i = 0; i < Math.min(tokens.length, 5); i++) {
    const t = tokens[i].text;
    if (procedureCode(tokens, i)) return i;
    // Before the code a row may carry a line number, dates, a revenue code or a dash, or, after the
    // date, the number of services ('03-NOV-2026  1 99213 OFFICE VISIT').
    const lineNumber =
      (i === 0 && /^\d{1,3}[.)]?$/.test(t)) ||
      (i > 0 && /^\d{1,2}$/.test(t) && isDateToken(tokens[i - 1].text));
    if (
      !lineNumber &&
      !isDateToken(t) &&
      !isDatePiece(t) &&
      !/^\d{3,4}$/.test(t) &&
      !/^[-–]$/.test(t) &&
      !/^(cpt|hcpcs|code|line|procedure|proc\.?)$/i.test(t)
    ) {
      return -1;
    }
  }
  return -1;
}

/** A drug's line: its dose or how it is given ('Ceftriaxone 250 mg inj', 'Albuterol solution, per 1 mg'). */
export const DRUG =
  /\b\d+(\.\d+)?\s*(mg|mcg|ml|cc|units?)\b|\binj(ection|\.)?\b|\binfusion\b|\bsolution\b|\bper\s+\d(?![\d,]*\s*(min|minutes?|hours?|hrs?|days?|miles?)\b)/i;

/** A line that only names a code ('Code 99214', 'CPT: 93000', '(93306)'). */
const CODE_LINE =
  /^\(?\s*(?:(?:procedure|proc\.?|cpt|hcpcs|cdt|service)\s*)?(?:code\s*)?[:#]?\s*(\S+?)\s*\)?(?:\s*[-–·•|,]\s*(?:qty|quantity|units?)\s*:?\s*(\d{1,3}))?$/i;

/**
 * A code printed on a line of its own under its row's description ('Office visit … $310.00' over
 * 'Code 99214'), as some Medicare Advantage plans print a claim: the code's token and any quantity.
 */
export function codeBelow(row: Line, below: Line | undefined): { code: Token; units: number | null } | null {
  if (!below || below.page !== row.page || below.top - row.bottom > (row.bottom - row.top) * 1.5) return null;
  if (findAmounts(below.text).length || below.cells.length > 2) return null;
  const text = below.cells
    .map((c) => c.text)
    .join(" ")
    .trim();
  const m = CODE_LINE.exec(text);
  // Six digits alone under a row are a lab's or an account's own number, not a damaged code.
  const damaged = m && !/^\d{6}$/.test(m[1]) ? damagedCode(m[1]) : null;
  const code = m && /\d/.test(m[1]) ? (parseProcedureCode(m[1]) ?? damaged) : null;
  if (!code) return null;
  const last = below.cells[below.cells.length - 1];
  // …with the quantity after it, as an app prints a charge ('CPT 99284 - Qty 1').
  return {
    code: { text: code, left: last.left, right: last.right, cell: -1 },
    units: m?.[2] ? Number(m[2]) : null,
  };
}
