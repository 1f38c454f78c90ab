// What the bill route's action does for each intent; every call is scoped to the signed-in user,
// so another user's bill answers 404 'Bill not found' and nothing changes.
import { PRODUCT_EVENTS, recordStep } from "~/services/events/events.server";
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/cloudflare";
import { buildSummary } from "#core/analysis";
import { BILL_MESSAGES, FEEDBACK_MESSAGES } from "#core/bills/messages";
import { normalizeBillStatus } from "#core/bills/status";
import { describeFailure, logFailure } from "~/services/platform/failures.server";
import type {
  AnalyzeReply,
  DeleteReply,
  FeedbackReply,
  FormReply,
  StatusReply,
} from "~/components/bills/replies";
import { AddLineItemSchema, EditBillSchema } from "~/components/bills/schemas";
import { getDb } from "~/db.server";
import { analyzeUserBill } from "~/services/analysis/bill-analysis.server";
import {
  addLineItem,
  deleteBill,
  getBill,
  setBillStatus,
  refuseUnconfirmedDuplicate,
  updateBill,
  uploadBillDocument,
} from "~/services/bills/index.server";
import { resolveDisputesIfPaid } from "~/services/disputes/index.server";
import { deleteDocument } from "~/services/documents/documents.server";
import { feedbackEligibility, submitFeedback } from "~/services/feedback/feedback.server";
import type { SignedIn } from "~/services/auth/session.server";

interface Ctx {
  env: Env;
  signedIn: SignedIn;
  billId: string;
  formData: FormData;
}

const field = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === "string" ? value : undefined;
};

/** A failure's HTTP status for the fetcher, and the text to show: a validation detail, else `fallback`. */
function failed(error: unknown, what: string, fallback: string) {
  const failure = describeFailure(error);
  if (failure.status >= 500) logFailure(what, error);
  const shown = failure.status < 500 && failure.detail ? failure.detail : fallback;
  return { status: failure.status, shown, failure };
}

export async function changeStatus({ env, signedIn, billId, formData }: Ctx) {
  const db = getDb(env);
  const status = field(formData, "status") ?? "";
  const recovered = field(formData, "recovered_amount");
  const note = field(formData, "outcome_note");
  const paid = status === "paid";
  try {
    const saved = await setBillStatus(db, signedIn.user.id, billId, {
      status,
      ...(recovered !== undefined && { recovered_amount: recovered }),
      ...(note !== undefined && { outcome_note: note }),
    });
    await resolveDisputesIfPaid(env, db, signedIn.user.id, saved);
    const resolved = normalizeBillStatus(saved.status) === "paid" && saved.recovered_amount > 0;
    const feedback = resolved && paid ? (await feedbackEligibility(db, signedIn.user.id)).eligible : false;
    return {
      intent: "set-status",
      ok: true,
      status: normalizeBillStatus(saved.status),
      recovered_amount: saved.recovered_amount,
      feedback,
    } satisfies StatusReply;
  } catch (error) {
    const fallback = paid ? BILL_MESSAGES.updateFailedRetry : BILL_MESSAGES.statusUpdateFailed;
    const { status: code, shown } = failed(error, "bill status failed", fallback);
    return data<StatusReply>({ intent: "set-status", ok: false, error: shown }, { status: code });
  }
}

export async function removeBill({ env, signedIn, billId }: Ctx) {
  try {
    await deleteBill(env, signedIn.user.id, billId);
    return { intent: "delete", ok: true, message: BILL_MESSAGES.deleted } satisfies DeleteReply;
  } catch (error) {
    const { status, shown } = failed(error, "bill delete failed", BILL_MESSAGES.deleteFailedRetry);
    return data<DeleteReply>({ intent: "delete", ok: false, error: shown }, { status });
  }
}

export async function recordFeedback({ env, signedIn, billId, formData }: Ctx) {
  try {
    await submitFeedback(getDb(env), signedIn.user.id, {
      rating: field(formData, "rating"),
      comment: field(formData, "comment"),
      trigger_event: field(formData, "trigger_event"),
      savings_amount: field(formData, "savings_amount"),
      display_permission: field(formData, "display_permission") === "on",
      bill_id: billId,
    });
    return { intent: "feedback", ok: true } satisfies FeedbackReply;
  } catch (error) {
    const { status, failure } = failed(error, "feedback failed", FEEDBACK_MESSAGES.submitFailed);
    const shown = failure.status === 422 && failure.detail ? failure.detail : FEEDBACK_MESSAGES.submitFailed;
    return data<FeedbackReply>({ intent: "feedback", ok: false, error: shown }, { status });
  }
}

