// The embedded answerer (issue 16): recognise the question's intent (intents.ts, data), pick the
// bill it is about (bill-choice.ts), compute the answer from the user's records and cite them.
// Offline and deterministic; a question the records do not answer says so and states no amount.
import { actionsFor } from "./answers/dispatch";
import { chooseBill, namesSomeoneElses } from "./bill-choice";
import { AnswerBuilder, billName, citeBill, notInData } from "./compose";
import { deadlinesAnswer } from "./answers/deadlines";
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

export function computeAnswer(question: string, records: AssistantRecords): ComputedAnswer {
  const general = generalAnswer(question);
  if (general) return general;
  const { intent } = recognizeIntent(question);
  if (namesSomeoneElses(question, records)) return notInData(intent);
  if (intent === "unknown") return notInData("unknown");
  if (intent === "totals") return totalsAnswer(question, records);
  if (intent === "plan_benefits") return planBenefits(question, records);
  if (intent === "deductible") return deductibleAnswer(question, records);
  const choice = chooseBill(question, records);
  if (choice.kind === "none") return notInData(intent, NO_BILLS);
  if (intent === "deadlines")
    return deadlinesAnswer(question, records, choice.kind === "bill" && choice.by !== "only" ? [choice.bill] : records.bills);
  if (choice.kind === "ask") {
    // "Why was I charged twice?": when only one bill has findings, that is the one.
    const withFindings = choice.candidates.filter((b) => (b.findings?.length ?? 0) > 0);
    if ((intent === "findings" || intent === "finding_why") && records.premium && withFindings.length === 1)
      return actionsFor(intent, question, withFindings[0], records);
    return askWhichBill(intent, choice.candidates);
  }
  return actionsFor(intent, question, choice.bill, records);
}
