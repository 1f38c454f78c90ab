// What is owed across every bill (issue 16): "who do I owe money to", "what do I owe" with no bill
// named or open — each bill's amount due as its statement records it, and their sum; bills that
// record no amount due say so rather than guess.
import { AnswerBuilder, billName, citeBill, notInData, usd } from "../compose";
import type { BillRecord, ComputedAnswer } from "../types";

export function owedEverywhere(bills: BillRecord[]): ComputedAnswer {
  const asking = bills.filter((b) => (b.amountDueCents ?? 0) > 0);
  const unknown = bills.filter((b) => b.amountDueCents === null);
  if (asking.length === 0 && unknown.length === bills.length) return notInData("amount_owed");
  const a = new AnswerBuilder("amount_owed");
  bills.forEach((b) => a.cite(citeBill(b)));
  if (asking.length === 0) a.say("None of your bills asks you to pay anything right now.");
  else {
    const total = asking.length > 1 ? a.sum(asking.map((b) => b.amountDueCents ?? 0)) : null;
    a.say(
      `${asking.length === 1 ? "One bill asks" : `${asking.length} bills ask`} you to pay${total !== null ? ` ${usd(total)} in all` : ""}:`,
      ...asking.map((b) => `• ${billName(b)}${b.patientName === "You" ? "" : ` — ${b.patientName}`}: ${usd(b.amountDueCents ?? 0)}`),
    );
  }
  if (unknown.length)
    a.say(`${unknown.map(billName).join(", ")} ${unknown.length === 1 ? "doesn't" : "don't"} record an amount due yet.`);
  a.say("Open a bill and ask again to check its amount against your EOB.");
  return a.done();
}
