// The bills forms: one zod schema each, shared by the browser (Conform) and the route actions,
// with the spec's messages from core/bills/messages (001 §5).
import { z } from "zod";
import { BILL_MESSAGES, FEEDBACK_MESSAGES } from "#core/bills/messages";
import { MAX_AMOUNT_DOLLARS, parseRecoveryAmount } from "#core/bills/money";
import { BILL_STATUSES } from "#core/bills/status";

/** 000 §5 wording for a bill without a patient (the spec has none for this form). */
export const MAX_SERVICE_LINES = 200;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CPT = /^[A-Za-z0-9]{1,10}$/;

const Amount = z
  .number({ invalid_type_error: BILL_MESSAGES.invalidDollarAmount })
  .min(0, BILL_MESSAGES.invalidDollarAmount)
  .max(MAX_AMOUNT_DOLLARS, BILL_MESSAGES.invalidDollarAmount);
const Units = z
  .number({ invalid_type_error: BILL_MESSAGES.unitsMin })
  .int(BILL_MESSAGES.unitsMin)
  .min(1, BILL_MESSAGES.unitsMin)
  .max(10_000, BILL_MESSAGES.unitsMin)
  .default(1);
const Code = z.string().trim().max(10, BILL_MESSAGES.invalidCpt).regex(CPT, BILL_MESSAGES.invalidCpt);
const ServiceDate = z
  .string({ required_error: BILL_MESSAGES.serviceDateRequired })
  .trim()
  .regex(DATE, BILL_MESSAGES.invalidDate);
const Provider = z
  .string({ required_error: BILL_MESSAGES.providerRequired })
  .trim()
  .min(1, BILL_MESSAGES.providerRequired)
  .max(200, "Provider name is at most 200 characters");
const BillNumber = z.string().trim().max(100, "Bill number is at most 100 characters");
const Patient = z
  .string({ required_error: BILL_MESSAGES.patientRequired })
  .min(1, BILL_MESSAGES.patientRequired)
  .max(64, BILL_MESSAGES.patientRequired);

/** A row of the add-bill form: everything optional, so blank rows can be skipped. */
export const DraftLineSchema = z.object({
  /** Never sent by the add-bill form; present so one rows component serves both forms. */
  id: z.string().max(64).optional(),
  cpt_code: Code.optional(),
  units: Units,
  billed_amount: Amount.optional(),
  allowed_amount: Amount.optional(),
  paid_amount: Amount.optional(),
});
export type DraftLine = z.infer<typeof DraftLineSchema>;

export interface ServiceLine {
  cpt_code: string;
  units: number;
  billed_amount: number;
  allowed_amount?: number | null;
  paid_amount?: number | null;
}

const isBlank = (l: DraftLine) =>
  !l.cpt_code &&
  l.billed_amount === undefined &&
  l.allowed_amount === undefined &&
  l.paid_amount === undefined;

/** The lines a bill is saved with: rows with a CPT code and a billed amount. */
export function completeLines(lines: DraftLine[]): ServiceLine[] {
  return lines
    .filter(
      (l): l is DraftLine & { cpt_code: string; billed_amount: number } =>
        !!l.cpt_code && l.billed_amount !== undefined,
    )
    .map((l) => ({
      cpt_code: l.cpt_code.toUpperCase(),
      units: l.units,
      billed_amount: l.billed_amount,
      allowed_amount: l.allowed_amount ?? null,
      paid_amount: l.paid_amount ?? null,
    }));
}

/** Add-bill form (001 §5): bill number required except in the content-only Explainer. */
export function addBillSchema({ billNumberRequired }: { billNumberRequired: boolean }) {
  return z
    .object({
      intent: z.literal("create-bill"),
      date: ServiceDate,
      provider: Provider,
      claim_number: billNumberRequired
        ? z
            .string({ required_error: BILL_MESSAGES.billNumberRequired })
            .pipe(BillNumber.min(1, BILL_MESSAGES.billNumberRequired))
        : BillNumber.optional(),
      dependent_id: Patient,
      lines: z.array(DraftLineSchema).max(MAX_SERVICE_LINES, BILL_MESSAGES.tooManyLines).default([]),
    })
    .superRefine((bill, ctx) => {
      bill.lines.forEach((line, i) => {
        if (isBlank(line)) return;
        if (!line.cpt_code)
          ctx.addIssue({
            code: "custom",
            path: ["lines", i, "cpt_code"],
            message: BILL_MESSAGES.cptRequired,
          });
        if (line.billed_amount === undefined)
          ctx.addIssue({
            code: "custom",
            path: ["lines", i, "billed_amount"],
            message: BILL_MESSAGES.billedRequired,
          });
      });
      if (completeLines(bill.lines).length === 0) {
        ctx.addIssue({ code: "custom", path: [], message: BILL_MESSAGES.addServiceLine });
      }
    });
}
export const AddBillSchema = addBillSchema({ billNumberRequired: true });
export const ContentOnlyAddBillSchema = addBillSchema({ billNumberRequired: false });

