// The API's and the services' schemas for bills and lines, built from the field rules of
// ./bill-fields (the forms in app/components use the same rules), so a 422 says what the form
// would say. The field rules and the family, feedback and list-query schemas are re-exported here.
import { z } from "zod";
import {
  billNumber,
  billStatus,
  DiagnosisCodesSchema,
  LINE_MESSAGES,
  lineItemFields,
  MAX_PATIENT_ID,
  optionalBillNumber,
  outcomeNote,
  patientId,
  personalStatement,
  providerName,
  recoveredAmount,
  serviceDate,
  serviceLines,
  type MissingLineMessages,
} from "./bill-fields";
import { SELF_PATIENT_ID } from "./family";
import { optionalText } from "./fields";
import { BILL_MESSAGES, FAMILY_MESSAGES } from "./messages";

export { calendarDay, normalizeIcdCode } from "./fields";
export * from "./bill-fields";
export * from "./family-schema";
export * from "./feedback-schema";
export * from "./list-query";

/** procedure_code is the spec's name for cpt_code on save (001 §3). */
const withProcedureCode = (v: unknown) => {
  if (!v || typeof v !== "object" || Array.isArray(v)) return v;
  const line = v as Record<string, unknown>;
  return line.cpt_code == null && line.procedure_code != null
    ? { ...line, cpt_code: line.procedure_code }
    : v;
};

/** A service line; `missing` is the message for a line without a CPT code or billed amount. */
export function lineItemSchema(missing: MissingLineMessages) {
  return z.preprocess(
    withProcedureCode,
    z.object({
      ...lineItemFields(missing),
      description: optionalText(500),
      diagnosis_codes: DiagnosisCodesSchema.optional().transform((v) => v ?? []),
    }),
  );
}

/** Lines of the add-bill form: any incomplete line gives the form's one message. */
export const NewBillLineSchema = lineItemSchema({
  cpt: BILL_MESSAGES.addServiceLine,
  billed: BILL_MESSAGES.addServiceLine,
});
/** The Add Line Item form and the edit modal's lines: CPT and billed required. */
export const LineItemSchema = lineItemSchema(LINE_MESSAGES);
export type LineItemInput = z.output<typeof LineItemSchema>;
/** A line as a form or the API sends it (before parsing). */
export type LineItemDraft = z.input<typeof LineItemSchema>;

/** Field names the spec's callers use besides ours (001 §3: provider or provider_name, date or service_date). */
const withAliases = (aliases: Record<string, string>) => (v: unknown) => {
  if (!v || typeof v !== "object" || Array.isArray(v)) return v;
  const out: Record<string, unknown> = { ...(v as Record<string, unknown>) };
  for (const [alias, name] of Object.entries(aliases)) {
    if (out[name] === undefined && out[alias] !== undefined) out[name] = out[alias];
  }
  return out;
};

export const CreateBillSchema = z.preprocess(
  withAliases({ provider_name: "provider", service_date: "date", patient_id: "dependent_id" }),
  z.object({
    /** Sent by the Explainer; the bill is always the signed-in user's. */
    user_id: z.string().max(64).optional(),
    date: serviceDate,
    provider: providerName,
    claim_number: optionalBillNumber,
    dependent_id: optionalText(MAX_PATIENT_ID).transform((v) => v ?? SELF_PATIENT_ID),
    line_items: serviceLines(NewBillLineSchema, {
      required_error: BILL_MESSAGES.addServiceLine,
      invalid_type_error: BILL_MESSAGES.addServiceLine,
    }).min(1, BILL_MESSAGES.addServiceLine),
    diagnosis_codes: DiagnosisCodesSchema.optional(),
  }),
);
export type CreateBillInput = z.input<typeof CreateBillSchema>;

export const UpdateBillSchema = z.preprocess(
  withAliases({ provider_name: "provider", service_date: "date", dependent_id: "patient_id" }),
  z.object({
    provider: providerName.optional(),
    date: serviceDate.optional(),
    claim_number: billNumber.optional(),
    status: billStatus.optional(),
    patient_id: patientId(FAMILY_MESSAGES.notFound).optional(),
    diagnosis_codes: DiagnosisCodesSchema.optional(),
    line_items: serviceLines(LineItemSchema).min(1, BILL_MESSAGES.lastServiceLine).optional(),
    recovered_amount: recoveredAmount.optional(),
    outcome_note: outcomeNote.optional(),
    personal_statement: personalStatement.optional(),
  }),
);
export type UpdateBillInput = z.input<typeof UpdateBillSchema>;

/** A status change (001 §4); 'paid' carries the paid dialog's amount and note. */
export const BillStatusSchema = z.object({
  status: billStatus,
  recovered_amount: recoveredAmount.optional(),
  outcome_note: outcomeNote.optional(),
});
export type BillStatusInput = z.input<typeof BillStatusSchema>;
