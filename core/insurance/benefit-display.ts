// The benefits table of a policy (001 §2, §5, §9; issue 15): which provision category each benefit
// falls under, the order of the rows, and the value each tier shows. Pure; the /insurance page's
// BenefitsTable renders what benefitsTable returns.
import { formatUsd } from "../format/money";
import type { Benefit, CoverageTier } from "./types";

export const DEDUCTIBLE = "Deductible";
export const COINSURANCE = "Coinsurance";
export const OUT_OF_POCKET_MAXIMUM = "Out-of-Pocket Maximum";

/** The plan-wide provisions: first in the table and highlighted. */
export const KEY_PROVISIONS: readonly string[] = [DEDUCTIBLE, COINSURANCE, OUT_OF_POCKET_MAXIMUM];

/**
 * 001 §9: Deductible, Coinsurance, Out-of-Pocket Maximum, then the main visit and service
 * categories. Names are the Benefits and Cost Sharing PUF's BenefitName (compared without case or
 * repeated spaces); any other category sorts at UNKNOWN_PRIORITY.
 */
export const CATEGORY_PRIORITY: readonly (readonly [string, number])[] = [
  [DEDUCTIBLE, 1],
  [COINSURANCE, 2],
  [OUT_OF_POCKET_MAXIMUM, 3],
  ["Primary Care Visit to Treat an Injury or Illness", 10],
  ["Specialist Visit", 11],
  ["Preventive Care/Screening/Immunization", 12],
  ["Urgent Care Centers or Facilities", 13],
  ["Emergency Room Services", 14],
  ["Emergency Transportation/Ambulance", 15],
  ["Inpatient Hospital Services (e.g., Hospital Stay)", 16],
  ["Inpatient Physician and Surgical Services", 17],
  ["Outpatient Facility Fee (e.g., Ambulatory Surgery Center)", 18],
  ["Outpatient Surgery Physician/Surgical Services", 19],
  ["Laboratory Outpatient and Professional Services", 20],
  ["X-rays and Diagnostic Imaging", 21],
  ["Imaging (CT/PET Scans, MRIs)", 22],
  ["Generic Drugs", 23],
  ["Preferred Brand Drugs", 24],
  ["Non-Preferred Brand Drugs", 25],
  ["Specialty Drugs", 26],
  ["Mental/Behavioral Health Outpatient Services", 27],
  ["Mental/Behavioral Health Inpatient Services", 28],
  ["Substance Abuse Disorder Outpatient Services", 29],
  ["Substance Abuse Disorder Inpatient Services", 30],
  ["Prenatal and Postnatal Care", 31],
  ["Delivery and All Inpatient Services for Maternity Care", 32],
  ["Well Baby Visits and Care", 33],
  ["Skilled Nursing Facility", 34],
  ["Home Health Care Services", 35],
  ["Hospice Services", 36],
  ["Outpatient Rehabilitation Services", 37],
  ["Rehabilitative Occupational and Rehabilitative Physical Therapy", 38],
  ["Rehabilitative Speech Therapy", 39],
  ["Habilitation Services", 40],
  ["Chiropractic Care", 41],
  ["Durable Medical Equipment", 42],
  ["Prosthetic Devices", 43],
  ["Chemotherapy", 44],
  ["Radiation", 45],
  ["Dialysis", 46],
  ["Infusion Therapy", 47],
  ["Allergy Testing", 48],
  ["Diabetes Education", 49],
  ["Transplant", 50],
  ["Routine Eye Exam for Children", 51],
  ["Eye Glasses for Children", 52],
  ["Dental Check-Up for Children", 53],
];
export const UNKNOWN_PRIORITY = 99;

const normalise = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();
const PRIORITY = new Map(CATEGORY_PRIORITY.map(([name, n]) => [normalise(name), n]));

export const categoryPriority = (category: string): number =>
  PRIORITY.get(normalise(category)) ?? UNKNOWN_PRIORITY;

/** 001 §9: categories containing 'Category' or 'Other' are not shown. */
export const isSkippedCategory = (category: string) => /Category|Other/.test(category);

/**
 * 001 §5: the provision category of a benefit, read from its description: 'deductible' (but not
 * 'after deductible') → Deductible; 'coinsurance' or a coinsurance above 0 → Coinsurance;
 * 'out-of-pocket' or 'maximum' → Out-of-Pocket Maximum; else the benefit's own category.
 */
export function provisionCategory(
  benefit: Pick<Benefit, "narrative_description" | "coinsurance_pct" | "category_name">,
): string {
  const text = benefit.narrative_description.toLowerCase();
  if (text.includes("deductible") && !text.includes("after deductible")) return DEDUCTIBLE;
  if (text.includes("coinsurance") || (benefit.coinsurance_pct ?? 0) > 0) return COINSURANCE;
  if (text.includes("out-of-pocket") || text.includes("maximum")) return OUT_OF_POCKET_MAXIMUM;
  return benefit.category_name;
}

const DOLLARS = /\$\s?(\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)/g;
const toDollars = (text: string) => Number(text.replace(/,/g, ""));

/** The dollar amounts written in a description, in order. */
export function dollarAmounts(description: string): number[] {
  return [...description.matchAll(DOLLARS)].map((m) => toDollars(m[1]!));
}