/** Add Line Item (001 §5): CPT and billed required. */
export const AddLineItemSchema = z.object({
  intent: z.literal("add-line"),
  cpt_code: z.string({ required_error: BILL_MESSAGES.cptRequired }).pipe(Code),
  units: Units,
  billed_amount: z.number({ required_error: BILL_MESSAGES.billedRequired }).pipe(Amount),
  allowed_amount: Amount.optional(),
  paid_amount: Amount.optional(),
});

/** One service line in the editor; an id marks a line that already exists. */
export const EditLineSchema = z.object({
  id: z.string().max(64).optional(),
  cpt_code: z.string({ required_error: BILL_MESSAGES.cptRequired }).pipe(Code),
  units: Units,
  billed_amount: z.number({ required_error: BILL_MESSAGES.billedRequired }).pipe(Amount),
  allowed_amount: Amount.optional(),
  paid_amount: Amount.optional(),
});

/** The bill editor's Save Changes (001 §5): provider, service date and bill number required; at least one line. */
export const EditBillSchema = z.object({
  intent: z.literal("update-bill"),
  provider: Provider,
  date: ServiceDate,
  claim_number: z
    .string({ required_error: BILL_MESSAGES.billNumberRequired })
    .pipe(BillNumber.min(1, BILL_MESSAGES.billNumberRequired)),
  dependent_id: Patient,
  status: z.enum(BILL_STATUSES, { errorMap: () => ({ message: BILL_MESSAGES.invalidStatus }) }),
  diagnosis_codes: z.array(z.string().trim().max(10)).max(50).default([]),
  personal_statement: z.string().trim().max(5000, "The personal note is at most 5000 characters").optional(),
  lines: z
    .array(EditLineSchema)
    .min(1, BILL_MESSAGES.lastServiceLine)
    .max(MAX_SERVICE_LINES, BILL_MESSAGES.tooManyLines),
});

/** A status change from the vault or the editor; 'paid' carries the amount and note of the paid dialog. */
export const BillStatusSchema = z.object({
  intent: z.literal("set-status"),
  status: z.enum(BILL_STATUSES, { errorMap: () => ({ message: BILL_MESSAGES.invalidStatus }) }),
  recovered_amount: z
    .string()
    .max(20, BILL_MESSAGES.invalidDollarAmount)
    .optional()
    .superRefine((raw, ctx) => {
      const parsed = parseRecoveryAmount(raw);
      if (!parsed.ok) ctx.addIssue({ code: "custom", message: parsed.message });
    }),
  outcome_note: z.string().trim().max(1000, "The note is at most 1000 characters").optional(),
});

export const FEEDBACK_TRIGGERS = ["bill_resolved", "post_analysis", "general"] as const;

/** Feedback (001 §5): a star rating 1-5 is required; the comment is trimmed; display permission defaults on. */
export const FeedbackSchema = z.object({
  intent: z.literal("feedback"),
  rating: z
    .number({
      required_error: FEEDBACK_MESSAGES.ratingRequired,
      invalid_type_error: FEEDBACK_MESSAGES.ratingRequired,
    })
    .int(FEEDBACK_MESSAGES.ratingRequired)
    .min(1, FEEDBACK_MESSAGES.ratingRequired)
    .max(5, FEEDBACK_MESSAGES.ratingRequired),
  comment: z.string().trim().max(2000, "The comment is at most 2000 characters").optional(),
  display_permission: z.enum(["on", "off"]).default("off"),
  trigger_event: z.enum(FEEDBACK_TRIGGERS).default("bill_resolved"),
  savings_amount: z.number().min(0).max(MAX_AMOUNT_DOLLARS).optional(),
});
