// Dispute letter lifecycle (ARCHITECTURE §3, decision 051), id `dispute-{letterId}`: render and file
// the letter in one activity (the PDF never enters this history) while the user's request waits on
// the `letterFiled` update; then keep the dispute's deadlines (core/disputes/deadlines.ts) on durable
// timers: reminders before the response is due and before an appeal window closes, "overdue" the day
// after. The user's milestones (signals) move the timers; `resolved` ends it, and so does the last
// deadline going by.
import {
  ActivityFailure,
  ApplicationFailure,
  allHandlersFinished,
  condition,
  patched,
  proxyActivities,
  setHandler,
  upsertSearchAttributes,
  type RetryPolicy,
} from "@temporalio/workflow";
import type { LetterFiled } from "../core/contracts/gateway";
import {
  dayOf,
  disputeDeadlines,
  instantOn,
  nextDeadlineChange,
  nextDisputeReminder,
  REMINDER_HOUR_UTC,
  reminderKey,
} from "../core/disputes/deadlines";
import type { DisputeEvent } from "../core/disputes/schemas";
import type { DisputeStatus } from "../core/disputes/types";
import type { DisputeActivities, DisputeTimeline, FiledDispute } from "./activities/dispute";
import {
  BillIdKey,
  disputeEventSignal,
  getDisputeState,
  letterFiledUpdate,
  UserIdKey,
  type DisputeOutcomeResult,
  type DisputeWorkflowInput,
  type DisputeWorkflowState,
} from "./shared";

/** Failures no retry can fix: the letter or account gone, the Worker refusing the facts, a render error. */
const PERMANENT = ["AccountGone", "InternalRequestRejected", "LetterRenderFailed"];
const retry: RetryPolicy = {
  initialInterval: "1 second",
  backoffCoefficient: 2,
  maximumInterval: "1 minute",
  nonRetryableErrorTypes: PERMANENT,
};

// Rendering heartbeats; a dead orchestrator is noticed within 30 s and another one files the letter.
const { fileDisputeLetter } = proxyActivities<DisputeActivities>({
  startToCloseTimeout: "5 minutes",
  heartbeatTimeout: "30 seconds",
  retry,
});
const { letterFailed, writeDisputeTimeline, sendDisputeNotice, readDisputeMilestones } =
  proxyActivities<DisputeActivities>({
    startToCloseTimeout: "1 minute",
    retry,
  });

/** Shown for a failure we have no plain words for (messages may be stored unencrypted). */
export const LETTER_NOT_MADE = "The letter could not be made";
/** Due dates are stored at noon UTC: the same calendar day in every United States time zone. */
const DUE_HOUR_UTC = 12;

function failureOf(error: unknown): { type: string | null; message: string } {
  const cause = error instanceof ActivityFailure ? error.cause : error;
  if (cause instanceof ApplicationFailure && cause.type && PERMANENT.includes(cause.type))
    return { type: cause.type, message: cause.message };
  return { type: null, message: LETTER_NOT_MADE };
}

