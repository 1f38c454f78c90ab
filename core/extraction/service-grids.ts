// A claim printed as one small grid per service (decision 092): a heading line naming the service's
// date and its code under a code label ('Service 1 of 3 - 07/14/2025   Procedure 97161'), its
// description and units, then a row of money titles over a row of amounts
// ('Provider charged  Plan allowed  Plan paid  Your cost' over '$240.00  $118.52  $78.52  $40.00').
import type { ExtractedLineItem } from "../documents/types";
import type { Line } from "./layout";
import { findAmounts, findDates, parseProcedureCode } from "./parse";
import { moneyTokens, placeAmounts } from "./row-amounts";
import { tokensOf } from "./row-tokens";
import type { ServiceBlock } from "./service-blocks";
import { LABELLED_CODE } from "./service-headings";
import { headerColumns } from "./table-header";

const UNITS = /\b(?:units?|qty|quantity)\s*:?\s*(\d{1,3})\b/i;
/** How far below its heading a service's money titles may sit. */
const REACH = 4;

const labelledCode = (line: Line) => {
  const code = LABELLED_CODE.exec(line.text)?.[1];
  return code && parseProcedureCode(code) ? code : undefined;
};

/** The grid that starts at line `index` when it names a code under its label and has no amount. */
export function serviceGrid(lines: Line[], index: number): ServiceBlock | null {
  const line = lines[index];
  const raw = findAmounts(line.text).length ? undefined : labelledCode(line);
  if (!raw) return null;
  for (let at = index + 1; at <= index + REACH && at + 1 < lines.length; at++) {
    const titles = lines[at];
    const values = lines[at + 1];
    if (titles.page !== line.page || values.page !== line.page) return null;
    if (at > index + 1 && labelledCode(titles)) return null;
    const columns = headerColumns(titles, lines[at - 1]);
    if (!columns) continue;
    const money = moneyTokens(tokensOf(values), 0);
    if (money.length < 2) return null;
    const between = lines.slice(index, at).map((l) => l.text);
    const units = Number(between.map((t) => UNITS.exec(t)?.[1]).find(Boolean) ?? 1);
    const amounts = placeAmounts(money, columns, units);
    if (amounts.billed === null) return null;
    // The first words under the heading (a speck OCR read as a line is none).
    const description = lines
      .slice(index + 1, at)
      .map((l) => l.cells[0]?.text.trim() ?? "")
      .find((t) => /[A-Za-z]{3}/.test(t));
    const item: ExtractedLineItem = {
      service_date: findDates(line.text)[0]?.iso ?? null,
      cpt_code: parseProcedureCode(raw)!,
      description: description || null,
      units: Math.max(1, units),
      billed_amount: amounts.billed,
      allowed_amount: amounts.allowed,
      paid_amount: amounts.paid,
    };
    return { item, lines: Array.from({ length: at + 2 - index }, (_, k) => index + k) };
  }
  return null;
}
