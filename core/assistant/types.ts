// The assistant's shared shapes (issue 16; docs/decisions/067-…): what retrieval hands the answerer
// (the user's own records, money in cents), what an answer is (text + citations + actions), the
// API's request and response, and the model seam with its three providers.
//
// One rule runs through all of it: the facts come from `AssistantRecords`. A model may only word an
// answer the embedded answerer computed; every amount, code and date in the text must appear in the
// cited records (core/assistant/grounding.ts), else the computed wording is kept.
import { z } from "zod";
import type { AdjudicationRecord } from "./adjudication-record";

// ---- Records: what retrieval found for the signed-in user (never anyone else's) ----

export type CitationType = "bill" | "line_item" | "finding" | "document" | "reference" | "policy";

export interface Citation {
  type: CitationType;
  /** The record's id (a bill, line, finding, document, policy id; for a reference: "medicare:{code}:{locality}"). */
  id: string;
  /** What the user sees: "City Hospital, 2026-03-14", "Line 2 · 99214", "Medicare fee schedule 2026 · 99214". */
  label: string;
}

export interface LineRecord {
  id: string;
  /** 1-based position on the bill. */
  position: number;
  code: string;
  description: string | null;
  serviceDate: string | null;
  units: number;
  billedCents: number;
  allowedCents: number | null;
  paidCents: number | null;
  /** The Medicare fee-schedule amount for this code at the user's ZIP, per unit, if known. */
  medicare: { amountCents: number; label: string; referenceId: string } | null;
}

export interface FindingRecord {
  /** AnalysisFinding.id (stable across runs). */
  id: string;
  category: string;
  rule: string;
  title: string;
  description: string;
  userAction: string;
  potentialSavingsCents: number | null;
  /** Line ids the finding is about. */
  lineIds: string[];
  /** Codes the finding names. */
  codes: string[];
  /** Plain-language evidence lines ("Line 2 · 99214 billed $240.00 twice on 2026-03-14"). */
  evidence: string[];
}

export interface DocumentRecord {
  id: string;
  /** eob | medical_bill | prior_authorization | insurance_card | other … (core/documents types). */
  type: string;
  label: string;
  billId: string | null;
  /** The fields the user verified (or the extracted ones while unverified), as stored. */
  fields: Record<string, string | number | boolean | null>;
  verified: boolean;
  receivedAt: string | null;
}

export interface EobRecord {
  documentId: string;
  billId: string | null;
  claimNumber: string | null;
  serviceDate: string | null;
  billedCents: number | null;
  allowedCents: number | null;
  planPaidCents: number | null;
  patientResponsibilityCents: number | null;
  label: string;
}

export interface DeadlineRecord {
  /** The dispute letter's id (cited as a document when it has one, else the bill). */
  letterId: string;
  billId: string;
  /** ISO date. */
  dueDate: string;
  /** "Provider response due", "Follow up", "Appeal window closes" … */
  label: string;
  documentId: string | null;
}

export interface BillRecord {
  id: string;
  /** "City Hospital, 2026-03-14" */
  label: string;
  providerName: string;
  serviceDate: string | null;
  billDate: string | null;
  dueDate: string | null;
  claimNumber: string | null;
  accountNumber: string | null;
  /** "You" or the family member's display name. */
  patientName: string;
  familyMemberId: string | null;
  status: string;
  totalBilledCents: number | null;
  totalAllowedCents: number | null;
  totalPaidCents: number | null;
  /** What the statement asks the patient to pay, from its verified fields; null when unknown. */
  amountDueCents: number | null;
  potentialSavingsCents: number;
  recoveredCents: number;
  lines: LineRecord[];
  /** Present only for premium users (the error analysis is a premium feature); null: not run/allowed. */
  findings: FindingRecord[] | null;
  documents: DocumentRecord[];
  eobs: EobRecord[];
  /** What the plans decided now across every EOB on the bill (ADR 082); answers read this, not each EOB. */
  adjudication?: AdjudicationRecord | null;
  deadlines: DeadlineRecord[];
}

export interface PolicyRecord {
  id: string;
  name: string;
  carrierName: string | null;
  planName: string | null;
  /** Family member display names the policy covers. */
  members: string[];
  /** Benefit rows as the benefits table shows them: "Primary Care Visit (in-network)": "$30 copay". */
  benefits: { label: string; value: string }[];
  deductibleCents: number | null;
  outOfPocketMaxCents: number | null;
}

export interface AssistantRecords {
  /** ISO date "today" for the user (deadlines, "this month"). */
  today: string;
  premium: boolean;
  zip: string | null;
  /** The account holder's and family members' names: replaced by placeholders before a model sees any text. */
  people: string[];
  /** The bill the question is about (the widget's page or `bill_id`), if any. */
  focusBillId: string | null;
  bills: BillRecord[];
  policies: PolicyRecord[];
}

// ---- Answers ----

