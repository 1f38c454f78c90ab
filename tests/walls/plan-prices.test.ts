// A source scan: no screen writes a Premium price by hand; they come from PREMIUM_PRICES
// (core/format/plan-prices.ts), which reads the plan table.
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "./source-files";

const root = fileURLToPath(new URL("../..", import.meta.url));
// "$15" typed out, or a dollar sign put before the plan table's bare number.
const HAND_WRITTEN_PRICE = /\$(15|150)\b(?!,)|\$\{PLANS\.premium\.price/;

describe("Premium prices", () => {
  it("are never written by hand on a screen", () => {
    const offenders = sourceFiles(join(root, "app"))
      .filter((path) => HAND_WRITTEN_PRICE.test(readFileSync(path, "utf8")))
      .map((path) => relative(root, path));
    expect(offenders, "use PREMIUM_PRICES from core/format/plan-prices").toEqual([]);
    expect(HAND_WRITTEN_PRICE.test("a flat $15 per month")).toBe(true);
    expect(HAND_WRITTEN_PRICE.test("A flat ${PLANS.premium.priceMonthlyUsd} per month")).toBe(true);
    expect(HAND_WRITTEN_PRICE.test("a bill of $1,500")).toBe(false);
  });
});
