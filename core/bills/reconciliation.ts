// The bill line by line against every EOB attached to it (issue 17, ADR 079): what the plan decided
// for each line now (the newest decision wins; a secondary payer's decision adds its payment to the
// primary's and says what is left for the patient), the earlier decisions newest first, and the EOB
// lines no bill line matches. Money is added in cents, so totals never drift by a cent.
import { splitProcedureCode } from "../analysis/input";
import type { EobLine, LineSource } from "../analysis/types";
import { countedDecisions, newestFirst, type EobDecision, type EobKind } from "./eob-decisions";
import { secondPlansByPayer } from "./payers";

/** A bill line as reconciliation reads it (the bill's JSON line). */
export interface ReconciledBillLine {
  id: string;
  cpt_code: string;
  billed_amount: number;
  service_date?: string | null;
}

/** One EOB's decision on one line. */
export interface Adjudication {
  document_id: string;
  document_title: string;
  kind: EobKind;
  decided_on: string;
  /** 1-based row of the EOB. */
  eob_line: number;
  cpt_code: string;
  service_date: string | null;
  billed_amount: number;
  allowed_amount: number;
  plan_paid: number;
  /** What the EOB says the patient owes; allowed minus paid when it does not say; null for a denial it leaves open. */
  patient_responsibility: number | null;
  /** The EOB printed the patient's share (not worked out as allowed minus paid). */
  patient_responsibility_stated: boolean;
  denied: boolean;
  reason: string | null;
  source: LineSource | null;
}

/** What the plan (or plans) decided for a line now. */
export interface CurrentDecision {
  allowed_amount: number;
  plan_paid: number;
  patient_responsibility: number | null;
  denied: boolean;
  reason: string | null;
  /** The primary decision first, then the secondary payer's that adds to it. */
  decided_by: Adjudication[];
}

export interface ReconciledLine {
  line_id: string;
  /** 1-based position on the bill. */
  position: number;
  cpt_code: string;
  service_date: string | null;
  billed_amount: number;
  current: CurrentDecision | null;
  /** Earlier decisions on the line, newest first. */
  history: Adjudication[];
}

export interface ReconciliationEob {
  document_id: string;
  title: string;
  kind: EobKind;
  decided_on: string;
  dated_by: EobDecision["dated_by"];
  verified: boolean;
}

export interface Reconciliation {
  /** The EOBs counted, newest decision first. */
  eobs: ReconciliationEob[];
  /** EOBs attached but not counted: read but not yet verified while verified ones exist. */
  unverified_eobs: ReconciliationEob[];
  lines: ReconciledLine[];
  /** EOB lines no bill line matches (the newest decision per service), newest first. */
  unmatched: Adjudication[];
  totals: {
    billed_amount: number;
    allowed_amount: number;
    plan_paid: number;
    patient_responsibility: number;
    lines_decided: number;
    lines_total: number;
  };
}

const cents = (dollars: number | null | undefined) =>
  dollars === null || dollars === undefined ? null : Math.round(dollars * 100);
const dollars = (c: number) => c / 100;
const codeOf = (raw: string) => splitProcedureCode(raw).code;
const dayOf = (value: string | null | undefined) => (value ? value.trim().slice(0, 10) || null : null);

function adjudicationOf(eob: EobDecision, line: EobLine, index: number): Adjudication {
  const allowed = cents(line.allowed_amount) ?? 0;
  const paid = cents(line.paid_amount) ?? 0;
  const billed = cents(line.billed_amount) ?? 0;
  // As the analysis reads an EOB: a line allowed at $0 for a charge is a denial.
  const denied = line.denied === true || (allowed === 0 && billed > 0);
  const stated = cents(line.patient_responsibility);
  const owed = stated ?? (denied ? null : Math.max(0, allowed - paid));
  return {
    document_id: eob.document_id,
    document_title: eob.title,
    kind: eob.kind,
    decided_on: eob.decided_on,
    eob_line: index + 1,
    cpt_code: codeOf(line.cpt_code),
    service_date: dayOf(line.service_date),
    billed_amount: dollars(billed),
    allowed_amount: dollars(allowed),
    plan_paid: dollars(paid),
    patient_responsibility: owed === null ? null : dollars(owed),
    patient_responsibility_stated: stated !== null,
    denied,
    reason: line.reason ?? null,
    source: line.source ?? null,
  };
}

/**
 * Pairs one EOB's lines with bill lines: same code, the same date of service (or no date on one
 * side), the same billed amount first; each bill line takes at most one row of each EOB.
 */
