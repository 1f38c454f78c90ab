// Totals across bills (issue 16): this year / last year / a named year, for one family member or
// per member — billed, paid by insurance and asked of the family — each a sum of cited bills. What
// insurance paid is what the plans decided now where EOBs are reconciled with a bill (ADR 082: a
// corrected claim replaces the payment it corrects, a second plan's adds), citing those EOBs.
import { AnswerBuilder, citeBill, notInData, usd } from "../compose";
import type { AssistantRecords, BillRecord, ComputedAnswer } from "../types";
import { words } from "../words";
import { citeDecision, planDecisionsOf } from "./plan-decisions";

const RELATIVES = new Set(["son", "daughter", "child", "kid", "kids", "children", "baby", "wife", "husband", "spouse"]);
const BREAKDOWN = /\b(each|per|every|by)\s+(person|member|family member|one|patient)\b|\beveryone\b|\bfamily member/i;

function yearAsked(question: string, today: string): string | null {
  const q = question.toLowerCase();
  const current = Number(today.slice(0, 4));
  if (/\bthis year\b|\bso far\b|\bytd\b/.test(q)) return String(current);
  if (/\blast year\b/.test(q)) return String(current - 1);
  return /\b(20\d{2})\b/.exec(q)?.[1] ?? null;
}

function whoseBills(question: string, bills: BillRecord[]): { bills: BillRecord[]; who: string | null } {
  const tokens = new Set(words(question));
  const named = bills.filter((b) => b.patientName !== "You" && words(b.patientName).some((w) => tokens.has(w)));
  if (named.length) return { bills: named, who: named[0].patientName };
  if ([...tokens].some((t) => RELATIVES.has(t))) {
    const others = bills.filter((b) => b.patientName !== "You");
    const names = new Set(others.map((b) => b.patientName));
    if (names.size === 1) return { bills: others, who: [...names][0] };
  }
  if (/\b(mine|myself|my own|for me)\b/i.test(question)) return { bills: bills.filter((b) => b.patientName === "You"), who: "You" };
  return { bills, who: null };
}

function sums(a: AnswerBuilder, bills: BillRecord[]) {
  const of = (pick: (b: BillRecord) => number | null) => {
    const values = bills.map(pick).filter((c): c is number => c !== null);
    return values.length ? a.sum(values) : null;
  };
  const paid = (b: BillRecord) => planDecisionsOf(b)?.planPaidCents ?? b.totalPaidCents;
  return { billed: of((b) => b.totalBilledCents), paid: of(paid), due: of((b) => b.amountDueCents) };
}

function sentence(figures: ReturnType<typeof sums>): string {
  return [
    figures.billed !== null ? `billed ${usd(figures.billed)}` : null,
    figures.paid !== null ? `insurance paid ${usd(figures.paid)}` : null,
    figures.due !== null ? `the bills ask you to pay ${usd(figures.due)}` : null,
  ]
    .filter(Boolean)
    .join("; ");
}

export function totalsAnswer(question: string, records: AssistantRecords): ComputedAnswer {
  const year = yearAsked(question, records.today);
  const inYear = records.bills.filter((b) => !year || (b.serviceDate ?? b.billDate ?? "").startsWith(year));
  const { bills, who } = whoseBills(question, inYear);
  const span = year ? ` from ${year}` : "";
  if (bills.length === 0)
    return notInData("totals", `I couldn't find any bills${who && who !== "You" ? ` for ${who}` : ""}${span} in your records, so there is nothing to add up.`);
  const a = new AnswerBuilder("totals");
  bills.forEach((b) => a.cite(citeBill(b)));
  bills.forEach((b) => planDecisionsOf(b)?.decisions.forEach((d) => a.cite(citeDecision(d))));
  const count = `${bills.length} ${bills.length === 1 ? "bill" : "bills"}`;
  const overall = sentence(sums(a, bills));
  if (!overall)
    return notInData("totals", `None of your ${count}${span} records an amount yet, so there is nothing to add up.`, a.citations);
  a.say(`Across ${who === "You" ? "your own" : who ? `${who}'s` : "your"} ${count}${span}: ${overall}.`);
  const people = [...new Set(bills.map((b) => b.patientName))];
  if (!who && people.length > 1 && BREAKDOWN.test(question)) {
    for (const person of people) {
      const theirs = bills.filter((b) => b.patientName === person);
      a.say(`• ${person === "You" ? "You" : person} (${theirs.length} ${theirs.length === 1 ? "bill" : "bills"}): ${sentence(sums(a, theirs))}.`);
    }
  }
  return a.done();
}
