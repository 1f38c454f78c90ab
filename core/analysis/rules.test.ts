// Each rule on small bills: what fires, what a legitimate look-alike leaves alone, and that one
// charge is never counted twice in the savings.
import { describe, expect, it } from "vitest";
import { parsePtp } from "#db/reference/parsers/ncci-ptp";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { item, smallLookups, testBill } from "../../tests/fixtures/analysis/small-lookups";
import { analyzeBill } from "./engine";
import type { AnalysisCategory, AnalysisResult } from "./types";

const refs = smallLookups();
const analyze = (...args: Parameters<typeof testBill>) => analyzeBill(testBill(...args), refs);
const categories = (r: AnalysisResult) => r.errors_detected.map((f) => f.category);
const only = (r: AnalysisResult, category: AnalysisCategory) =>
  r.errors_detected.filter((f) => f.category === category);

describe("duplicate_charge", () => {
  it("flags the repeat of the same code, modifiers and date", () => {
    const result = analyze([item("a", "99213", 1, 200), item("b", "99213", 1, 200)]);
    expect(categories(result)).toEqual(["duplicate_charge"]);
    expect(result.errors_detected[0]).toMatchObject({ confidence: 0.95, potential_savings: 200 });
    expect(result.errors_detected[0].evidence.line_ids).toEqual(["b", "a"]);
  });

  it.each(["59", "76", "77", "91", "XE", "XS", "XP", "XU"])(
    "respects modifier %s on the repeat",
    (modifier) => {
      const result = analyze([
        item("a", "97110", 2, 100),
        item("b", "97110", 2, 100, { modifiers: [modifier] }),
      ]);
      expect(only(result, "duplicate_charge")).toEqual([]);
    },
  );

  it("reads a modifier written after a dash, and leaves other dates and sides alone", () => {
    expect(
      only(analyze([item("a", "36415", 1, 18), item("b", "36415-91", 1, 18)]), "duplicate_charge"),
    ).toEqual([]);
    const dates = [
      item("a", "99213", 1, 200, { service_date: "2025-05-01" }),
      item("b", "99213", 1, 200, { service_date: "2025-05-08" }),
    ];
    expect(only(analyze(dates), "duplicate_charge")).toEqual([]);
    const sides = [
      item("a", "20610", 1, 140, { modifiers: ["RT"] }),
      item("b", "20610", 1, 140, { modifiers: ["LT"] }),
    ];
    expect(only(analyze(sides), "duplicate_charge")).toEqual([]);
  });
});

describe("unbundling", () => {
  it("flags a panel's test billed beside the panel, citing the curated pair and its source", () => {
    const [finding] = only(analyze([item("a", "80053", 1, 20), item("b", "82947", 1, 8)]), "unbundling");
    expect(finding.evidence.line_ids).toEqual(["b", "a"]);
    expect(finding.evidence.references[0]).toMatchObject({
      kind: "bundle_pair",
      comprehensive: "80053",
      component: "82947",
    });
    expect(String((finding.evidence.references[0] as { source: string }).source)).toMatch(
      /NCCI Policy Manual/,
    );
  });

  it("flags a visit on the day of a minor procedure unless it carries modifier 25", () => {
    expect(categories(analyze([item("a", "99213", 1, 200), item("b", "20610", 1, 140)]))).toEqual([
      "unbundling",
    ]);
    expect(categories(analyze([item("a", "99213-25", 1, 200), item("b", "20610", 1, 140)]))).toEqual([]);
  });

  it("uses the NCCI PTP edits instead of the curated table once they are imported", () => {
    const sample = fileURLToPath(
      new URL("../../db/reference/parsers/fixtures/ccipra-v321r0-f1-sample.txt", import.meta.url),
    );
    const { rows, edition } = parsePtp(
      { name: "ccipra-v321r0-f1-sample.txt", text: readFileSync(sample, "utf8") },
      "practitioner",
    );
    const edits = rows.map((r) => ({
      column1: r.column1,
      column2: r.column2,
      modifier_indicator: r.modifierIndicator,
      rationale: r.rationale,
      effective_date: r.effectiveDate,
      deletion_date: r.deletionDate,
    }));
    const ptp = smallLookups({ editions: { ptp: edition }, ptpEdits: edits });
    // Modifier indicator 0: no modifier bypasses the edit.
    const knee = analyzeBill(
      testBill([item("a", "29881", 1, 1300), item("b", "29877", 1, 1400, { modifiers: ["59"] })]),
      ptp,
    );
    expect(knee.errors_detected[0].evidence.references[0]).toMatchObject({
      kind: "ptp_edit",
      column1: "29881",
      modifier_indicator: 0,
    });
    // Modifier indicator 1: a distinct-service modifier does.
    const xray = analyzeBill(
      testBill([item("a", "99213", 1, 200), item("b", "36415", 1, 18, { modifiers: ["XU"] })]),
      ptp,
    );
    expect(only(xray, "unbundling")).toEqual([]);
    // The curated panel pairs are not used in PTP mode.
    expect(
      only(analyzeBill(testBill([item("a", "80053", 1, 20), item("b", "82947", 1, 8)]), ptp), "unbundling"),
    ).toEqual([]);
  });
});

