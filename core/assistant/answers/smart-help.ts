// The Explainer's three smart-help questions in the chat (issue 16): the same code as the
// Explainer's answers (core/bills/smart-help.ts), fed the bill's totals — what the plans decided
// now when EOBs are reconciled with the bill (ADR 082: the newest decision per line, a second plan's
// payment added, the EOBs' patient share), else the bill's own — with every amount it states derived
// from cited records so the grounding check can follow it.
import { answerSmartHelp, type SmartHelpQuestionId } from "../../bills/smart-help";
import { AnswerBuilder, billAction, citeBill } from "../compose";
import type { BillRecord, ComputedAnswer, Intent } from "../types";
import { medicareTotal } from "./medicare";
import { citeDecision, planDecisionsOf } from "./plan-decisions";

export function smartHelpAnswer(id: SmartHelpQuestionId & Intent, bill: BillRecord, premium: boolean): ComputedAnswer {
  const a = new AnswerBuilder(id).cite(citeBill(bill));
  const billed = bill.totalBilledCents ?? (bill.lines.length ? a.sum(bill.lines.map((l) => l.billedCents)) : null);
  const plans = planDecisionsOf(bill);
  plans?.decisions.forEach((d) => a.cite(citeDecision(d)));
  const allowed = plans ? plans.allowedCents : bill.totalAllowedCents;
  const paid = plans ? plans.planPaidCents : bill.totalPaidCents;
  const owed = plans?.patientResponsibilityCents ?? null;
  if (billed !== null && allowed !== null) a.difference(billed, allowed);
  if (allowed !== null && owed === null) a.difference(allowed, paid ?? 0);
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
      owed: dollars(owed),
      medicareAverage: dollars(medicare),
      lineCount: bill.lines.length,
    }),
  );
  if (id === "overcharged") a.act(billAction(premium ? "run_analysis" : "upgrade", bill));
  else a.act(billAction("open_bill", bill));
  return a.done();
}
