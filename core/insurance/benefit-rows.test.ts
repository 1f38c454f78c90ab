import { describe, expect, it } from "vitest";
import { limitDescription, limitRow, originalMedicareRows, typedAmountCents } from "./benefit-rows";
import { originalMedicareCosts } from "./original-medicare";

describe("the deductible and out-of-pocket rows", () => {
  it.each([
    ["Deductible", 150_000, 300_000, "Deductible: $1,500 individual / $3,000 family"],
    ["Deductible", 28_300, null, "Deductible: $283"],
    ["Deductible", null, 600_000, "Deductible: $6,000 family"],
    ["Deductible", 0, null, "No deductible"],
    ["Deductible", 0, 0, "No deductible"],
    ["Deductible", null, null, null],
    [
      "Out-of-Pocket Maximum",
      925_000,
      1_850_000,
      "Out-of-pocket maximum: $9,250 individual / $18,500 family",
    ],
    ["Out-of-Pocket Maximum", 925_050, null, "Out-of-pocket maximum: $9,250.50"],
    ["Out-of-Pocket Maximum", 0, null, "Out-of-pocket maximum: $0"],
  ] as const)("%s %s / %s reads %s", (category, individual, family, text) => {
    expect(limitDescription(category, individual, family)).toBe(text);
  });

  it("is a row of its tier with no copay or coinsurance, or none when the plan states nothing", () => {
    expect(limitRow("P1", "Deductible", "out_of_network", 500_000, null)).toEqual({
      benefit_id: "P1/out_of_network/deductible",
      category_name: "Deductible",
      narrative_description: "Deductible: $5,000",
      coverage_tier: "out_of_network",
      copay: null,
      coinsurance_pct: null,
      after_deductible: false,
      visit_limit: null,
    });
    expect(limitRow("P1", "Out-of-Pocket Maximum", "in_network", null, null)).toBeNull();
  });
});

describe("Original Medicare's rows", () => {
  it("show the year's CMS figures and name the year", () => {
    const rows = originalMedicareRows("original-medicare", originalMedicareCosts(2025));
    expect(rows.map((r) => r.narrative_description)).toEqual([
      "Deductible: $257 a year for Part B (doctors and outpatient care); 2025 figures from CMS",
      "Part A deductible: $1,676 for each benefit period of a hospital stay; 2025 figures from CMS",
      "20% coinsurance of the Medicare-approved amount for Part B services, after deductible; 2025 figures from CMS",
      "No out-of-pocket maximum: Original Medicare has none; 2025 figures from CMS",
    ]);
    expect(rows.every((r) => r.coverage_tier === "in_network")).toBe(true);
    expect(new Set(rows.map((r) => r.benefit_id)).size).toBe(rows.length);
  });
});

describe("an amount typed into the simple form", () => {
  it.each([
    ["$1,500", 150_000],
    ["1500", 150_000],
    ["$2,500.5 per year", 250_050],
    ["about 750.25", 75_025],
    ["$0", 0],
    ["ask HR", null],
    ["", null],
    [null, null],
  ] as const)("%s is %s cents", (text, cents) => {
    expect(typedAmountCents(text)).toBe(cents);
  });
});
