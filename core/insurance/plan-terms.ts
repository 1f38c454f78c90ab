// A plan's cost-sharing terms as the expected-share rules read them (issue 15): the in-network
// deductible and out-of-pocket maximum (individual and family) from their rows' descriptions, the
// plan-wide coinsurance, and the benefits per service. Original Medicare's come from CMS's figures.
import { dollarAmounts, individualFamilyPair } from "./benefit-display";
import { originalMedicareCosts } from "./original-medicare";
import type { Benefit } from "./types";

/** Where a figure comes from: the plan's benefit row, or CMS's announcement (Original Medicare). */
export type TermSource =
  | {
      kind: "benefit";
      benefit_id: string;
      category_name: string;
      narrative_description: string;
      coverage_tier: Benefit["coverage_tier"];
    }
  | { kind: "cms"; title: string; url: string; year: number };

export interface PlanLimit {
  /** Null when the row states no figure for one person (or for the family). */
  individualCents: number | null;
  familyCents: number | null;
  source: TermSource;
}

/** A cost-sharing rule for a service: the benefit's copay and coinsurance in one shape. */
export interface CostRule {
  copayCents: number;
  /** Percent (20 = 20%). */
  coinsurancePercent: number;
  afterDeductible: boolean;
  source: TermSource;
}

export interface PlanTerms {
  /** Null: the plan lists no deductible row (treated as none); a 0 limit: "No deductible". */
  deductible: PlanLimit | null;
  /** Null: no out-of-pocket maximum stated, or "No out-of-pocket maximum". */
  outOfPocket: PlanLimit | null;
  /** The plan-wide coinsurance after the deductible, for a service no benefit names. */
  general: CostRule | null;
  /** In-network benefits with figures, by category name. */
  benefits: Benefit[];
}

export const benefitSource = (b: Benefit): TermSource => ({
  kind: "benefit",
  benefit_id: b.benefit_id,
  category_name: b.category_name,
  narrative_description: b.narrative_description,
  coverage_tier: b.coverage_tier,
});

const cents = (dollars: number) => Math.round(dollars * 100);
const named = (b: Benefit, name: string) => b.category_name.trim().toLowerCase() === name;

function limitOf(row: Benefit | undefined, none: RegExp): PlanLimit | null | "none" {
  if (!row) return null;
  const text = row.narrative_description;
  if (none.test(text)) return "none";
  const pair = individualFamilyPair(text);
  if (pair)
    return {
      individualCents: cents(pair.individual),
      familyCents: cents(pair.family),
      source: benefitSource(row),
    };
  const [amount] = dollarAmounts(text);
  if (amount === undefined) return null;
  return { individualCents: cents(amount), familyCents: null, source: benefitSource(row) };
}

/** The rule a benefit row gives, or null when it states neither a copay nor a coinsurance. */
export function costRule(b: Benefit): CostRule | null {
  if (b.copay === null && b.coinsurance_pct === null) return null;
  return {
    copayCents: cents(b.copay ?? 0),
    coinsurancePercent: Math.round((b.coinsurance_pct ?? 0) * 10000) / 100,
    afterDeductible: b.after_deductible,
    source: benefitSource(b),
  };
}

/** A plan's terms from its benefit rows (in-network tier: the family's share at a network provider). */
export function planTerms(benefits: readonly Benefit[]): PlanTerms {
  const inNetwork = benefits.filter((b) => b.coverage_tier === "in_network");
  const deductibleRow = inNetwork.find((b) => named(b, "deductible"));
  const deductible = limitOf(deductibleRow, /\bno deductible\b/i);
  const outOfPocket = limitOf(
    inNetwork.find((b) => named(b, "out-of-pocket maximum")),
    /\bno out-of-pocket maximum\b|\bunlimited\b/i,
  );
  const generalRow = inNetwork.find((b) => named(b, "coinsurance") && (b.coinsurance_pct ?? 0) > 0);
  const general = generalRow ? costRule({ ...generalRow, after_deductible: true }) : null;
  return {
    deductible:
      deductible === "none"
        ? { individualCents: 0, familyCents: 0, source: benefitSource(deductibleRow!) }
        : deductible,
    outOfPocket: outOfPocket === "none" ? null : outOfPocket,
    general,
    benefits: inNetwork,
  };
}

/** Original Medicare (Part B): the year's deductible, then 20% of the approved amount; no yearly cap. */
export function originalMedicareTerms(year: number): PlanTerms {
  const costs = originalMedicareCosts(year);
  const source: TermSource = { kind: "cms", ...costs.source, year: costs.year };
  return {
    deductible: { individualCents: costs.partBDeductibleCents, familyCents: null, source },
    outOfPocket: null,
    general: {
      copayCents: 0,
      coinsurancePercent: costs.partBCoinsurancePercent,
      afterDeductible: true,
      source,
    },
    benefits: [],
  };
}
