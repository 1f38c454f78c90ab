// The facts a dispute letter is written from (issue 14: "built from facts, never free text"). The
// Worker gathers them (app/services/disputes/facts.server.ts: the bill, its lines, the analysis
// findings with their evidence, the EOB, the people) and answers them on /internal; the workflow's
// activity composes (core/disputes/compose.ts) and renders (workflows/activities/letters/) them.
// Amounts are dollars as the API speaks them; dates YYYY-MM-DD.
import { z } from "zod";
import { ANALYSIS_CATEGORIES } from "../analysis/types";
import { LETTER_KINDS } from "./types";

const money = z.number();
const maybeMoney = z.number().nullable();
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const short = z.string().max(300);

export const LetterLineSchema = z.object({
  /** 1-based position on the bill. */
  position: z.number().int().min(1),
  cpt_code: z.string().max(16),
  description: z.string().max(500).nullable(),
  units: z.number(),
  service_date: date.nullable(),
  billed_amount: money,
  allowed_amount: maybeMoney,
  paid_amount: maybeMoney,
});

/** One analysis finding, reduced to the figures the letter states. */
export const LetterFindingSchema = z.object({
  finding_id: z.string().max(300),
  category: z.enum(ANALYSIS_CATEGORIES),
  title: short,
  /** The codes the finding is about, as the analysis named them. */
  codes: z.array(z.string().max(16)).max(50),
  /** The bill's lines it concerns (1-based positions). */
  positions: z.array(z.number().int().min(1)).max(200),
  billed_amount: maybeMoney,
  potential_savings: maybeMoney,
  /** Medicare's reference price, with where it comes from. */
  medicare: z
    .object({
      code: z.string().max(16),
      amount: money,
      locality: short,
      edition: short,
      source: short,
    })
    .nullable(),
  /** The MUE limit that was exceeded. */
  mue: z.object({ code: z.string().max(16), max_units: z.number(), edition: short.nullable() }).nullable(),
  /** For a duplicate: the line it repeats. */
  duplicate_of_position: z.number().int().min(1).nullable(),
  /** What the EOB says about the line(s). */
  eob: z
    .object({
      allowed_amount: maybeMoney,
      paid_amount: maybeMoney,
      patient_responsibility: maybeMoney,
      denied: z.boolean(),
      reason: z.string().max(500).nullable(),
    })
    .nullable(),
  /** The correction the letter asks for, in the analysis' own words (user_action). */
  correction: z.string().max(1000),
});
export type LetterFinding = z.infer<typeof LetterFindingSchema>;

/** A document of the bill appended to the letter and listed as an enclosure. */
export const LetterEnclosureSchema = z.object({
  document_id: z.string().max(64),
  document_type: z.enum(["eob", "prior_authorization"]),
  filename: z.string().max(255),
  storage_key: z.string().max(1024),
  content_type: z.string().max(100),
});
export type LetterEnclosure = z.infer<typeof LetterEnclosureSchema>;

const Party = z.object({
  name: short,
  /** Address lines when known (the product stores none today: the letter leaves space to write it). */
  address: z.array(short).max(6),
});

export const LetterFactsSchema = z.object({
  letter_id: z.string().max(64),
  bill_id: z.string().max(64),
  /** The letter's date. */
  date,
  /** Main kind first, then the kinds that add paragraphs. */
  kinds: z.array(z.enum(LETTER_KINDS)).min(1),
  sender: Party.extend({ email: z.string().max(320).nullable() }),
  /** The provider (or, for an insurance appeal, the insurer). */
  recipient: Party,
  patient: z.object({ name: short, date_of_birth: date.nullable() }),
  provider: z.object({ name: short, npi: z.string().max(20).nullable() }),
  insurer: z.object({ name: short, claim_number: z.string().max(100).nullable() }).nullable(),
  bill: z.object({
    service_date: date.nullable(),
    bill_date: date.nullable(),
    claim_number: z.string().max(100).nullable(),
    account_number: z.string().max(100).nullable(),
    total_billed: money,
    total_allowed: maybeMoney,
    total_paid: maybeMoney,
    patient_responsibility: maybeMoney,
    amount_due: maybeMoney,
  }),
  lines: z.array(LetterLineSchema).max(1000),
  /** Empty when include_opportunities is false. */
  findings: z.array(LetterFindingSchema).max(500),
  potential_savings: money,
  personal_statement: z.string().max(5000),
  is_preventive_visit: z.boolean(),
  needs_financial_assistance: z.boolean(),
  enclosures: z.array(LetterEnclosureSchema).max(20),
  /** The free plan's letter carries a watermark (000 §6). */
  watermark: z.boolean(),
  response_days: z.number().int().min(1),
});
export type LetterFacts = z.infer<typeof LetterFactsSchema>;
