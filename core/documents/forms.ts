// Smart Capture form fields per document type (spec 000 §3), the fields extraction fills for the
// other types (001 §3 mock schemas), and every verification message of 000 §5 in one place.
import { CLASSIFICATION_CONFIDENCE_THRESHOLD } from "../plans";
import type { DocumentType } from "./types";

export type FormFieldType = "text" | "date" | "number" | "patient" | "bill";

export interface FormField {
  name: string;
  title: string;
  type: FormFieldType;
  required: boolean;
}

const field = (name: string, title: string, type: FormFieldType, required = false): FormField => ({
  name,
  title,
  type,
  required,
});

/** The verification form of each type (000 §3 table); types not listed have no fields. */
export const FORM_FIELDS: Partial<Record<DocumentType, FormField[]>> = {
  medical_bill: [
    field("patient_id", "Patient", "patient", true),
    field("provider_name", "Provider Name", "text", true),
    field("service_date", "Service Date", "date", true),
    field("bill_date", "Bill Date", "date"),
    field("due_date", "Due Date", "date"),
    field("account_number", "Account Number", "text"),
    field("total_charges", "Total Charges", "number"),
    // Not in 000 §3's table: the analysis compares what the statement asks for with the EOB (issue 17).
    field("amount_due", "Amount Due", "number"),
  ],
  eob: [
    field("related_medical_bill", "Related Medical Bill", "bill", true),
    field("insurance_company", "Insurance Company", "text"),
    field("claim_number", "Claim Number", "text"),
    field("service_date", "Service Date", "date"),
    field("processed_date", "Processed Date", "date"),
    field("total_billed", "Total Billed", "number"),
    field("total_allowed", "Total Allowed", "number"),
    field("total_paid", "Total Paid", "number"),
  ],
  prior_authorization: [
    field("related_medical_bill", "Related Medical Bill", "bill", true),
    field("insurance_company", "Insurance Company", "text"),
    field("authorization_number", "Authorization Number", "text"),
    field("service_date", "Service Date", "date"),
    field("expiration_date", "Expiration Date", "date"),
    field("authorized_services", "Authorized Services", "text"),
    field("status", "Status", "text"),
  ],
};

/** Read-only fields extraction returns for types without a form (001 §3 mock schemas). */
export const EXTRACTED_ONLY_FIELDS: Partial<Record<DocumentType, FormField[]>> = {
  insurance_card_front: [
    field("member_id", "Member ID", "text"),
    field("member_name", "Member Name", "text"),
    field("group_number", "Group Number", "text"),
    field("payer_name", "Payer Name", "text"),
    field("plan_type", "Plan Type", "text"),
  ],
  insurance_card_back: [
    field("customer_service_phone", "Customer Service Phone", "text"),
    field("claims_address", "Claims Address", "text"),
    field("pharmacy_benefits", "Pharmacy Benefits", "text"),
    field("website", "Website", "text"),
  ],
  drivers_license_front: [
    field("license_number", "License Number", "text"),
    field("full_name", "Full Name", "text"),
    field("date_of_birth", "Date of Birth", "date"),
    field("address", "Address", "text"),
    field("expiration_date", "Expiration Date", "date"),
    field("state_issued", "State Issued", "text"),
  ],
  other: [
    field("title", "Title", "text"),
    field("date", "Date", "date"),
    field("organization", "Organization", "text"),
    field("notes", "Notes", "text"),
  ],
};

export interface LineItemField {
  name: string;
  title: string;
  type: "text" | "date" | "number";
  /** Number inputs step by 0.01 (000 §5). */
  step?: number;
}

/** Line items of bills and EOBs; the billed amount is total_charge on a bill, billed_amount on an EOB. */
export function lineItemFields(type: DocumentType): LineItemField[] | null {
  if (type !== "medical_bill" && type !== "eob") return null;
  return [
    { name: "service_date", title: "Service Date", type: "date" },
    { name: "cpt_code", title: "CPT Code", type: "text" },
    { name: "description", title: "Description", type: "text" },
    { name: "units", title: "Units", type: "number", step: 0.1 },
    type === "medical_bill"
      ? { name: "total_charge", title: "Total Charge", type: "number", step: 0.01 }
      : { name: "billed_amount", title: "Billed Amount", type: "number", step: 0.01 },
    { name: "allowed_amount", title: "Allowed Amount", type: "number", step: 0.01 },
    { name: "paid_amount", title: "Paid Amount", type: "number", step: 0.01 },
  ];
}

export interface DocumentTypeSchema {
  document_type: DocumentType;
  /** The editable verification form (empty for types without one). */
  fields: FormField[];
  /** What extraction fills for this type, editable or not. */
  extracted_fields: FormField[];
  line_item_fields: LineItemField[] | null;
}

/** The answer of GET /api/document-types/{type}/schema. */
export function documentTypeSchema(type: DocumentType): DocumentTypeSchema {
  const fields = FORM_FIELDS[type] ?? [];
  return {
    document_type: type,
    fields,
    extracted_fields: fields.length ? fields : (EXTRACTED_ONLY_FIELDS[type] ?? []),
    line_item_fields: lineItemFields(type),
  };
}

export const requiredMessage = (title: string) => `${title} is required`;

/** The save-time messages of 000 §5, keyed by field; other required fields use '{title} is required'. */
const SAVE_MESSAGES: Record<string, string> = {
  provider_name: "Provider name is required",
  service_date: "Service date is required",
  patient_id: "Patient selection is required",
  related_medical_bill: "Related medical bill is required",
};

export const REQUIRED_FIELDS_SUMMARY = "Please fill in all required fields: ";

export type VerificationData = Record<string, unknown>;

function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === "string") return value.trim() !== "";
  if (typeof value === "number") return Number.isFinite(value);
  return true;
}

/** Required fields still empty; a bill's service date may come as service_date_from instead. */
export function missingRequiredFields(type: DocumentType, data: VerificationData): FormField[] {
  return (FORM_FIELDS[type] ?? []).filter((f) => {
    if (!f.required) return false;
    if (f.name === "service_date") return !isFilled(data.service_date) && !isFilled(data.service_date_from);
    return !isFilled(data[f.name]);
  });
}

/** The 'Required: …' hint under the form, or null when nothing is missing. */
export function requiredHint(type: DocumentType, data: VerificationData): string | null {
  const missing = missingRequiredFields(type, data);
  return missing.length ? `Required: ${missing.map((f) => f.title).join(", ")}` : null;
}

export type VerificationResult =
  | { ok: true }
  | { ok: false; errors: { field: string; message: string }[]; summary: string };

export function validateVerification(type: DocumentType, data: VerificationData): VerificationResult {
  const missing = missingRequiredFields(type, data);
  if (!missing.length) return { ok: true };
  return {
    ok: false,
    errors: missing.map((f) => ({
      field: f.name,
      message: SAVE_MESSAGES[f.name] ?? requiredMessage(f.title),
    })),
    summary: REQUIRED_FIELDS_SUMMARY + missing.map((f) => f.title).join(", "),
  };
}

/**
 * 000 §4: a document needs classification when its type is in the section's unclassified list
 * ('other' for the vault) and it is flagged or its confidence is below 0.7 (unknown counts as below).
 */
export function needsClassification(
  type: string,
  confidence: number | null | undefined,
  flag: boolean | null | undefined,
  unclassifiedTypes: readonly string[] = ["other"],
): boolean {
  if (!unclassifiedTypes.includes(type)) return false;
  return Boolean(flag) || confidence == null || confidence < CLASSIFICATION_CONFIDENCE_THRESHOLD;
}
