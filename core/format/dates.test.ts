// formatDate / formatDateTime, the one way a date is shown, and a source scan that keeps them the
// only date formatter: a toLocaleDateString, an Intl.DateTimeFormat or a Date's toLocaleString
// anywhere else fails here and points at core/format/dates.ts.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "./dates";

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

const root = fileURLToPath(new URL("../..", import.meta.url));
const SCANNED = ["app", "core", "workers", "workflows", "db", "scripts"];
const THE_FORMATTER = "core/format/dates.ts";
const DATE_FORMATTER = [
  /\.toLocaleDateString\(/,
  /\.toLocaleTimeString\(/,
  /Intl\.DateTimeFormat\b/,
  /\bDate\([^()]*(?:\([^()]*\)[^()]*)*\)\)?\.toLocaleString\(/, // new Date(x).toLocaleString()
  /\bdate\.toLocaleString\(/,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts|mjs|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("one date formatter", () => {
  it("finds no date formatter outside core/format/dates.ts", () => {
    const offenders = SCANNED.flatMap((dir) => sourceFiles(join(root, dir)))
      .map((path) => relative(root, path).split("\\").join("/"))
      .filter((path) => path !== THE_FORMATTER)
      .filter((path) =>
        DATE_FORMATTER.some((pattern) => pattern.test(readFileSync(join(root, path), "utf8"))),
      );
    expect(offenders, `format dates with formatDate from ${THE_FORMATTER}`).toEqual([]);
  });

  it("recognizes the formatters it forbids, and leaves number grouping alone", () => {
    const samples = [
      "new Date(value).toLocaleDateString()",
      'new Date(a.analysis_timestamp).toLocaleString("en-US")',
      "date.toLocaleString()",
      'new Intl.DateTimeFormat("en-US", {})',
    ];
    for (const sample of samples)
      expect(
        DATE_FORMATTER.some((p) => p.test(sample)),
        sample,
      ).toBe(true);
    expect(DATE_FORMATTER.some((p) => p.test('d.rows?.toLocaleString("en-US")'))).toBe(false);
  });
});
