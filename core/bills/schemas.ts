// One zod schema per bill, line and list input, shared by the API, the forms and the services;
// the spec's messages live in them so a 422 says what the form would say. The family and
// feedback schemas live beside this file and are re-exported here.
import { z } from "zod";
import { SELF_PATIENT_ID } from "./family";
import {
  amount,
  blankToUndefined,
  calendarDay,
  normalizeIcdCode,
  numeric,
  optionalAmount,
  optionalText,
  requiredText,
} from "./fields";
import { fitsLikePattern, refuseForbiddenCharacters, wholeNumber } from "../validation";
import { BILL_MESSAGES, FAMILY_MESSAGES } from "./messages";
import { parseRecoveryAmount } from "./money";
import { ACCEPTED_STATUS_VALUES, normalizeBillStatus } from "./status";

export { calendarDay, normalizeIcdCode } from "./fields";
export * from "./family-schema";
export * from "./feedback-schema";

export const MAX_LINES_PER_BILL = 200;
export const MAX_DIAGNOSIS_CODES = 25;

const units = z.preprocess(
  (v) => (v === undefined || v === null || (typeof v === "string" && v.trim() === "") ? 1 : numeric(v)),
  z
    .number({ invalid_type_error: BILL_MESSAGES.unitsMin })
    .int(BILL_MESSAGES.unitsMin)
    .min(1, BILL_MESSAGES.unitsMin)
    .max(9999, BILL_MESSAGES.unitsMin),
);

const dateField = (requiredMessage: string) =>
  requiredText(requiredMessage, 40).transform((v, ctx) => {
    const day = calendarDay(v);
    if (!day) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: BILL_MESSAGES.invalidDate });
      return z.NEVER;
    }
    return day;
  });

export const DiagnosisCodesSchema = z
  .array(z.union([z.string().max(16), z.object({ icd10_code: z.string().max(16) }).passthrough()]), {
    invalid_type_error: BILL_MESSAGES.selectDiagnosisFromDropdown,
  })
  .max(MAX_DIAGNOSIS_CODES)
  .transform((codes, ctx) => {
    const out: string[] = [];
    for (const raw of codes) {
      const code = normalizeIcdCode(typeof raw === "string" ? raw : raw.icd10_code);
      if (!code) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: BILL_MESSAGES.selectDiagnosisFromDropdown });
        return z.NEVER;
      }
      if (!out.includes(code)) out.push(code); // a code can be added once
    }
    return out;
  });

const CPT_PATTERN = /^[A-Z0-9][A-Z0-9-]{0,15}$/;

/** A service line; `missing` is the message for a line without a CPT code or billed amount. */
export function lineItemSchema(missing: { cpt: string; billed: string }) {
  return z
    .object({
      cpt_code: z.string().max(32).nullish(),
      procedure_code: z.string().max(32).nullish(),
      units,
      billed_amount: amount(missing.billed),
      allowed_amount: optionalAmount,
      paid_amount: optionalAmount,
      description: optionalText(500),
      diagnosis_codes: DiagnosisCodesSchema.optional(),
    })
    .transform((line, ctx) => {
      const cpt = (line.cpt_code ?? line.procedure_code ?? "").trim().toUpperCase();
      if (!cpt) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: missing.cpt, path: ["cpt_code"] });
        return z.NEVER;
      }
      if (!CPT_PATTERN.test(cpt)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: BILL_MESSAGES.invalidCpt, path: ["cpt_code"] });
        return z.NEVER;
      }
      return {
        cpt_code: cpt,
        units: line.units,
        billed_amount: line.billed_amount,
        allowed_amount: line.allowed_amount ?? null,
        paid_amount: line.paid_amount ?? null,
        description: line.description,
        diagnosis_codes: line.diagnosis_codes ?? [],
      };
    });
}

