// The reconciliation as the rest of the product reads it (ADR 079): one EOB for the analysis engine
// (its shape unchanged), and the bill's own line amounts that an earlier EOB filled in and a newer
// decision has since changed.
import type { AnalysisBill, AnalysisEob, EobLine } from "../analysis/types";
import type { EobDecision } from "./eob-decisions";
import type { CurrentDecision, Reconciliation } from "./reconciliation";

/** The decision's row on the EOB whose amount the patient owes is read from (the secondary's when it adds). */
const owingRow = (d: CurrentDecision) => d.decided_by[d.decided_by.length - 1];

/**
 * The reconciliation as the analysis engine reads an EOB (its shape unchanged): one line per bill
 * line the plans decided, then the unmatched EOB lines. The stated total is kept only when one EOB
 * decided everything, since a total printed on one EOB is not the total of several.
 */
export function analysisEobOf(reconciliation: Reconciliation, decisions: EobDecision[]): AnalysisEob | null {
  const lines: EobLine[] = [];
  for (const line of reconciliation.lines) {
    if (!line.current) continue;
    const row = owingRow(line.current);
    lines.push({
      cpt_code: line.cpt_code,
      billed_amount: line.current.decided_by[0].billed_amount,
      allowed_amount: line.current.allowed_amount,
      paid_amount: line.current.plan_paid,
      patient_responsibility: line.current.patient_responsibility,
      denied: line.current.denied,
      reason: line.current.reason,
      service_date: line.service_date ?? row.service_date,
      source: row.source,
      eob_line: row.eob_line,
    });
  }
  for (const stray of reconciliation.unmatched) {
    lines.push({
      cpt_code: stray.cpt_code,
      billed_amount: stray.billed_amount,
      allowed_amount: stray.allowed_amount,
      paid_amount: stray.plan_paid,
      patient_responsibility: stray.patient_responsibility,
      denied: stray.denied,
      reason: stray.reason,
      service_date: stray.service_date,
      source: stray.source,
      eob_line: stray.eob_line,
    });
  }
  if (!lines.length) return null;
  const deciding = decidingDocuments(reconciliation);
  const only = deciding.size === 1 ? decisions.find((d) => deciding.has(d.document_id)) : undefined;
  return { lines, total_patient_responsibility: only?.total_patient_responsibility ?? null };
}

/** The EOB documents whose rows make up the current decisions (and the unmatched lines). */
export function decidingDocuments(reconciliation: Reconciliation): Set<string> {
  return new Set([
    ...reconciliation.lines.flatMap((l) => l.current?.decided_by.map((a) => a.document_id) ?? []),
    ...reconciliation.unmatched.map((a) => a.document_id),
  ]);
}

const cents = (dollars: number | null | undefined) =>
  dollars === null || dollars === undefined ? null : Math.round(dollars * 100);

/**
 * The bill with each line's allowed and paid amounts following the newest decision where they are
 * one EOB's own (filled in from it, ADR 022) and a newer decision or a second plan has changed them;
 * amounts matching no EOB are the user's and stay. Answers the ids of the lines it changed.
 */
export function followNewestDecision(
  bill: AnalysisBill,
  reconciliation: Reconciliation,
): { bill: AnalysisBill; changed: Set<string> } {
  const changed = new Set<string>();
  const byId = new Map(reconciliation.lines.map((l) => [l.line_id, l]));
  const line_items = bill.line_items.map((item) => {
    const line = byId.get(item.id);
    const current = line?.current;
    // One EOB's own amounts: an earlier decision, or the primary's before a second plan added to it.
    const earlier = line && current ? [...line.history, ...current.decided_by] : [];
    if (!line || !current || earlier.length < 2) return item;
    const [allowed, paid] = [cents(item.allowed_amount), cents(item.paid_amount)];
    const same = (a: number | null, b: number | null) => a !== null && a === b;
    const isCurrent = same(allowed, cents(current.allowed_amount)) && same(paid, cents(current.plan_paid));
    const fromEarlier = earlier.some(
      (h) => same(allowed, cents(h.allowed_amount)) && same(paid, cents(h.plan_paid)),
    );
    if (isCurrent || !fromEarlier) return item;
    changed.add(item.id);
    return { ...item, allowed_amount: current.allowed_amount, paid_amount: current.plan_paid };
  });
  return { bill: changed.size ? { ...bill, line_items } : bill, changed };
}
