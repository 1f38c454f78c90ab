import { describe, expect, it } from "vitest";
import {
  centsToDollars,
  dollarsToCents,
  parsePaidAmount,
  parseRecoveryAmount,
  sanitizeRecoveryInput,
} from "./money";

describe("money on bills", () => {
  it("converts between dollars and cents without float drift", () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(centsToDollars(1999)).toBe(19.99);
    expect(centsToDollars(null)).toBeNull();
  });

  it("parses recovery amounts: blank is 0, digits and one point, otherwise the spec's message", () => {
    expect(parseRecoveryAmount("")).toEqual({ ok: true, cents: 0 });
    expect(parseRecoveryAmount("   ")).toEqual({ ok: true, cents: 0 });
    expect(parseRecoveryAmount("125.50")).toEqual({ ok: true, cents: 12550 });
    expect(parseRecoveryAmount("$1,200")).toEqual({ ok: true, cents: 120000 });
    expect(parseRecoveryAmount(".5")).toEqual({ ok: true, cents: 50 });
    expect(parseRecoveryAmount(40)).toEqual({ ok: true, cents: 4000 });
    for (const bad of ["-5", "abc", "1.2.3", "12a", -1, Number.NaN]) {
      expect(parseRecoveryAmount(bad)).toEqual({ ok: false, message: "Please enter a valid dollar amount" });
    }
  });

  it("keeps digits and one decimal point while typing", () => {
    expect(sanitizeRecoveryInput("$1,2a3.4.5")).toBe("123.45");
  });

  it("parses the final amount paid: other characters stripped, empty is 0", () => {
    expect(parsePaidAmount("")).toBe(0);
    expect(parsePaidAmount("$1,234.56")).toBe(123456);
    expect(parsePaidAmount("abc")).toBe(0);
    expect(parsePaidAmount("12.50 USD")).toBe(1250);
    expect(parsePaidAmount(80)).toBe(8000);
  });
});
