// The embedded answerer (issue 16): recognise the question's intent (intents.ts, data), pick the
// bill it is about (bill-choice.ts), compute the answer from the user's records and cite them.
// Offline and deterministic; a question the records do not answer says so and states no amount.
import { actionsFor } from "./answers/dispatch";
import { chooseBill, namesSomeoneElses } from "./bill-choice";
import { AnswerBuilder, billName, citeBill, notInData } from "./compose";
import { deadlinesAnswer } from "./answers/deadlines";
import { owedEverywhere } from "./answers/owed-everywhere";
import { deductibleAnswer, planBenefits } from "./answers/plan";
import { totalsAnswer } from "./answers/totals";
import { generalAnswer } from "./general";
import { recognizeIntent } from "./intents";
import type { AssistantRecords, BillRecord, ComputedAnswer, Intent } from "./types";

export const NO_BILLS =
  "You haven't added any bills yet, so I have nothing to answer from. Add a bill and ask again.";

function askWhichBill(intent: Intent, candidates: BillRecord[]): ComputedAnswer {
  const a = new AnswerBuilder(intent);
  candidates.forEach((b) => a.cite(citeBill(b)));
  return a
    .say(
      "Which bill do you mean? Open it and ask again, or name the provider or the date of service:",
      ...candidates.map((b) => `• ${billName(b)}${b.patientName === "You" ? "" : ` — ${b.patientName}`}`),
    )
    .done(true);
}

/** A bill or price that has not happened yet: the records hold only what has been billed. */
const FUTURE =
  /\b(next (bill|statement|month|year|week|visit|appointment)|upcoming|in the future|future (bill|visit|cost)|going to cost|gonna cost|will (it|this|that|my|the|a|an) [a-z' ]{0,30}cost)\b/i;
/** Words that make an unclear question about money on a bill. */
const MONEY = /\b(bill|bills|billed|charge|charges|charged|cost|costs|price|pay|paid|owe|owed|amount|money|total|expensive|dollars?)\b/i;

export function computeAnswer(question: string, records: AssistantRecords): ComputedAnswer {
  const general = generalAnswer(question);
  if (general) return general;
  const recognized = recognizeIntent(question);
  let { intent } = recognized;
  if (namesSomeoneElses(question, records)) return notInData(intent);
  if (FUTURE.test(question)) return notInData(intent);
  if (intent === "unknown") {
    // Unclear, but about money on a bill the question names or the page shows: that bill's own
    // figures, rather than "not in your data". Health and other non-bill subjects stay unanswered.
    const offTopic = (recognized.scores.find((s) => s.intent === "unknown")?.score ?? 0) > 0;
    const choice = offTopic || !MONEY.test(question) ? null : chooseBill(question, records);
    if (choice?.kind !== "bill") return notInData("unknown");
    intent = "bill_charges";
  }
  if (intent === "totals") return totalsAnswer(question, records);
  if (intent === "plan_benefits") return planBenefits(question, records);
  if (intent === "deductible") return deductibleAnswer(question, records);
  const choice = chooseBill(question, records);
  if (choice.kind === "none") return notInData(intent, NO_BILLS);
  if (intent === "deadlines")
    return deadlinesAnswer(question, records, choice.kind === "bill" && choice.by !== "only" ? [choice.bill] : records.bills);
  if (choice.kind === "ask") {
    // "Who do I owe money to?": no bill named or open — what each bill asks.
    if (intent === "amount_owed" && choice.candidates.length === records.bills.length) return owedEverywhere(records.bills);
    // "Why was I charged twice?": when only one bill has findings, that is the one.
    const withFindings = choice.candidates.filter((b) => (b.findings?.length ?? 0) > 0);
    if ((intent === "findings" || intent === "finding_why") && records.premium && withFindings.length === 1)
      return actionsFor(intent, question, withFindings[0], records);
    return askWhichBill(intent, choice.candidates);
  }
  return actionsFor(intent, question, choice.bill, records);
}
