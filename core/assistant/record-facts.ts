// The cited records as fact lines (issue 16): what a model words the answer from. Money in dollars
// and cents, dates as the app shows them; only the records the answer cites.
import { day, usd } from "./compose";
import type { AssistantRecords, Citation } from "./types";

const money = (cents: number | null) => (cents === null ? "unknown" : usd(cents));

export function recordFacts(citations: Citation[], records: AssistantRecords): string[] {
  const facts: string[] = [];
  const cited = (type: Citation["type"], id: string) => citations.some((c) => c.type === type && c.id === id);
  for (const bill of records.bills) {
    if (cited("bill", bill.id))
      facts.push(
        `Bill ${bill.id}: ${bill.providerName}, service date ${bill.serviceDate ? day(bill.serviceDate) : "unknown"}, patient ${bill.patientName}; billed ${money(
          bill.totalBilledCents,
        )}, allowed ${money(bill.totalAllowedCents)}, paid by insurance ${money(bill.totalPaidCents)}, amount due ${money(bill.amountDueCents)}${
          bill.dueDate ? `, due ${day(bill.dueDate)}` : ""
        }.`,
      );
    for (const line of bill.lines) {
      if (cited("line_item", line.id))
        facts.push(
          `Line ${line.position} of bill ${bill.id}: ${line.code}${line.description ? ` ${line.description}` : ""}, ${line.units} unit(s), billed ${money(
            line.billedCents,
          )}, allowed ${money(line.allowedCents)}, paid ${money(line.paidCents)}.`,
        );
      if (line.medicare && cited("reference", line.medicare.referenceId))
        facts.push(`${line.medicare.label}: Medicare pays ${usd(line.medicare.amountCents)} per unit of ${line.code}.`);
    }
    for (const f of bill.findings ?? [])
      if (cited("finding", f.id)) facts.push(`Finding on bill ${bill.id}: ${f.title}. ${f.description} Evidence: ${f.evidence.join("; ")}. ${f.userAction}`);
    for (const eob of bill.eobs)
      if (cited("document", eob.documentId))
        facts.push(
          `${eob.label} for bill ${bill.id}: billed ${money(eob.billedCents)}, allowed ${money(eob.allowedCents)}, plan paid ${money(
            eob.planPaidCents,
          )}, patient responsibility ${money(eob.patientResponsibilityCents)}.`,
        );
    const plans = bill.adjudication;
    if (plans?.decisions.length && plans.decisions.every((d) => cited("document", d.documentId)))
      facts.push(
        `What the plans decided now for bill ${bill.id} (the newest decision per line${plans.secondPlan ? ", a second plan's payment added" : ""}): ${plans.decisions
          .map((d) => `${d.description} paid ${usd(d.planPaidCents)}`)
          .join("; ")}; in all billed ${usd(plans.billedCents)}, allowed ${usd(plans.allowedCents)}, plan paid ${usd(
          plans.planPaidCents,
        )}, patient responsibility ${money(plans.patientResponsibilityCents)}.${
          plans.replacedDocumentIds.length ? " Earlier EOBs on the bill were replaced and no longer count." : ""
        }`,
      );
    for (const d of bill.deadlines)
      if (d.documentId && cited("document", d.documentId)) facts.push(`${d.label} for bill ${bill.id}: ${day(d.dueDate)}.`);
  }
  for (const policy of records.policies)
    if (cited("policy", policy.id))
      facts.push(
        `Policy ${policy.name}: deductible ${money(policy.deductibleCents)}, out-of-pocket maximum ${money(policy.outOfPocketMaxCents)}. ` +
          policy.benefits.map((b) => `${b.label}: ${b.value}`).join("; "),
      );
  return facts;
}
