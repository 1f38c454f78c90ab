// Original Medicare's cost sharing per year (PROVENANCE.md's CMS figures), the current year chosen.
import { describe, expect, it } from "vitest";
import { ORIGINAL_MEDICARE_COSTS, originalMedicareCosts } from "./original-medicare";

describe("Original Medicare cost sharing", () => {
  it("keeps 2025 and 2026 as CMS announced them, each with its source", () => {
    expect(originalMedicareCosts(2025)).toMatchObject({
      partADeductibleCents: 167_600,
      partBMonthlyPremiumCents: 18_500,
      partBDeductibleCents: 25_700,
      partBCoinsurancePercent: 20,
    });
    expect(originalMedicareCosts(2026)).toMatchObject({
      partADeductibleCents: 173_600,
      partBMonthlyPremiumCents: 20_290,
      partBDeductibleCents: 28_300,
      partBCoinsurancePercent: 20,
    });
    for (const year of ORIGINAL_MEDICARE_COSTS) expect(year.source.url).toMatch(/^https:\/\/www\.cms\.gov\//);
  });

  it("answers the latest figures kept for a later year, and the earliest for an earlier one", () => {
    expect(originalMedicareCosts(2027).year).toBe(2026);
    expect(originalMedicareCosts(2020).year).toBe(2025);
  });
});