/** "$1,500 individual / $3,000 family" (either order, any separator): the pair, else null. */
export function individualFamilyPair(description: string): { individual: number; family: number } | null {
  const individual = /\$\s?([\d,]+(?:\.\d{1,2})?)\s*(?:per\s+)?(?:individual|person|single|self)/i.exec(
    description,
  );
  const family = /\$\s?([\d,]+(?:\.\d{1,2})?)\s*(?:per\s+)?family/i.exec(description);
  if (!individual || !family) return null;
  return { individual: toDollars(individual[1]!), family: toDollars(family[1]!) };
}

/** A benefit's money as the table shows it: $1,500, $12.50. */
const money = (dollars: number) => formatUsd(dollars, { decimals: "when-needed" });

const NO_DEDUCTIBLE = /\bno deductible\b/i;
const NO_LIMIT = /\bno out-of-pocket maximum\b|\bunlimited\b/i;

/** 001 §5: the value a benefit shows in its tier's column. */
export function benefitDisplayValue(benefit: Benefit): string {
  const category = provisionCategory(benefit);
  const text = benefit.narrative_description;
  const pair = individualFamilyPair(text);
  if (category === DEDUCTIBLE || category === OUT_OF_POCKET_MAXIMUM) {
    if (category === DEDUCTIBLE && NO_DEDUCTIBLE.test(text)) return "None";
    if (category === OUT_OF_POCKET_MAXIMUM && NO_LIMIT.test(text)) return "No limit";
    if (pair) return `${money(pair.individual)} / ${money(pair.family)}`;
    const [amount] = dollarAmounts(text);
    if (amount !== undefined) return money(amount);
  }
  if (pair) return `${money(pair.individual)} / ${money(pair.family)}`;
  if (benefit.copay !== null && benefit.copay > 0) return money(benefit.copay);
  if (benefit.coinsurance_pct !== null && benefit.coinsurance_pct > 0)
    return `${Math.round(benefit.coinsurance_pct * 100)}%`;
  if (benefit.after_deductible) return "After deductible";
  if (benefit.visit_limit?.trim()) return `Limit: ${benefit.visit_limit.trim()}`;
  return money(0);
}

/** One row: a benefit in both tiers (null where the plan lists none: the table shows a dash). */
export interface BenefitTableRow {
  name: string;
  inNetwork: string | null;
  outOfNetwork: string | null;
  /** The descriptions behind the values, for a reader who wants the plan's words. */
  descriptions: string[];
}

export interface BenefitTableGroup {
  category: string;
  priority: number;
  /** A key provision (deductible, coinsurance, out-of-pocket maximum): highlighted. */
  key: boolean;
  rows: BenefitTableRow[];
}

const tierColumn = (tier: CoverageTier) => (tier === "in_network" ? "inNetwork" : "outOfNetwork");

/**
 * 001 §2/§5/§9: the benefits grouped by provision category, groups and rows ordered by priority
 * (then name), each row a benefit with its in-network and out-of-network values; skipped
 * categories left out. [] when nothing is left to show.
 */
export function benefitsTable(benefits: readonly Benefit[]): BenefitTableGroup[] {
  // One row per benefit name with both tiers; the first benefit of a tier wins (a plan listing one
  // provision twice shows its first figure).
  const rows = new Map<string, { row: BenefitTableRow; inNetwork?: Benefit; outOfNetwork?: Benefit }>();
  for (const benefit of benefits) {
    const name = benefit.category_name.trim() || provisionCategory(benefit);
    const entry = rows.get(normalise(name)) ?? {
      row: { name, inNetwork: null, outOfNetwork: null, descriptions: [] },
    };
    rows.set(normalise(name), entry);
    const column = tierColumn(benefit.coverage_tier);
    if (entry[column] === undefined) {
      entry[column] = benefit;
      entry.row[column] = benefitDisplayValue(benefit);
    }
    const description = benefit.narrative_description.trim();
    if (description && !entry.row.descriptions.includes(description))
      entry.row.descriptions.push(description);
  }
  // A row's provision category is its in-network benefit's (else its out-of-network one's), so the
  // two tiers of one service never land in two groups.
  const groups = new Map<string, BenefitTableRow[]>();
  for (const { row, inNetwork, outOfNetwork } of rows.values()) {
    const category = provisionCategory((inNetwork ?? outOfNetwork)!);
    if (isSkippedCategory(category) || isSkippedCategory(row.name)) continue;
    groups.set(category, [...(groups.get(category) ?? []), row]);
  }
  const byPriority = (a: { priority: number; name: string }, b: { priority: number; name: string }) =>
    a.priority - b.priority || a.name.localeCompare(b.name);
  return [...groups.entries()]
    .map(([category, list]) => ({
      category,
      priority: categoryPriority(category),
      key: KEY_PROVISIONS.includes(category),
      rows: list
        .map((row) => ({ ...row, priority: categoryPriority(row.name) }))
        .sort(byPriority)
        .map(({ priority: _priority, ...row }) => row),
    }))
    .sort((a, b) => byPriority({ ...a, name: a.category }, { ...b, name: b.category }));
}
