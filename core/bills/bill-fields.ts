// Each rule of a bill and its service lines, kept once: the API's schemas (./schemas) and the forms
// (app/components/bills/schemas) are built from these, so both refuse the same input with the same words.
import { z } from "zod";
import {
  amount,
  calendarDay,
  normalizeIcdCode,
  numeric,
  optionalAmount,
  optionalText,
  requiredText,
} from "./fields";
import { BILL_MESSAGES } from "./messages";
import { parseRecoveryAmount } from "./money";
import { ACCEPTED_STATUS_VALUES, normalizeBillStatus } from "./status";
import { isInUnitTenths } from "./units";
import { textWith } from "../validation";

/** The spec gives no limits for these; they are the more permissive of the limits we had (D1 text has none). */
export const MAX_LINES_PER_BILL = 200;
export const MAX_DIAGNOSIS_CODES = 50;
export const MAX_PROVIDER_NAME = 300;
export const MAX_BILL_NUMBER = 100;
export const MAX_PATIENT_ID = 64;
export const MAX_UNITS = 10_000;
export const MAX_OUTCOME_NOTE = 2000;
export const MAX_PERSONAL_STATEMENT = 5000;

/** A provider's name; `message` when it is missing (Smart Capture words it 'Provider name is required', 000 §5). */
export const providerNameWith = (message: string) => requiredText(message, MAX_PROVIDER_NAME);
export const providerName = providerNameWith(BILL_MESSAGES.providerRequired);
export const billNumber = requiredText(BILL_MESSAGES.billNumberRequired, MAX_BILL_NUMBER);
export const optionalBillNumber = optionalText(MAX_BILL_NUMBER);
/** 'self' or a family member's id; `message` when it is missing. */
export const patientId = (message: string) => requiredText(message, MAX_PATIENT_ID);
export const outcomeNote = optionalText(MAX_OUTCOME_NOTE, { multiline: true });
export const personalStatement = optionalText(MAX_PERSONAL_STATEMENT, { multiline: true });

/** A real calendar day as YYYY-MM-DD (an ISO date-time keeps its day). */
export const serviceDate = requiredText(BILL_MESSAGES.serviceDateRequired, 40).transform((v, ctx) => {
  const day = calendarDay(v);
  if (!day) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: BILL_MESSAGES.invalidDate });
    return z.NEVER;
  }
  return day;
});

/** One of the four statuses (001 §4); legacy and server values are accepted and mapped. */
export const billStatus = textWith(BILL_MESSAGES.invalidStatus)
  .trim()
  .toLowerCase()
  .refine((s) => ACCEPTED_STATUS_VALUES.includes(s), BILL_MESSAGES.invalidStatus)
  .transform((s) => normalizeBillStatus(s));

/** Recovery amounts as typed or as numbers, by the recovery rule (blank is 0), as dollars (parsing twice changes nothing). */
export const recoveredAmount = z
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

export const units = z.preprocess(
  (v) => (v === undefined || v === null || (typeof v === "string" && v.trim() === "") ? 1 : numeric(v)),
  z
    .number({ invalid_type_error: BILL_MESSAGES.unitsMin })
    .min(1, BILL_MESSAGES.unitsMin)
    .max(MAX_UNITS, BILL_MESSAGES.unitsMin)
    .refine(isInUnitTenths, BILL_MESSAGES.unitsTenths),
);

const CPT_PATTERN = /^[A-Z0-9][A-Z0-9-]{0,15}$/;

/** A CPT/HCPCS code, upper-cased; `message` when it is missing. */
export const cptCode = (message: string) =>
  textWith(message)
    .max(32, BILL_MESSAGES.invalidCpt)
    .transform((v, ctx) => {
      const cpt = v.trim().toUpperCase();
      if (!cpt || !CPT_PATTERN.test(cpt)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: cpt ? BILL_MESSAGES.invalidCpt : message });
        return z.NEVER;
      }
      return cpt;
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

/** The messages of a line without a CPT code or billed amount. */
export interface MissingLineMessages {
  cpt: string;
  billed: string;
}

/** The Add Line Item form and the editor's lines (001 §5): CPT and billed required. */
export const LINE_MESSAGES: MissingLineMessages = {
  cpt: BILL_MESSAGES.cptRequired,
  billed: BILL_MESSAGES.billedRequired,
};

/** The amounts and code of a service line, as a form row and the API's line share them. */
export const lineItemFields = (missing: MissingLineMessages) => ({
  cpt_code: cptCode(missing.cpt),
  units,
  billed_amount: amount(missing.billed),
  allowed_amount: optionalAmount.transform((v) => v ?? null),
  paid_amount: optionalAmount.transform((v) => v ?? null),
});

/** A bill's service lines: at most 200. */
export const serviceLines = <T extends z.ZodTypeAny>(line: T, params?: z.RawCreateParams) =>
  z.array(line, params).max(MAX_LINES_PER_BILL, BILL_MESSAGES.tooManyLines);