export async function saveBill({ env, signedIn, billId, formData }: Ctx) {
  const submission = parseWithZod(formData, { schema: EditBillSchema });
  if (submission.status !== "success") {
    return data<FormReply>({ intent: "update-bill", ok: false, result: submission.reply() }, { status: 400 });
  }
  const db = getDb(env);
  const v = submission.value;
  try {
    const existing = await getBill(db, signedIn.user.id, billId);
    // Lines are replaced as a whole; each kept line keeps its description and diagnosis codes.
    const kept = new Map(existing?.line_items.map((l) => [l.id, l]) ?? []);
    if (formData.get("allow_duplicate") !== "on") {
      const candidate = { provider: v.provider, date: v.date, number: v.claim_number };
      await refuseUnconfirmedDuplicate(db, signedIn.user.id, candidate, billId);
    }
    await updateBill(db, signedIn.user.id, billId, {
      provider: v.provider,
      date: v.date,
      claim_number: v.claim_number,
      status: v.status,
      patient_id: v.dependent_id,
      diagnosis_codes: v.diagnosis_codes,
      personal_statement: v.personal_statement ?? "",
      line_items: v.lines.map(({ id, ...line }) => ({
        ...line,
        allowed_amount: line.allowed_amount ?? null,
        paid_amount: line.paid_amount ?? null,
        description: (id && kept.get(id)?.description) || null,
        diagnosis_codes: (id && kept.get(id)?.diagnosis_codes) || [],
      })),
    });
    // Saved as paid now (it was not before): the bill's open dispute letters are resolved.
    if (existing && existing.status !== "paid" && v.status) {
      await resolveDisputesIfPaid(env, db, signedIn.user.id, { ...existing, status: v.status });
    }
    return { intent: "update-bill", ok: true, result: submission.reply() } satisfies FormReply;
  } catch (error) {
    const { status, shown } = failed(error, "bill update failed", BILL_MESSAGES.updateFailed);
    if (status === 409) {
      const duplicate = { intent: "update-bill", ok: false, duplicate: shown } as const;
      return data<FormReply>({ ...duplicate, result: submission.reply() }, { status });
    }
    return data<FormReply>(
      { intent: "update-bill", ok: false, result: submission.reply({ formErrors: [shown] }) },
      { status },
    );
  }
}

export async function addLine({ env, signedIn, billId, formData }: Ctx) {
  const submission = parseWithZod(formData, { schema: AddLineItemSchema });
  if (submission.status !== "success") {
    return data<FormReply>({ intent: "add-line", ok: false, result: submission.reply() }, { status: 400 });
  }
  const { intent: _intent, ...line } = submission.value;
  try {
    await addLineItem(getDb(env), signedIn, billId, {
      ...line,
      allowed_amount: line.allowed_amount ?? null,
      paid_amount: line.paid_amount ?? null,
    });
    return {
      intent: "add-line",
      ok: true,
      result: submission.reply({ resetForm: true }),
    } satisfies FormReply;
  } catch (error) {
    const { status, failure } = failed(error, "line item add failed", BILL_MESSAGES.addLineItemFailed);
    const shown =
      failure.status === 403
        ? BILL_MESSAGES.verifyEmailToAddBills
        : failure.status === 401
          ? BILL_MESSAGES.logInToAddLineItems
          : failure.status === 422 && failure.detail
            ? failure.detail
            : BILL_MESSAGES.addLineItemFailed;
    return data<FormReply>(
      { intent: "add-line", ok: false, result: submission.reply({ formErrors: [shown] }) },
      { status },
    );
  }
}

export async function attachDocument({ env, signedIn, billId, formData }: Ctx) {
  const file = formData.get("file");
  if (!(file instanceof File) || file.size === 0) {
    const error = file instanceof File ? BILL_MESSAGES.emptyFile : BILL_MESSAGES.noFile;
    return data<FormReply>({ intent: "upload-document", ok: false, error }, { status: 422 });
  }
  try {
    const saved = await uploadBillDocument(env, signedIn, billId, {
      bytes: new Uint8Array(await file.arrayBuffer()),
      filename: file.name,
      documentType: field(formData, "document_type"),
      description: field(formData, "description"),
    });
    return { intent: "upload-document", ok: true, message: saved.message } satisfies FormReply;
  } catch (error) {
    const { status, shown } = failed(error, "bill document upload failed", BILL_MESSAGES.uploadFailed);
    return data<FormReply>({ intent: "upload-document", ok: false, error: shown }, { status });
  }
}

export async function detachDocument({ env, signedIn, formData }: Ctx) {
  try {
    await deleteDocument(env, signedIn.user.id, field(formData, "document_id") ?? "");
    return { intent: "delete-document", ok: true } satisfies FormReply;
  } catch (error) {
    const { status } = failed(error, "bill document delete failed", BILL_MESSAGES.deleteDocumentFailed);
    return data<FormReply>(
      { intent: "delete-document", ok: false, error: BILL_MESSAGES.deleteDocumentFailed },
      { status },
    );
  }
}

/**
 * Summary and analysis modes: one engine run answers both views and stores the savings on the bill;
 * being an action, it makes Remix reload the vault's Potential Savings and Opportunity column.
 */
export async function analyze({ env, signedIn, billId }: Ctx) {
  const db = getDb(env);
  try {
    const { bill, result } = await analyzeUserBill(db, signedIn, billId);
    await recordStep(db, signedIn.user.id, PRODUCT_EVENTS.billAnalyzed, { bill_id: billId });
    const summary = buildSummary(bill, result);
    // The same eligibility as the bill_resolved prompt: not again within 30 days of an answer.
    const { eligible } = await feedbackEligibility(db, signedIn.user.id);
    return {
      intent: "analyze",
      ok: true,
      summary,
      analysis: result,
      feedback: eligible,
    } satisfies AnalyzeReply;
  } catch (error) {
    const failure = describeFailure(error);
    if (failure.status >= 500) logFailure("bill analysis failed", error);
    const detail = failure.status === 422 ? (failure.detail ?? null) : null;
    return data<AnalyzeReply>(
      { intent: "analyze", ok: false, status: failure.status, detail },
      { status: failure.status },
    );
  }
}
