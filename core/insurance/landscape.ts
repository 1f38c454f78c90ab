// One row of CMS's Medicare Advantage & Part D Landscape file (issue 15): a plan offered in a
// county, read from the official column names into the figures the wizard shows (carrier, plan
// name, plan type, star rating, monthly premium). The importer reads the CSV and hands each row
// here by header; a value of a shape CMS does not use fails with its column.

export const LANDSCAPE_COLUMNS = {
  category: "Contract Category Type",
  state: "State Territory Abbreviation",
  county: "County Name",
  contractPlanId: "ContractPlanID",
  parent: "Parent Organization Name",
  marketing: "Organization Marketing Name",
  planName: "Plan Name",
  planType: "Plan Type",
  snp: "Special Needs Plan (SNP) Indicator",
  snpType: "SNP Type",
  partD: "Part D Coverage Indicator",
  partDPremium: "Part D Total Premium",
  consolidatedPremium: "Monthly Consolidated Premium (Part C + D)",
  moop: "In-Network Maximum Out-of-Pocket (MOOP) Amount",
  stars: "Overall Star Rating",
} as const;

export interface LandscapePlan {
  contract_plan_id: string;
  state: string;
  county: string;
  /** medicare_advantage (MA, MA-PD, SNP) or part_d (a stand-alone drug plan). */
  plan_category: "medicare_advantage" | "part_d";
  parent_organization: string;
  marketing_name: string;
  plan_name: string;
  /** As CMS writes it: "HMO", "PPO", "HMO-POS D-SNP", "PDP", … */
  plan_type: string;
  snp_type: string | null;
  includes_part_d: boolean;
  /** What the member pays a month (Part C + D; a stand-alone drug plan's Part D premium). */
  premium_monthly_cents: number | null;
  moop_cents: number | null;
  /** 1–5 in halves; null when CMS has none ("Not Applicable", "Plan Too New To Be Measured"). */
  star_rating: number | null;
}

export class LandscapeValueError extends Error {
  constructor(
    readonly column: string,
    readonly value: string,
  ) {
    super(`${column}: unexpected value "${value.slice(0, 80)}"`);
    this.name = "LandscapeValueError";
  }
}

const NONE = /^(Not Applicable|Plan Too New To Be Measured|Not enough data available|)$/i;

function text(row: Record<string, string | undefined>, column: string): string {
  const value = row[column];
  if (value === undefined) throw new LandscapeValueError(column, "(missing column)");
  return value.trim();
}

function dollarsToCents(row: Record<string, string | undefined>, column: string): number | null {
  const value = text(row, column);
  if (NONE.test(value)) return null;
  if (!/^\$?\d+(\.\d+)?$/.test(value.replace(/,/g, ""))) throw new LandscapeValueError(column, value);
  return Math.round(Number(value.replace(/[$,]/g, "")) * 100);
}

function yesNo(row: Record<string, string | undefined>, column: string): boolean {
  const value = text(row, column);
  if (/^yes$/i.test(value)) return true;
  if (/^no$/i.test(value)) return false;
  throw new LandscapeValueError(column, value);
}

function stars(row: Record<string, string | undefined>): number | null {
  const value = text(row, LANDSCAPE_COLUMNS.stars);
  if (NONE.test(value)) return null;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 1 || n > 5 || (n * 2) % 1 !== 0)
    throw new LandscapeValueError(LANDSCAPE_COLUMNS.stars, value);
  return n;
}

/** One Landscape row by header → the plan; throws LandscapeValueError naming the column. */
export function parseLandscapeRow(row: Record<string, string | undefined>): LandscapePlan {
  const c = LANDSCAPE_COLUMNS;
  const category = text(row, c.category);
  if (!/^(MA|MA-PD|SNP|PDP)$/.test(category)) throw new LandscapeValueError(c.category, category);
  const partDOnly = category === "PDP";
  const snpType = text(row, c.snpType);
  return {
    contract_plan_id: text(row, c.contractPlanId),
    state: text(row, c.state),
    county: text(row, c.county),
    plan_category: partDOnly ? "part_d" : "medicare_advantage",
    parent_organization: text(row, c.parent),
    marketing_name: text(row, c.marketing),
    plan_name: text(row, c.planName),
    plan_type: text(row, c.planType),
    snp_type: yesNo(row, c.snp) && !NONE.test(snpType) ? snpType : null,
    includes_part_d: yesNo(row, c.partD),
    premium_monthly_cents: partDOnly
      ? dollarsToCents(row, c.partDPremium)
      : dollarsToCents(row, c.consolidatedPremium),
    moop_cents: dollarsToCents(row, c.moop),
    star_rating: stars(row),
  };
}
