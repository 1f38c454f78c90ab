// A source scan: every date goes through core/format/dates.ts, so a second date formatter anywhere
// in the code fails here and points at the one to use instead.
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { SCRIPT_EXTENSIONS, sourceFiles } from "./source-files";

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

describe("one date formatter", () => {
  it("finds no date formatter outside core/format/dates.ts", () => {
    const offenders = SCANNED.flatMap((dir) =>
      sourceFiles(join(root, dir), { extensions: SCRIPT_EXTENSIONS }),
    )
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
