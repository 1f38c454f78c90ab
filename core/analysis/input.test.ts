// Malformed bills: a clear result or a typed 422 error (AnalysisInputError), never anything else.
import { describe, expect, it } from "vitest";
import { item, smallLookups, testBill } from "../../tests/fixtures/analysis/small-lookups";
import { analyzeBill } from "./engine";
import { AnalysisInputError, MAX_ANALYSIS_LINES } from "./input";
import type { AnalysisBill, ReferenceLookups } from "./types";

const refs = smallLookups();

function inputError(bill: unknown): AnalysisInputError {
  try {
    analyzeBill(bill as AnalysisBill, refs);
  } catch (error) {
    expect(error).toBeInstanceOf(AnalysisInputError);
    return error as AnalysisInputError;
  }
  throw new Error("expected an AnalysisInputError");
}

describe("bills the engine refuses, with a 422 and a plain message", () => {
  it.each([
    [
      "not an object",
      null,
      "invalid_bill",
      "The bill could not be analyzed: it needs a list of service lines.",
    ],
    [
      "no line list",
      { id: "x" },
      "invalid_bill",
      "The bill could not be analyzed: it needs a list of service lines.",
    ],
    [
      "a negative amount",
      testBill([item("a", "99213", 1, -20)]),
      "negative_amount",
      "Service line 1 has a negative amount; amounts must be 0 or more.",
    ],
    [
      "a negative paid amount",
      testBill([item("a", "99213", 1, 20, { paid_amount: -1 })]),
      "negative_amount",
      "Service line 1 has a negative amount; amounts must be 0 or more.",
    ],
    [
      "an amount that is not a number",
      testBill([item("a", "99213", 1, Number.NaN)]),
      "invalid_amount",
      "Service line 1 has an amount that is not a valid dollar amount.",
    ],
    [
      "zero units",
      testBill([item("a", "99213", 0, 20)]),
      "invalid_units",
      "Service line 1: units must be a number above 0.",
    ],
    [
      "no procedure code",
      testBill([item("a", " ", 1, 20)]),
      "missing_code",
      "Service line 1 has no procedure code.",
    ],
    [
      "a line that is not an object",
      testBill(["99213" as never]),
      "invalid_line",
      "Service line 1 could not be read.",
    ],
    [
      "a bad EOB",
      testBill([item("a", "99213", 1, 20)], { eob: { lines: "x" } as never }),
      "invalid_bill",
      "The explanation of benefits could not be read: it needs a list of lines.",
    ],
  ])("%s", (_, bill, code, detail) => {
    const error = inputError(bill);
    expect(error).toMatchObject({ status: 422, code, detail });
  });

  it(`more than ${MAX_ANALYSIS_LINES} lines`, () => {
    const lines = Array.from({ length: MAX_ANALYSIS_LINES + 1 }, (_, i) => item(`l${i}`, "99213", 1, 100));
    expect(inputError(testBill(lines))).toMatchObject({
      code: "too_many_lines",
      detail: "A bill can be analyzed with at most 1000 service lines.",
    });
  });
});

describe("bills the engine answers", () => {
  it("says there was nothing to check on a bill without lines", () => {
    const result = analyzeBill(testBill([]), refs, { now: new Date("2026-01-15T12:00:00Z") });
    expect(result).toMatchObject({
      bill_id: "bill-1",
      total_errors: 0,
      total_potential_savings: 0,
      high_confidence_errors: 0,
      errors_detected: [],
      analysis_timestamp: "2026-01-15T12:00:00.000Z",
    });
    expect(result.notes[0]).toMatch(/no service lines/);
  });

  it("flags every line of a bill with unknown codes only", () => {
    const result = analyzeBill(
      testBill([item("a", "99931", 1, 100), item("b", "XYZ", 2, 50)], { diagnosis_codes: [] }),
      refs,
    );
    expect(result.errors_detected.map((f) => [f.category, f.evidence.line_ids[0], f.amount_at_risk])).toEqual(
      [
        ["invalid_code", "a", 100],
        ["invalid_code", "b", 50],
      ],
    );
    expect(result.total_potential_savings).toBe(0);
  });

  it("analyzes a 500-line bill", () => {
    const codes = ["99213", "36415", "80053", "85025", "97110", "71046", "20610", "82947"];
    const lines = Array.from({ length: 500 }, (_, i) =>
      item(`l${i}`, codes[i % codes.length], 1, 40 + (i % 7), {
        service_date: `2025-0${1 + (i % 9)}-1${i % 10}`,
      }),
    );
    const result = analyzeBill(testBill(lines), refs);
    expect(result.total_errors).toBeGreaterThan(0);
    expect(result.errors_detected.every((f) => f.confidence >= 0 && f.confidence <= 1)).toBe(true);
    const charged = lines.reduce((s, l) => s + l.billed_amount, 0);
    expect(result.total_potential_savings).toBeLessThanOrEqual(charged);
  });

  it("turns a lookup that throws into a note instead of a failed analysis", () => {
    const broken: ReferenceLookups = {
      ...refs,
      mue: () => {
        throw new Error("database went away");
      },
    };
    const result = analyzeBill(testBill([item("a", "99213", 1, 200), item("b", "99213", 1, 200)]), broken);
    expect(result.errors_detected.map((f) => f.category)).toEqual(["duplicate_charge"]);
    expect(result.notes).toContain("The excessive units check could not run on this bill.");
  });

  it("gives every finding its own id even when lines share one, and ignores a repeated $0 line", () => {
    const result = analyzeBill(
      testBill([
        item("x", "99931", 1, 10),
        item("x", "99932", 1, 20),
        item("q", "3074F", 1, 0),
        item("r", "3074F", 1, 0),
      ]),
      refs,
    );
    const ids = result.errors_detected.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(result.errors_detected.filter((f) => f.category === "duplicate_charge")).toEqual([]);
  });

  it("counts high-confidence findings above 0.8 only", () => {
    const result = analyzeBill(
      testBill([item("a", "99213", 1, 200), item("b", "99213", 1, 200), item("c", "99215", 1, 400)], {
        diagnosis_codes: ["J06.9"],
      }),
      refs,
    );
    expect(result.errors_detected.map((f) => f.confidence)).toEqual([0.6, 0.95]);
    expect(result.high_confidence_errors).toBe(1);
  });
});
