// The amounts of a table row and of its total row: each amount put in its column by lining it up
// under the header, amounts that carry their own labels, and the quantity checked against the
// unit price.
import { findAmounts } from "./parse";
import type { Token } from "./row-tokens";
import { AMOUNT_KINDS, columnKind, MONEY_KINDS, type Column, type ColumnKind } from "./table-header";
import type { Amounts } from "./table-totals";

const under = (c: Column, token: Token) => {
  const centre = (token.left + token.right) / 2;
  return centre >= c.left - 0.02 && centre <= c.right + 0.02;
};

/**
 * An amount OCR garbled past reading ('17.9.00', '1.3.50'): digits with separators that make no
 * amount, under one of the table's amount columns. Its row is still a service of the table.
 */
export const garbledAmount = (columns: Column[] | null, token: Token) =>
  columns !== null &&
  /^\$?\d[\d.,O]*[.,][\d.,O]*\d$/.test(token.text) &&
  !/^\$?\d{1,3}(,\d{3})*\.\d{2}$|^\$?\d+\.\d{2}$/.test(token.text) &&
  columns.some((c) => AMOUNT_KINDS.includes(c.kind) && under(c, token));

/** Under a column whose title the reader does not know ('Tooth', 'Balance'), and under no money column. */
export const underOtherTitle = (columns: Column[], token: Token) =>
  columns.some((c) => c.kind === "other" && under(c, token)) &&
  !columns.some((c) => MONEY_KINDS.includes(c.kind) && under(c, token));

export function nearestColumn(columns: Column[], token: Token, kinds: ColumnKind[]): Column | null {
  const centre = (token.left + token.right) / 2;
  let best: Column | null = null;
  let bestDistance = Infinity;
  for (const c of columns.filter((col) => kinds.includes(col.kind))) {
    const distance = under(c, token) ? 0 : Math.min(Math.abs(centre - c.left), Math.abs(centre - c.right));
    if (distance < bestDistance) {
      best = c;
      bestDistance = distance;
    }
  }
  return best;
}

export function placeAmounts(
  money: { token: Token; value: number }[],
  columns: Column[] | null,
  units: number,
): Amounts {
  const out: Amounts = { billed: null, allowed: null, paid: null };
  if (columns) {
    const at: Partial<Record<keyof Amounts, number>> = {};
    const taken = new Map<Column, number>();
    const charge = unheadedCharge(money, columns);
    if (charge) at.billed = money.indexOf(charge);
    // An amount under a column whose title is known to be no amount of the line's ('Balance') and
    // under no money column belongs to none of them.
    const nearest = money.map((m) =>
      underOtherTitle(columns, m.token) ? null : nearestColumn(columns, m.token, MONEY_KINDS),
    );
    money.forEach((m, i) => {
      const column = nearest[i];
      if (m !== charge && column && !taken.has(column)) taken.set(column, i);
    });
    for (const [column, i] of taken)
      if (AMOUNT_KINDS.includes(column.kind)) at[column.kind as keyof Amounts] = i;
    // An amount whose title was lost: under no money column, or sharing one with another amount.
    const untitled = money.map(
      (m, i) =>
        !Object.values(at).includes(i) &&
        (!nearest[i] || !under(nearest[i], m.token) || nearest.some((c, j) => j !== i && c === nearest[i])),
    );
    const kinds = new Set(columns.map((c) => c.kind));
    if (!kinds.has("allowed") && at.allowed === undefined && at.paid !== undefined)
      at.allowed = sumOfWhatFollows(money, at.paid, untitled, at.billed);
    if (!kinds.has("billed") && at.billed === undefined && at.allowed !== undefined)
      at.billed = sumOfWhatFollows(money, at.allowed, untitled);
    for (const kind of AMOUNT_KINDS as (keyof Amounts)[]) {
      const i = at[kind];
      if (i !== undefined) out[kind] = money[i].value;
    }
    return out;
  }
  const values = money.map((m) => m.value);
  // Unit price then total (001 §3 bill schema): the total is the billed amount.
  if (values.length === 2 && units > 1 && Math.abs(values[0] * units - values[1]) < 0.01)
    return { ...out, billed: values[1] };
  [out.billed, out.allowed, out.paid] = [values[0] ?? null, values[1] ?? null, values[2] ?? null];
  return out;
}

