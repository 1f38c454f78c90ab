// What follows from a bill's data: totals, patient responsibility, how complete it is, whether it
// needs a fresh analysis, and the readiness tracker of the dispute letter (001 §3, §4, §5).

export interface LineAmounts {
  cptCode: string | null;
  units: number;
  billedCents: number | null;
  allowedCents: number | null;
  paidCents: number | null;
}

/** Allowed minus paid; unknown while the allowed amount is unknown (a missing paid amount is 0). */
export function patientResponsibilityCents(
  allowedCents: number | null,
  paidCents: number | null,
): number | null {
  return allowedCents === null ? null : allowedCents - (paidCents ?? 0);
}

export interface BillTotals {
  billedCents: number;
  /** null when no line has an allowed amount. */
  allowedCents: number | null;
  /** null when no line has a paid amount. */
  paidCents: number | null;
  patientResponsibilityCents: number | null;
}

const sumKnown = (values: (number | null)[]): number | null =>
  values.some((v) => v !== null) ? values.reduce<number>((s, v) => s + (v ?? 0), 0) : null;

/** The bill's totals are the sums of its lines. */
export function billTotals(lines: LineAmounts[]): BillTotals {
  const billedCents = lines.reduce((s, l) => s + (l.billedCents ?? 0), 0);
  const allowedCents = sumKnown(lines.map((l) => l.allowedCents));
  const paidCents = sumKnown(lines.map((l) => l.paidCents));
  return {
    billedCents,
    allowedCents,
    paidCents,
    patientResponsibilityCents: patientResponsibilityCents(allowedCents, paidCents),
  };
}

export interface BillFactsInput {
  providerName: string | null;
  serviceDate: string | null;
  hasPatient: boolean;
  claimNumber: string | null;
  lines: LineAmounts[];
  diagnosisCodeCount: number;
  totalAllowedCents: number | null;
  totalPaidCents: number | null;
}

export interface BillFlags {
  has_line_items: boolean;
  has_cpt_codes: boolean;
  has_insurance_data: boolean;
}

export function billFlags(
  bill: Pick<BillFactsInput, "lines" | "totalAllowedCents" | "totalPaidCents">,
): BillFlags {
  return {
    has_line_items: bill.lines.length > 0,
    has_cpt_codes: bill.lines.some((l) => !!l.cptCode?.trim()),
    has_insurance_data:
      bill.totalAllowedCents !== null ||
      bill.totalPaidCents !== null ||
      bill.lines.some((l) => l.allowedCents !== null || l.paidCents !== null),
  };
}

/** The fields an analysis reads, in the order the summary lists what is missing. */
export const COMPLETENESS_FIELDS = [
  "provider_name",
  "service_date",
  "patient",
  "claim_number",
  "line_items",
  "cpt_codes",
  "billed_amounts",
  "insurance_data",
  "diagnosis_codes",
] as const;
export type CompletenessField = (typeof COMPLETENESS_FIELDS)[number];

/** data_completeness_score in 0..1 (two decimals) and the fields still missing. */
export function completeness(bill: BillFactsInput): { score: number; missing_fields: CompletenessField[] } {
  const flags = billFlags(bill);
  const present: Record<CompletenessField, boolean> = {
    provider_name: !!bill.providerName?.trim(),
    service_date: !!bill.serviceDate?.trim(),
    patient: bill.hasPatient,
    claim_number: !!bill.claimNumber?.trim(),
    line_items: flags.has_line_items,
    cpt_codes: flags.has_cpt_codes,
    billed_amounts: bill.lines.some((l) => (l.billedCents ?? 0) > 0),
    insurance_data: flags.has_insurance_data,
    diagnosis_codes: bill.diagnosisCodeCount > 0,
  };
  const missing = COMPLETENESS_FIELDS.filter((f) => !present[f]);
  const score =
    Math.round(((COMPLETENESS_FIELDS.length - missing.length) / COMPLETENESS_FIELDS.length) * 100) / 100;
  return { score, missing_fields: missing };
}

/** 001 §4: reanalysis is flagged when needs_reanalysis, or completeness is above 0.5 and never analyzed. */
export function needsReanalysis(bill: {
  needsReanalysis: boolean;
  completenessScore: number;
  lastAnalyzedAt: number | null;
}): boolean {
  return bill.needsReanalysis || (bill.completenessScore > 0.5 && bill.lastAnalyzedAt === null);
}

export type ReadinessStepKey =
  | "patient_and_date"
  | "provider"
  | "service_code_and_dollars"
  | "eob"
  | "personal_note";

export interface ReadinessStep {
  key: ReadinessStepKey;
  label: string;
  required: boolean;
  complete: boolean;
}

export interface ReadinessInput {
  patientId: string | null;
  date: string | null;
  provider: string | null;
  lines: Pick<LineAmounts, "cptCode" | "billedCents">[];
  hasEob: boolean;
  personalNote: string | null;
}

/** 001 §4/§5: the readiness tracker; Generate needs every required step and premium. */
export function readiness(
  input: ReadinessInput,
  premium: boolean,
): { steps: ReadinessStep[]; canGenerate: boolean } {
  const steps: ReadinessStep[] = [
    {
      key: "patient_and_date",
      label: "Patient and Date",
      required: true,
      complete: !!input.patientId && !!input.date?.trim(),
    },
    { key: "provider", label: "Provider", required: true, complete: !!input.provider?.trim() },
    {
      key: "service_code_and_dollars",
      label: "Service Code and Dollars",
      required: true,
      complete:
        input.lines.some((l) => !!l.cptCode?.trim()) && input.lines.some((l) => (l.billedCents ?? 0) > 0),
    },
    { key: "eob", label: "EOB attached", required: false, complete: input.hasEob },
    { key: "personal_note", label: "Personal Note", required: true, complete: !!input.personalNote?.trim() },
  ];
  return { steps, canGenerate: premium && steps.every((s) => !s.required || s.complete) };
}
