// The Explainer's three smart-help questions in the chat (issue 16): the same code as the
// Explainer's answers (core/bills/smart-help.ts), fed the bill's totals, with every amount it
// states derived from cited records so the grounding check can follow it.
import { answerSmartHelp, type SmartHelpQuestionId } from "../../bills/smart-help";
import { AnswerBuilder, billAction, citeBill } from "../compose";
import type { BillRecord, ComputedAnswer, Intent } from "../types";
import { medicareTotal } from "./medicare";

export function smartHelpAnswer(id: SmartHelpQuestionId & Intent, bill: BillRecord, premium: boolean): ComputedAnswer {
  const a = new AnswerBuilder(id).cite(citeBill(bill));
  const billed = bill.totalBilledCents ?? (bill.lines.length ? a.sum(bill.lines.map((l) => l.billedCents)) : null);
  const allowed = bill.totalAllowedCents;
  const paid = bill.totalPaidCents;
  if (billed !== null && allowed !== null) a.difference(billed, allowed);
  if (allowed !== null) a.difference(allowed, paid ?? 0);
  let medicare: number | null = null;
  if (id === "overcharged") {
    const total = medicareTotal(a, bill.lines);
    // The Explainer compares the bill's billed total with the Medicare average of the priced lines.
    medicare = total?.medicare ?? null;
  }
  const dollars = (cents: number | null) => (cents === null ? null : cents / 100);
  a.say(
    ...answerSmartHelp(id, {
      billed: dollars(billed),
      allowed: dollars(allowed),
      paid: dollars(paid),
      medicareAverage: dollars(medicare),
      lineCount: bill.lines.length,
    }),
  );
  if (id === "overcharged") a.act(billAction(premium ? "run_analysis" : "upgrade", bill));
  else a.act(billAction("open_bill", bill));
  return a.done();
}
