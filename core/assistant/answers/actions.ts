// Hand-offs (issue 16): open the bill, run the error check, start a dispute letter. The letter is
// Premium, so a free user gets the upgrade action instead.
import { AnswerBuilder, billAction, billName, citeBill } from "../compose";
import type { BillRecord, ComputedAnswer } from "../types";
import { findingsAnswer } from "./findings";

export const DISPUTE_PREMIUM = "Dispute letters are part of Premium. Upgrade to have Fairbill write one from this bill's errors.";

export function openBill(bill: BillRecord): ComputedAnswer {
  return new AnswerBuilder("open_bill")
    .cite(citeBill(bill))
    .say(`Here is your bill from ${billName(bill)}.`)
    .act(billAction("open_bill", bill))
    .done();
}

export function runAnalysis(bill: BillRecord, premium: boolean): ComputedAnswer {
  // Already checked: what it found, and the way to run it again.
  if (premium && bill.findings !== null) {
    const found = findingsAnswer(bill, premium);
    return { ...found, intent: "run_analysis", actions: [billAction("run_analysis", bill), ...found.actions] };
  }
  const a = new AnswerBuilder("run_analysis").cite(citeBill(bill));
  if (!premium)
    return a.say("The line-by-line error check is part of Premium. Upgrade to check this bill for duplicates, extra units, bundling and pricing.").act(billAction("upgrade", bill)).done();
  return a
    .say(`Open your bill from ${billName(bill)} and choose Analysis to check it for duplicate charges, extra units, bundling and pricing problems.`)
    .act(billAction("run_analysis", bill))
    .done();
}

export function startDispute(bill: BillRecord, premium: boolean): ComputedAnswer {
  const a = new AnswerBuilder("start_dispute").cite(citeBill(bill));
  if (!premium) return a.say(DISPUTE_PREMIUM).act(billAction("upgrade", bill)).done();
  const found = bill.findings?.length ?? 0;
  return a
    .say(
      `You can start a dispute letter for your bill from ${billName(bill)} in its dispute letter section.${
        found ? ` It will list the ${found} ${found === 1 ? "error" : "errors"} the check found.` : ""
      }`,
      "The letter asks the provider to reply in writing within 30 days; Fairbill reminds you when the reply is due.",
    )
    .act(billAction("start_dispute", bill))
    .done();
}
