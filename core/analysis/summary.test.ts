// The summary (001 §3), the completeness and reanalysis rules (001 §4), the colour thresholds (001 §9)
// and the codes a caller must preload.
import { describe, expect, it } from "vitest";
import { item, smallLookups, testBill } from "../../tests/fixtures/analysis/small-lookups";
import { analysisBadgeTone, completenessTone, opportunityTone } from "./confidence";
import { analyzeBill } from "./engine";
import { needsReanalysis, referenceCodesFor } from "./index";
import { billCompleteness, buildSummary } from "./summary";

const refs = smallLookups();

describe("buildSummary", () => {
  const bill = testBill(
    [
      item("a", "99213", 1, 200, {
        source: { document_id: "doc-1", box: { left: 0.1, top: 0.4, width: 0.8, height: 0.02, page: 1 } },
      }),
      item("b", "99213", 1, 200),
      item("c", "36415", 1, 18),
    ],
    { total_billed_amount: 418, claim_number: "A-778" },
  );
  const result = analyzeBill(bill, refs);
  const summary = buildSummary(bill, result);

  it("turns each finding into an opportunity with recovery instructions and a script", () => {
    expect(summary.opportunities).toHaveLength(1);
    const [opportunity] = summary.opportunities;
    expect(opportunity).toMatchObject({
      title: "Duplicate charge: 99213 billed twice on May 1, 2025",
      category: "duplicate_charge",
      potential_savings: 200,
      confidence: 95,
      success_rate: 90,
      timeline: "2-4 weeks",
    });
    expect(opportunity.recovery_instructions.method).toBe("call_billing_office");
    expect(opportunity.recovery_instructions.steps.length).toBeGreaterThanOrEqual(3);
    expect(opportunity.recovery_instructions.script).toContain("Mission Bay Family Medicine");
    expect(opportunity.recovery_instructions.script).toContain("A-778");
  });

  it("totals the analysis and echoes the bill and its lines, flagging the lines found", () => {
    expect(summary.analysis).toEqual({ potential_savings: 200, total_errors_found: 1 });
    expect(summary.bill_info).toEqual({
      provider_name: "Mission Bay Family Medicine",
      service_date: "2025-05-01",
      claim_number: "A-778",
      total_billed_amount: 418,
      total_allowed_amount: null,
      total_paid_amount: null,
      patient_responsibility: null,
      patient_amount_due: null,
    });
    expect(summary.line_items.map((l) => [l.id, l.flags])).toEqual([
      ["a", ["duplicate_charge"]],
      ["b", ["duplicate_charge"]],
      ["c", []],
    ]);
    expect(summary.line_items[0].source?.document_id).toBe("doc-1");
  });

  it("routes a denial to an insurance appeal", () => {
    const denied = testBill([item("a", "71046", 1, 80)], {
      eob: {
        lines: [{ cpt_code: "71046", billed_amount: 80, allowed_amount: 0, paid_amount: 0, denied: true }],
      },
    });
    const [opportunity] = buildSummary(denied, analyzeBill(denied, refs)).opportunities;
    expect(opportunity).toMatchObject({ category: "denial", potential_savings: 80, success_rate: 45 });
    expect(opportunity.recovery_instructions.method).toBe("insurance_appeal");
    expect(summaryLine(denied)).toEqual({ allowed_amount: 0, paid_amount: 0, patient_responsibility: 0 });
  });
});

function summaryLine(bill: ReturnType<typeof testBill>) {
  const [line] = buildSummary(bill, analyzeBill(bill, refs)).line_items;
  return {
    allowed_amount: line.allowed_amount,
    paid_amount: line.paid_amount,
    patient_responsibility: line.patient_responsibility,
  };
}

describe("completeness and reanalysis (001 §4)", () => {
  it("scores the fields an analysis reads and lists the missing ones", () => {
    const full = testBill([item("a", "99213", 1, 200, { allowed_amount: 100, paid_amount: 80 })]);
    expect(billCompleteness(full)).toMatchObject({ percentage: 100, missing_fields: [] });
    const thin = testBill([item("a", "99213", 1, 200)], {
      claim_number: null,
      diagnosis_codes: [],
      provider_name: null,
    });
    expect(billCompleteness(thin)).toMatchObject({
      percentage: 56,
      missing_fields: ["provider_name", "claim_number", "insurance_data", "diagnosis_codes"],
    });
  });

  it("flags reanalysis when asked, or above 0.5 complete and never analyzed", () => {
    expect(needsReanalysis({ needsReanalysis: true, completenessScore: 0.2, lastAnalyzedAt: 1 })).toBe(true);
    expect(needsReanalysis({ needsReanalysis: false, completenessScore: 0.56, lastAnalyzedAt: null })).toBe(
      true,
    );
    expect(needsReanalysis({ needsReanalysis: false, completenessScore: 0.5, lastAnalyzedAt: null })).toBe(
      false,
    );
    expect(needsReanalysis({ needsReanalysis: false, completenessScore: 0.9, lastAnalyzedAt: 1 })).toBe(
      false,
    );
  });
});

describe("confidence colours (001 §9)", () => {
  it("uses 80/60 for completeness, 90/70 for opportunities and above 0.8/0.6 for the analysis badge", () => {
    expect([80, 79, 60, 59].map(completenessTone)).toEqual(["green", "yellow", "yellow", "red"]);
    expect([90, 89, 70, 69].map(opportunityTone)).toEqual(["green", "yellow", "yellow", "red"]);
    expect([0.81, 0.8, 0.61, 0.6].map(analysisBadgeTone)).toEqual(["green", "yellow", "yellow", "red"]);
  });
});

describe("referenceCodesFor", () => {
  it("lists the bill's codes, the visit levels to price a lower one, and the panels of billed tests", () => {
    const codes = referenceCodesFor(
      testBill([item("a", "99214-25", 1, 200, { diagnosis_codes: ["j06.9"] }), item("b", "82465", 1, 9)], {
        diagnosis_codes: ["E119"],
      }),
    );
    expect(codes.procedures).toEqual(expect.arrayContaining(["99214", "82465", "99202", "99215", "80061"]));
    expect(codes.procedures).not.toContain("99214-25");
    expect(codes.diagnoses.sort()).toEqual(["E11.9", "J06.9"]);
  });

  it("tolerates anything as input", () => {
    expect(referenceCodesFor(null as never)).toEqual({ procedures: [], diagnoses: [] });
    expect(
      referenceCodesFor({ line_items: [null, 5, { cpt_code: 7 }], diagnosis_codes: "x" } as never),
    ).toEqual({ procedures: [], diagnoses: [] });
  });
});