function matchOneEob(
  bill: { line: ReconciledBillLine; code: string; date: string | null; cents: number }[],
  eob: EobDecision,
): { matched: Map<number, Adjudication>; unmatched: Adjudication[] } {
  const matched = new Map<number, Adjudication>();
  const unmatched: Adjudication[] = [];
  eob.lines.forEach((line, i) => {
    const adjudication = adjudicationOf(eob, line, i);
    const date = adjudication.service_date;
    const candidates = bill
      .map((b, index) => ({ ...b, index }))
      .filter((b) => !matched.has(b.index) && b.code === adjudication.cpt_code)
      .filter((b) => !date || !b.date || b.date === date);
    const billed = cents(line.billed_amount);
    const chosen = candidates.find((b) => b.cents === billed) ?? candidates[0];
    if (chosen) matched.set(chosen.index, adjudication);
    else unmatched.push(adjudication);
  });
  return { matched, unmatched };
}

const isPrimary = (a: Adjudication) => a.kind !== "secondary";

/** The newest primary decision, with the newest secondary payer's decision made on or after it. */
function currentOf(decisions: Adjudication[]): { current: CurrentDecision | null; history: Adjudication[] } {
  if (!decisions.length) return { current: null, history: [] };
  const primary = decisions.find(isPrimary) ?? null;
  const secondary = decisions.find((a) => !isPrimary(a) && (!primary || a.decided_on >= primary.decided_on));
  const used = [primary, secondary].filter((a): a is Adjudication => !!a);
  const history = decisions.filter((a) => !used.includes(a));
  const base = primary ?? secondary!;
  if (!primary || !secondary) {
    const { allowed_amount, plan_paid, patient_responsibility, denied, reason } = base;
    return {
      current: { allowed_amount, plan_paid, patient_responsibility, denied, reason, decided_by: used },
      history,
    };
  }
  const paid = (cents(primary.plan_paid) ?? 0) + (cents(secondary.plan_paid) ?? 0);
  const primaryOwes = cents(primary.patient_responsibility);
  const owes = secondary.patient_responsibility_stated
    ? cents(secondary.patient_responsibility)
    : primaryOwes === null
      ? null
      : Math.max(0, primaryOwes - (cents(secondary.plan_paid) ?? 0));
  const denied = primary.denied && secondary.plan_paid === 0;
  return {
    current: {
      allowed_amount: primary.allowed_amount,
      plan_paid: dollars(paid),
      patient_responsibility: owes === null ? null : dollars(owes),
      denied,
      reason: denied ? (primary.reason ?? secondary.reason) : null,
      decided_by: used,
    },
    history,
  };
}

const summary = (eob: EobDecision): ReconciliationEob => ({
  document_id: eob.document_id,
  title: eob.title,
  kind: eob.kind,
  decided_on: eob.decided_on,
  dated_by: eob.dated_by,
  verified: eob.verified,
});

/**
 * The bill against its EOBs; with no EOB every line has no decision and the totals are the bill's.
 * An EOB from another payer than the first decision's is a second plan's (ADR 082).
 */
export function reconcile(lines: ReconciledBillLine[], attached: EobDecision[]): Reconciliation {
  const decisions = secondPlansByPayer(attached, countedDecisions(attached));
  const counted = countedDecisions(decisions);
  const bill = lines.map((line) => ({
    line,
    code: codeOf(line.cpt_code),
    date: dayOf(line.service_date),
    cents: cents(line.billed_amount) ?? 0,
  }));
  const perLine = bill.map(() => [] as Adjudication[]);
  const strays = new Map<string, Adjudication>();
  // Newest EOB first, so the first decision kept for a line or a stray service is the newest.
  for (const eob of counted) {
    const { matched, unmatched } = matchOneEob(bill, eob);
    for (const [index, adjudication] of matched) perLine[index].push(adjudication);
    for (const stray of unmatched) {
      const key = `${stray.kind === "secondary" ? "2" : "1"}|${stray.cpt_code}|${stray.service_date ?? ""}|${stray.billed_amount}`;
      if (!strays.has(key)) strays.set(key, stray);
    }
  }
  const reconciled = bill.map(({ line, code, date, cents: billed }, i): ReconciledLine => {
    const { current, history } = currentOf(perLine[i]);
    return {
      line_id: line.id,
      position: i + 1,
      cpt_code: code,
      service_date: date,
      billed_amount: dollars(billed),
      current,
      history,
    };
  });
  const sum = (pick: (d: CurrentDecision) => number | null) =>
    dollars(reconciled.reduce((total, l) => total + (l.current ? (cents(pick(l.current)) ?? 0) : 0), 0));
  const countedIds = new Set(counted.map((d) => d.document_id));
  return {
    eobs: counted.map(summary),
    unverified_eobs: decisions
      .filter((d) => !countedIds.has(d.document_id))
      .sort(newestFirst)
      .map(summary),
    lines: reconciled,
    unmatched: [...strays.values()],
    totals: {
      billed_amount: dollars(bill.reduce((total, b) => total + b.cents, 0)),
      allowed_amount: sum((d) => d.allowed_amount),
      plan_paid: sum((d) => d.plan_paid),
      patient_responsibility: sum((d) => d.patient_responsibility),
      lines_decided: reconciled.filter((l) => l.current).length,
      lines_total: reconciled.length,
    },
  };
}
