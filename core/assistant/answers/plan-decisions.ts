// What the plans decided for a bill, for the answers about what insurance paid and what is owed
// (ADR 082): the EOBs whose decisions count now (a corrected claim replaces the EOB it corrects; a
// second plan's payment adds), each cited by its own document, and never an EOB a newer decision
// replaced. A bill with no reconciled decision reads its EOBs as before.
import type { AdjudicationRecord, DecisionRecord } from "../adjudication-record";
import { usd, type AnswerBuilder } from "../compose";
import type { BillRecord, Citation, EobRecord } from "../types";

export const citeDecision = (d: DecisionRecord): Citation => ({ type: "document", id: d.documentId, label: d.description });

/** The bill's reconciled decisions, when any EOB decided a line. */
export const planDecisionsOf = (bill: BillRecord): AdjudicationRecord | null =>
  bill.adjudication?.decisions.length ? bill.adjudication : null;

/**
 * The EOB records an answer may read: the deciding ones (newest first) when reconciled, else every
 * EOB. One EOB that decided everything fills what its form leaves blank (often the patient's share)
 * from its lines as reconciled.
 */
export function eobsThatCount(bill: BillRecord): EobRecord[] {
  const plans = planDecisionsOf(bill);
  if (!plans) return bill.eobs;
  const deciding = plans.decisions.flatMap((d) => bill.eobs.filter((e) => e.documentId === d.documentId));
  if (plans.decisions.length > 1) return deciding;
  return deciding.map((e) => ({
    ...e,
    billedCents: e.billedCents ?? plans.billedCents,
    allowedCents: e.allowedCents ?? plans.allowedCents,
    planPaidCents: e.planPaidCents ?? plans.planPaidCents,
    patientResponsibilityCents: e.patientResponsibilityCents ?? plans.patientResponsibilityCents,
  }));
}

/** How an answer names the one EOB that decided everything: with its insurer and date when reconciled. */
export function eobName(bill: BillRecord, eob: EobRecord): string {
  const decision = planDecisionsOf(bill)?.decisions.find((d) => d.documentId === eob.documentId);
  return decision ? decision.description : eob.label;
}

/** Cites the EOB the way eobName names it. */
export function citeEob(bill: BillRecord, eob: EobRecord): Citation {
  const decision = planDecisionsOf(bill)?.decisions.find((d) => d.documentId === eob.documentId);
  return decision ? citeDecision(decision) : { type: "document", id: eob.documentId, label: eob.label };
}

/** "It replaces an earlier EOB …" when the one deciding EOB is newer than others on the bill. */
export function replacesSentence(bill: BillRecord): string | null {
  const replaced = planDecisionsOf(bill)?.replacedDocumentIds.length ?? 0;
  if (!replaced) return null;
  return `It is the newest decision on this bill and replaces ${replaced === 1 ? "an earlier EOB" : `${replaced} earlier EOBs`}, so its figures are the ones that count.`;
}

/** Several EOBs decide the bill together (a second plan adds, or a corrected claim covers some lines). */
export const decidedTogether = (bill: BillRecord): AdjudicationRecord | null => {
  const plans = planDecisionsOf(bill);
  return plans && plans.decisions.length > 1 ? plans : null;
};

/** Oldest first: the first plan before the second, the original before the correction. */
const inOrder = (plans: AdjudicationRecord) => [...plans.decisions].reverse();

/** What several EOBs paid together, each EOB's part cited; the total is their sum. */
export function paidTogether(a: AnswerBuilder, bill: BillRecord, plans: AdjudicationRecord, name: string): void {
  const decisions = inOrder(plans);
  decisions.forEach((d) => a.cite(citeDecision(d)));
  const total = a.sum(decisions.map((d) => d.planPaidCents));
  const parts = decisions.map((d) => `${d.description}: ${usd(d.planPaidCents)}`).join("; ");
  a.say(
    plans.secondPlan
      ? `Your plans paid ${usd(total)} together for ${name}, the second plan's payment added to the first's (${parts}).`
      : `By the newest decision on each line, your plan paid ${usd(total)} for ${name} (${parts}).`,
    `The amount allowed comes to ${usd(plans.allowedCents)}.`,
  );
  if (plans.replacedDocumentIds.length)
    a.say("Earlier decisions that these EOBs replaced no longer count.");
}

/** What several EOBs leave the patient to pay, citing each, or null when one leaves a line open. */
export function shareTogether(a: AnswerBuilder, plans: AdjudicationRecord): number | null {
  if (plans.patientResponsibilityCents === null) return null;
  inOrder(plans).forEach((d) => a.cite(citeDecision(d)));
  a.say(
    plans.secondPlan
      ? `After both plans paid, your EOBs leave ${usd(plans.patientResponsibilityCents)} as your responsibility.`
      : `By the newest decision on each line, your EOBs say your responsibility is ${usd(plans.patientResponsibilityCents)}.`,
  );
  return plans.patientResponsibilityCents;
}
