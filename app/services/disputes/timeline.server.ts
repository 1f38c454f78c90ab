// What the dispute workflow writes back (core/contracts/internal-letters.ts): its deadlines and
// next reminder, and the reminder e-mails it sends — each once per (letter, kind, due date).
import { and, eq, sql } from "drizzle-orm";
import { disputeNotice } from "#core/disputes/notices";
import type { DisputeDeadline, DisputeNotice, DisputeStatus, LetterKind } from "#core/disputes/types";
import { schema, type Db } from "~/db.server";
import { getConfig } from "~/env.server";
import { recipientOf, sendEmail } from "../email/send.server";
import { noticeEmail } from "../email/templates.server";
import { CLOSED_STATUSES, findLetter, ownLetter } from "./letters.server";

const { disputeLetters } = schema;

/**
 * How far along a letter is. The workflow's status is written only when it is not behind the
 * row's: a milestone the user saved while the workflow could not be told is never undone, and a
 * resolved letter is never reopened.
 */
const STAGE: Record<DisputeStatus, number> = {
  requested: 0,
  failed: 0,
  filed: 1,
  mailed: 2,
  overdue: 3,
  response_received: 4,
  resolved: 5,
};

export interface DisputeTimeline {
  status: DisputeStatus;
  responseDueAt: number | null;
  nextReminderAt: number | null;
  deadlines: DisputeDeadline[];
}

/** A full write of the timeline (idempotent). null: no such letter. */
export async function writeDisputeTimeline(
  db: Db,
  userId: string,
  letterId: string,
  timeline: DisputeTimeline,
  now = Date.now(),
): Promise<{ ok: boolean } | null> {
  const letter = await findLetter(db, userId, letterId);
  if (!letter) return null;
  const current = letter.status as DisputeStatus;
  const resolved = current === "resolved";
  const moves = (STAGE[timeline.status] ?? 0) >= (STAGE[current] ?? 0);
  await db
    .update(disputeLetters)
    .set({
      ...(moves && !resolved && { status: timeline.status }),
      responseDueAt: timeline.responseDueAt,
      nextReminderAt: resolved ? null : timeline.nextReminderAt,
      deadlines: timeline.deadlines,
      updatedAt: now,
    })
    .where(and(ownLetter(userId, letterId), eq(disputeLetters.status, letter.status)));
  return { ok: true };
}

/**
 * Sends one reminder, once: the (kind, due date) is recorded before the e-mail goes and taken
 * back if it could not go, so a retried activity sends it exactly once. Nothing is sent for a
 * letter that is resolved or failed, or an account being deleted. null: no such letter.
 */
export async function sendDisputeNotice(
  env: Env,
  db: Db,
  userId: string,
  letterId: string,
  kind: DisputeNotice,
  dueOn: string,
): Promise<{ sent: boolean } | null> {
  const letter = await findLetter(db, userId, letterId);
  if (!letter) return null;
  const user = await recipientOf(db, userId);
  if (!user) return null;
  if (!user.active || CLOSED_STATUSES.includes(letter.status as DisputeStatus)) return { sent: false };
  const key = `${kind}:${dueOn}`;
  const sent = Array.isArray(letter.noticesSent) ? (letter.noticesSent as string[]) : [];
  if (sent.includes(key)) return { sent: false };
  const before = JSON.stringify(sent);
  const claimed = await db
    .update(disputeLetters)
    .set({ noticesSent: [...sent, key] })
    .where(and(ownLetter(userId, letterId), sql`coalesce(${disputeLetters.noticesSent}, '[]') = ${before}`))
    .returning({ id: disputeLetters.id });
  if (!claimed.length) return { sent: false };
  const words = disputeNotice(kind, dueOn, letter.kind as LetterKind);
  const link = new URL(`/bills/${letter.billId}`, getConfig(env).APP_URL).toString();
  try {
    await sendEmail(env, {
      to: user.email,
      userId,
      ...noticeEmail({
        ...words,
        link,
        footer: "You get this e-mail because you sent a dispute letter with Fairbill.",
      }),
    });
  } catch (error) {
    await db.update(disputeLetters).set({ noticesSent: sent }).where(ownLetter(userId, letterId));
    throw error;
  }
  return { sent: true };
}
