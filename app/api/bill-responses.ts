// What the bills, Explainer, dashboard and analysis endpoints answer (001 §3 shapes), as zod schemas
// for the OpenAPI document. The endpoint() typing makes tsc check each handler against its schema.
import { z } from "zod";
import { GENDERS, RELATIONSHIPS } from "#core/bills/family";
import { BILL_STATUSES } from "#core/bills/status";
import { Reconciliation } from "./reconciliation-responses";

const money = z.number();
const optionalMoney = z.number().nullable();
const day = z.string().nullable();

/** One bill's figures, the same on every answer that carries a bill (list row, detail). */
const billTotals = {
  total_billed_amount: money,
  total_allowed_amount: optionalMoney,
  total_paid_amount: optionalMoney,
  patient_responsibility: optionalMoney,
  potential_savings: money,
  recovered_amount: money,
};

export const LineItem = z.object({
  id: z.string(),
  cpt_code: z.string(),
  procedure_code: z.string(),
  description: z.string().nullable(),
  service_date: day,
  units: z.number(),
  billed_amount: money,
  allowed_amount: optionalMoney,
  paid_amount: optionalMoney,
  patient_responsibility: optionalMoney,
  diagnosis_codes: z.array(z.string()),
});

/** A bill as the vault lists it. */
export const BillRow = z.object({
  id: z.string(),
  date: day,
  provider_name: z.string(),
  claim_number: z.string().nullable(),
  account_number: z.string().nullable(),
  status: z.string(),
  status_label: z.string(),
  patient_name: z.string(),
  patient_label: z.string(),
  patient_id: z.string(),
  dependent_id: z.string(),
  ...billTotals,
  document_count: z.number(),
  /** The distinct types of the bill's documents, for its badges (at most 3 shown, then '+N'). */
  document_types: z.array(z.string()),
  line_count: z.number(),
  /** "Wait for the EOB": the patient is on one of the user's policies and no EOB is on the bill yet. */
  awaiting_eob: z.boolean(),
});

export const BillList = z.object({
  bills: z.array(BillRow),
  next_cursor: z.string().nullable(),
  total: z.number(),
});

export const ExplainerBillList = BillList.extend({
  bills: z.array(BillRow.extend({ line_items: z.array(LineItem) })),
});

export const BillDocument = z.object({
  id: z.string(),
  bill_id: z.string().nullable(),
  source_details: z.object({ bill_id: z.string().nullable() }),
  filename: z.string(),
  original_filename: z.string(),
  document_type: z.string(),
  description: z.string().nullable(),
  file_size: z.number(),
  content_type: z.string(),
  source: z.string(),
  created_at: z.string(),
  upload_date: z.string(),
  received_at: z.string(),
  classification_confidence: z.number().nullable(),
  /** How an EOB found the bill: claim_number, provider_date_amount, user (null: an older link of the user's). */
  bill_matched_by: z.string().nullable(),
});

export const BillDocuments = z.object({ documents: z.array(BillDocument) });
export const BillDocumentUploaded = BillDocument.extend({ message: z.string() });

/** One bill in the 001 §3 server shape. */
export const BillDetail = z.object({
  id: z.string(),
  provider_name: z.string(),
  provider: z.string(),
  service_date: day,
  date: day,
  service_date_from: day,
  service_date_to: day,
  bill_date: day,
  due_date: day,
  claim_number: z.string().nullable(),
  account_number: z.string().nullable(),
  status: z.enum(BILL_STATUSES),
  status_label: z.string(),
  vault_status: z.string(),
  patient_name: z.string(),
  patient_label: z.string(),
  patient_id: z.string(),
  dependent_id: z.string(),
  diagnosis_codes: z.array(z.string()),
  line_items: z.array(LineItem),
  ...billTotals,
  outcome_note: z.string().nullable(),
  personal_statement: z.string().nullable(),
  document_count: z.number(),
  documents: z.array(BillDocument),
  data_completeness_score: z.number(),
  missing_fields: z.array(z.string()),
  has_line_items: z.boolean(),
  has_cpt_codes: z.boolean(),
  has_insurance_data: z.boolean(),
  has_eob: z.boolean(),
  awaiting_eob: z.boolean(),
  /** EOBs on no bill that the matcher suggests for this one. */
  suggested_eobs: z.array(
    z.object({
      id: z.string(),
      insurance_company: z.string().nullable(),
      service_date: day,
      received_at: z.string(),
    }),
  ),
  readiness_steps: z.array(
    z.object({ key: z.string(), label: z.string(), required: z.boolean(), complete: z.boolean() }),
  ),
  last_analyzed_at: z.string().nullable(),
  needs_reanalysis: z.boolean(),
  /** The lines against every EOB attached (issue 17). */
  reconciliation: Reconciliation,
  source: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const BillStats = z.object({
  total_bills: z.number(),
  total_billed_amount: money,
  total_potential_savings: money,
  total_recovered_amount: money,
  total_flags: z.number(),
  total_line_items: z.number(),
  first_bill_date: day,
});

export const Deleted = z.object({ message: z.string(), id: z.string() });

const Subscription = z.object({ tier: z.string(), status: z.string(), plan: z.string() });

export const FamilyMember = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  display_name: z.string(),
  relationship: z.enum(RELATIONSHIPS),
  date_of_birth: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  is_primary: z.boolean(),
  created_at: z.string(),
});

