import { describe, expect, it } from "vitest";
import { formatLineUsd, formatSummaryUsd, formatUsd } from "./money";

describe("formatUsd, the one money formatter", () => {
  it("shows dollars with cents by default and a dash for a missing amount", () => {
    expect(formatUsd(1234.5)).toBe("$1,234.50");
    expect(formatUsd(0)).toBe("$0.00");
    expect(formatUsd(0.1 + 0.2)).toBe("$0.30");
    expect(formatUsd(null)).toBe("—");
    expect(formatUsd(undefined)).toBe("—");
  });

  it("reads integer cents with unit: cents, and shows zero for a missing amount with missing: zero", () => {
    expect(formatUsd(123456, { unit: "cents" })).toBe("$1,234.56");
    expect(formatUsd(5, { unit: "cents" })).toBe("$0.05");
    expect(formatUsd(null, { unit: "cents", missing: "zero" })).toBe("$0.00");
    expect(formatUsd(undefined, { decimals: "never", missing: "zero" })).toBe("$0");
  });

  it("rounds to whole dollars with decimals: never, halves away from zero", () => {
    expect(formatUsd(1234.5, { decimals: "never" })).toBe("$1,235");
    expect(formatUsd(1234.49, { decimals: "never" })).toBe("$1,234");
    expect(formatUsd(-2.5, { decimals: "never" })).toBe("-$3");
    expect(formatUsd(null, { decimals: "never" })).toBe("—");
  });

  it("drops .00 only when the amount is whole with decimals: when-needed", () => {
    expect(formatUsd(123400, { unit: "cents", decimals: "when-needed" })).toBe("$1,234");
    expect(formatUsd(123456, { unit: "cents", decimals: "when-needed" })).toBe("$1,234.56");
    expect(formatUsd(123405, { unit: "cents", decimals: "when-needed" })).toBe("$1,234.05");
    // 99.6 cents round to a whole dollar, which reads $1, not $1.00.
    expect(formatUsd(99.6, { unit: "cents", decimals: "when-needed" })).toBe("$1");
    expect(formatUsd(1000 / 3, { unit: "cents", decimals: "when-needed" })).toBe("$3.33");
    expect(formatUsd(15, { decimals: "when-needed" })).toBe("$15");
  });

  it("puts the minus sign before the dollar sign", () => {
    expect(formatUsd(-1234.56)).toBe("-$1,234.56");
    expect(formatUsd(-123456, { unit: "cents" })).toBe("-$1,234.56");
    expect(formatUsd(-150, { unit: "cents", decimals: "when-needed" })).toBe("-$1.50");
    expect(formatUsd(-10000, { unit: "cents", decimals: "when-needed" })).toBe("-$100");
    // A negative amount that rounds to nothing keeps its sign, as the analysis sentences always did.
    expect(formatUsd(-0.4, { unit: "cents", decimals: "when-needed" })).toBe("-$0");
  });

  it("groups large amounts by thousands without switching to exponent notation", () => {
    expect(formatUsd(100_000_000)).toBe("$100,000,000.00");
    expect(formatUsd(123_456_789_012, { unit: "cents", decimals: "never" })).toBe("$1,234,567,890");
    expect(formatUsd(1e21, { unit: "cents", decimals: "when-needed" })).toBe("$10,000,000,000,000,000,000");
    expect(formatUsd(10_000_000_000, { unit: "cents" })).toBe("$100,000,000.00");
  });

  it("names the two uses: whole dollars for summaries and the vault, cents for service lines", () => {
    expect(formatSummaryUsd(1234.5)).toBe("$1,235");
    expect(formatSummaryUsd(123450, { unit: "cents" })).toBe("$1,235");
    expect(formatSummaryUsd(null)).toBe("—");
    expect(formatLineUsd(1234.5)).toBe("$1,234.50");
    expect(formatLineUsd(null, { missing: "zero" })).toBe("$0.00");
  });
});
