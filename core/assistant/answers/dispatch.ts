// One bill's answer for each intent (issue 16).
import type { AssistantRecords, BillRecord, ComputedAnswer, Intent } from "../types";
import { openBill, runAnalysis, startDispute } from "./actions";
import { billCharges } from "./bill";
import { linesNamed } from "./lines";
import { amountOwed, eobPaid } from "./eob";
import { findingsAnswer, findingWhy } from "./findings";
import { medicareComparison } from "./medicare";
import { phoneScript } from "./phone";
import { smartHelpAnswer } from "./smart-help";

export function actionsFor(intent: Intent, question: string, bill: BillRecord, records: AssistantRecords): ComputedAnswer {
  switch (intent) {
    case "bill_charges":
      return billCharges(question, bill);
    case "eob_paid":
      return eobPaid(bill);
    case "amount_owed":
      return amountOwed(bill);
    case "medicare_comparison":
      return medicareComparison(question, bill, records.zip);
    case "findings":
      return findingsAnswer(bill, records.premium);
    case "finding_why":
      return findingWhy(question, bill, records.premium);
    case "phone_script":
      return phoneScript(bill, records.premium);
    case "overcharged": {
      // "Is $450 too much for the office visit?": the lines it names, against Medicare.
      const named = linesNamed(question, bill);
      return named.length > 0 && named.length < bill.lines.length && named.some((l) => l.medicare)
        ? medicareComparison(question, bill, records.zip, "overcharged")
        : smartHelpAnswer(intent, bill, records.premium);
    }
    case "billed_vs_owed":
    case "high_despite_insurance":
      return smartHelpAnswer(intent, bill, records.premium);
    case "open_bill":
      return openBill(bill);
    case "run_analysis":
      return runAnalysis(bill, records.premium);
    case "start_dispute":
    default:
      return startDispute(bill, records.premium);
  }
}