/** Lines of the add-bill form: any incomplete line gives the form's one message. */
export const NewBillLineSchema = lineItemSchema({
  cpt: BILL_MESSAGES.addServiceLine,
  billed: BILL_MESSAGES.addServiceLine,
});
/** The Add Line Item form and the edit modal's lines: CPT and billed required. */
export const LineItemSchema = lineItemSchema({
  cpt: BILL_MESSAGES.cptRequired,
  billed: BILL_MESSAGES.billedRequired,
});
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
    date: dateField(BILL_MESSAGES.serviceDateRequired),
    provider: requiredText(BILL_MESSAGES.providerRequired, 300),
    claim_number: optionalText(100),
    dependent_id: optionalText(64).transform((v) => v ?? SELF_PATIENT_ID),
    line_items: z
      .array(NewBillLineSchema, {
        required_error: BILL_MESSAGES.addServiceLine,
        invalid_type_error: BILL_MESSAGES.addServiceLine,
      })
      .min(1, BILL_MESSAGES.addServiceLine)
      .max(MAX_LINES_PER_BILL, BILL_MESSAGES.tooManyLines),
    diagnosis_codes: DiagnosisCodesSchema.optional(),
  }),
);
export type CreateBillInput = z.input<typeof CreateBillSchema>;
export type CreateBillData = z.output<typeof CreateBillSchema>;

const statusField = z
  .string({ required_error: BILL_MESSAGES.invalidStatus, invalid_type_error: BILL_MESSAGES.invalidStatus })
  .trim()
  .toLowerCase()
  .refine((s) => ACCEPTED_STATUS_VALUES.includes(s), BILL_MESSAGES.invalidStatus)
  .transform((s) => normalizeBillStatus(s));

/** Recovery amounts as typed or as numbers, by the recovery rule (blank is 0), as dollars (parsing twice changes nothing). */
const recoveredAmount = z
  .union([z.number(), z.string().max(32), z.null()], {
    invalid_type_error: BILL_MESSAGES.invalidDollarAmount,
  })
  .transform((v, ctx) => {
    const parsed = parseRecoveryAmount(v);
    if (!parsed.ok) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: parsed.message });
      return z.NEVER;
    }
    return parsed.cents / 100;
  });

export const UpdateBillSchema = z.preprocess(
  withAliases({ provider_name: "provider", service_date: "date", dependent_id: "patient_id" }),
  z.object({
    provider: requiredText(BILL_MESSAGES.providerRequired, 300).optional(),
    date: dateField(BILL_MESSAGES.serviceDateRequired).optional(),
    claim_number: requiredText(BILL_MESSAGES.billNumberRequired, 100).optional(),
    status: statusField.optional(),
    patient_id: requiredText(FAMILY_MESSAGES.notFound, 64).optional(),
    diagnosis_codes: DiagnosisCodesSchema.optional(),
    line_items: z
      .array(LineItemSchema)
      .min(1, BILL_MESSAGES.lastServiceLine)
      .max(MAX_LINES_PER_BILL, BILL_MESSAGES.tooManyLines)
      .optional(),
    recovered_amount: recoveredAmount.optional(),
    outcome_note: optionalText(2000, { multiline: true }).optional(),
    personal_statement: optionalText(5000, { multiline: true }).optional(),
  }),
);
export type UpdateBillInput = z.input<typeof UpdateBillSchema>;
export type UpdateBillData = z.output<typeof UpdateBillSchema>;

export const BillStatusSchema = z.object({
  status: statusField,
  recovered_amount: recoveredAmount.optional(),
  outcome_note: optionalText(2000, { multiline: true }).optional(),
});
export type BillStatusInput = z.input<typeof BillStatusSchema>;

const dayFilter = z.preprocess(blankToUndefined, z.string().max(40).optional()).transform((v, ctx) => {
  if (v === undefined) return undefined;
  const day = calendarDay(v);
  if (!day) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: BILL_MESSAGES.invalidDate });
    return z.NEVER;
  }
  return day;
});

/** The vault's filters and the page (001 §2, §5): dates inclusive by calendar day, patient a substring. */
export const ListBillsQuerySchema = z.object({
  dependent_id: z.preprocess(blankToUndefined, z.string().max(64).optional()),
  from: dayFilter,
  to: dayFilter,
  patient: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(100)
      .superRefine(refuseForbiddenCharacters())
      .refine(fitsLikePattern, BILL_MESSAGES.patientFilterTooLong)
      .optional(),
  ),
  status: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .toLowerCase()
      .max(40)
      .refine((s) => ACCEPTED_STATUS_VALUES.includes(s), BILL_MESSAGES.invalidStatus)
      .optional(),
  ),
  limit: wholeNumber({ min: 1, max: 100, fallback: 10 }),
  cursor: z.preprocess(blankToUndefined, z.string().max(300).optional()),
});
export type ListBillsQuery = z.input<typeof ListBillsQuerySchema>;
