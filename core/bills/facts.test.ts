import { describe, expect, it } from "vitest";
import {
  billFlags,
  billTotals,
  completeness,
  needsReanalysis,
  patientResponsibilityCents,
  readiness,
} from "./facts";

const line = (
  billed: number | null,
  allowed: number | null,
  paid: number | null,
  cpt: string | null = "99213",
) => ({
  cptCode: cpt,
  units: 1,
  billedCents: billed,
  allowedCents: allowed,
  paidCents: paid,
});

describe("bill facts", () => {
  it("patient responsibility is allowed minus paid", () => {
    expect(patientResponsibilityCents(10000, 7500)).toBe(2500);
    expect(patientResponsibilityCents(10000, null)).toBe(10000);
    expect(patientResponsibilityCents(null, 5000)).toBeNull();
  });

  it("totals are sums of the lines; unknown allowed/paid stay unknown", () => {
    expect(billTotals([line(20000, 12000, 9000), line(5000, null, null)])).toEqual({
      billedCents: 25000,
      allowedCents: 12000,
      paidCents: 9000,
      patientResponsibilityCents: 3000,
    });
    expect(billTotals([line(5000, null, null)])).toMatchObject({
      allowedCents: null,
      paidCents: null,
      patientResponsibilityCents: null,
    });
  });

  it("flags lines, codes and insurance data", () => {
    expect(billFlags({ lines: [], totalAllowedCents: null, totalPaidCents: null })).toEqual({
      has_line_items: false,
      has_cpt_codes: false,
      has_insurance_data: false,
    });
    expect(
      billFlags({ lines: [line(100, null, 50)], totalAllowedCents: null, totalPaidCents: null }),
    ).toEqual({
      has_line_items: true,
      has_cpt_codes: true,
      has_insurance_data: true,
    });
  });

  it("scores completeness and lists what is missing", () => {
    const full = completeness({
      providerName: "City Hospital",
      serviceDate: "2026-01-05",
      hasPatient: true,
      claimNumber: "C-1",
      lines: [line(100, 80, 60)],
      diagnosisCodeCount: 1,
      totalAllowedCents: 80,
      totalPaidCents: 60,
    });
    expect(full).toEqual({ score: 1, missing_fields: [] });
    const bare = completeness({
      providerName: "City Hospital",
      serviceDate: null,
      hasPatient: true,
      claimNumber: null,
      lines: [],
      diagnosisCodeCount: 0,
      totalAllowedCents: null,
      totalPaidCents: null,
    });
    expect(bare.score).toBe(0.22);
    expect(bare.missing_fields).toContain("line_items");
  });

  it("flags reanalysis when asked, or when above 0.5 complete and never analysed", () => {
    expect(needsReanalysis({ needsReanalysis: true, completenessScore: 0.1, lastAnalyzedAt: 1 })).toBe(true);
    expect(needsReanalysis({ needsReanalysis: false, completenessScore: 0.6, lastAnalyzedAt: null })).toBe(
      true,
    );
    expect(needsReanalysis({ needsReanalysis: false, completenessScore: 0.5, lastAnalyzedAt: null })).toBe(
      false,
    );
    expect(needsReanalysis({ needsReanalysis: false, completenessScore: 0.9, lastAnalyzedAt: 1 })).toBe(
      false,
    );
  });

  it("tracks readiness; Generate needs every required step and premium", () => {
    const input = {
      patientId: "self",
      date: "2026-01-05",
      provider: "City Hospital",
      lines: [line(null, null, null, "99213"), line(5000, null, null, null)],
      hasEob: false,
      personalNote: "I was charged twice.",
    };
    const ready = readiness(input, true);
    expect(ready.steps.map((s) => [s.label, s.required, s.complete])).toEqual([
      ["Patient and Date", true, true],
      ["Provider", true, true],
      ["Service Code and Dollars", true, true],
      ["EOB attached", false, false],
      ["Personal Note", true, true],
    ]);
    expect(ready.canGenerate).toBe(true);
    expect(readiness(input, false).canGenerate).toBe(false);
    expect(readiness({ ...input, personalNote: "  " }, true).canGenerate).toBe(false);
    expect(readiness({ ...input, lines: [line(0, null, null)] }, true).canGenerate).toBe(false);
  });
});
