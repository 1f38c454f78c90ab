// The dispute-letter calls' bodies and answers (001 §3 dispute letter response, §7
// POST /bills/{id}/generate-dispute-letter; issue 14's /disputes calls).
import { z } from "zod";
import { DEADLINE_RULE_KEYS, DISPUTE_OUTCOMES, DISPUTE_STATUSES, LETTER_KINDS } from "./types";
import { DISPUTE_MESSAGES } from "./messages";

const flag = z.boolean().default(false);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use the date format YYYY-MM-DD");

/** 001 §7. A personal statement sent here is saved on the bill first; a blank one is refused. */
export const GenerateLetterRequestSchema = z.object({
  bill_id: z.string().max(64).optional(),
  include_opportunities: z.boolean().default(true),
  personal_statement: z
    .string()
    .max(5000, DISPUTE_MESSAGES.statementTooLong)
    .refine((s) => s.trim().length > 0, DISPUTE_MESSAGES.emptyStatement)
    .optional(),
  is_preventive_visit: flag,
  needs_financial_assistance: flag,
  attach_eob: flag,
  attach_prior_auth: flag,
});
export type GenerateLetterRequest = z.infer<typeof GenerateLetterRequestSchema>;
export type LetterOptions = Omit<GenerateLetterRequest, "bill_id" | "personal_statement">;

/** 001 §3 dispute letter response, plus the ids the screens open the letter with. */
export const GenerateLetterResponseSchema = z.object({
  success: z.boolean(),
  filename: z.string().nullable(),
  opportunities_count: z.number().int(),
  potential_savings: z.number(),
  letter_content: z.string().nullable(),
  error: z.string().nullable(),
  letter_id: z.string(),
  document_id: z.string().nullable(),
  watermarked: z.boolean(),
});
export type GenerateLetterResponse = z.infer<typeof GenerateLetterResponseSchema>;

export const DisputeDeadlineSchema = z.object({
  rule: z.enum(DEADLINE_RULE_KEYS),
  label: z.string(),
  due_on: isoDate,
  counted_from: z.string(),
  citation: z.string(),
  url: z.string(),
  state: z.enum(["open", "met", "passed"]),
});

/** GET /api/bills/{id}/disputes: one per letter, newest first. Times are ISO strings. */
export const DisputeSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(LETTER_KINDS),
  status: z.enum(DISPUTE_STATUSES),
  created_at: z.string(),
  mailed_at: z.string().nullable(),
  response_due: z.string().nullable(),
  next_reminder_at: z.string().nullable(),
  letter_document_id: z.string().nullable(),
  filename: z.string().nullable(),
  watermarked: z.boolean(),
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  recovered_amount: z.number().nullable(),
  deadlines: z.array(DisputeDeadlineSchema),
});
export type DisputeSummary = z.infer<typeof DisputeSummarySchema>;

/** POST /api/disputes/{id}/mailed */
export const MarkMailedSchema = z.object({ mailed_on: isoDate });
/** POST /api/disputes/{id}/response */
export const ResponseReceivedSchema = z.object({ received_on: isoDate });
/** POST /api/disputes/{id}/resolved */
export const ResolveDisputeSchema = z.object({
  outcome: z.enum(DISPUTE_OUTCOMES),
  recovered_amount: z.number().min(0).max(10_000_000).default(0),
});

/** What the Worker signals the dispute workflow with after saving the user's milestone. */
export const DisputeEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("mailed"), mailedOn: isoDate }),
  z.object({ type: z.literal("response_received"), receivedOn: isoDate }),
  z.object({
    type: z.literal("resolved"),
    outcome: z.enum(DISPUTE_OUTCOMES),
    recoveredCents: z.number().int().min(0),
  }),
]);
export type DisputeEvent = z.infer<typeof DisputeEventSchema>;
