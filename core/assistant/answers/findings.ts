// What errors the check found on a bill, and why (issue 16). The check is Premium: a free user's
// records carry no findings, and the answer says so with an upgrade action.
import { AnswerBuilder, billAction, billName, citeBill, citeFinding, citeLine, usd } from "../compose";
import type { BillRecord, ComputedAnswer, FindingRecord, Intent } from "../types";
import { words } from "../words";
import { linesNamed } from "./lines";

export const PREMIUM_CHECK =
  "The line-by-line error check (duplicates, units, bundling and pricing) is part of Premium. Upgrade to see what it finds on this bill.";

/** Question words that point at a kind of finding. */
const CATEGORY_WORDS: Record<string, string[]> = {
  duplicate_charge: ["duplicate", "twice", "double", "same", "two"],
  unbundling: ["unbundled", "unbundling", "bundle", "bundled", "separately", "separate", "panel", "apart"],
  excessive_units: ["unit", "units", "quantity"],
  pricing: ["price", "pricing", "expensive", "medicare"],
  upcoding: ["upcoding", "upcoded", "level"],
  balance_billing: ["balance"],
  denial: ["denied", "denial"],
  math_error: ["math", "add", "total"],
  invalid_code: ["invalid", "code"],
};

function premiumOnly(intent: Intent, bill: BillRecord): ComputedAnswer {
  return new AnswerBuilder(intent).cite(citeBill(bill)).say(PREMIUM_CHECK).act(billAction("upgrade", bill)).done();
}

function notChecked(intent: Intent, bill: BillRecord): ComputedAnswer {
  return new AnswerBuilder(intent)
    .cite(citeBill(bill))
    .say(`Your bill from ${billName(bill)} hasn't been checked for errors yet. Run the check to see duplicates, extra units, bundling and pricing problems.`)
    .act(billAction("run_analysis", bill))
    .done();
}

export function findingsAnswer(bill: BillRecord, premium: boolean): ComputedAnswer {
  if (!premium) return premiumOnly("findings", bill);
  if (bill.findings === null) return notChecked("findings", bill);
  const a = new AnswerBuilder("findings").cite(citeBill(bill));
  if (bill.findings.length === 0)
    return a.say(`The error check found no problems on your bill from ${billName(bill)}.`).done();
  const savings = bill.findings.map((f) => f.potentialSavingsCents).filter((c): c is number => c !== null);
  const total = a.sum(savings);
  a.say(
    `The error check found ${bill.findings.length} possible ${bill.findings.length === 1 ? "error" : "errors"} on your bill from ${billName(bill)}${
      savings.length ? `, worth up to ${usd(total)}` : ""
    }:`,
  );
  bill.findings.forEach((f, i) => {
    a.cite(citeFinding(f));
    a.say(`${i + 1}. ${f.title}${f.potentialSavingsCents !== null ? ` (up to ${usd(f.potentialSavingsCents)})` : ""}. ${f.userAction}`);
  });
  return a.act(billAction("start_dispute", bill)).done();
}

/** The findings the question points at: by code, by kind, else all. */
function findingsNamed(question: string, bill: BillRecord, findings: FindingRecord[]): FindingRecord[] {
  const tokens = new Set(words(question));
  const byCode = findings.filter((f) => f.codes.some((c) => tokens.has(c.toLowerCase())));
  if (byCode.length) return byCode;
  const lines = new Set(linesNamed(question, bill).map((l) => l.id));
  const byLine = lines.size < bill.lines.length ? findings.filter((f) => f.lineIds.some((id) => lines.has(id))) : [];
  if (byLine.length) return byLine;
  const byKind = findings.filter((f) => (CATEGORY_WORDS[f.category] ?? []).some((w) => tokens.has(w)));
  return byKind.length ? byKind : findings;
}

export function findingWhy(question: string, bill: BillRecord, premium: boolean): ComputedAnswer {
  if (!premium) return premiumOnly("finding_why", bill);
  if (bill.findings === null) return notChecked("finding_why", bill);
  const a = new AnswerBuilder("finding_why").cite(citeBill(bill));
  if (bill.findings.length === 0)
    return a.say(`The error check found no problems on your bill from ${billName(bill)}, so nothing was flagged.`).done();
  for (const finding of findingsNamed(question, bill, bill.findings)) {
    a.cite(citeFinding(finding));
    bill.lines.filter((l) => finding.lineIds.includes(l.id)).forEach((l) => a.cite(citeLine(l)));
    a.say(
      `${finding.title}: ${finding.description}`,
      finding.evidence.length ? `The evidence: ${finding.evidence.join("; ")}.` : "",
      `What to do: ${finding.userAction}${finding.potentialSavingsCents !== null ? ` This could save you up to ${usd(finding.potentialSavingsCents)}.` : ""}`,
    );
  }
  return a.act(billAction("start_dispute", bill)).done();
}
