// A claim printed as one short section per service (decision 089): a heading line that names the
// service and gives its code after a code label ('Annual preventive exam - Procedure 99396   Date
// of service 01/28/2025'), and under it one line of amounts, each after its own label ('Billed by
// provider: $310.00   Eligible amount: $182.55   Paid by plan: $182.55').
import type { ExtractedLineItem } from "../documents/types";
import type { Line } from "./layout";
import { findAmounts, findDates, parseProcedureCode } from "./parse";
import { labelledAmounts } from "./row-amounts";
import type { ServiceBlock } from "./service-blocks";

/** A code after its label inside a heading: 'Procedure 99396', 'CPT: 80061', 'Service code D1110'. */
export const LABELLED_CODE =
  /\b(?:procedure|proc\.|cpt|hcpcs|cdt|service code|procedure code)\s*(?:code|#)?\s*:?\s+([A-Z]?\d{4,5}[A-Z]?)\b/i;
const DATE_LABEL = /\b(date of service|service date|dos|date)\b\s*:?\s*$/i;

/** The service section headed by line `index`, when the line under it gives its labelled amounts. */
export function serviceHeading(lines: Line[], index: number): ServiceBlock | null {
  const line = lines[index];
  const m = LABELLED_CODE.exec(line.text);
  const code = m && parseProcedureCode(m[1]);
  const below = lines[index + 1];
  if (!m || !code || findAmounts(line.text).length || below?.page !== line.page) return null;
  if (LABELLED_CODE.test(below.text)) return null;
  const amounts = labelledAmounts(below.text);
  if (!amounts || amounts.billed === null) return null;
  // …or one amount a line, as an app lists them ('Billed $640.00' over 'Allowed $288.50' …
  // 'Paid by plan $70.80'), up to the next service.
  const taken = [index, index + 1];
  for (let i = index + 2; i < lines.length && i <= index + 8; i++) {
    const next = lines[i];
    if (next.page !== line.page || LABELLED_CODE.test(next.text)) break;
    const more = labelledAmounts(next.text);
    if (!more) break;
    amounts.billed ??= more.billed;
    amounts.allowed ??= more.allowed;
    amounts.paid ??= more.paid;
    taken.push(i);
  }
  // The date after a date label ('Date of service 01/28/2025'), else the heading's only date.
  const dates = findDates(line.text);
  const labelled = dates.find((d) => DATE_LABEL.test(line.text.slice(0, d.index)));
  const item: ExtractedLineItem = {
    service_date: (labelled ?? (dates.length === 1 ? dates[0] : undefined))?.iso ?? null,
    cpt_code: code,
    description:
      line.text
        .slice(0, m.index)
        .replace(/[\s\-–:]+$/, "")
        .trim() || null,
    units: 1,
    billed_amount: amounts.billed,
    allowed_amount: amounts.allowed,
    paid_amount: amounts.paid,
  };
  return { item, lines: taken };
}
