// Original Medicare as a fixed carrier and plan (issue 15): its cost sharing kept per year, each
// figure with the CMS announcement it comes from. ../shared/data/PROVENANCE.md, "Insurance plans".

export const ORIGINAL_MEDICARE_ID = "original-medicare";

export interface OriginalMedicareCosts {
  year: number;
  partADeductibleCents: number;
  partBMonthlyPremiumCents: number;
  partBDeductibleCents: number;
  /** Part B coinsurance after the deductible, percent of the Medicare-approved amount. */
  partBCoinsurancePercent: number;
  source: { title: string; url: string };
}

export const ORIGINAL_MEDICARE_COSTS: readonly OriginalMedicareCosts[] = [
  {
    year: 2025,
    partADeductibleCents: 167_600,
    partBMonthlyPremiumCents: 18_500,
    partBDeductibleCents: 25_700,
    partBCoinsurancePercent: 20,
    source: {
      title: "CMS fact sheet: 2025 Medicare Parts A & B Premiums and Deductibles",
      url: "https://www.cms.gov/newsroom/fact-sheets/2025-medicare-parts-b-premiums-and-deductibles",
    },
  },
  {
    year: 2026,
    partADeductibleCents: 173_600,
    partBMonthlyPremiumCents: 20_290,
    partBDeductibleCents: 28_300,
    partBCoinsurancePercent: 20,
    source: {
      title: "CMS fact sheet: 2026 Medicare Parts A & B Premiums and Deductibles",
      url: "https://www.cms.gov/newsroom/fact-sheets/2026-medicare-parts-b-premiums-and-deductibles",
    },
  },
];

/** The figures for `year`: that year's, else the latest year before it, else the earliest kept. */
export function originalMedicareCosts(year: number): OriginalMedicareCosts {
  const sorted = [...ORIGINAL_MEDICARE_COSTS].sort((a, b) => a.year - b.year);
  return [...sorted].reverse().find((c) => c.year <= year) ?? sorted[0]!;
}
