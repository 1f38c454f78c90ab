// The feedback prompt (001 §2, §4): whether to ask now, and saving the answer.
import { and, desc, eq, gt } from "drizzle-orm";
import { FEEDBACK_MESSAGES, BILL_MESSAGES } from "#core/bills/messages";
import { dollarsToCents } from "#core/bills/money";
import { FeedbackSchema, type FeedbackInput } from "#core/bills/schemas";
import { notFound } from "~/api/http";
import { schema, type Db } from "~/db.server";
import { ownBillId } from "../bills/sql.server";
import { parseOr422 } from "../bills/validation.server";
import { newId } from "../auth/tokens.server";

const { feedback } = schema;

/** After an answer, the prompt is not shown again for this long. */
export const FEEDBACK_QUIET_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function submitFeedback(db: Db, userId: string, input: FeedbackInput, now = Date.now()) {
  const data = parseOr422(FeedbackSchema, input);
  if (data.bill_id && !(await ownBillId(db, userId, data.bill_id)))
    throw notFound(BILL_MESSAGES.billNotFound);
  const id = newId();
  await db.insert(feedback).values({
    id,
    userId,
    billId: data.bill_id,
    rating: data.rating,
    comment: data.comment,
    triggerEvent: data.trigger_event,
    savingsCents: data.savings_amount === null ? null : dollarsToCents(data.savings_amount),
    displayPermission: data.display_permission,
    createdAt: now,
  });
  return { id, message: FEEDBACK_MESSAGES.thanks };
}

/** Eligible unless the user answered in the last 30 days. */
export async function feedbackEligibility(db: Db, userId: string, now = Date.now()) {
  const last = await db
    .select({ createdAt: feedback.createdAt })
    .from(feedback)
    .where(and(eq(feedback.userId, userId), gt(feedback.createdAt, now - FEEDBACK_QUIET_DAYS * DAY_MS)))
    .orderBy(desc(feedback.createdAt))
    .get();
  return {
    eligible: !last,
    last_feedback_at: last ? new Date(last.createdAt).toISOString() : null,
  };
}
