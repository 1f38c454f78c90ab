// What the plans decided for a bill now, as the assistant reads it (issue 17, ADR 082): the bill's
// reconciliation with its EOBs (core/bills/reconciliation.ts: the newest decision per line, a second
// plan's payment added) in cents, each figure tied to the EOB documents it came from, so an answer
// cites the decisions that count and never an EOB a newer decision replaced. Pure.
import type { EobDecision, EobKind } from "../bills/eob-decisions";
import { PLAN_DECISION_MESSAGES } from "../bills/plan-decision-messages";
import type { Adjudication, Reconciliation } from "../bills/reconciliation";

/** One EOB whose decision counts now, with what it contributes to the bill's figures. */
export interface DecisionRecord {
  documentId: string;
  kind: EobKind;
  /** YYYY-MM-DD: the day the plan decided. */
  decidedOn: string;
  /** "Meridian Health Plan — corrected claim, processed May 20, 2025". */
  description: string;
  /** What this EOB's current decisions paid (its part when a second plan adds). */
  planPaidCents: number;
}

export interface AdjudicatedLineRecord {
  /** The bill line's id; null for an EOB service the bill does not list. */
  lineId: string | null;
  code: string;
  serviceDate: string | null;
  billedCents: number;
  allowedCents: number;
  planPaidCents: number;
  patientResponsibilityCents: number | null;
  denied: boolean;
  /** The EOB documents the figures come from: the newest decision, then a second plan's. */
  documentIds: string[];
}

export interface AdjudicationRecord {
  /** The EOBs whose decisions count now, newest first. */
  decisions: DecisionRecord[];
  /** EOBs on the bill none of whose decisions count any more (a newer decision replaced them). */
  replacedDocumentIds: string[];
  /** A second plan's payment is added to the first plan's. */
  secondPlan: boolean;
  lines: AdjudicatedLineRecord[];
  billedCents: number;
  allowedCents: number;
  planPaidCents: number;
  /** Null when a decided line's share is left open (a denial the EOB does not settle). */
  patientResponsibilityCents: number | null;
}

const cents = (dollars: number | null) => (dollars === null ? null : Math.round(dollars * 100));
const sumOrNull = (values: (number | null)[]) =>
  values.some((v) => v === null) ? null : values.reduce<number>((s, v) => s + (v ?? 0), 0);

/**
 * The assistant's record of a bill's reconciliation, or null when no EOB decided anything. Lines the
 * bill lists come first (in bill order), then EOB services it does not list.
 */
export function adjudicationRecord(reconciliation: Reconciliation, decisions: EobDecision[]): AdjudicationRecord | null {
  const lines: AdjudicatedLineRecord[] = [];
  for (const line of reconciliation.lines) {
    const current = line.current;
    if (!current) continue;
    lines.push({
      lineId: line.line_id,
      code: line.cpt_code,
      serviceDate: line.service_date,
      billedCents: cents(line.billed_amount)!,
      allowedCents: cents(current.allowed_amount)!,
      planPaidCents: cents(current.plan_paid)!,
      patientResponsibilityCents: cents(current.patient_responsibility),
      denied: current.denied,
      documentIds: current.decided_by.map((a) => a.document_id),
    });
  }
  for (const stray of reconciliation.unmatched)
    lines.push({
      lineId: null,
      code: stray.cpt_code,
      serviceDate: stray.service_date,
      billedCents: cents(stray.billed_amount)!,
      allowedCents: cents(stray.allowed_amount)!,
      planPaidCents: cents(stray.plan_paid)!,
      patientResponsibilityCents: cents(stray.patient_responsibility),
      denied: stray.denied,
      documentIds: [stray.document_id],
    });
  if (!lines.length) return null;

  const used: Adjudication[] = [
    ...reconciliation.lines.flatMap((l) => l.current?.decided_by ?? []),
    ...reconciliation.unmatched,
  ];
  const deciding = reconciliation.eobs.filter((e) => used.some((a) => a.document_id === e.document_id));
  const records: DecisionRecord[] = deciding.map((eob) => {
    const own = used.filter((a) => a.document_id === eob.document_id);
    return {
      documentId: eob.document_id,
      kind: eob.kind,
      decidedOn: eob.decided_on,
      description: PLAN_DECISION_MESSAGES.eob(eob),
      planPaidCents: own.reduce((s, a) => s + cents(a.plan_paid)!, 0),
    };
  });
  // One EOB that decided everything: its printed total is the patient's share (as the analysis reads it).
  const only = records.length === 1 ? decisions.find((d) => d.document_id === records[0].documentId) : undefined;
  const stated = cents(only?.total_patient_responsibility ?? null);
  const total = (pick: (l: AdjudicatedLineRecord) => number) => lines.reduce((s, l) => s + pick(l), 0);
  return {
    decisions: records,
    replacedDocumentIds: reconciliation.eobs
      .filter((e) => !deciding.includes(e))
      .map((e) => e.document_id),
    secondPlan: lines.some((l) => l.documentIds.length > 1),
    lines,
    billedCents: total((l) => l.billedCents),
    allowedCents: total((l) => l.allowedCents),
    planPaidCents: total((l) => l.planPaidCents),
    patientResponsibilityCents: stated ?? sumOrNull(lines.map((l) => l.patientResponsibilityCents)),
  };
}
