import type { MetSoFar } from "../insurance/expected-share";
import type { PlanTerms } from "../insurance/plan-terms";

// The billing-error engine's contract: the bill it reads (dollars, as the API speaks them), the
// reference lookups injected by the caller (preloaded, synchronous), and the findings it returns
// (001 §3 Analysis response).

export const ANALYSIS_CATEGORIES = [
  "duplicate_charge",
  "unbundling",
  "excessive_units",
  "upcoding",
  "pricing",
  "balance_billing",
  "denial",
  "math_error",
  "invalid_code",
] as const;
export type AnalysisCategory = (typeof ANALYSIS_CATEGORIES)[number];

/** Where OCR read a value: fractions of the page, 1-based page (as core/documents OcrWord). */
export interface DocumentBox {
  left: number;
  top: number;
  width: number;
  height: number;
  page: number;
}

export interface LineSource {
  document_id: string;
  /** 1-based page of the document (the same as box.page), for a reader who only wants the page. */
  page?: number;
  box: DocumentBox;
}

export interface AnalysisLineItem {
  id: string;
  /** CPT/HCPCS code; a modifier written after a dash ("99213-25") is read as a modifier. */
  cpt_code: string;
  modifiers?: string[] | null;
  units: number;
  billed_amount: number;
  allowed_amount?: number | null;
  paid_amount?: number | null;
  diagnosis_codes?: string[] | null;
  /** YYYY-MM-DD; the bill's service date when absent. */
  service_date?: string | null;
  /** Minutes of the visit when the bill or record states them (E/M time). */
  time_minutes?: number | null;
  description?: string | null;
  /** Set when the line was read from a document by OCR. */
  source?: LineSource | null;
}

export interface EobLine {
  cpt_code: string;
  billed_amount: number;
  allowed_amount: number;
  paid_amount: number;
  patient_responsibility?: number | null;
  denied?: boolean | null;
  reason?: string | null;
  service_date?: string | null;
  source?: LineSource | null;
  eob_line?: number | null; // its 1-based row on its own EOB, when several EOBs are read as one
}

export interface AnalysisEob {
  lines: EobLine[];
  total_patient_responsibility?: number | null;
  total_patient_responsibility_source?: LineSource | null; // where the EOB printed that total (OCR)
}

export interface AnalysisBill {
  id: string;
  service_date: string | null;
  provider_name: string | null;
  patient_id: string | null;
  claim_number?: string | null;
  total_billed_amount?: number | null;
  line_items: AnalysisLineItem[];
  diagnosis_codes: string[];
  eob?: AnalysisEob | null;
  patient_amount_due?: number | null; // what the bill asks the patient to pay
  patient_amount_due_source?: LineSource | null; // where the statement printed it (OCR)
  /** The policy covering the patient, for what the bill should cost under it (used only without an EOB). */
  plan?: AnalysisPlan | null;
}

/** The patient's plan as the expected-share rule reads it (core/insurance/expected-share.ts). */
export interface AnalysisPlan {
  policy_name: string;
  terms: PlanTerms;
  /** The deductible and out-of-pocket amounts met before this bill, from verified EOBs. */
  met: MetSoFar;
}

// ---- Reference lookups (built by the caller from the imported CMS/CDC data) ----

export interface MedicareLocality {
  name: string;
  mac: string;
  locality: string;
  zip: string;
}

export interface MedicareRate {
  code: string;
  modifier: string;
  /** Dollars per unit; null when Medicare does not pay the code in that setting. */
  nonfacility_amount: number | null;
  facility_amount: number | null;
  fee_schedule: "physician" | "clinical_laboratory";
  /** The user's payment locality; null means a national amount. */
  locality: MedicareLocality | null;
  edition: string;
  source: string;
  /** PFS global surgery days (000, 010, 090, XXX, …); null for lab codes. */
  global_days: string | null;
  /** PFS PC/TC indicator (0-9, core/analysis/pctc.ts); null for codes the PFS file does not list. */
  pctc_indicator: string | null;
  status_code: string | null;
}

export interface MueLimit {
  code: string;
  max_units: number;
  /** 1 per claim line, 2 per day (policy), 3 per day (clinical). */
  adjudication_indicator: 1 | 2 | 3;
  adjudication_text: string;
  rationale: string;
  service_type: string;
  edition: string | null;
}

export interface ProcedureCodeInfo {
  code: string;
  description: string;
  kind: "cpt" | "cdt" | "hcpcs";
}

export interface DiagnosisCodeInfo {
  /** With the dot (E11.9). */
  code: string;
  description: string;
  /** False for a category header or a code no longer in the billable list. */
  billable: boolean;
}

export interface PtpEdit {
  column1: string;
  column2: string;
  modifier_indicator: 0 | 1 | 9;
  rationale: string;
  effective_date: string;
  deletion_date: string | null;
}

/** Editions in place; null means the dataset has not been imported (its checks are skipped). */
export interface ReferenceEditions {
  fee_schedule: string | null;
  lab_fee_schedule: string | null;
  mue: string | null;
  procedure_codes: string | null;
  icd10cm: string | null;
  ptp: string | null;
}

