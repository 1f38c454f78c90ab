// The bill against its EOBs as the bill's answer carries it (issue 17, ADR 079;
// core/bills/reconciliation.ts), for the OpenAPI document.
import { z } from "zod";

const kind = z.enum(["original", "corrected", "secondary"]);
const box = z.object({
  left: z.number(),
  top: z.number(),
  width: z.number(),
  height: z.number(),
  page: z.number(),
});

const Adjudication = z.object({
  document_id: z.string(),
  document_title: z.string(),
  kind,
  decided_on: z.string(),
  eob_line: z.number(),
  cpt_code: z.string(),
  service_date: z.string().nullable(),
  billed_amount: z.number(),
  allowed_amount: z.number(),
  plan_paid: z.number(),
  patient_responsibility: z.number().nullable(),
  patient_responsibility_stated: z.boolean(),
  denied: z.boolean(),
  reason: z.string().nullable(),
  source: z.object({ document_id: z.string(), page: z.number().optional(), box }).nullable(),
});

const Eob = z.object({
  document_id: z.string(),
  title: z.string(),
  kind,
  decided_on: z.string(),
  dated_by: z.enum(["processed_date", "received"]),
  verified: z.boolean(),
});

export const Reconciliation = z.object({
  eobs: z.array(Eob),
  unverified_eobs: z.array(Eob),
  lines: z.array(
    z.object({
      line_id: z.string(),
      position: z.number(),
      cpt_code: z.string(),
      service_date: z.string().nullable(),
      billed_amount: z.number(),
      current: z
        .object({
          allowed_amount: z.number(),
          plan_paid: z.number(),
          patient_responsibility: z.number().nullable(),
          denied: z.boolean(),
          reason: z.string().nullable(),
          decided_by: z.array(Adjudication),
        })
        .nullable(),
      history: z.array(Adjudication),
    }),
  ),
  unmatched: z.array(Adjudication),
  totals: z.object({
    billed_amount: z.number(),
    allowed_amount: z.number(),
    plan_paid: z.number(),
    patient_responsibility: z.number(),
    lines_decided: z.number(),
    lines_total: z.number(),
  }),
});
