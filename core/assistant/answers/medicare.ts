// Billed vs Medicare at the user's ZIP (issue 16): per line (price × units) and in all, with the
// multiple. Free users get it too; only the line-by-line error check is Premium.
import { AnswerBuilder, billName, citeBill, citeLine, citeReference, notInData, usd } from "../compose";
import type { BillRecord, ComputedAnswer, LineRecord } from "../types";
import { lineName, linesNamed } from "./lines";

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const multiple = (billed: number, reference: number) => `${(billed / reference).toFixed(1)}×`;

/** Σ Medicare × units over the lines that have a price, with each derivation recorded. */
export function medicareTotal(a: AnswerBuilder, lines: LineRecord[]): { billed: number; medicare: number } | null {
  const priced = lines.filter((l) => l.medicare);
  if (priced.length === 0) return null;
  priced.forEach((l) => a.cite(citeLine(l), citeReference(l)));
  const medicare = a.sum(priced.map((l) => a.times(l.medicare?.amountCents ?? 0, l.units)));
  const billed = a.sum(priced.map((l) => l.billedCents));
  return { billed, medicare };
}

export function medicareComparison(
  question: string,
  bill: BillRecord,
  zip: string | null,
  intent: "medicare_comparison" | "overcharged" = "medicare_comparison",
): ComputedAnswer {
  const named = linesNamed(question, bill);
  const lines = (named.length > 0 ? named : bill.lines).filter((l) => l.medicare);
  if (lines.length === 0)
    return notInData(
      intent,
      `There is no Medicare price for the services on your bill from ${billName(bill)}${zip ? "" : " (add your ZIP code on the Account page)"}, so I can't compare them.`,
      [citeBill(bill)],
    );
  const a = new AnswerBuilder(intent).cite(citeBill(bill));
  a.say(`Here is your bill from ${billName(bill)} next to what Medicare pays${zip ? ` in your area (ZIP ${zip})` : ""}:`);
  for (const line of lines) {
    const reference = line.medicare?.amountCents ?? 0;
    const medicare = a.times(reference, line.units);
    a.cite(citeLine(line), citeReference(line));
    a.say(
      `• ${capitalized(lineName(line))}: billed ${usd(line.billedCents)}; Medicare pays ${usd(medicare)}${
        line.units > 1 ? ` (${usd(reference)} × ${line.units} units)` : ""
      } — ${multiple(line.billedCents, medicare)} the Medicare price.`,
    );
  }
  if (lines.length > 1) {
    const total = medicareTotal(a, lines);
    if (total) a.say(`In all: billed ${usd(total.billed)} against ${usd(total.medicare)} from Medicare (${multiple(total.billed, total.medicare)}).`);
  }
  a.say(
    "Providers usually charge more than Medicare; above about 3× the Medicare price a charge is worth questioning, and asking for about twice the Medicare price is a common target.",
  );
  return a.done();
}