describe("excessive_units", () => {
  it("compares the day's units with the MUE and cites the row", () => {
    const [finding] = analyze([item("a", "36415", 3, 54)]).errors_detected;
    expect(finding).toMatchObject({ category: "excessive_units", confidence: 0.85, potential_savings: 18 });
    expect(finding.evidence.references[0]).toMatchObject({
      kind: "mue",
      max_units: 2,
      edition: "effective 2026-04-01",
    });
  });

  it("checks a claim-line MUE per line, not per day", () => {
    expect(
      categories(analyze([item("a", "11102", 1, 200), item("b", "11102", 1, 200, { modifiers: ["59"] })])),
    ).toEqual([]);
    expect(categories(analyze([item("a", "11102", 2, 400)]))).toEqual(["excessive_units"]);
  });
});

describe("pricing", () => {
  it("names the multiple of the locality's Medicare amount and saves down to twice Medicare", () => {
    const [finding] = analyze([item("a", "99213", 1, 550)]).errors_detected;
    expect(finding.category).toBe("pricing");
    expect(finding.title).toBe("Room to negotiate: 99213 at 5× Medicare");
    expect(finding.potential_savings).toBe(331.7); // 550 − 2 × 109.15
    expect(finding.evidence.figures).toMatchObject({ multiple_of_medicare: 5, fair_price_multiple: 2 });
  });

  it("leaves lines alone below three times Medicare and once insurance has priced them", () => {
    expect(analyze([item("a", "99213", 1, 320)]).errors_detected).toEqual([]);
    const insured = analyze([item("a", "99213", 1, 550, { allowed_amount: 110, paid_amount: 88 })]);
    expect(insured.errors_detected).toEqual([]);
    expect(insured.notes.join(" ")).toMatch(/insurer already processed/);
  });

  it("never counts a dollar twice: a repeated overpriced line is a duplicate, priced once", () => {
    const result = analyze([item("a", "99213", 1, 550), item("b", "99213", 1, 550)]);
    expect(categories(result).sort()).toEqual(["duplicate_charge", "pricing"]);
    expect(result.total_potential_savings).toBe(550 + 331.7);
  });
});

describe("upcoding", () => {
  it("flags a top-level visit for a minor problem, with lower confidence", () => {
    const [finding] = analyze([item("a", "99215", 1, 400)], { diagnosis_codes: ["J06.9"] }).errors_detected;
    expect(finding).toMatchObject({ category: "upcoding", confidence: 0.6 });
    expect(finding.evidence.figures).toMatchObject({ supported_code: "99212" });
  });

  it("accepts the level when the stated time supports it, or the diagnoses could", () => {
    expect(
      analyze([item("a", "99215", 1, 400, { time_minutes: 42 })], { diagnosis_codes: ["J06.9"] })
        .errors_detected,
    ).toEqual([]);
    expect(
      analyze([item("a", "99215", 1, 400)], { diagnosis_codes: ["E11.9", "I10"] }).errors_detected,
    ).toEqual([]);
  });
});

describe("EOB: denial and balance billing", () => {
  it("routes a denied line to an appeal with the amount at risk", () => {
    const result = analyze([item("a", "71046", 1, 80)], {
      eob: {
        lines: [
          {
            cpt_code: "71046",
            billed_amount: 80,
            allowed_amount: 0,
            paid_amount: 0,
            denied: true,
            reason: "Not covered",
          },
        ],
      },
    });
    expect(result.errors_detected[0]).toMatchObject({ category: "denial", amount_at_risk: 80 });
    expect(result.errors_detected[0].user_action).toMatch(/appeal/);
  });

  it("flags an amount due above allowed minus paid, and not a rounding difference", () => {
    const eob = { lines: [{ cpt_code: "99213", billed_amount: 200, allowed_amount: 100, paid_amount: 80 }] };
    const high = analyze([item("a", "99213", 1, 200)], { eob, patient_amount_due: 120 });
    expect(high.errors_detected[0]).toMatchObject({ category: "balance_billing", potential_savings: 100 });
    expect(analyze([item("a", "99213", 1, 200)], { eob, patient_amount_due: 20.5 }).errors_detected).toEqual(
      [],
    );
  });
});

describe("math_error and invalid_code", () => {
  it("flags a total that does not add up", () => {
    const result = analyze([item("a", "99213", 1, 200), item("b", "36415", 1, 18)], {
      total_billed_amount: 318,
    });
    expect(result.errors_detected[0]).toMatchObject({ category: "math_error", potential_savings: 100 });
  });

  it("flags unknown procedure codes and non-billable diagnosis codes, and skips sets not imported", () => {
    const result = analyze([item("a", "99931", 1, 200)], { diagnosis_codes: ["E11"] });
    expect(result.errors_detected.map((f) => f.id).sort()).toEqual([
      "invalid_code.diagnosis_not_billable:E11",
      "invalid_code.procedure_not_found:a",
    ]);
    const none = analyzeBill(
      testBill([item("a", "99931", 1, 200)]),
      smallLookups({ editions: { procedure_codes: null, icd10cm: null } }),
    );
    expect(none.errors_detected).toEqual([]);
    expect(none.notes).toEqual(
      expect.arrayContaining([expect.stringMatching(/Procedure codes were not checked/)]),
    );
  });
});
