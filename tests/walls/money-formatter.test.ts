// A source scan: every amount goes through core/format/money.ts, so a second currency formatter
// anywhere in the code (an Intl.NumberFormat or toLocaleString with a currency, or a hand-rolled
// thousands grouping) fails here and points at the one to use instead.
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { SCRIPT_EXTENSIONS, sourceFiles } from "./source-files";

const root = fileURLToPath(new URL("../..", import.meta.url));
const SCANNED = ["app", "core", "workers", "workflows", "db", "scripts"];
const THE_FORMATTER = "core/format/money.ts";
const CURRENCY_FORMATTER = [
  /Intl\.NumberFormat\([^)]*currency/s,
  /toLocaleString\([^)]*currency/s,
  /\\B\(\?=\(\\d\{3\}\)\+\(\?!\\d\)\)/, // the thousands-grouping regex of a hand-written formatter
];

describe("one money formatter", () => {
  it("finds no currency formatter outside core/format/money.ts", () => {
    const offenders = SCANNED.flatMap((dir) =>
      sourceFiles(join(root, dir), { extensions: SCRIPT_EXTENSIONS }),
    )
      .map((path) => relative(root, path).split("\\").join("/"))
      .filter((path) => path !== THE_FORMATTER)
      .filter((path) =>
        CURRENCY_FORMATTER.some((pattern) => pattern.test(readFileSync(join(root, path), "utf8"))),
      );
    expect(offenders, `format money with formatUsd from ${THE_FORMATTER}`).toEqual([]);
  });

  it("recognizes the formatters it forbids", () => {
    const samples = [
      'new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" })',
      'n.toLocaleString("en-US", {\n  style: "currency",\n  currency: "USD" })',
      'String(n).replace(/\\B(?=(\\d{3})+(?!\\d))/g, ",")',
    ];
    for (const sample of samples)
      expect(
        CURRENCY_FORMATTER.some((p) => p.test(sample)),
        sample,
      ).toBe(true);
    expect(CURRENCY_FORMATTER.some((p) => p.test('rows.toLocaleString("en-US")'))).toBe(false);
  });
});
