// The user's milestones of a dispute (issue 14): mailed, response received, resolved. Saved first,
// then told to the `dispute-{letterId}` workflow, which moves its timers; a gateway outage never
// loses a saved milestone (the answer says whether the workflow heard it). The bill's paid /
// recovery flow (001 §4) resolves its open letters the same way (docs/decisions/055).
import { and, eq, notInArray } from "drizzle-orm";
import { disputeEvent } from "#core/contracts/gateway";
import { dollarsToCents } from "#core/bills/money";
import { normalizeBillStatus } from "#core/bills/status";
import { DISPUTE_MESSAGES } from "#core/disputes/messages";
import { DisputeEventSchema, type DisputeEvent, type DisputeSummary } from "#core/disputes/schemas";
import type { DisputeStatus } from "#core/disputes/types";
import { ApiError } from "~/api/http";
import { schema, type Db } from "~/db.server";
import { parseOr422 } from "../bills/validation.server";
import { callGateway } from "../platform/gateway.server";
import { CLOSED_STATUSES, disputeSummary, ownLetter, requireLetter, type LetterRow } from "./letters.server";

const { disputeLetters } = schema;

export type DisputeEventResult = DisputeSummary & { delivered: boolean };

/** Noon UTC of the day, so the date reads the same in every time zone. */
const dayMs = (day: string) => Date.parse(`${day}T12:00:00Z`);
/** The latest day it is somewhere on earth now (UTC+14): a date after it is in the future everywhere. */
const latestToday = (now: Date) => new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);

/** The day as YYYY-MM-DD in UTC. */
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A real calendar day (the schema checks only its shape: 2026-02-30 is refused here). */
function requireDay(day: string): number {
  const ms = dayMs(day);
  if (Number.isNaN(ms) || dayOf(ms) !== day) throw new ApiError(422, DISPUTE_MESSAGES.notADate);
  return ms;
}

function changesFor(letter: LetterRow, event: DisputeEvent, now: Date): Partial<LetterRow> {
  const status = letter.status as DisputeStatus;
  if (status === "resolved") throw new ApiError(409, DISPUTE_MESSAGES.alreadyResolved);
  if (status === "requested" || status === "failed") throw new ApiError(409, DISPUTE_MESSAGES.notFiledYet);
  switch (event.type) {
    case "mailed": {
      const mailedAt = requireDay(event.mailedOn);
      if (event.mailedOn > latestToday(now)) throw new ApiError(422, DISPUTE_MESSAGES.mailedInFuture);
      // Refused a day before the letter existed, in any time zone (UTC-12).
      if (event.mailedOn < dayOf(letter.createdAt - 12 * 3_600_000)) {
        throw new ApiError(422, DISPUTE_MESSAGES.mailedBeforeLetter);
      }
      return {
        mailedAt,
        // A later answer stays recorded; otherwise the letter is (again) waiting for one.
        status: status === "response_received" ? status : "mailed",
      };
    }
    case "response_received": {
      const receivedAt = requireDay(event.receivedOn);
      if (letter.mailedAt === null) throw new ApiError(409, DISPUTE_MESSAGES.notMailedYet);
      if (event.receivedOn > latestToday(now)) throw new ApiError(422, DISPUTE_MESSAGES.receivedInFuture);
      if (event.receivedOn < dayOf(letter.mailedAt))
        throw new ApiError(422, DISPUTE_MESSAGES.receivedBeforeMailed);
      return { responseReceivedAt: receivedAt, status: "response_received" };
    }
    case "resolved":
      return {
        status: "resolved",
        outcome: event.outcome,
        recoveredCents: event.recoveredCents,
        resolvedAt: now.getTime(),
        nextReminderAt: null,
      };
  }
}

/** Tells the workflow; false when it could not be told (it reads the letter's row when it next wakes). */
async function tell(env: Env, userId: string, letterId: string, event: DisputeEvent): Promise<boolean> {
  try {
    const { delivered } = await callGateway(env, disputeEvent, {
      params: { letterId },
      body: { userId, event },
    });
    return delivered;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}

export async function recordDisputeEvent(
  env: Env,
  db: Db,
  userId: string,
  letterId: string,
  input: DisputeEvent,
  now = new Date(),
): Promise<DisputeEventResult> {
  const event = parseOr422(DisputeEventSchema, input);
  const letter = await requireLetter(db, userId, letterId);
  const changes = changesFor(letter, event, now);
  const [saved] = await db
    .update(disputeLetters)
    .set({ ...changes, updatedAt: now.getTime() })
    .where(and(ownLetter(userId, letterId), eq(disputeLetters.status, letter.status)))
    .returning();
  // Changed under us (another tab, the workflow): answer what is there now, as a conflict.
  if (!saved) throw new ApiError(409, DISPUTE_MESSAGES.alreadyResolved);
  const delivered = await tell(env, userId, letterId, event);
  return { ...disputeSummary(saved), delivered };
}

/**
 * The bill was paid (001 §4 mark-as-paid): its open letters are resolved — corrected when money
 * came back, paid as billed otherwise — and their workflows told. Answers how many moved.
 */
export async function resolveBillDisputes(
  env: Env,
  db: Db,
  userId: string,
  billId: string,
  recoveredCents: number,
  now = new Date(),
): Promise<number> {
  const outcome = recoveredCents > 0 ? "corrected" : "paid_as_billed";
  const resolved = await db
    .update(disputeLetters)
    .set({
      status: "resolved",
      outcome,
      recoveredCents,
      resolvedAt: now.getTime(),
      nextReminderAt: null,
      updatedAt: now.getTime(),
    })
    .where(
      and(
        eq(disputeLetters.userId, userId),
        eq(disputeLetters.billId, billId),
        notInArray(disputeLetters.status, [...CLOSED_STATUSES, "requested"]),
      ),
    )
    .returning({ id: disputeLetters.id });
  const event: DisputeEvent = { type: "resolved", outcome, recoveredCents };
  await Promise.all(resolved.map((l) => tell(env, userId, l.id, event)));
  return resolved.length;
}

/** After a bill's status was saved: a bill now paid resolves its open letters (the other statuses change nothing). */
export async function resolveDisputesIfPaid(
  env: Env,
  db: Db,
  userId: string,
  bill: { id: string; status: string; recovered_amount: number | null },
): Promise<number> {
  if (normalizeBillStatus(bill.status) !== "paid") return 0;
  return resolveBillDisputes(env, db, userId, bill.id, dollarsToCents(bill.recovered_amount ?? 0));
}
