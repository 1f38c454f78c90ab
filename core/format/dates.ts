// Dates as every screen, message and letter shows them: "Mar 9, 2026" (ADR 033). This is the one
// date formatter (a source scan, tests/walls/date-formatter.test.ts, keeps it so). A calendar date ("2026-03-09", a
// service date) is shown as the day it names; an instant (epoch ms, an ISO timestamp, a Date) is
// shown as its day in UTC, so the server's page and the browser's agree (no hydration mismatch) and
// a screenshot is the same wherever it is taken.

export type DateInput = string | number | Date | null | undefined;

const day = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  year: "numeric",
  month: "short",
  day: "numeric",
});
const dayAndTime = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

const monthOfYear = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", year: "numeric", month: "short" });

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant a value names, or null when it names none (empty, or text that is not a date). */
function instantOf(value: DateInput): Date | null {
  if (value === null || value === undefined || value === "") return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === "number") return Number.isFinite(value) ? new Date(value) : null;
  const calendar = CALENDAR_DATE.exec(value.trim());
  if (calendar) {
    const [, y, m, d] = calendar.map(Number);
    const date = new Date(Date.UTC(y, m - 1, d));
    // 2026-02-30 is not a day: show what was written rather than March 2.
    return date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? date : null;
  }
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** "Mar 9, 2026"; a missing date is "—", and text that is not a date is shown as written. */
export function formatDate(value: DateInput, options: { missing?: string } = {}): string {
  const instant = instantOf(value);
  if (instant) return day.format(instant);
  if (value === null || value === undefined || value === "") return options.missing ?? "—";
  return String(value);
}

/** "Mar 9, 2026, 3:04 PM UTC" for an instant (a received e-mail, an analysis run); else as formatDate. */
export function formatDateTime(value: DateInput, options: { missing?: string } = {}): string {
  const instant = instantOf(value);
  if (!instant) return formatDate(value, options);
  if (typeof value === "string" && CALENDAR_DATE.test(value.trim())) return day.format(instant);
  return `${dayAndTime.format(instant)} UTC`;
}

/** "Mar 2026" for a calendar month ("2026-03") or any date in it; text that is not one is shown as written. */
export function formatMonth(value: string): string {
  const month = /^(\d{4})-(\d{2})/.exec(value.trim());
  const m = month ? Number(month[2]) : 0;
  if (!month || m < 1 || m > 12) return value;
  return monthOfYear.format(new Date(Date.UTC(Number(month[1]), m - 1, 1)));
}
