// Every categorisation, ordering and display rule of the benefits table (001 §5, §9), one case a
// row, as a family reading their policy on /insurance would see it.
import { describe, expect, it } from "vitest";
import {
  benefitDisplayValue,
  benefitsTable,
  categoryPriority,
  isSkippedCategory,
  provisionCategory,
  UNKNOWN_PRIORITY,
} from "./benefit-display";
import type { Benefit } from "./types";
import { benefitRow } from "../../tests/fixtures/insurance/benefits";

const benefit = (over: Partial<Benefit>): Benefit => benefitRow("Specialist Visit", "", over);

describe("provisionCategory (001 §5)", () => {
  it.each([
    ["Deductible: $1,500 individual / $3,000 family", null, "Deductible"],
    ["No deductible", null, "Deductible"],
    ["$1,000 Copay before deductible", null, "Deductible"],
    ["20% Coinsurance after deductible", null, "Coinsurance"],
    ["$35 Copay after deductible", null, "Specialist Visit"],
    ["No Charge after deductible", 0.3, "Coinsurance"],
    ["$40", 0, "Specialist Visit"],
    ["Out-of-pocket maximum: $9,250", null, "Out-of-Pocket Maximum"],
    ["No out-of-pocket maximum", null, "Out-of-Pocket Maximum"],
    ["Visit maximum applies", null, "Out-of-Pocket Maximum"],
    ["Coinsurance 20% up to the out-of-pocket maximum", null, "Coinsurance"],
    ["", null, "Specialist Visit"],
  ])("%j (coinsurance %s) → %s", (description, pct, expected) => {
    expect(provisionCategory(benefit({ narrative_description: description, coinsurance_pct: pct }))).toBe(
      expected,
    );
  });
});

describe("benefitDisplayValue (001 §5)", () => {
  it.each<[string, Partial<Benefit>, string]>([
    [
      "deductible pair",
      { category_name: "Deductible", narrative_description: "Deductible: $1,500 individual / $3,000 family" },
      "$1,500 / $3,000",
    ],
    [
      "deductible single amount",
      { category_name: "Deductible", narrative_description: "Deductible: $283" },
      "$283",
    ],
    ["no deductible", { category_name: "Deductible", narrative_description: "No deductible" }, "None"],
    [
      "out-of-pocket pair",
      {
        category_name: "Out-of-Pocket Maximum",
        narrative_description: "Out-of-pocket maximum: $9,250 individual / $18,500 family",
      },
      "$9,250 / $18,500",
    ],
    [
      "out-of-pocket amount",
      { category_name: "Out-of-Pocket Maximum", narrative_description: "Out-of-pocket maximum: $6,750" },
      "$6,750",
    ],
    [
      "no out-of-pocket maximum",
      { category_name: "Out-of-Pocket Maximum", narrative_description: "No out-of-pocket maximum" },
      "No limit",
    ],
    [
      "unlimited",
      { category_name: "Out-of-Pocket Maximum", narrative_description: "Out-of-pocket maximum: unlimited" },
      "No limit",
    ],
    [
      "family pair on another row",
      { narrative_description: "$500 per individual / $1,000 per family" },
      "$500 / $1,000",
    ],
    ["copay", { narrative_description: "$40", copay: 40 }, "$40"],
    ["copay with cents", { narrative_description: "$12.50", copay: 12.5 }, "$12.50"],
    [
      "copay before coinsurance",
      { narrative_description: "$250 Copay per Stay", copay: 250, coinsurance_pct: 0.2 },
      "$250",
    ],
    [
      "coinsurance whole percent",
      {
        narrative_description: "20% Coinsurance after deductible",
        coinsurance_pct: 0.2,
        after_deductible: true,
      },
      "20%",
    ],
    ["coinsurance rounded", { narrative_description: "33.33%", coinsurance_pct: 0.3333 }, "33%"],
    [
      "after deductible",
      {
        narrative_description: "No Charge after deductible",
        copay: 0,
        coinsurance_pct: 0,
        after_deductible: true,
      },
      "After deductible",
    ],
    [
      "visit limit",
      { narrative_description: "No Charge", copay: 0, visit_limit: "20 Visits per Year" },
      "Limit: 20 Visits per Year",
    ],
    ["nothing applies", { narrative_description: "No Charge", copay: 0, coinsurance_pct: 0 }, "$0"],
  ])("%s", (_name, over, expected) => {
    expect(benefitDisplayValue(benefit(over))).toBe(expected);
  });
});

