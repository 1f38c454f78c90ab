// Line items of bills and EOBs: rows that start with a procedure code and carry money, with each
// amount put in its column by lining it up under the table header (billed / allowed / paid).
import type { ExtractedLineItem } from "../documents/types";
import { toUnitTenths } from "../bills/units";
import type { Line } from "./layout";
import { continuesDescription, isCarriedRow, isSubtotalRow } from "./page-furniture";
import { findDates, parseProcedureCode } from "./parse";
import {
  checkedUnits,
  garbledAmount,
  labelledAmounts,
  moneyTokens,
  nearestColumn,
  placeAmounts,
  printedQuantity,
  isLength,
  quantityElsewhere,
  readTotals,
  underOtherTitle,
  unitPrice,
} from "./row-amounts";
import {
  codeBelow,
  codeIndex,
  damagedCode,
  lostZeroCode,
  DRUG,
  isDatePiece,
  isDateToken,
  procedureCode,
  tokensOf,
  type Token,
} from "./row-tokens";
import { serviceBlock, serviceInSentence } from "./service-blocks";
import { serviceGrid } from "./service-grids";
import { serviceHeading } from "./service-headings";
import { headerColumns, MONEY_KINDS, type Column } from "./table-header";
import { rolesByArithmetic } from "./table-arithmetic";
import { TableTotals, type Amounts } from "./table-totals";

/**
 * An EOB that numbers its claims ('Claim 1 of 2' … 'Claim 2 of 2', or 'Claim 2: <provider>') is
 * read for its first claim, as the form holds one claim: its lines and its total, not the next
 * claim's (decision 086).
 */
const LATER_CLAIM =
  /^\s*claim\s+(([2-9]|\d{2,})\s+of\s+\d+(\s*$|\s*[-–·•+|:]\s)|([2-9]|[1-9]\d):\s+[A-Za-z])/i;

/**
 * A guarantor's statement that numbers its visits ('VISIT 1 OF 3 Julian Okafor (son)' … 'VISIT 2 OF
 * 3'), each with its own lines and subtotal, is read for its first visit, as a bill is one visit.
 */
const LATER_VISIT = /^\s*visit\s+([2-9]|\d{2,})\s+of\s+\d+\b/i;

/**
 * A note about one line's code under the table ('A6222: Supplies given for use at home are not
 * covered under your plan (exclusion 4.12).'): the code, a colon, then a sentence; no row.
 */
function isCodeNote(text: string): boolean {
  const m = /^\s*(\S+?)\s*:\s+(.*)$/.exec(text);
  return (
    m !== null && parseProcedureCode(m[1]) !== null && (m[2].match(/(^|\s)[a-z]{2,}\b/g) ?? []).length >= 4
  );
}

export function firstVisitLines(lines: Line[]): Line[] {
  const next = lines.findIndex((l) => LATER_VISIT.test(l.text));
  return next > 0 ? lines.slice(0, next) : lines;
}

export function firstClaimLines(lines: Line[]): Line[] {
  const next = lines.findIndex((l) => LATER_CLAIM.test(l.cells[0]?.text ?? ""));
  if (next > 0) return lines.slice(0, next);
  const second = secondClaimHeading(lines);
  return second > 0 ? lines.slice(0, second) : lines;
}

/**
 * 'Claim CMH-880412-01', 'Claim #: 2207-118', 'Claim CBH 0126 55710 3' (printed in groups) — a
 * claim's number after its label. A number has four digits or more (secondClaimHeading).
 */
