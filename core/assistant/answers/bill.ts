// What a bill charges (issue 16): the lines the question names, or every line and the total.
import { AnswerBuilder, billName, citeBill, citeLine, notInData, usd } from "../compose";
import type { BillRecord, ComputedAnswer } from "../types";
import { lineName, linesNamed } from "./lines";

/** "Break down the charges", "list everything": every line, even when a word also names one. */
const EVERY_LINE = /\b(break ?(it )?down|itemi[sz]e|itemized|all (the |of the |my )?(charges|lines|items)|every (charge|line|item)|each (charge|line|item)|list)\b/i;

export function billCharges(question: string, bill: BillRecord): ComputedAnswer {
  const a = new AnswerBuilder("bill_charges").cite(citeBill(bill));
  const named = EVERY_LINE.test(question) ? [] : linesNamed(question, bill);
  if (named.length > 0 && named.length < bill.lines.length) {
    for (const line of named) {
      a.cite(citeLine(line));
      a.say(
        `On your bill from ${billName(bill)}, ${lineName(line)} was billed ${usd(line.billedCents)}${
          line.units > 1 ? ` for ${line.units} units` : ""
        }.`,
      );
    }
    return a.done();
  }
  if (bill.lines.length === 0 && bill.totalBilledCents === null)
    return notInData(
      "bill_charges",
      `Your bill from ${billName(bill)} has no service lines or total recorded yet. Add its lines (or upload the bill) and ask again.`,
      [citeBill(bill)],
    );
  const total = bill.totalBilledCents ?? a.sum(bill.lines.map((l) => l.billedCents));
  bill.lines.forEach((l) => a.cite(citeLine(l)));
  a.say(
    bill.lines.length === 0
      ? `Your bill from ${billName(bill)} has no service lines recorded; its total billed is ${usd(total)}.`
      : `Your bill from ${billName(bill)} lists ${bill.lines.length} ${bill.lines.length === 1 ? "charge" : "charges"} totalling ${usd(total)}:`,
    ...bill.lines.map(
      (l) => `• Line ${l.position} · ${l.code}${l.description ? ` ${l.description}` : ""}: ${usd(l.billedCents)}${l.units > 1 ? ` (${l.units} units)` : ""}`,
    ),
  );
  return a.done();
}