export interface ReferenceLookups {
  medicareRate(code: string, modifier?: string): MedicareRate | null;
  mue(code: string): MueLimit | null;
  procedureCode(code: string): ProcedureCodeInfo | null;
  diagnosisCode(code: string): DiagnosisCodeInfo | null;
  /** NCCI PTP edits among `codes`, in force on the bill's date; absent when the PTP file is not imported. */
  ptpEdits?: ((codes: readonly string[]) => PtpEdit[]) | null;
  editions: ReferenceEditions;
}

// ---- Findings ----

export interface EvidenceLine {
  line_id: string;
  /** 1-based position on the bill. */
  position: number;
  cpt_code: string;
  modifiers: string[];
  units: number;
  billed_amount: number;
  allowed_amount: number | null;
  paid_amount: number | null;
  service_date: string | null;
  source: LineSource | null;
}

export type ReferenceRow =
  | {
      kind: "medicare_rate";
      code: string;
      modifier: string;
      amount: number;
      setting: "non-facility" | "facility";
      fee_schedule: MedicareRate["fee_schedule"];
      locality: string;
      zip: string | null;
      edition: string;
      source: string;
    }
  | ({ kind: "mue" } & MueLimit)
  | {
      kind: "bundle_pair";
      comprehensive: string;
      component: string;
      relationship: string;
      source: string;
      bypass_modifiers: string[];
    }
  | ({ kind: "ptp_edit"; edition: string | null } & PtpEdit)
  | {
      kind: "code_set";
      code: string;
      code_type: "procedure" | "diagnosis";
      found: boolean;
      billable: boolean | null;
      description: string | null;
      edition: string | null;
    }
  | ({ kind: "eob_line"; position: number } & EobLine)
  | { kind: "em_guideline"; code: string; level: number; minutes: number | null; source: string }
  /** A visit inside a procedure's global surgery period (core/analysis/global-surgery.ts). */
  | {
      kind: "global_surgery";
      procedure: string;
      visit: string;
      /** The procedure's PFS global days: 000, 010 or 090. */
      global_days: string;
      /** 0 on the procedure's day, 1 the day before. */
      days_before: number;
      bypass_modifiers: string[];
      edition: string | null;
      source: string;
    }
  /** A code's PFS PC/TC indicator and what it allows (core/analysis/pctc.ts). */
  | {
      kind: "pctc_indicator";
      code: string;
      indicator: string;
      meaning: string;
      modifier: string | null;
      edition: string | null;
      source: string;
    }
  /** One step of what the bill should cost under the patient's plan, with the plan row it rests on. */
  | {
      kind: "plan_share_step";
      step: "deductible_left" | "line" | "out_of_pocket_cap";
      policy_name: string;
      /** The step's amount: the deductible left, the line's share, or what the cap leaves. */
      amount: number;
      position: number | null;
      code: string | null;
      service: string | null;
      basis: "allowed" | "billed" | null;
      basis_amount: number | null;
      deductible_amount: number | null;
      copay_amount: number | null;
      coinsurance_percent: number | null;
      limit_amount: number | null;
      met_amount: number | null;
      /** The plan's row ("Emergency Room Services (in-network): 30% Coinsurance after deductible"), CMS's figures, or null: no benefit covers it. */
      source: string | null;
      source_url: string | null;
    }
  | ({ kind: "document_box"; page: number; label: string; amount: number | null } & LineSource) // a printed amount
  /** A verified EOB counted toward this year's deductible or out-of-pocket maximum. */
  | {
      kind: "eob_document";
      document_id: string;
      title: string;
      service_date: string | null;
      patient_share: number;
      deductible: number;
    };

export interface Evidence {
  /** The rule that fired, e.g. "duplicate_charge.same_service_same_day". */
  rule: string;
  rule_text: string;
  line_ids: string[];
  lines: EvidenceLine[];
  /** The codes the finding is about (diagnosis codes for invalid diagnoses). */
  codes: string[];
  references: ReferenceRow[];
  figures: Record<string, number | string | null>;
  /** The document boxes the lines were read from (OCR), in line order. */
  sources: (LineSource & { line_id: string })[];
}

export interface AnalysisFinding {
  /** Stable across re-runs of the same bill: category, rule and subjects. */
  id: string;
  title: string;
  confidence: number;
  category: AnalysisCategory;
  description: string;
  potential_savings?: number;
  amount_at_risk?: number;
  estimated_recovery_time: string;
  user_action: string;
  evidence: Evidence;
}

export interface AnalysisResult {
  bill_id: string;
  total_errors: number;
  total_potential_savings: number;
  /** How many findings have confidence above 0.8. */
  high_confidence_errors: number;
  errors_detected: AnalysisFinding[];
  analysis_timestamp: string;
  /** Checks that could not run and why (no ZIP, a dataset not imported, no EOB). */
  notes: string[];
  reference_editions: ReferenceEditions;
}
