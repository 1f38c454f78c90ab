// The deadlines a dispute runs against (issue 14, decision 050): one rule per DEADLINE_RULE_KEYS key,
// each with the law or the letter it comes from, and the pure functions the `dispute-{letterId}`
// workflow keeps its timers with. Calendar days in UTC on YYYY-MM-DD strings; no clock in here
// (the caller passes today), so the workflow can import it and replay it.
import {
  DISPUTE_NOTICES,
  RESPONSE_DAYS,
  type DeadlineRuleKey,
  type DisputeDeadline,
  type DisputeNotice,
  type LetterKind,
} from "./types";

export interface DeadlineRule {
  key: DeadlineRuleKey;
  label: string;
  days: number;
  /** What the days count from, in words. */
  countsFrom: string;
  citation: string;
  url: string;
  /** Mailing the letter within the window meets the deadline when the letter's main kind is this. */
  metByMailing: LetterKind | null;
}

export const DEADLINE_RULES: Record<DeadlineRuleKey, DeadlineRule> = {
  provider_response: {
    key: "provider_response",
    label: "Written response requested",
    days: RESPONSE_DAYS,
    countsFrom: "the date you mailed the letter",
    // Not a law: the response our letter asks for (001 §2 Letter Template), as the CFPB advises
    // disputing a medical bill in writing.
    citation: "Your letter's request (CFPB: dispute a medical bill with a written notice)",
    url: "https://files.consumerfinance.gov/f/201412_cfpb-7-ways-to-keep-medical-debt-in-check.pdf",
    metByMailing: null,
  },
  insurance_internal_appeal: {
    key: "insurance_internal_appeal",
    label: "Insurance internal appeal window",
    days: 180,
    countsFrom: "the date of the insurer's denial notice",
    citation: "29 CFR 2560.503-1(h)(3)(i)",
    url: "https://www.ecfr.gov/current/title-29/subtitle-B/chapter-XXV/subchapter-B/part-2560/section-2560.503-1",
    metByMailing: "insurance_appeal",
  },
  no_surprises_dispute: {
    key: "no_surprises_dispute",
    label: "No Surprises Act patient-provider dispute",
    days: 120,
    countsFrom: "the date you received the bill",
    citation: "45 CFR 149.620",
    url: "https://www.ecfr.gov/current/title-45/subtitle-A/subchapter-B/part-149/subpart-G/section-149.620",
    metByMailing: null,
  },
  financial_assistance_application: {
    key: "financial_assistance_application",
    label: "Hospital financial assistance application",
    days: 240,
    countsFrom: "the first billing statement after discharge",
    citation: "26 CFR 1.501(r)-6",
    url: "https://www.ecfr.gov/current/title-26/chapter-I/subchapter-A/part-1/subject-group-ECFR2b7cd5ac4d7d1b2/section-1.501(r)-6",
    metByMailing: null,
  },
  debt_validation: {
    key: "debt_validation",
    label: "Debt validation request",
    days: 30,
    countsFrom: "the debt collector's validation notice",
    citation: "12 CFR 1006.34 (FDCPA §809)",
    url: "https://www.ecfr.gov/current/title-12/chapter-X/part-1006/subpart-B/section-1006.34",
    metByMailing: null,
  },
};

/** A bill's patient-provider dispute is open when the bill exceeds the good-faith estimate by this much. */
export const NO_SURPRISES_THRESHOLD_DOLLARS = 400;

/** Days before (negative: after) the deadline each reminder goes out. */
export const REMINDER_OFFSETS: Record<DisputeNotice, { rule: DeadlineRuleKey; daysBefore: number }> = {
  response_due_soon: { rule: "provider_response", daysBefore: 7 },
  response_overdue: { rule: "provider_response", daysBefore: -1 },
  appeal_window_closing: { rule: "insurance_internal_appeal", daysBefore: 14 },
};

/** Reminders are e-mailed at this hour (UTC) of their day: morning across the United States. */
export const REMINDER_HOUR_UTC = 14;

