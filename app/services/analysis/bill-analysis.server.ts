// Runs the billing-error engine (core/analysis) on one of the user's bills, with what its documents
// add (OCR boxes, the EOB, the amount due), and stores what the vault shows from it (potential
// savings, last analysed time). Premium only (docs/decisions/002).
import { and, eq } from "drizzle-orm";
import {
  AnalysisInputError,
  analyzeBill,
  buildSummary,
  type AnalysisBill,
  type AnalysisResult,
} from "#core/analysis";
import { ApiError } from "~/api/http";
import { schema, type Db } from "~/db.server";
import { followNewestDecision } from "#core/bills/reconciled-eob";
import { analysisDocumentsQuery, readDocuments } from "./documents.server";
import { analysisPlanFor } from "./plan-share.server";
import { referenceLookupsFrom, referenceQueries } from "./lookups.server";
import { requireBill, type BillDetail } from "../bills/detail.server";
import { requirePremium } from "../plans/limits.server";
import type { SignedIn } from "../auth/session.server";

export const ANALYSIS_PREMIUM_MESSAGE = "Bill summary and error analysis require a premium subscription.";

export function toAnalysisBill(bill: BillDetail): AnalysisBill {
  return {
    id: bill.id,
    service_date: bill.service_date,
    provider_name: bill.provider_name,
    patient_id: bill.patient_id,
    claim_number: bill.claim_number,
    total_billed_amount: bill.total_billed_amount,
    diagnosis_codes: bill.diagnosis_codes,
    line_items: bill.line_items.map((line) => ({
      id: line.id,
      cpt_code: line.cpt_code,
      units: line.units,
      billed_amount: line.billed_amount,
      allowed_amount: line.allowed_amount,
      paid_amount: line.paid_amount,
      diagnosis_codes: line.diagnosis_codes,
      service_date: line.service_date,
      description: line.description,
    })),
  };
}

/**
 * Runs the engine on one of the user's bills with its documents and the reference rows, in one
 * round trip; stores nothing and checks no plan. The premium analysis below and the dispute
 * letter's facts (app/services/disputes/facts.server.ts, docs/decisions/053) both read it.
 */
export async function runBillAnalysis(
  db: Db,
  userId: string,
  zipcode: string | null,
  detail: BillDetail,
  now = new Date(),
): Promise<{ bill: AnalysisBill; result: AnalysisResult }> {
  const lines = toAnalysisBill(detail);
  const options = { zipcode, bill: lines };
  // One round trip for the reference rows and the bill's documents (OCR boxes, EOB, amount due).
  const [documentRows, ...referenceRows] = await db.batch([
    analysisDocumentsQuery(db, userId, detail.id),
    ...referenceQueries(db, options),
  ]);
  const documents = readDocuments(lines, documentRows);
  // As refreshBill stores them: amounts an earlier EOB filled in follow the newest decision.
  const read = documents.reconciliation
    ? followNewestDecision(documents.bill, documents.reconciliation).bill
    : documents.bill;
  // What the bill should cost under the patient's plan, only while no EOB says (issue 15).
  const bill = { ...read, plan: await analysisPlanFor(db, userId, read, now) };
  const refs = referenceLookupsFrom(options, referenceRows);
  try {
    return { bill, result: analyzeBill(bill, refs, { now }) };
  } catch (error) {
    if (error instanceof AnalysisInputError) throw new ApiError(422, error.message);
    throw error;
  }
}

/** Analyses the bill now; the result's savings are kept on the bill for the vault. */
export async function analyzeUserBill(
  db: Db,
  signedIn: SignedIn,
  billId: string,
  now = new Date(),
): Promise<{ bill: AnalysisBill; result: AnalysisResult }> {
  requirePremium(signedIn, ANALYSIS_PREMIUM_MESSAGE);
  const detail = await requireBill(db, signedIn.user.id, billId);
  const { bill, result } = await runBillAnalysis(db, signedIn.user.id, signedIn.user.zipcode, detail, now);
  await db
    .update(schema.bills)
    .set({
      potentialSavingsCents: Math.round(result.total_potential_savings * 100),
      lastAnalyzedAt: now.getTime(),
      needsReanalysis: false,
    })
    .where(and(eq(schema.bills.id, billId), eq(schema.bills.userId, signedIn.user.id)));
  return { bill, result };
}

export async function summarizeUserBill(db: Db, signedIn: SignedIn, billId: string) {
  const { bill, result } = await analyzeUserBill(db, signedIn, billId);
  return buildSummary(bill, result);
}
