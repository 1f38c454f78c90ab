// The dispute_letters rows every part of the dispute service reads: one of the user's letters (a
// letter that is not theirs is none), its summary as the API and the editor show it, and the
// statements that give a letter's plan use back (docs/decisions/054).
import { and, eq, sql } from "drizzle-orm";
import { centsToDollars } from "#core/bills/money";
import type { DisputeSummary } from "#core/disputes/schemas";
import {
  DISPUTE_OUTCOMES,
  DISPUTE_STATUSES,
  LETTER_KINDS,
  type DisputeDeadline,
  type DisputeOutcome,
  type DisputeStatus,
  type LetterKind,
} from "#core/disputes/types";
import { DISPUTE_MESSAGES } from "#core/disputes/messages";
import { notFound } from "~/api/http";
import { schema, type Db } from "~/db.server";

const { disputeLetters, usageCounters } = schema;

export type LetterRow = typeof disputeLetters.$inferSelect;

/** The statuses after which nothing more happens to a letter. */
export const CLOSED_STATUSES: readonly DisputeStatus[] = ["resolved", "failed"];

export const ownLetter = (userId: string, letterId: string) =>
  and(eq(disputeLetters.id, letterId), eq(disputeLetters.userId, userId));

export async function findLetter(db: Db, userId: string, letterId: string): Promise<LetterRow | null> {
  return (await db.select().from(disputeLetters).where(ownLetter(userId, letterId)).get()) ?? null;
}

/** The user's letter, or 404 'Dispute letter not found.' (someone else's letter answers the same). */
export async function requireLetter(db: Db, userId: string, letterId: string): Promise<LetterRow> {
  const letter = await findLetter(db, userId, letterId);
  if (!letter) throw notFound(DISPUTE_MESSAGES.letterNotFound);
  return letter;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function disputeSummary(row: LetterRow): DisputeSummary {
  return {
    id: row.id,
    kind: oneOf<LetterKind>(LETTER_KINDS, row.kind, "billing_error_dispute"),
    status: oneOf<DisputeStatus>(DISPUTE_STATUSES, row.status, "requested"),
    created_at: new Date(row.createdAt).toISOString(),
    mailed_at: iso(row.mailedAt),
    response_due: iso(row.responseDueAt),
    next_reminder_at: iso(row.nextReminderAt),
    letter_document_id: row.documentId,
    filename: row.filename,
    watermarked: row.watermarked,
    outcome: row.outcome ? oneOf<DisputeOutcome>(DISPUTE_OUTCOMES, row.outcome, "withdrawn") : null,
    recovered_amount: row.recoveredCents === null ? null : centsToDollars(row.recoveredCents),
    deadlines: Array.isArray(row.deadlines) ? (row.deadlines as DisputeDeadline[]) : [],
  };
}

/** The calendar month (UTC) a letter's use was counted in: both plans count letters per month. */
export const letterMonth = (createdAt: number) => new Date(createdAt).toISOString().slice(0, 7);

/**
 * Marks a letter that could not be made and gives its month's use back, in one batch; only a
 * letter still `requested` moves, so a retried failure gives back once.
 */
export async function failLetter(db: Db, letter: LetterRow, reason: string): Promise<boolean> {
  const stillRequested = and(ownLetter(letter.userId, letter.id), eq(disputeLetters.status, "requested"));
  // In this order, in one transaction: the use is given back only while the letter is still
  // `requested`, then the letter moves; a retry finds it failed and does neither.
  const [, moved] = await db.batch([
    db
      .update(usageCounters)
      .set({ count: sql`max(${usageCounters.count} - 1, 0)` })
      .where(
        and(
          eq(usageCounters.userId, letter.userId),
          eq(usageCounters.kind, "dispute_letter"),
          eq(usageCounters.period, letterMonth(letter.createdAt)),
          sql`exists (select 1 from ${disputeLetters} where ${stillRequested})`,
        ),
      ),
    db
      .update(disputeLetters)
      .set({ status: "failed", failureReason: reason.slice(0, 500), freeMonth: null, updatedAt: Date.now() })
      .where(stillRequested)
      .returning({ id: disputeLetters.id }),
  ]);
  return moved.length > 0;
}