/**
 * The charge when its title was lost (OCR ran 'Amount Billed' into the titles beside it): a table
 * with no charge column, and one amount left of every money column and under none, at least as big
 * as each other amount of the row. What a line costs comes before what was allowed and paid of it,
 * and is never less.
 */
function unheadedCharge<M extends { token: Token; value: number }>(money: M[], columns: Column[]): M | null {
  const moneyColumns = columns.filter((c) => MONEY_KINDS.includes(c.kind));
  if (!moneyColumns.length || columns.some((c) => c.kind === "billed" || c.kind === "price")) return null;
  const first = Math.min(...moneyColumns.map((c) => c.left));
  let lone = money.filter((m) => m.token.right < first && !moneyColumns.some((c) => under(c, m.token)));
  // …or OCR ran its title into the first money column's ('Submitted Plan Allowance' read as one
  // title): two amounts under that one column, the charge the left one.
  const firstColumn = moneyColumns.find((c) => c.left === first)!;
  const sharing = money.filter((m) => under(firstColumn, m.token));
  if (!lone.length && sharing.length === 2) lone = [sharing[0]];
  if (lone.length !== 1) return null;
  const others = money.filter((m) => m !== lone[0]);
  return others.length && others.every((m) => m.value <= lone[0].value) ? lone[0] : null;
}

/**
 * What an EOB's amounts add up to, for an amount whose title was lost: the allowed amount is what
 * the plan paid plus what is printed between them (deductible, coinsurance, copay), and the charge
 * is the allowed amount plus what is printed between them (the network discount). Looks left of
 * `known` for an untitled amount equal to it plus the amounts between (at least one), no bigger
 * than the charge when there is one.
 */
function sumOfWhatFollows(
  money: { value: number }[],
  known: number,
  untitled: boolean[],
  chargeAt?: number,
): number | undefined {
  const value = (i: number) => Math.abs(money[i].value);
  let between = 0;
  for (let i = known - 1; i >= 0; i--) {
    const total = value(known) + between;
    if (
      untitled[i] &&
      i < known - 1 &&
      value(i) > 0 &&
      Math.abs(value(i) - total) < 0.005 &&
      (chargeAt === undefined || value(i) <= value(chargeAt) + 0.005)
    )
      return i;
    between += value(i);
  }
  return undefined;
}

export function moneyTokens(tokens: Token[], from: number): { token: Token; value: number; index: number }[] {
  const out: { token: Token; value: number; index: number }[] = [];
  for (let i = from; i < tokens.length; i++) {
    const found = findAmounts(tokens[i].text);
    if (found.length === 1 && found[0].index <= 1)
      out.push({ token: tokens[i], value: found[0].value, index: i });
  }
  return out;
}

/**
 * The table's total row: amounts under their columns, or, when each amount carries its own
 * label ('Charged $455.00  Allowed $270.00  Paid by Plan $216.00'), by those labels.
 */
