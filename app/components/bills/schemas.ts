// The bills forms: one zod schema each, shared by the browser (Conform) and the route actions. Every
// field rule and message comes from core/bills (001 §5), the same the JSON API's schemas are built from.
import { z } from "zod";
import {
  billNumber,
  billStatus,
  DiagnosisCodesSchema,
  LINE_MESSAGES,
  lineItemFields,
  optionalBillNumber,
  patientId,
  personalStatement,
  providerName,
  serviceDate,
  serviceLines,
} from "#core/bills/bill-fields";
import { BILL_MESSAGES } from "#core/bills/messages";

const line = lineItemFields(LINE_MESSAGES);

/** A row of the add-bill form: everything optional, so blank rows can be skipped. */
export const DraftLineSchema = z.object({
  /** Never sent by the add-bill form; present so one rows component serves both forms. */
  id: z.string().max(64).optional(),
  cpt_code: line.cpt_code.optional(),
  units: line.units,
  billed_amount: line.billed_amount.optional(),
  allowed_amount: line.allowed_amount,
  paid_amount: line.paid_amount,
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
  !l.cpt_code && l.billed_amount === undefined && l.allowed_amount === null && l.paid_amount === null;

/** The lines a bill is saved with: rows with a CPT code and a billed amount. */
export function completeLines(lines: DraftLine[]): ServiceLine[] {
  return lines
    .filter(
      (l): l is DraftLine & { cpt_code: string; billed_amount: number } =>
        !!l.cpt_code && l.billed_amount !== undefined,
    )
    .map(({ id: _id, ...l }) => l);
}

/** Add-bill form (001 §5): bill number required except in the content-only Explainer. */
export function addBillSchema({ billNumberRequired }: { billNumberRequired: boolean }) {
  return z
    .object({
      intent: z.literal("create-bill"),
      date: serviceDate,
      provider: providerName,
      claim_number: billNumberRequired ? billNumber : optionalBillNumber,
      dependent_id: patientId(BILL_MESSAGES.patientRequired),
      lines: serviceLines(DraftLineSchema).default([]),
    })
    .superRefine((bill, ctx) => {
      bill.lines.forEach((row, i) => {
        if (isBlank(row)) return;
        if (!row.cpt_code)
          ctx.addIssue({ code: "custom", path: ["lines", i, "cpt_code"], message: LINE_MESSAGES.cpt });
        if (row.billed_amount === undefined)
          ctx.addIssue({
            code: "custom",
            path: ["lines", i, "billed_amount"],
            message: LINE_MESSAGES.billed,
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
export const AddLineItemSchema = z.object({ intent: z.literal("add-line"), ...line });

/** One service line in the editor; an id marks a line that already exists. */
export const EditLineSchema = z.object({ id: z.string().max(64).optional(), ...line });

/** The bill editor's Save Changes (001 §5): provider, service date and bill number required; at least one line. */
export const EditBillSchema = z.object({
  intent: z.literal("update-bill"),
  provider: providerName,
  date: serviceDate,
  claim_number: billNumber,
  dependent_id: patientId(BILL_MESSAGES.patientRequired),
  status: billStatus,
  diagnosis_codes: DiagnosisCodesSchema.default([]),
  personal_statement: personalStatement,
  lines: serviceLines(EditLineSchema).min(1, BILL_MESSAGES.lastServiceLine),
});
