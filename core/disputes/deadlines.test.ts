import { describe, expect, it } from "vitest";
import {
  addDays,
  daysBetween,
  dayOf,
  DEADLINE_RULES,
  disputeDeadlines,
  instantOn,
  isCalendarDay,
  nextDeadlineChange,
  nextDisputeReminder,
  reminderKey,
  type DeadlineInput,
} from "./deadlines";
import { DEADLINE_RULE_KEYS } from "./types";

const base: DeadlineInput = {
  kinds: ["billing_error_dispute"],
  filedOn: "2026-03-02",
  mailedOn: null,
  responseReceivedOn: null,
  today: "2026-03-02",
};
const byRule = (input: DeadlineInput) => Object.fromEntries(disputeDeadlines(input).map((d) => [d.rule, d]));

describe("calendar days in UTC", () => {
  it.each([
    ["2026-01-31", 1, "2026-02-01"],
    ["2026-02-28", 1, "2026-03-01"],
    ["2028-02-28", 1, "2028-02-29"],
    ["2028-02-29", 1, "2028-03-01"],
    ["2028-02-29", 365, "2029-02-28"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2026-12-15", 30, "2027-01-14"],
    ["2026-03-31", -31, "2026-02-28"],
    ["2026-11-01", 30, "2026-12-01"],
  ])("%s + %i days is %s", (day, days, expected) => {
    expect(addDays(day, days)).toBe(expected);
    expect(daysBetween(day, expected)).toBe(days);
  });

  it("knows real days from look-alikes", () => {
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(isCalendarDay("2026-02-29")).toBe(false);
    expect(isCalendarDay("2026-13-01")).toBe(false);
    expect(isCalendarDay("2026-3-1")).toBe(false);
    expect(() => addDays("2026-02-30", 1)).toThrow(RangeError);
  });

  it("reads an instant's UTC day and builds the instant of an hour on a day", () => {
    expect(dayOf(Date.UTC(2026, 11, 31, 23, 59, 59))).toBe("2026-12-31");
    expect(dayOf(Date.UTC(2027, 0, 1, 0, 0, 0))).toBe("2027-01-01");
    expect(instantOn("2028-02-29", 14)).toBe(Date.UTC(2028, 1, 29, 14));
  });
});

describe("the rules table", () => {
  it("has one rule per key, each with its days, what it counts from, a citation and an official URL", () => {
    expect(Object.keys(DEADLINE_RULES).sort()).toEqual([...DEADLINE_RULE_KEYS].sort());
    expect(Object.values(DEADLINE_RULES).map((r) => [r.key, r.days])).toEqual([
      ["provider_response", 30],
      ["insurance_internal_appeal", 180],
      ["no_surprises_dispute", 120],
      ["financial_assistance_application", 240],
      ["debt_validation", 30],
    ]);
    for (const rule of Object.values(DEADLINE_RULES)) {
      expect(rule.label).not.toBe("");
      expect(rule.countsFrom).not.toBe("");
      expect(rule.url).toMatch(/^https:\/\/(www\.ecfr\.gov|files\.consumerfinance\.gov)\//);
    }
    expect(DEADLINE_RULES.insurance_internal_appeal.citation).toBe("29 CFR 2560.503-1(h)(3)(i)");
    expect(DEADLINE_RULES.no_surprises_dispute.citation).toBe("45 CFR 149.620");
    expect(DEADLINE_RULES.financial_assistance_application.citation).toBe("26 CFR 1.501(r)-6");
    expect(DEADLINE_RULES.debt_validation.citation).toContain("12 CFR 1006.34");
  });
});

describe("disputeDeadlines", () => {
  it("counts the provider's response from the filed date until mailed, then from the mailing date", () => {
    const before = byRule(base).provider_response;
    expect(before).toMatchObject({ due_on: "2026-04-01", state: "open" });
    expect(before.counted_from).toContain("until you mark it mailed");
    const mailed = byRule({ ...base, mailedOn: "2026-03-10", today: "2026-03-10" }).provider_response;
    expect(mailed).toMatchObject({ due_on: "2026-04-09", counted_from: "the date you mailed the letter" });
  });

  it("is open on its last day, passed the day after, met once the response arrived", () => {
    const mailed = { ...base, mailedOn: "2026-12-15" };
    expect(byRule({ ...mailed, today: "2027-01-14" }).provider_response.state).toBe("open");
    expect(byRule({ ...mailed, today: "2027-01-15" }).provider_response.state).toBe("passed");
    const answered = { ...mailed, responseReceivedOn: "2027-01-20", today: "2027-01-20" };
    expect(byRule(answered).provider_response.state).toBe("met");
  });

  it("a billing dispute alone has the provider response only", () => {
    expect(disputeDeadlines({ ...base, billOn: "2026-01-05" }).map((d) => d.rule)).toEqual([
      "provider_response",
    ]);
  });

  it("an insurance appeal runs 180 days from the denial, across the leap day", () => {
    const appeal = byRule({
      ...base,
      kinds: ["insurance_appeal"],
      denialOn: "2027-12-01",
      today: "2028-01-02",
    });
    expect(appeal.insurance_internal_appeal).toMatchObject({
      due_on: "2028-05-29",
      state: "open",
      counted_from: "the date of the insurer's denial notice",
    });
  });

  it("without the denial's date the window counts from the bill's date and says it may be early", () => {
    const appeal = byRule({
      ...base,
      kinds: ["billing_error_dispute", "insurance_appeal"],
      billOn: "2026-01-10",
    });
    expect(appeal.insurance_internal_appeal.due_on).toBe("2026-07-09");
    expect(appeal.insurance_internal_appeal.counted_from).toContain("may be early");
    expect(byRule({ ...base, kinds: ["insurance_appeal"] }).insurance_internal_appeal).toBeUndefined();
  });

  it("mailing the appeal letter in time meets the window; an added appeal paragraph does not", () => {
    const input = { ...base, denialOn: "2026-01-10", mailedOn: "2026-03-05", today: "2026-03-05" };
    expect(byRule({ ...input, kinds: ["insurance_appeal"] }).insurance_internal_appeal.state).toBe("met");
    const added = byRule({ ...input, kinds: ["billing_error_dispute", "insurance_appeal"] });
    expect(added.insurance_internal_appeal.state).toBe("open");
  });

  it("the No Surprises dispute applies only at $400 or more over the good-faith estimate", () => {
    const at = byRule({ ...base, billOn: "2026-01-31", overGoodFaithEstimateBy: 400 });
    expect(at.no_surprises_dispute).toMatchObject({ due_on: "2026-05-31", citation: "45 CFR 149.620" });
    expect(
      byRule({ ...base, billOn: "2026-01-31", overGoodFaithEstimateBy: 399.99 }).no_surprises_dispute,
    ).toBeUndefined();
    expect(byRule({ ...base, billOn: "2026-01-31" }).no_surprises_dispute).toBeUndefined();
  });

  it("financial assistance runs 240 days from the first statement, into the next year", () => {
    const fa = byRule({
      ...base,
      kinds: ["billing_error_dispute", "financial_assistance"],
      firstStatementOn: "2026-06-01",
    });
    expect(fa.financial_assistance_application).toMatchObject({ due_on: "2027-01-27", state: "open" });
  });

  it("debt validation runs 30 days from a collector's notice, and has passed once that is over", () => {
    const dv = byRule({ ...base, collectorNoticeOn: "2026-01-31", today: "2026-03-02" });
    expect(dv.debt_validation).toMatchObject({ due_on: "2026-03-02", state: "open" });
    expect(
      byRule({ ...base, collectorNoticeOn: "2026-01-31", today: "2026-03-03" }).debt_validation.state,
    ).toBe("passed");
  });
});

describe("nextDisputeReminder", () => {
  const mailed = { ...base, mailedOn: "2026-03-10", today: "2026-03-10" };

  it("due soon 7 days before the response is due, overdue the day after", () => {
    const first = nextDisputeReminder(disputeDeadlines(mailed), [], mailed.today);
    expect(first).toEqual({ kind: "response_due_soon", dueOn: "2026-04-09", sendOn: "2026-04-02" });
    const sent = [reminderKey(first!)];
    const later = { ...mailed, today: "2026-04-02" };
    expect(nextDisputeReminder(disputeDeadlines(later), sent, later.today)).toEqual({
      kind: "response_overdue",
      dueOn: "2026-04-09",
      sendOn: "2026-04-10",
    });
  });

  it("nothing about the response once it arrived", () => {
    const answered = { ...mailed, responseReceivedOn: "2026-03-20", today: "2026-03-20" };
    expect(nextDisputeReminder(disputeDeadlines(answered), [], answered.today)).toBeNull();
  });

  it("the appeal window's reminder 14 days before it closes, interleaved by date", () => {
    const appeal = {
      ...mailed,
      kinds: ["billing_error_dispute", "insurance_appeal"] as const,
      denialOn: "2025-10-01",
    };
    const deadlines = disputeDeadlines({ ...appeal, kinds: [...appeal.kinds] });
    // The window closes 2026-03-30: its reminder (2026-03-16) comes before the response's.
    expect(nextDisputeReminder(deadlines, [], appeal.today)).toEqual({
      kind: "appeal_window_closing",
      dueOn: "2026-03-30",
      sendOn: "2026-03-16",
    });
  });

  it("a reminder whose day went by while its deadline is still open goes out today; a passed one is skipped", () => {
    const late = {
      ...base,
      kinds: ["insurance_appeal" as const],
      denialOn: "2025-09-10",
      today: "2026-03-02",
    };
    // Closes 2026-03-09: the reminder's day (2026-02-23) is gone, the window is open.
    expect(nextDisputeReminder(disputeDeadlines(late), [], late.today)).toMatchObject({
      kind: "appeal_window_closing",
      sendOn: "2026-03-02",
    });
    const closed = { ...late, today: "2026-03-10" };
    const next = nextDisputeReminder(disputeDeadlines(closed), [], closed.today);
    expect(next?.kind).toBe("response_due_soon");
  });

  it("a new mailing date is a new reminder (its key carries the due date)", () => {
    const first = disputeDeadlines({ ...base, today: "2026-03-25" });
    const sentBefore = [reminderKey({ kind: "response_due_soon", dueOn: "2026-04-01" })];
    expect(nextDisputeReminder(first, sentBefore, "2026-03-25")?.kind).toBe("response_overdue");
    const moved = disputeDeadlines({ ...base, mailedOn: "2026-03-25", today: "2026-03-25" });
    expect(nextDisputeReminder(moved, sentBefore, "2026-03-25")).toEqual({
      kind: "response_due_soon",
      dueOn: "2026-04-24",
      sendOn: "2026-04-17",
    });
  });
});

describe("nextDeadlineChange", () => {
  it("the day after the earliest open deadline; none when nothing is open", () => {
    const input = { ...base, kinds: ["insurance_appeal" as const], denialOn: "2025-10-01" };
    expect(nextDeadlineChange(disputeDeadlines(input))).toBe("2026-03-31");
    const done = { ...input, responseReceivedOn: "2026-03-05", today: "2026-04-01" };
    expect(nextDeadlineChange(disputeDeadlines(done))).toBeNull();
  });
});