export const INTENTS = [
  "bill_charges",
  "eob_paid",
  "amount_owed",
  "medicare_comparison",
  "findings",
  "finding_why",
  "deadlines",
  "phone_script",
  "billed_vs_owed",
  "high_despite_insurance",
  "overcharged",
  "plan_benefits",
  "deductible",
  "totals",
  "open_bill",
  "run_analysis",
  "start_dispute",
  "unknown",
] as const;
export type Intent = (typeof INTENTS)[number];

export interface AssistantAction {
  kind: "open_bill" | "run_analysis" | "start_dispute" | "upgrade";
  label: string;
  /** The in-app link the widget follows (e.g. /bills?bill={id}); never carries health data beyond ids. */
  href: string;
  billId: string | null;
}

/**
 * An amount the answerer worked out from cited amounts (cents), stated so the grounding check can
 * redo the arithmetic: "sum" Σ of, "difference" |of[0] − of[1]|, "times" of[0] × factor (units).
 */
export interface DerivedAmount {
  op: "sum" | "difference" | "times";
  of: number[];
  factor?: number;
  cents: number;
}

export interface ComputedAnswer {
  intent: Intent;
  /** Paragraphs; every amount, code and date in them is in `citations`' records. */
  paragraphs: string[];
  citations: Citation[];
  actions: AssistantAction[];
  /** True when the user's data did not hold the answer: the text says so and states no amount. */
  unanswered: boolean;
  /** Amounts derived from cited ones (totals, differences, price × units), checkable by grounding.ts. */
  derived?: DerivedAmount[];
}

// ---- The model seam ----

export type ProviderName = "embedded" | "workers-ai" | "openai";

export interface WordingRequest {
  /** The question with names, member ids and claim numbers replaced by placeholders. */
  question: string;
  /** The computed answer, redacted the same way. */
  computed: ComputedAnswer;
  /** The cited records' facts as text lines (redacted), for the model to word from. */
  facts: string[];
}

/** Words a computed answer; returns the text (placeholders intact) or null to keep the computed one. */
export interface AssistantModel {
  readonly name: ProviderName;
  word(request: WordingRequest, signal?: AbortSignal): Promise<string | null>;
}

// ---- The API (POST /api/chat/messages, GET /api/chat/stored-answer, conversations) ----

export const CHAT_QUESTION_MAX = 1000;

export const ChatMessageBodySchema = z.object({
  question: z.string().trim().min(1, "Please type a question.").max(CHAT_QUESTION_MAX, `Questions can be at most ${CHAT_QUESTION_MAX} characters.`),
  bill_id: z.string().min(1).max(64).nullish(),
  conversation_id: z.string().min(1).max(64).nullish(),
  /** Optional client key: a retried POST with the same key answers once and counts once. */
  request_key: z.string().min(8).max(64).nullish(),
});
export type ChatMessageBody = z.infer<typeof ChatMessageBodySchema>;

export const CitationSchema = z.object({
  type: z.enum(["bill", "line_item", "finding", "document", "reference", "policy"]),
  id: z.string(),
  label: z.string(),
});

export const AssistantActionSchema = z.object({
  kind: z.enum(["open_bill", "run_analysis", "start_dispute", "upgrade"]),
  label: z.string(),
  href: z.string(),
  bill_id: z.string().nullable(),
});

export const ChatAnswerSchema = z.object({
  answer: z.string(),
  citations: z.array(CitationSchema),
  actions: z.array(AssistantActionSchema),
  conversation_id: z.string(),
  message_id: z.string(),
  /** null: unlimited (premium). */
  questions_remaining: z.number().int().nullable(),
});
export type ChatAnswer = z.infer<typeof ChatAnswerSchema>;

export const StoredAnswerSchema = z.object({ question: z.string(), answer: z.string() });

export const ChatTurnSchema = z.object({
  id: z.string(),
  role: z.enum(["user", "assistant"]),
  text: z.string(),
  citations: z.array(CitationSchema),
  actions: z.array(AssistantActionSchema),
  created_at: z.string(),
});
export const ConversationSchema = z.object({
  id: z.string(),
  bill_id: z.string().nullable(),
  updated_at: z.string(),
  messages: z.array(ChatTurnSchema),
});

// ---- Texts ----

export const CHAT_TEXTS = {
  /** 402 body message when a free user has used the month's questions (000 §6: 2 per month). */
  quotaReached: "You've used your 2 free AI questions this month. Upgrade to Premium for unlimited AI chat.",
  /** Premium abuse limit (429). */
  rateLimited: "You're asking questions very quickly. Please wait a minute and try again.",
  /** When the user's records do not hold the answer: no amount is stated. */
  notInData: "I couldn't find that in your bills, documents or insurance policies, so I can't give you a figure for it.",
  signedOut: "Sign in to ask about your bills.",
  failed: "Sorry, something went wrong answering that. Please try again.",
} as const;