export function readTotals(text: string, tokens: Token[], columns: Column[] | null): Amounts | null {
  const labelled = labelledAmounts(text);
  if (labelled) return labelled;
  const money = moneyTokens(tokens, 1);
  if (!money.length) return null;
  // A total row printed out of line with the columns (shifted under a wide 'CLAIM TOTAL'): when it
  // holds one amount per money column but two amounts fall under one column, the amounts follow
  // the columns' order.
  const moneyColumns = (columns ?? [])
    .filter((c) => MONEY_KINDS.includes(c.kind))
    .sort((a, b) => a.left - b.left);
  const under = money.map((m) => (columns ? nearestColumn(columns, m.token, MONEY_KINDS) : null));
  if (money.length === moneyColumns.length && new Set(under).size < under.length) {
    const out: Amounts = { billed: null, allowed: null, paid: null };
    money.forEach((m, i) => {
      const kind = moneyColumns[i].kind;
      if (AMOUNT_KINDS.includes(kind)) out[kind as keyof Amounts] = m.value;
    });
    return out;
  }
  return placeAmounts(money, columns, 1);
}

/** Amounts that each carry their own label ('Billed $44.00  Eligible $12.40  Benefit paid $12.40'). */
export function labelledAmounts(text: string): Amounts | null {
  const labelled: Amounts = { billed: null, allowed: null, paid: null };
  let last = 0;
  const found = findAmounts(text);
  for (const amount of found) {
    const kind = columnKind(text.slice(last, amount.index).replace(/^.*totals?:?/i, ""));
    if (kind === "billed" || kind === "allowed" || kind === "paid") labelled[kind] = amount.value;
    else if (kind !== "ignore") return null;
    last = amount.end;
  }
  return found.length ? labelled : null;
}

/** A number without '$' under the table's units column. */
export function printedQuantity(token: Token, columns: Column[] | null): boolean {
  // A thousands separator ('1,840.00') is a price, however close its column sits to 'Qty'.
  if (!columns?.some((c) => c.kind === "units") || /[$,]/.test(token.text)) return false;
  return (
    nearestColumn(
      columns,
      token,
      columns.map((c) => c.kind),
    )?.kind === "units"
  );
}

/**
 * The quantity under the units column when it is not printed between the code and the amounts
 * (units before the code, or after the amounts when the payment comes first): the bare number
 * closest to that column.
 */
/** A length in a description ('Therapeutic exercise, each 15 min', 'per 30 minutes'): no quantity. */
export const isLength = (tokens: Token[], i: number) =>
  /^(min|mins|minutes?|hrs?|hours?)\b/i.test(tokens[i + 1]?.text ?? "") ||
  /^(each|per)$/i.test(tokens[i - 1]?.text ?? "");

export function quantityElsewhere(tokens: Token[], at: number, columns: Column[] | null): number | null {
  const unitsColumn = columns?.find((c) => c.kind === "units");
  if (!columns || !unitsColumn) return null;
  const centre = (c: { left: number; right: number }) => (c.left + c.right) / 2;
  let best: { value: number; distance: number } | null = null;
  tokens.forEach((t, i) => {
    if (i === at || !/^\d{1,3}(\.\d)?$/.test(t.text) || isLength(tokens, i)) return;
    if (
      nearestColumn(columns, t, MONEY_KINDS.concat(["units", "code", "description", "date"])) !== unitsColumn
    )
      return;
    const distance = Math.abs(centre(t) - centre(unitsColumn));
    if (!best || distance < best.distance) best = { value: Number(t.text), distance };
  });
  return best === null ? null : Math.max(1, (best as { value: number }).value);
}

/** The amount under the table's unit price column, if it has one. */
export function unitPrice(money: { token: Token; value: number }[], columns: Column[] | null): number | null {
  if (!columns?.some((c) => c.kind === "price")) return null;
  return money.find((m) => nearestColumn(columns, m.token, MONEY_KINDS)?.kind === "price")?.value ?? null;
}

/**
 * Units that do not fit the charge (OCR read a '1' as '15'): when the charge is a whole number of
 * unit prices, that number is the quantity.
 */
export function checkedUnits(units: number, charge: number | null, price: number | null): number {
  if (charge === null || !price || Math.abs(units * price - charge) < 0.01) return units;
  const count = Math.round(charge / price);
  return count >= 1 && count <= 999 && Math.abs(count * price - charge) < 0.01 ? count : units;
}
