// formatDate / formatDateTime, the one way a date is shown (tests/walls/date-formatter.test.ts keeps
// them the only date formatter).
import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatMonth } from "./dates";

describe("formatDate, the one date format", () => {
  it("shows a calendar date as the day it names, whatever the time zone", () => {
    expect(formatDate("2026-03-09")).toBe("Mar 9, 2026");
    expect(formatDate("2025-12-31")).toBe("Dec 31, 2025");
    expect(formatDate(" 2026-01-01 ")).toBe("Jan 1, 2026");
  });

  it("shows an instant as its UTC day", () => {
    expect(formatDate(Date.UTC(2026, 2, 9, 23, 59))).toBe("Mar 9, 2026");
    expect(formatDate("2026-03-09T23:30:00.000Z")).toBe("Mar 9, 2026");
    expect(formatDate(new Date(Date.UTC(2026, 10, 26)))).toBe("Nov 26, 2026");
  });

  it("shows a dash for nothing and unreadable text as written", () => {
    expect(formatDate(null)).toBe("—");
    expect(formatDate(undefined)).toBe("—");
    expect(formatDate("")).toBe("—");
    expect(formatDate(null, { missing: "No date" })).toBe("No date");
    expect(formatDate("2026-02-30")).toBe("2026-02-30");
    expect(formatDate("soon")).toBe("soon");
  });

  it("adds the UTC time for an instant, not for a calendar date", () => {
    expect(formatDateTime("2026-03-09T15:04:00Z")).toBe("Mar 9, 2026, 3:04 PM UTC");
    expect(formatDateTime(Date.UTC(2026, 0, 2, 0, 5))).toBe("Jan 2, 2026, 12:05 AM UTC");
    expect(formatDateTime("2026-03-09")).toBe("Mar 9, 2026");
    expect(formatDateTime(null)).toBe("—");
  });
});

describe("formatMonth, a chart's month", () => {
  it("names a calendar month, or the month of a date, in UTC", () => {
    expect(formatMonth("2026-03")).toBe("Mar 2026");
    expect(formatMonth("2025-12-31")).toBe("Dec 2025");
  });

  it("shows text that is not a month as written", () => {
    expect(formatMonth("2026-13")).toBe("2026-13");
    expect(formatMonth("soon")).toBe("soon");
  });
});