const CLAIM_HEADING = /\bclaim\s*(?:number|no\.?|#|id)?\s*:?\s+([A-Z0-9][A-Z0-9.:-]*(?: \d[A-Z0-9-]*)*)/i;
/** Look-alikes OCR swaps, so one number read twice is not taken for two claims. */
const sameAsRead = (a: string, b: string) => {
  const plain = (s: string) =>
    s
      .toUpperCase()
      .replace(/O/g, "0")
      .replace(/[IL]/g, "1")
      .replace(/S/g, "5")
      .replace(/[^A-Z0-9]/g, "");
  const [x, y] = [plain(a), plain(b)];
  return x.startsWith(y) || y.startsWith(x);
};

/**
 * An EOB of several claims that does not number them: each claim headed by its own claim number
 * over its own table. The second claim starts at the first heading naming another number, after
 * the first claim's table and before a table of its own.
 */
function secondClaimHeading(lines: Line[]): number {
  // A claim's table continued on the next page repeats its number ('… 553019 (continued)').
  const numbers = lines.map((l) =>
    /continued/i.test(l.text) ? null : (CLAIM_HEADING.exec(l.text)?.[1] ?? null),
  );
  const first = numbers.findIndex((n) => n !== null && n.replace(/\D/g, "").length >= 4);
  if (first < 0) return -1;
  const headers = lines.flatMap((l, i) => (i > first && isTableHeader(l, lines[i - 1]) ? [i] : []));
  for (let i = first + 1; i < lines.length; i++) {
    const n = numbers[i];
    if (!n || n.replace(/\D/g, "").length < 4 || sameAsRead(n, numbers[first]!)) continue;
    const before = headers.some((h) => h < i);
    const after = headers.some((h) => h > i && h - i <= 6);
    // …or, under the first claim's table, right after its totals row: a monthly summary prints one
    // header for every claim ('Totals for this claim …' over 'Claim ID SR2601-0051902 …').
    const closed = TOTAL_ROW.test(lines[i - 1]?.text ?? "");
    // …or, where each claim's heading is the first row under the table's titles (a page's titles
    // repeated over the next claim), right under them as the first claim's was.
    const underTitles = (at: number) => at > 0 && isTableHeader(lines[at - 1], lines[at - 2]);
    if (before && (after || closed || (underTitles(first) && underTitles(i)))) return i;
  }
  return -1;
}

/**
 * A dental table's 'D' read by OCR as a '0' ('00120' among 'D1120', 'D1206'): where every other
 * line's code is a dental (CDT) code, a five-digit code starting with 0 is one too.
 */
/**
 * An orthotic's or a prosthetic's HCPCS code whose L OCR read as a 1 ('11833' for L1833 'Knee
 * orthosis, adjustable joints'): on a line that names a brace, it is the L-code.
 */
const ORTHOTIC = /\borthos[ie]s\b|\borthotics?\b|\bbrace\b|\bprosthe(sis|tic)|\bsplint\b|\bwalking boot\b/i;
function withOrthoticCodes(items: ExtractedLineItem[]): ExtractedLineItem[] {
  return items.map((i) =>
    /^1\d{4}$/.test(i.cpt_code) && ORTHOTIC.test(i.description ?? "")
      ? { ...i, cpt_code: `L${i.cpt_code.slice(1)}` }
      : i,
  );
}

function withDentalCodes(items: ExtractedLineItem[]): ExtractedLineItem[] {
  const slip = (code: string) => /^0\d{4}$/.test(code);
  const others = items.filter((i) => !slip(i.cpt_code));
  if (!others.length || others.length === items.length || !others.every((i) => /^D\d{4}$/.test(i.cpt_code)))
    return items;
  return items.map((i) => (slip(i.cpt_code) ? { ...i, cpt_code: `D${i.cpt_code.slice(1)}` } : i));
}

/**
 * A code OCR read with a digit too many ('844384' for 84484) is kept as read, for the person to
 * correct, so the lines after it stay in place: among codes as printed. Six-digit numbers with no
 * real code beside them are a lab's or a hospital's own item numbers, no lines.
 */
function withoutItemNumbers(items: ExtractedLineItem[]): ExtractedLineItem[] {
  const number = (i: ExtractedLineItem) => /^\d{6}$/.test(i.cpt_code);
  const numbers = items.filter(number).length;
  return numbers * 2 > items.length ? items.filter((i) => !number(i)) : items;
}

/**
 * A drug's J-code whose J OCR lost ('0696' for J0696) or read as a 1 ('17613' for J7613): no CPT
 * code of the skin's surgery (1xxxx) and no revenue code is a drug with its dose.
 */
export function drugCode(printed: string, description: string | null): string {
  if (!description || !DRUG.test(description)) return printed;
  const code = printed.replace(/^\((\d{4,5})\)[.,;:]?$/, "$1");
  if (/^\d{4}$/.test(code)) return `J${code}`;
  if (/^1\d{4}$/.test(code)) return `J${code.slice(1)}`;
  return printed;
}

/** Is this line a table's column header ("Date  Code  Description  Charges")? */
export const isTableHeader = (line: Line, above: Line | undefined) => headerColumns(line, above) !== null;

/**
 * The row's date: printed before the code, or (columns in another order: code, description, date)
 * between the code and the first amount.
 */
function serviceDate(tokens: Token[], at: number, firstMoney: number): string | null {
  const text = (from: number, to: number) =>
    tokens
      .slice(from, to)
      .map((t) => t.text)
      .join(" ");
  // …or in the last column, after the amounts ('… 58.00  116.00  10/05/26').
  return (
    findDates(text(0, at))[0]?.iso ??
    findDates(text(at + 1, firstMoney))[0]?.iso ??
    findDates(text(firstMoney, tokens.length))[0]?.iso ??
    null
  );
}

const STATED_UNITS = /(?:\(|,\s+)(\d{1,3})\s*units?(?:\)|$)/i;
/**
 * A receipt's second line of an item: its quantity and one amount ('QTY 1   215.00'), or its
 * quantity at a unit price, then the line's amount ('2 @ 19.00   38.00').
 */
/** A line that holds one amount and nothing else. */
const LONE_AMOUNT = /^\s*\$?\s?\d[\d,]*\.\d{2}\s*$/;
const QUANTITY_LINE =
  /^\s*(?:(?:qty|quantity|units?)\s*:?\s*(\d{1,3})|(\d{1,3})\s*[@x]\s*\$?\s?\d[\d,]*\.\d{2})\s+\$?\s?\d[\d,]*\.\d{2}\s*$/i;

/**
 * A table's total row: 'Total', 'Claim totals', 'Period totals', 'Subtotal', 'Total for this claim',
 * or a summary row under the lines ('Claim summary', 'Summary').
 */
const TOTAL_ROW =
  /^\s*(((claim|period|visit|grand|statement|page|account)\s+|sub-?)?totals?|(claims?\s+)?summary)\b/i;

export interface LineItemTable {
  items: ExtractedLineItem[];
  /** The printed line each item was read from (same order as items), for its box on the page. */
  rows: Line[];
  /** The 'Total' row of the table, read through the same columns. */
  totals: Amounts | null;
  /** The table is the first of several claims (an EOB): its totals are the claim's, not the page's. */
  firstOfSeveralClaims?: boolean;
  /** Lines read as one labelled block per service (service-blocks.ts): no field is read from them. */
  blockLines?: Line[];
}

/**
 * One list in print order across pages: each page's repeated column header re-reads the columns,
 * subtotals and carry-overs are never lines, and a row of words under the description that ends a
 * page (or line) joins that line's description (docs/decisions/076).
 */
export function extractLineItems(lines: Line[], options: { payer?: boolean } = {}): LineItemTable {
  const items: ExtractedLineItem[] = [];
  /** Each item's amounts as printed, left to right, and which of them sit under a title that is none of its amounts. */
  const printed: ({ values: number[]; ignored: boolean[] } | null)[] = [];
  let totalRow: number[] | null = null;
  const rows: Line[] = [];
  const totals = new TableTotals();
  let totalsFirst: Amounts | null = null;
  let columns: Column[] | null = null;
  let tableLine = -1;
  /** Where the description of the last line item starts while a wrapped row may still follow it. */
  let openDescription: number | null = null;
  let headerPage: number | null = null;
  /** A line already read as the amounts of the line item above it. */
  let amountsLine = -1;
  const blockLines = new Set<number>();
  lines.forEach((line, index) => {
    if (index === amountsLine || blockLines.has(index)) return;
    const block =
      serviceBlock(lines, index) ??
      serviceGrid(lines, index) ??
      serviceInSentence(lines, index) ??
      serviceHeading(lines, index);
    if (block) {
      block.lines.forEach((i) => blockLines.add(i));
      items.push(block.item);
      printed.push(null);
      rows.push(line);
      return;
    }
    const header = headerColumns(line, lines[index - 1]);
    if (header) {
      columns = header;
      tableLine = index;
      headerPage = line.page;
      return;
    }
    let tokens = tokensOf(line);
    // A table's rows follow each other (a wrapped description at most between two).
    let at =
      isCarriedRow(line.text) || isCodeNote(line.text)
        ? -1
        : codeIndex(tokens, columns, tableLine >= 0 && index - tableLine <= 2);
    // Amounts printed before the code (payment first, or the code in the last column): the row is
    // read as if its code came first; the columns still place every amount.
    const codeLast = at > 0 && columns !== null && moneyTokens(tokens, 0).some((m) => m.index < at);
    if (codeLast) {
      tokens = [tokens[at], ...tokens.filter((_, i) => i !== at)];
      at = 0;
    }
    // A row of the table whose code is printed on a line of its own under it ('Code 99214').
    const inTable = tableLine >= 0 && index - tableLine <= 2;
    // …also with no table header, when that line names the code ('CPT 99284 - Qty 1' under
    // 'Emergency dept visit, level 4  $1,205.00', as an app lists charges).
    const namedBelow = /^\(?\s*(cpt|hcpcs|cdt|procedure|proc\.?)\b/i.test(lines[index + 1]?.text ?? "");
    const rowWithoutCode =
      at < 0 && (inTable || namedBelow) && !TOTAL_ROW.test(line.text) && moneyTokens(tokens, 0).length;
    const codeUnder = rowWithoutCode ? codeBelow(line, lines[index + 1]) : null;
    if (codeUnder) {
      // Its quantity is read as one printed just before the row's first amount.
      const firstMoney = moneyTokens(tokens, 0)[0]?.index ?? tokens.length;
      const units: Token[] =
        codeUnder.units === null ? [] : [{ text: String(codeUnder.units), left: 0, right: 0, cell: -2 }];
      tokens = [codeUnder.code, ...tokens.slice(0, firstMoney), ...units, ...tokens.slice(firstMoney)];
      at = 0;
      amountsLine = index + 1;
    }
    if (at < 0) {
      const last = rows.at(-1);
      const isTotal = items.length > 0 && (TOTAL_ROW.test(line.text) || isSubtotalRow(line.text));
      if (!isTotal && items.length && continuesDescription(line, openDescription)) {
        const item = items[items.length - 1];
        item.description = [item.description, line.text.replace(/\s+/g, " ").trim()]
          .filter(Boolean)
          .join(" ");
      } else {
        const total = isTotal ? readTotals(line.text, tokens, columns) : null;
        if (total) {
          totals.add(total, items.length);
          totalRow = moneyTokens(tokens, 1).map((m) => m.value);
        }
        // A row without a code that carries money (room and board) is still a row of the table.
        else if (!isTotal && tableLine >= 0 && index - tableLine <= 2 && moneyTokens(tokens, 1).length) {
          tableLine = index;
          // …or the claim's totals printed first, over the lines (kept if none follows them).
          if (!items.length && TOTAL_ROW.test(line.text))
            totalsFirst ??= readTotals(line.text, tokens, columns);
        }
      }
      // Page furniture between a line and its wrapped rest keeps the line open; other text ends it.
      const runningHead = last !== undefined && line.page > last.page && headerPage !== line.page;
      const furniture = isCarriedRow(line.text) || runningHead;
      if (!furniture && !continuesDescription(line, openDescription)) openDescription = null;
      return;
    }
    // A quantity printed with decimals ('1.00') under the units column is no amount.
    const numbers = moneyTokens(tokens, at + 1);
    const quantity = numbers.find((m) => printedQuantity(m.token, columns));
    const money = numbers.filter((m) => m !== quantity);
    // One block per line: the code and description, then its amounts each under its own label.
    const below = lines[index + 1];
    const blockBelow =
      !money.length && below?.page === line.page && codeIndex(tokensOf(below), null, false) < 0;
    // …or its quantity and amount on the next line, as a receipt prints them ('QTY 2   76.00').
    const qtyLine = blockBelow ? QUANTITY_LINE.exec(below.text) : null;
    // …or its amount alone on the next line ('99213 SICK VISIT' over '129.00').
    const loneAmount = blockBelow && !qtyLine && LONE_AMOUNT.test(below.text);
    const blockAmounts = !blockBelow
      ? null
      : qtyLine || loneAmount
        ? placeAmounts(
            moneyTokens(tokensOf(below), 0).slice(-1),
            columns,
            qtyLine ? Number(qtyLine[1] ?? qtyLine[2]) : 1,
          )
        : labelledAmounts(below.text);
    // A row whose amount OCR garbled ('17.9.00' under 'Charge') is still a service: dropping it
    // would move every line after it one place.
    const unreadAmount = money.length ? -1 : tokens.findIndex((t, i) => i > at && garbledAmount(columns, t));
    if (!money.length && !blockAmounts && unreadAmount < 0) return;
    if (blockAmounts) amountsLine = index + 1;
    const firstMoney = money[0]?.index ?? (unreadAmount > 0 ? unreadAmount : tokens.length);
    let units = quantity
      ? Math.max(1, toUnitTenths(quantity.value))
      : qtyLine
        ? Math.max(1, Number(qtyLine[1] ?? qtyLine[2]))
        : 1;
    let unitsIndex = quantity ? quantity.index : -1;
    for (let i = at + 1; i < firstMoney && !quantity; i++) {
      const t = tokens[i].text.replace(/^x/i, "");
      // Miles and time units come in tenths ('14.6' loaded miles, '7.8' anesthesia units).
      if (!/^\d{1,3}(\.\d)?$/.test(t)) continue;
      const col = columns
        ? nearestColumn(columns, tokens[i], ["units", "minutes", "description", ...MONEY_KINDS])
        : null;
      // Without a units column, a number printed on with the words before it ends the description
      // ('D0272 bitewings 2'), it is no quantity.
      const unitsColumn = columns?.some((c) => c.kind === "units") ?? false;
      const inDescription = columns && !unitsColumn && tokens[i].cell === tokens[i - 1].cell;
      // A number under a length column ('Minutes') is how long the service took; one under a
      // column of another kind ('Tooth') is no quantity either.
      if (col?.kind === "minutes" || (columns && underOtherTitle(columns, tokens[i]))) continue;
      if (isLength(tokens, i)) continue;
      // With a units column, a number printed on with the words before it ends the description
      // ('rental month 2 of 13', its quantity under 'Qty') unless it stands under that column.
      const glued = tokens[i].cell === tokens[i - 1].cell && /[A-Za-z]/.test(tokens[i - 1].text);
      const besideMoney =
        i === firstMoney - 1 && !inDescription && (!unitsColumn || col?.kind === "units" || !glued);
      if (!columns || col?.kind === "units" || besideMoney) {
        units = Math.max(1, Number(t));
        unitsIndex = i;
      }
    }
    // A count printed right after the code as a multiple ('97110 x2', '97110x3'), as therapy
    // statements give 15-minute units.
    const times =
      /^[A-Z0-9]{5}x(\d{1,2})$/.exec(tokens[at].text) ?? /^x(\d{1,2})$/.exec(tokens[at + 1]?.text ?? "");
    if (unitsIndex < 0 && !quantity && times) units = Math.max(1, Number(times[1]));
    const descriptionEnd = unitsIndex >= 0 ? unitsIndex : firstMoney;
    if (unitsIndex < 0 && !quantity) units = quantityElsewhere(tokens, at, columns) ?? units;
    // The number of services before a description its code follows in parentheses ('11/03/26
    // 2 Therapeutic exercises (97110)  190.00'), as military and federal plans print a claim.
    if (unitsIndex < 0 && !quantity && /^\(.*\)$/.test(tokens[at].text)) {
      const lead = tokens.slice(0, at).findIndex((t) => !isDateToken(t.text) && !isDatePiece(t.text));
      const count = lead >= 0 && lead < at - 1 ? /^\d{1,2}$/.exec(tokens[lead].text) : null;
      if (count && /[a-z]{3}/i.test(tokens[lead + 1].text)) units = Math.max(1, Number(count[0]));
    }
    // …or the count its description ends with, where no column gives one ('Regadenoson injection,
    // 0.1 mg (4 units)', '…, 0.1 mg, 4 units').
    const described = tokens.slice(0, firstMoney).filter((_, i) => i !== at);
    const stated = STATED_UNITS.exec(described.map((t) => t.text).join(" "));
    if (unitsIndex < 0 && !quantity && stated && !columns?.some((c) => c.kind === "units"))
      units = Math.max(1, Number(stated[1]));
    // Printed after the code (a modifier first is no description), or before it (after the line
    // number, revenue code and date).
    const words = (from: number, to: number) => {
      const texts = tokens.slice(from, to).map((t) => t.text);
      const lead = texts.findIndex((t) => !isDateToken(t) && !isDatePiece(t) && !/^(\d{1,4}|[-–])$/.test(t));
      return texts
        .slice(from < at ? Math.max(lead, 0) : 0)
        .filter((t) => !isDateToken(t))
        .join(" ")
        .replace(/^[-–\s]+|\s+[-–]$/g, "")
        .trim();
    };
    const next = tokens[at + 1]?.text ?? "";
    // A modifier or a count ("x2") after the code belongs to it, no description.
    const modifier = (/^[-–]?[A-Z0-9]{2}$/.test(next) && /\d/.test(next)) || /^x\d{1,2}$/.test(next);
    // A speck or a stray mark after the code ('0696  &  36.00') is no description: the words before
    // the code are.
    const after = words(modifier ? at + 2 : at + 1, descriptionEnd);
    // Modifiers and the quantity may come first ('E0601  RRKX  1  CPAP device, rental'): the words
    // after the quantity describe the line.
    const modifiersOnly = /^([A-Z0-9]{2,4}\s*)+$/.test(after) && !/[a-z]/.test(after);
    const afterUnits = modifiersOnly && unitsIndex > at ? words(unitsIndex + 1, firstMoney) : "";
    // A table whose description column comes before its code column describes the line before the
    // code: what follows it sits under other columns ('18-Nov-2025  » Rl' under 'Date' and 'Units').
    const describedFirst =
      at > 0 &&
      (columns?.some((c) => c.kind === "description" && c.right < tokens[at].left) ?? false) &&
      /[A-Za-z]{2}/.test(words(0, at));
    const description = describedFirst
      ? words(0, at)
      : /[a-z]{2}/i.test(afterUnits)
        ? afterUnits
        : (/[A-Za-z]{2}/.test(after) ? after : words(0, at)) || after;
    const amounts = blockAmounts ?? placeAmounts(money, columns, units);
    units = checkedUnits(units, amounts.billed, unitPrice(money, columns));
    printed.push(blockAmounts ? null : printedAmounts(money, columns));
    items.push({
      service_date: serviceDate(tokens, at, codeLast ? tokens.length : firstMoney),
      cpt_code: drugCode(
        procedureCode(tokens, at) ??
          damagedCode(tokens[at].text) ??
          lostZeroCode(tokens[at].text) ??
          tokens[at].text,
        description,
      ),
      description: description || null,
      units,
      billed_amount: amounts.billed,
      allowed_amount: amounts.allowed,
      // A provider prints the plan's payment as a credit to the account ('-182.40', '(182.40)'):
      // what the plan paid is its size. A payer's own negative payment is a recovery and stays so.
      paid_amount: amounts.paid !== null && !options.payer ? Math.abs(amounts.paid) : amounts.paid,
    });
    rows.push(line);
    tableLine = index;
    const firstWord = tokens.slice(at + 1, descriptionEnd).find((t) => /[A-Za-z]{2}/.test(t.text));
    openDescription = firstWord?.left ?? null;
  });
  const read = totals.result(items.length) ?? (items.length ? totalsFirst : null);
  const added = options.payer ? byArithmetic(items, printed, totalRow) : null;
  return {
    items: withOrthoticCodes(withDentalCodes(withoutItemNumbers(items))),
    rows,
    totals: added ?? read,
    blockLines: [...blockLines].map((i) => lines[i]),
  };
}

/**
 * A row's amounts, and which sit alone under a title that is none of a line's amounts ('Copay'): a
 * title over several amounts is one OCR ran together ('DeductiblePlan Paid Your Share') and says
 * nothing of each.
 */
function printedAmounts(money: { token: Token; value: number }[], columns: Column[] | null) {
  const under = money.map((m) => (columns ? nearestColumn(columns, m.token, MONEY_KINDS) : null));
  return {
    values: money.map((m) => m.value),
    ignored: under.map((c) => c?.kind === "ignore" && under.filter((o) => o === c).length === 1),
  };
}

/**
 * An EOB whose titles left a payer's column unread (no line has a plan payment, or none an allowed
 * amount): every line's amounts, with the total row's, say which column is which (table-arithmetic.ts).
 * Sets the lines' amounts from them and returns the total row read the same way (all null when it
 * has another number of amounts), or null when the lines do not say.
 */
function byArithmetic(
  items: ExtractedLineItem[],
  printed: ({ values: number[]; ignored: boolean[] } | null)[],
  totalRow: number[] | null,
): Amounts | null {
  const unread = items.every((i) => i.paid_amount === null) || items.every((i) => i.allowed_amount === null);
  if (!items.length || !unread || printed.some((p) => p === null)) return null;
  const lines = printed as { values: number[]; ignored: boolean[] }[];
  const withTotal = totalRow && totalRow.length === lines[0].values.length ? [totalRow] : [];
  const rows = [...lines.map((l) => l.values), ...withTotal];
  if (rows.length < 2) return null;
  const excluded = new Set(lines[0].ignored.flatMap((ignored, i) => (ignored ? [i] : [])));
  const roles = rolesByArithmetic(rows, excluded);
  if (!roles) return null;
  items.forEach((item, i) => {
    const v = lines[i].values;
    [item.billed_amount, item.allowed_amount, item.paid_amount] = [
      v[roles.billed],
      v[roles.allowed],
      v[roles.paid],
    ];
  });
  // A total row read through the unread titles is no total: the lines' sums stand for it.
  const t = withTotal[0];
  return t
    ? { billed: t[roles.billed], allowed: t[roles.allowed], paid: t[roles.paid] }
    : { billed: null, allowed: null, paid: null };
}