// ---- calendar days in UTC ----

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Whether `value` is a real YYYY-MM-DD day (not 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

function epochDay(day: string): number {
  if (!isCalendarDay(day)) throw new RangeError(`Not a calendar day: ${day}`);
  const [y, m, d] = day.split("-").map(Number);
  return Date.UTC(y, m - 1, d) / MS_PER_DAY;
}

/** The UTC day an instant falls on. */
export function dayOf(ms: number): string {
  return new Date(Math.floor(ms / MS_PER_DAY) * MS_PER_DAY).toISOString().slice(0, 10);
}

/** `day` plus `days` calendar days (negative: before). */
export function addDays(day: string, days: number): string {
  return dayOf((epochDay(day) + days) * MS_PER_DAY);
}

/** Days from `a` to `b` (positive when b is later). */
export function daysBetween(a: string, b: string): number {
  return epochDay(b) - epochDay(a);
}

/** The instant `hourUtc`:00 UTC on `day`. */
export function instantOn(day: string, hourUtc: number): number {
  return epochDay(day) * MS_PER_DAY + hourUtc * 3_600_000;
}

// ---- the deadlines of one letter ----

export interface DeadlineInput {
  /** The letter's kinds, main kind first. */
  kinds: readonly LetterKind[];
  /** The day the letter was filed (made). */
  filedOn: string;
  /** The day the user mailed it; null until they say so. */
  mailedOn: string | null;
  /** The day the provider's written response arrived, if it has. */
  responseReceivedOn: string | null;
  /** The insurer's denial notice (adverse benefit determination), when known. */
  denialOn?: string | null;
  /** The first billing statement after discharge, when known. */
  firstStatementOn?: string | null;
  /** The bill's own date (or the day it was received), when known. */
  billOn?: string | null;
  /** How far the bill exceeds the good-faith estimate, in dollars, when an estimate is on file. */
  overGoodFaithEstimateBy?: number | null;
  /** The debt collector's validation notice, when the bill is with a collector. */
  collectorNoticeOn?: string | null;
  today: string;
}

function deadline(
  rule: DeadlineRule,
  start: string,
  countedFrom: string,
  today: string,
  met: (dueOn: string) => boolean,
): DisputeDeadline {
  const dueOn = addDays(start, rule.days);
  const state = met(dueOn) ? "met" : today > dueOn ? "passed" : "open";
  return {
    rule: rule.key,
    label: rule.label,
    due_on: dueOn,
    counted_from: countedFrom,
    citation: rule.citation,
    url: rule.url,
    state,
  };
}

/**
 * Every deadline that applies to the letter, in rule order. A deadline whose start is unknown is
 * counted from the earliest day we do know (the bill's date), which can only make it earlier than
 * the law's, and says so in `counted_from`.
 */
export function disputeDeadlines(input: DeadlineInput): DisputeDeadline[] {
  const { kinds, filedOn, mailedOn, responseReceivedOn, today } = input;
  const main = kinds[0];
  const out: DisputeDeadline[] = [];
  const mailedBy = (rule: DeadlineRule) => (dueOn: string) =>
    rule.metByMailing === main && mailedOn !== null && mailedOn <= dueOn;

  const response = DEADLINE_RULES.provider_response;
  out.push(
    deadline(
      response,
      mailedOn ?? filedOn,
      mailedOn ? response.countsFrom : "the date the letter was made (until you mark it mailed)",
      today,
      () => responseReceivedOn !== null,
    ),
  );

  const billOn = input.billOn ?? null;
  const fromOr = (known: string | null | undefined, rule: DeadlineRule): [string, string] | null => {
    if (known) return [known, rule.countsFrom];
    if (billOn) return [billOn, `the bill's date (${rule.countsFrom} is not on file, so this may be early)`];
    return null;
  };

  const appeal = DEADLINE_RULES.insurance_internal_appeal;
  const appealStart = kinds.includes("insurance_appeal") ? fromOr(input.denialOn, appeal) : null;
  if (appealStart) out.push(deadline(appeal, appealStart[0], appealStart[1], today, mailedBy(appeal)));

  const nsa = DEADLINE_RULES.no_surprises_dispute;
  const over = input.overGoodFaithEstimateBy ?? null;
  if (over !== null && over >= NO_SURPRISES_THRESHOLD_DOLLARS && billOn)
    out.push(deadline(nsa, billOn, nsa.countsFrom, today, () => false));

  const assistance = DEADLINE_RULES.financial_assistance_application;
  const assistanceStart = kinds.includes("financial_assistance")
    ? fromOr(input.firstStatementOn, assistance)
    : null;
  if (assistanceStart)
    out.push(deadline(assistance, assistanceStart[0], assistanceStart[1], today, () => false));

  const validation = DEADLINE_RULES.debt_validation;
  if (input.collectorNoticeOn)
    out.push(deadline(validation, input.collectorNoticeOn, validation.countsFrom, today, () => false));

  return out;
}

// ---- the reminders ----

export interface DisputeReminder {
  kind: DisputeNotice;
  /** The deadline it is about (with the kind, its idempotency key). */
  dueOn: string;
  /** The day it goes out. */
  sendOn: string;
}

/** The key a reminder is sent once under. */
export const reminderKey = (r: Pick<DisputeReminder, "kind" | "dueOn">) => `${r.kind}:${r.dueOn}`;

/**
 * The next reminder to send, given the deadlines as they stand today and the keys already sent.
 * A reminder whose day has gone by while its deadline still matters (a letter made 3 days before an
 * appeal window closes) goes out today; one that no longer matters is skipped.
 */
export function nextDisputeReminder(
  deadlines: readonly DisputeDeadline[],
  sent: readonly string[],
  today: string,
): DisputeReminder | null {
  const due: DisputeReminder[] = [];
  for (const kind of DISPUTE_NOTICES) {
    const { rule, daysBefore } = REMINDER_OFFSETS[kind];
    const d = deadlines.find((x) => x.rule === rule);
    if (!d || d.state === "met") continue;
    const reminder = { kind, dueOn: d.due_on, sendOn: addDays(d.due_on, -daysBefore) };
    if (sent.includes(reminderKey(reminder))) continue;
    // Before the deadline: only while it is still open. After it: the overdue notice, once.
    if (daysBefore > 0 && d.state !== "open") continue;
    const sendOn = reminder.sendOn < today ? today : reminder.sendOn;
    due.push({ ...reminder, sendOn });
  }
  due.sort((a, b) => (a.sendOn < b.sendOn ? -1 : a.sendOn > b.sendOn ? 1 : 0));
  return due[0] ?? null;
}

/** The next day a deadline changes state on its own (the day after the earliest open one), or null. */
export function nextDeadlineChange(deadlines: readonly DisputeDeadline[]): string | null {
  const open = deadlines.filter((d) => d.state === "open").map((d) => d.due_on);
  if (open.length === 0) return null;
  return addDays(open.sort()[0], 1);
}