/** 000 §3 Dashboard data. */
export const DashboardData = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    real_name: z.string().nullable(),
    display_name: z.string().nullable(),
    date_of_birth: z.string().nullable(),
    gender: z.string().nullable(),
    is_verified: z.boolean(),
    zipcode: z.string().nullable(),
  }),
  subscription: Subscription,
  family_members: z.array(FamilyMember),
  bills: z.array(
    BillRow.extend({
      service_date: day,
      provider: z.string(),
      claimNumber: z.string().nullable(),
      display_text: z.string(),
    }),
  ),
  stats: z.object({
    bill_count: z.number(),
    total_billed_amount: money,
    total_potential_savings: money,
    total_recovered_amount: money,
    family_count: z.number(),
  }),
  user_zipcode: z.string().nullable(),
});

const Finding = z.object({
  id: z.string(),
  title: z.string(),
  confidence: z.number(),
  category: z.string(),
  description: z.string(),
  potential_savings: z.number().optional(),
  amount_at_risk: z.number().optional(),
  estimated_recovery_time: z.string(),
  user_action: z.string(),
  evidence: z.object({
    rule: z.string(),
    rule_text: z.string(),
    line_ids: z.array(z.string()),
    lines: z.array(z.object({ line_id: z.string(), position: z.number(), cpt_code: z.string() })),
    codes: z.array(z.string()),
    references: z.array(z.object({ kind: z.string() })),
    figures: z.record(z.union([z.number(), z.string(), z.null()])),
    sources: z.array(z.object({ line_id: z.string() })),
  }),
});

/** 001 §3 Analysis response. */
export const AnalysisResult = z.object({
  bill_id: z.string(),
  total_errors: z.number(),
  total_potential_savings: money,
  high_confidence_errors: z.number(),
  errors_detected: z.array(Finding),
  analysis_timestamp: z.string(),
  notes: z.array(z.string()),
  reference_editions: z.object({
    fee_schedule: z.string().nullable(),
    lab_fee_schedule: z.string().nullable(),
    mue: z.string().nullable(),
    procedure_codes: z.string().nullable(),
    icd10cm: z.string().nullable(),
    ptp: z.string().nullable(),
  }),
});

/** 001 §3 Summary response. */
export const BillSummary = z.object({
  bill_id: z.string(),
  opportunities: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      category: z.string(),
      potential_savings: money,
      confidence: z.number(),
      success_rate: z.number(),
      timeline: z.string(),
      recovery_instructions: z.object({
        method: z.string(),
        steps: z.array(z.string()),
        script: z.string(),
      }),
    }),
  ),
  analysis: z.object({ potential_savings: money, total_errors_found: z.number() }),
  completeness: z.object({ percentage: z.number(), missing_fields: z.array(z.string()) }),
  bill_info: z.object({
    provider_name: z.string().nullable(),
    service_date: day,
    claim_number: z.string().nullable(),
    total_billed_amount: money,
    total_allowed_amount: optionalMoney,
    total_paid_amount: optionalMoney,
    patient_responsibility: optionalMoney,
    patient_amount_due: optionalMoney,
  }),
  line_items: z.array(
    z.object({
      id: z.string(),
      cpt_code: z.string(),
      units: z.number(),
      billed_amount: money,
      allowed_amount: optionalMoney,
      paid_amount: optionalMoney,
      diagnosis_codes: z.array(z.string()),
      flags: z.array(z.string()),
    }),
  ),
});
