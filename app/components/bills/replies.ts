// What the bill route's action answers to each fetcher (app/routes/_app+/bills.$billId.tsx).
import type { SubmissionResult } from "@conform-to/react";
import type { AnalysisResult, BillSummary } from "#core/analysis";
import type { BillStatus } from "#core/bills/status";

export type StatusReply =
  | { intent: "set-status"; ok: true; status: BillStatus; recovered_amount: number; feedback: boolean }
  | { intent: "set-status"; ok: false; error: string };

export type DeleteReply =
  | { intent: "delete"; ok: true; message: string }
  | { intent: "delete"; ok: false; error: string };

export type FeedbackReply =
  | { intent: "feedback"; ok: true }
  | { intent: "feedback"; ok: false; error: string };

export interface FormReply {
  intent: "update-bill" | "add-line" | "delete-line" | "upload-document" | "delete-document";
  ok: boolean;
  result?: SubmissionResult<string[]>;
  error?: string;
  message?: string;
  /** The warning of a likely duplicate (409): the form offers to save anyway. */
  duplicate?: string;
}

/** An analysis run (summary and analysis modes): both views from one run; `status` null = no answer. */
export type AnalyzeReply =
  | { intent: "analyze"; ok: true; summary: BillSummary; analysis: AnalysisResult; feedback: boolean }
  | { intent: "analyze"; ok: false; status: number | null; detail: string | null };

export type BillActionReply = StatusReply | DeleteReply | FeedbackReply | FormReply | AnalyzeReply;

/** One fetcher for every bill deletion, so the page can say 'Bill deleted successfully' after the row is gone. */
export const DELETE_BILL_FETCHER = "delete-bill";

/** The Explainer's add-bill answer (001 §8 Bill create): 403 offers the resend, 402 the upgrade. */
export interface CreateBillReply {
  intent: "create-bill";
  ok: boolean;
  id?: string;
  result?: SubmissionResult<string[]>;
  error?: string;
  needsVerification?: boolean;
  upgrade?: boolean;
  /** The warning of a likely duplicate (409): the form offers to add it anyway. */
  duplicate?: string;
}

export interface ResendReply {
  intent: "resend-verification";
  ok: boolean;
  message?: string;
  error?: string;
}

/** One fetcher for the resend, so the page's verification-sent banner can follow it. */
export const RESEND_VERIFICATION_FETCHER = "resend-verification";