export async function dispute(input: DisputeWorkflowInput): Promise<DisputeOutcomeResult> {
  const { letterId, userId, billId } = input;
  // Ids only: search attributes are visible to every operator.
  upsertSearchAttributes([
    { key: UserIdKey, value: userId },
    { key: BillIdKey, value: billId },
  ]);

  const state: DisputeWorkflowState = {
    phase: "rendering",
    status: "requested",
    filedAt: null,
    mailedOn: null,
    responseReceivedOn: null,
    responseDueAt: null,
    nextReminderAt: null,
    deadlines: [],
    noticesSent: [],
    events: 0,
  };
  let filed: LetterFiled | null = null;
  let failure: { type: string | null; message: string } | null = null;
  const pending: DisputeEvent[] = [];

  setHandler(getDisputeState, () => state);
  setHandler(letterFiledUpdate, async () => {
    await condition(() => filed !== null || failure !== null);
    if (filed) return filed;
    throw ApplicationFailure.create({
      message: failure?.message ?? LETTER_NOT_MADE,
      type: failure?.type === "AccountGone" ? "AccountGone" : "LetterFailed",
      nonRetryable: true,
    });
  });
  // Milestones that arrive while the letter is rendering wait their turn.
  setHandler(disputeEventSignal, (event) => {
    pending.push(event);
    state.events += 1;
  });

  // ---- the letter ----
  let letter: FiledDispute;
  try {
    letter = await fileDisputeLetter(letterId, userId);
  } catch (error) {
    const why = failureOf(error);
    const gone = why.type === "AccountGone";
    if (!gone) {
      // Gives the plan's use back; the letter's row says why.
      await letterFailed(letterId, userId, why.message).catch((e: unknown) => {
        if (failureOf(e).type !== "AccountGone") throw e;
      });
    }
    failure = why;
    state.phase = gone ? "account_gone" : "failed";
    state.status = "failed";
    // The waiting request hears the reason before the run closes.
    await condition(allHandlersFinished);
    return { status: gone ? "account_gone" : "failed" };
  }
  filed = letter.filed;
  state.phase = "filed";
  state.status = "filed";
  state.filedAt = letter.filedAt;
  const filedOn = dayOf(letter.filedAt);

  // ---- the deadlines ----
  const sent: string[] = [];
  let written = "";
  let resolved = false;

  function apply(event: DisputeEvent) {
    if (event.type === "mailed") state.mailedOn = event.mailedOn;
    else if (event.type === "response_received") state.responseReceivedOn = event.receivedOn;
    else resolved = true;
  }

  async function write(timeline: DisputeTimeline) {
    const text = JSON.stringify(timeline);
    if (text === written) return;
    try {
      await writeDisputeTimeline(letterId, userId, timeline);
    } catch (error) {
      if (failureOf(error).type === "AccountGone") throw new AccountGoneSignal();
      throw error;
    }
    written = text;
  }

  /**
   * After a timer (not a signal) woke it: the milestones the letter's row holds, in case a signal
   * was lost while the gateway was away, so no reminder goes out on dates the user already moved.
   */
  async function catchUp() {
    let row;
    try {
      row = await readDisputeMilestones(letterId, userId);
    } catch (error) {
      if (failureOf(error).type === "AccountGone") throw new AccountGoneSignal();
      throw error;
    }
    if (row.mailedOn !== null) state.mailedOn = row.mailedOn;
    if (row.responseReceivedOn !== null) state.responseReceivedOn = row.responseReceivedOn;
    if (row.resolved) resolved = true;
  }

  try {
    for (;;) {
      while (pending.length > 0) apply(pending.shift()!);
      if (resolved) {
        state.phase = "resolved";
        state.status = "resolved";
        state.nextReminderAt = null;
        await write({ ...timelineOf(state), nextReminderAt: null });
        return { status: "resolved" };
      }

      const now = Date.now();
      const today = dayOf(now);
      state.deadlines = disputeDeadlines({
        kinds: letter.kinds,
        filedOn,
        mailedOn: state.mailedOn,
        responseReceivedOn: state.responseReceivedOn,
        billOn: letter.billOn,
        today,
      });
      const response = state.deadlines.find((d) => d.rule === "provider_response");
      state.status = statusOf(state, response?.state);
      state.responseDueAt = response ? instantOn(response.due_on, DUE_HOUR_UTC) : null;

      const reminder = nextDisputeReminder(state.deadlines, sent, today);
      const reminderAt = reminder ? instantOn(reminder.sendOn, REMINDER_HOUR_UTC) : null;
      if (reminder && reminderAt !== null && reminderAt <= now) {
        await sendDisputeNotice(letterId, userId, reminder.kind, reminder.dueOn).catch((e: unknown) => {
          if (failureOf(e).type === "AccountGone") throw new AccountGoneSignal();
          throw e;
        });
        sent.push(reminderKey(reminder));
        state.noticesSent = [...state.noticesSent, reminder.kind];
        continue;
      }
      state.nextReminderAt = reminderAt;
      await write(timelineOf(state));

      const change = nextDeadlineChange(state.deadlines);
      const changeAt = change ? instantOn(change, 0) : null;
      if (reminderAt === null && changeAt === null) {
        // Every deadline met or gone by, nothing left to remind of.
        state.phase = "expired";
        return { status: "expired" };
      }
      state.phase = "waiting";
      const wake = Math.min(reminderAt ?? Infinity, changeAt ?? Infinity);
      const signalled = await condition(() => pending.length > 0, Math.max(1, wake - Date.now()));
      // Histories recorded before this read was added replay without it.
      if (!signalled && patched("dispute-milestones-on-wake")) await catchUp();
    }
  } catch (error) {
    if (!(error instanceof AccountGoneSignal)) throw error;
    state.phase = "account_gone";
    return { status: "account_gone" };
  }
}

/** Thrown inside the loop when /internal says the letter, its bill or the account is gone. */
class AccountGoneSignal extends Error {}

function statusOf(
  state: DisputeWorkflowState,
  response: "open" | "met" | "passed" | undefined,
): DisputeStatus {
  if (state.responseReceivedOn !== null) return "response_received";
  if (response === "passed") return "overdue";
  return state.mailedOn !== null ? "mailed" : "filed";
}

function timelineOf(state: DisputeWorkflowState): DisputeTimeline {
  return {
    status: state.status,
    responseDueAt: state.responseDueAt,
    nextReminderAt: state.nextReminderAt,
    deadlines: state.deadlines,
  };
}
