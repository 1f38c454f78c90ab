// The benefit rows the catalogue's columns become (issue 15): a plan's deductible and out-of-pocket
// maximum as the "Deductible" / "Out-of-Pocket Maximum" rows of 001 §3 Benefit, in the words
// core/insurance/types.ts fixes, Original Medicare's rows with their CMS year, and the amount in
// what a person typed into the simple form ("$1,500", "1500.00 per year").
import { formatUsd } from "../format/money";
import type { OriginalMedicareCosts } from "./original-medicare";
import type { Benefit, CoverageTier } from "./types";

export const DEDUCTIBLE = "Deductible";
export const OUT_OF_POCKET = "Out-of-Pocket Maximum";

const usd = (cents: number) => formatUsd(cents, { unit: "cents", decimals: "when-needed" });

/**
 * "Deductible: $1,500 individual / $3,000 family", "Deductible: $283", "No deductible"; the same for
 * the out-of-pocket maximum. null when the plan states neither amount (the tier shows a dash).
 */
export function limitDescription(
  category: typeof DEDUCTIBLE | typeof OUT_OF_POCKET,
  individualCents: number | null,
  familyCents: number | null,
): string | null {
  if (individualCents === null && familyCents === null) return null;
  const label = category === DEDUCTIBLE ? "Deductible" : "Out-of-pocket maximum";
  if (category === DEDUCTIBLE && !individualCents && !familyCents) return "No deductible";
  if (individualCents !== null && familyCents !== null)
    return `${label}: ${usd(individualCents)} individual / ${usd(familyCents)} family`;
  if (individualCents !== null) return `${label}: ${usd(individualCents)}`;
  return `${label}: ${usd(familyCents!)} family`;
}

/** A deductible or out-of-pocket row of one tier, or null when the plan states no amount for it. */
export function limitRow(
  idPrefix: string,
  category: typeof DEDUCTIBLE | typeof OUT_OF_POCKET,
  tier: CoverageTier,
  individualCents: number | null,
  familyCents: number | null,
): Benefit | null {
  const description = limitDescription(category, individualCents, familyCents);
  if (!description) return null;
  return {
    benefit_id: `${idPrefix}/${tier}/${category === DEDUCTIBLE ? "deductible" : "out-of-pocket"}`,
    category_name: category,
    narrative_description: description,
    coverage_tier: tier,
    copay: null,
    coinsurance_pct: null,
    after_deductible: false,
    visit_limit: null,
  };
}

/**
 * Original Medicare's cost sharing for one year (in-network only: any provider who accepts
 * Medicare), each row naming the year of the CMS figures it shows.
 */
export function originalMedicareRows(idPrefix: string, costs: OriginalMedicareCosts): Benefit[] {
  const source = `${costs.year} figures from CMS`;
  const row = (
    key: string,
    fields: Partial<Benefit> & Pick<Benefit, "category_name" | "narrative_description">,
  ): Benefit => ({
    benefit_id: `${idPrefix}/${costs.year}/${key}`,
    coverage_tier: "in_network",
    copay: null,
    coinsurance_pct: null,
    after_deductible: false,
    visit_limit: null,
    ...fields,
  });
  return [
    row("part-b-deductible", {
      category_name: DEDUCTIBLE,
      narrative_description: `Deductible: ${usd(costs.partBDeductibleCents)} a year for Part B (doctors and outpatient care); ${source}`,
    }),
    row("part-a-deductible", {
      category_name: "Inpatient Hospital Stay",
      copay: costs.partADeductibleCents / 100,
      narrative_description: `Part A deductible: ${usd(costs.partADeductibleCents)} for each benefit period of a hospital stay; ${source}`,
    }),
    row("part-b-coinsurance", {
      category_name: "Coinsurance",
      coinsurance_pct: costs.partBCoinsurancePercent / 100,
      after_deductible: true,
      narrative_description: `${costs.partBCoinsurancePercent}% coinsurance of the Medicare-approved amount for Part B services, after deductible; ${source}`,
    }),
    row("out-of-pocket", {
      category_name: OUT_OF_POCKET,
      narrative_description: `No out-of-pocket maximum: Original Medicare has none; ${source}`,
    }),
  ];
}

/** The first dollar amount in typed text ("$1,500", "1500.50 a year"), in cents; null when there is none. */
export function typedAmountCents(text: string | null | undefined): number | null {
  const match = text?.match(/(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?/);
  if (!match) return null;
  const dollars = Number(match[1]!.replace(/,/g, ""));
  const cents = match[2] ? Number(match[2].padEnd(2, "0")) : 0;
  return dollars * 100 + cents;
}
