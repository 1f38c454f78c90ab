// The Premium prices come from the plan table, and no screen writes one by hand.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { PLANS } from "../plans";
import { PREMIUM_PRICES } from "./plan-prices";

const root = fileURLToPath(new URL("../..", import.meta.url));
// "$15" typed out, or a dollar sign put before the plan table's bare number.
const HAND_WRITTEN_PRICE = /\$(15|150)\b(?!,)|\$\{PLANS\.premium\.price/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("Premium prices", () => {
  it("read as the plan table's figures", () => {
    expect(PLANS.premium.priceMonthlyUsd).toBe(15);
    expect(PREMIUM_PRICES).toEqual({ monthly: "$15", annual: "$150" });
  });

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
