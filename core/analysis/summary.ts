// The bill summary (001 §3 Summary response): opportunities built from the findings, the savings
// total, how complete the bill is, the bill's figures and its lines.
import {
  billTotals,
  completeness,
  type BillTotals,
  type CompletenessField,
  type LineAmounts,
} from "../bills/facts";
import { centsToDollars } from "../bills/money";
import { readBill, type WorkingBill } from "./input";
import { recoveryInstructions, SUCCESS_RATE, type RecoveryInstructions } from "./recovery";
import type { AnalysisBill, AnalysisCategory, AnalysisResult, LineSource } from "./types";

export interface SummaryOpportunity {
  id: string;
  title: string;
  description: string;
  category: AnalysisCategory;
  potential_savings: number;
  /** Percent (0-100); 001 §9 colours it at 90/70. */
  confidence: number;
  /** Percent (0-100): how often disputes of this kind succeed (an estimate, ADR 008). */
  success_rate: number;
  timeline: string;
  recovery_instructions: RecoveryInstructions;
}

export interface SummaryLineItem {
  id: string;
  cpt_code: string;
  modifiers: string[];
  units: number;
  billed_amount: number;
  allowed_amount: number | null;
  paid_amount: number | null;
  patient_responsibility: number | null;
  diagnosis_codes: string[];
  service_date: string | null;
  description: string | null;
  source: LineSource | null;
  /** Categories of the findings that cite this line. */
  flags: AnalysisCategory[];
}

export interface BillSummary {
  bill_id: string;
  opportunities: SummaryOpportunity[];
  analysis: { potential_savings: number; total_errors_found: number };
  completeness: { percentage: number; missing_fields: CompletenessField[] };
  bill_info: {
    provider_name: string | null;
    service_date: string | null;
    claim_number: string | null;
    total_billed_amount: number;
    total_allowed_amount: number | null;
    total_paid_amount: number | null;
    /** Allowed minus paid over the lines (001 §3). */
    patient_responsibility: number | null;
    /** What the bill itself asks the patient to pay, when stated. */
    patient_amount_due: number | null;
  };
  line_items: SummaryLineItem[];
}

/** The amounts of each line, with what the EOB says when the bill itself does not. */
function lineAmounts(work: WorkingBill): LineAmounts[] {
  return work.lines.map((l) => ({
    cptCode: l.code,
    units: l.units,
    billedCents: l.billed,
    allowedCents: l.allowed ?? l.eob?.allowed ?? null,
    paidCents: l.paid ?? l.eob?.paid ?? null,
  }));
}

export interface BillFigures {
  totals: BillTotals;
  /** Each line's amounts by line id, the EOB's where the line has none of its own. */
  lines: { id: string; allowedCents: number | null; paidCents: number | null; fromEob: boolean }[];
}

/**
 * One bill's figures (allowed, paid, patient responsibility), the same ones its summary shows: the
 * bill's own amounts, completed by the matched lines of its EOB (ADR 022). Throws
 * AnalysisInputError for a bill the engine cannot read.
 */
export function billFigures(bill: AnalysisBill): BillFigures {
  const work = readBill(bill);
  const amounts = lineAmounts(work);
  return {
    totals: billTotals(amounts),
    lines: work.lines.map((l, i) => ({
      id: l.id,
      allowedCents: amounts[i].allowedCents,
      paidCents: amounts[i].paidCents,
      fromEob: (l.allowed === null || l.paid === null) && l.eob !== null,
    })),
  };
}

/** 001 §3 completeness of a bill in the engine's shape: a percentage and the fields still missing. */
export function billCompleteness(bill: AnalysisBill): {
  percentage: number;
  score: number;
  missing_fields: CompletenessField[];
} {
  const work = readBill(bill);
  const amounts = lineAmounts(work);
  const totals = billTotals(amounts);
  const result = completeness({
    providerName: bill.provider_name,
    serviceDate: bill.service_date,
    hasPatient: !!bill.patient_id,
    claimNumber: bill.claim_number ?? null,
    lines: amounts,
    diagnosisCodeCount: new Set([...work.dx, ...work.lines.flatMap((l) => l.dx)]).size,
    totalAllowedCents: totals.allowedCents,
    totalPaidCents: totals.paidCents,
  });
  return {
    percentage: Math.round(result.score * 100),
    score: result.score,
    missing_fields: result.missing_fields,
  };
}

/** Builds the summary of `bill` from its analysis. Throws AnalysisInputError for a bill analyzeBill would refuse. */
export function buildSummary(bill: AnalysisBill, result: AnalysisResult): BillSummary {
  const work = readBill(bill);
  const amounts = lineAmounts(work);
  const totals = billTotals(amounts);
  const context = {
    provider: bill.provider_name,
    serviceDate: bill.service_date,
    claimNumber: bill.claim_number ?? null,
  };
  const flags = new Map<string, Set<AnalysisCategory>>();
  for (const finding of result.errors_detected) {
    for (const id of finding.evidence.line_ids)
      flags.set(id, (flags.get(id) ?? new Set()).add(finding.category));
  }
  const { percentage, missing_fields } = billCompleteness(bill);
  return {
    bill_id: result.bill_id,
    opportunities: result.errors_detected.map((f) => ({
      id: f.id,
      title: f.title,
      description: f.description,
      category: f.category,
      potential_savings: f.potential_savings ?? f.amount_at_risk ?? 0,
      confidence: Math.round(f.confidence * 100),
      success_rate: SUCCESS_RATE[f.category],
      timeline: f.estimated_recovery_time,
      recovery_instructions: recoveryInstructions(f, context),
    })),
    analysis: { potential_savings: result.total_potential_savings, total_errors_found: result.total_errors },
    completeness: { percentage, missing_fields },
    bill_info: {
      provider_name: bill.provider_name,
      service_date: bill.service_date,
      claim_number: bill.claim_number ?? null,
      total_billed_amount: centsToDollars(work.totalCents ?? totals.billedCents)!,
      total_allowed_amount: centsToDollars(totals.allowedCents),
      total_paid_amount: centsToDollars(totals.paidCents),
      patient_responsibility: centsToDollars(totals.patientResponsibilityCents),
      patient_amount_due: centsToDollars(work.dueCents),
    },
    line_items: work.lines.map((l, i) => ({
      id: l.id,
      cpt_code: l.code,
      modifiers: l.modifiers,
      units: l.units,
      billed_amount: l.billed / 100,
      allowed_amount: centsToDollars(amounts[i].allowedCents),
      paid_amount: centsToDollars(amounts[i].paidCents),
      patient_responsibility:
        amounts[i].allowedCents === null
          ? null
          : (amounts[i].allowedCents! - (amounts[i].paidCents ?? 0)) / 100,
      diagnosis_codes: l.dx,
      service_date: l.date,
      description: l.item.description ?? null,
      source: l.source,
      flags: [...(flags.get(l.id) ?? [])],
    })),
  };
}