describe("ordering and skipping (001 §9)", () => {
  it.each([
    ["Deductible", 1],
    ["Coinsurance", 2],
    ["Out-of-Pocket Maximum", 3],
    ["Primary Care Visit to Treat an Injury or Illness", 10],
    ["specialist visit", 11],
    ["Outpatient Facility Fee (e.g.,  Ambulatory Surgery Center)", 18],
    ["Acupuncture", UNKNOWN_PRIORITY],
  ])("%s sorts at %i", (category, priority) => {
    expect(categoryPriority(category)).toBe(priority);
  });

  it.each([
    ["Prescription Drugs Other", true],
    ["Mental Health Other", true],
    ["Category 2", true],
    ["Specialist Visit", false],
  ])("%s skipped: %s", (category, skipped) => {
    expect(isSkippedCategory(category)).toBe(skipped);
  });
});

describe("benefitsTable", () => {
  const plan = [
    benefit({ category_name: "Acupuncture", narrative_description: "$20", copay: 20 }),
    benefit({ category_name: "Specialist Visit", narrative_description: "$60", copay: 60 }),
    benefit({
      category_name: "Specialist Visit",
      narrative_description: "$90",
      copay: 90,
      coverage_tier: "out_of_network",
    }),
    benefit({
      category_name: "Emergency Room Services",
      narrative_description: "30% Coinsurance after deductible",
      coinsurance_pct: 0.3,
      after_deductible: true,
    }),
    benefit({
      category_name: "Out-of-Pocket Maximum",
      narrative_description: "Out-of-pocket maximum: $8,000 individual / $16,000 family",
    }),
    benefit({
      category_name: "Deductible",
      narrative_description: "Deductible: $2,000 individual / $4,000 family",
    }),
    benefit({
      category_name: "Deductible",
      narrative_description: "Deductible: $5,000",
      coverage_tier: "out_of_network",
    }),
    benefit({
      category_name: "Primary Care Visit to Treat an Injury or Illness",
      narrative_description: "$25",
      copay: 25,
    }),
    benefit({ category_name: "Prescription Drugs Other", narrative_description: "$10", copay: 10 }),
  ];

  it("groups by provision category in priority order, both tiers in one row, a missing tier left empty", () => {
    const groups = benefitsTable(plan);
    expect(groups.map((g) => g.category)).toEqual([
      "Deductible",
      "Coinsurance",
      "Out-of-Pocket Maximum",
      "Primary Care Visit to Treat an Injury or Illness",
      "Specialist Visit",
      "Acupuncture",
    ]);
    expect(groups[0]).toMatchObject({
      key: true,
      rows: [{ name: "Deductible", inNetwork: "$2,000 / $4,000", outOfNetwork: "$5,000" }],
    });
    expect(groups[1]!.rows).toEqual([
      expect.objectContaining({ name: "Emergency Room Services", inNetwork: "30%", outOfNetwork: null }),
    ]);
    expect(groups[4]).toMatchObject({
      key: false,
      rows: [{ name: "Specialist Visit", inNetwork: "$60", outOfNetwork: "$90" }],
    });
  });

  it("keeps a service's two tiers in one row, grouped by its in-network benefit", () => {
    const groups = benefitsTable([
      benefit({
        category_name: "Primary Care Visit to Treat an Injury or Illness",
        narrative_description: "$25",
        copay: 25,
      }),
      benefit({
        category_name: "Primary Care Visit to Treat an Injury or Illness",
        narrative_description: "40% Coinsurance after deductible",
        coinsurance_pct: 0.4,
        after_deductible: true,
        coverage_tier: "out_of_network",
      }),
    ]);
    expect(groups).toEqual([
      expect.objectContaining({
        category: "Primary Care Visit to Treat an Injury or Illness",
        rows: [expect.objectContaining({ inNetwork: "$25", outOfNetwork: "40%" })],
      }),
    ]);
  });

  it("orders the rows inside a group by priority", () => {
    const groups = benefitsTable([
      benefit({ category_name: "Imaging (CT/PET Scans, MRIs)", coinsurance_pct: 0.2 }),
      benefit({ category_name: "Laboratory Outpatient and Professional Services", coinsurance_pct: 0.1 }),
    ]);
    expect(groups[0]!.rows.map((r) => [r.name, r.inNetwork])).toEqual([
      ["Laboratory Outpatient and Professional Services", "10%"],
      ["Imaging (CT/PET Scans, MRIs)", "20%"],
    ]);
  });

  it("is empty for a plan without benefits, or only skipped ones", () => {
    expect(benefitsTable([])).toEqual([]);
    expect(benefitsTable([benefit({ category_name: "Mental Health Other", copay: 5 })])).toEqual([]);
  });
});
