// One row of CMS's Marketplace Plan Attributes PUF (issue 15): a plan variant an issuer sells in a
// state, read by the official column names into the plan the wizard lists (carrier, plan name, the
// wizard's plan type, the card's category, deductibles and out-of-pocket maximums in cents). The
// importer (db/reference) reads the CSV and hands each row here by header; a value of a shape CMS
// does not use fails with its column. Also the carrier id rule every plan source shares.
import { ORIGINAL_MEDICARE_ID } from "./original-medicare";

export const PLAN_ATTRIBUTES_COLUMNS = {
  year: "BusinessYear",
  state: "StateCode",
  issuerId: "IssuerId",
  issuerName: "IssuerMarketPlaceMarketingName",
  market: "MarketCoverage",
  dentalOnly: "DentalOnlyPlan",
  standardComponentId: "StandardComponentId",
  planName: "PlanMarketingName",
  planType: "PlanType",
  metalLevel: "MetalLevel",
  planId: "PlanId",
  variant: "CSRVariationType",
} as const;

/**
 * The money columns: the total (medical + drug) EHB figure, then the medical-only one an issuer
 * files when its drug deductible is separate. 2014–2015 files name the family columns without
 * "PerGroup" (TEHBDedInnTier1Family); both spellings are read.
 */
export const PLAN_ATTRIBUTES_MONEY = {
  dedInnIndividual: ["TEHBDedInnTier1Individual", "MEHBDedInnTier1Individual"],
  dedInnFamily: [
    "TEHBDedInnTier1FamilyPerGroup",
    "TEHBDedInnTier1Family",
    "MEHBDedInnTier1FamilyPerGroup",
    "MEHBDedInnTier1Family",
  ],
  dedOonIndividual: ["TEHBDedOutOfNetIndividual", "MEHBDedOutOfNetIndividual"],
  dedOonFamily: [
    "TEHBDedOutOfNetFamilyPerGroup",
    "TEHBDedOutOfNetFamily",
    "MEHBDedOutOfNetFamilyPerGroup",
    "MEHBDedOutOfNetFamily",
  ],
  moopInnIndividual: ["TEHBInnTier1IndividualMOOP", "MEHBInnTier1IndividualMOOP"],
  moopInnFamily: [
    "TEHBInnTier1FamilyPerGroupMOOP",
    "TEHBInnTier1FamilyMOOP",
    "MEHBInnTier1FamilyPerGroupMOOP",
    "MEHBInnTier1FamilyMOOP",
  ],
  moopOonIndividual: ["TEHBOutOfNetIndividualMOOP", "MEHBOutOfNetIndividualMOOP"],
  moopOonFamily: [
    "TEHBOutOfNetFamilyPerGroupMOOP",
    "TEHBOutOfNetFamilyMOOP",
    "MEHBOutOfNetFamilyPerGroupMOOP",
    "MEHBOutOfNetFamilyMOOP",
  ],
} as const;
export type PlanMoney = keyof typeof PLAN_ATTRIBUTES_MONEY;

export class PlanAttributesValueError extends Error {
  constructor(
    readonly column: string,
    readonly value: string,
  ) {
    super(`${column}: unexpected value "${value.slice(0, 80)}"`);
    this.name = "PlanAttributesValueError";
  }
}

/**
 * A carrier's id in the catalogue: its marketing name, lowercased, "&" as "and", accents and
 * punctuation dropped, words joined by "-" ("Blue Cross & Blue Shield of Texas" →
 * "blue-cross-and-blue-shield-of-texas"). Every plan file uses this rule, so one carrier named in
 * two files gets one id. Original Medicare's fixed id is never produced for a catalogue carrier.
 */
export function carrierIdOf(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (slug === "") throw new PlanAttributesValueError("carrier name", name);
  return slug === ORIGINAL_MEDICARE_ID ? `${slug}-carrier` : slug;
}

/** CSRVariationType of the variants a person buys at the standard price: on, then off exchange. */
export function standardVariantRank(variant: string): number | null {
  const v = variant.trim();
  if (/^Standard .*On Exchange Plan$/i.test(v)) return 1;
  if (/^Standard .*Off Exchange Plan$/i.test(v)) return 2;
  return null;
}

const MARKETS: Record<string, { category: "individual" | "employer"; label: string }> = {
  individual: { category: "individual", label: "Individual" },
  "shop (small group)": { category: "employer", label: "Employer (small group)" },
};
const NETWORKS: Record<string, string> = {
  hmo: "hmo",
  ppo: "ppo",
  epo: "epo",
  pos: "pos",
  indemnity: "indemnity",
};
const NONE = /^(Not Applicable|)$/i;
const MONEY = /^\$?(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{1,2}))?(?: per (?:person|group))?$/i;

/** "$1,500", "$6,000 per group", "$0" → cents; "Not Applicable" or empty → null. */
export function planMoneyCents(column: string, raw: string): number | null {
  const value = raw.trim();
  if (NONE.test(value)) return null;
  const m = MONEY.exec(value);
  if (!m) throw new PlanAttributesValueError(column, raw);
  return Number(m[1]!.replace(/,/g, "")) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

export interface MarketplacePlan {
  plan_id: string;
  standard_component_id: string;
  state: string;
  year: number;
  issuer_id: string;
  carrier_id: string;
  carrier_name: string;
  plan_name: string;
  /** What the card shows as its category: "Individual · Silver", "Employer (small group) · Gold". */
  plan_category: string;
  /** The wizard's plan type: individual_hmo, employer_ppo, … (core/insurance/plan-types.ts). */
  plan_type_id: string;
  network_type: string;
  /** 1 = standard on-exchange variant, 2 = standard off-exchange; the importer keeps the lower. */
  variant_rank: number;
  money: Record<PlanMoney, number | null>;
}

type Row = Record<string, string | undefined>;

function text(row: Row, column: string): string {
  const value = row[column];
  if (value === undefined) throw new PlanAttributesValueError(column, "(missing column)");
  return value.trim();
}

function money(row: Row, key: PlanMoney): number | null {
  for (const column of PLAN_ATTRIBUTES_MONEY[key]) {
    const value = row[column];
    if (value === undefined) continue;
    const cents = planMoneyCents(column, value);
    if (cents !== null) return cents;
  }
  return null;
}

/**
 * One Plan Attributes row by header → the plan, or null for a row nobody buys as a medical plan
 * (a dental-only plan, a cost-sharing reduction variant). Throws PlanAttributesValueError.
 */
export function parsePlanAttributesRow(row: Row): MarketplacePlan | null {
  const c = PLAN_ATTRIBUTES_COLUMNS;
  const dental = text(row, c.dentalOnly);
  if (/^yes$/i.test(dental)) return null;
  if (!/^no$/i.test(dental)) throw new PlanAttributesValueError(c.dentalOnly, dental);
  const rank = standardVariantRank(text(row, c.variant));
  if (rank === null) return null;
  const year = text(row, c.year);
  if (!/^20\d\d$/.test(year)) throw new PlanAttributesValueError(c.year, year);
  const state = text(row, c.state).toUpperCase();
  if (!/^[A-Z]{2}$/.test(state)) throw new PlanAttributesValueError(c.state, state);
  const planId = text(row, c.planId).toUpperCase();
  if (!/^\d{5}[A-Z]{2}\d{7}-\d{2}$/.test(planId)) throw new PlanAttributesValueError(c.planId, planId);
  const market = MARKETS[text(row, c.market).toLowerCase()];
  if (!market) throw new PlanAttributesValueError(c.market, text(row, c.market));
  const networkType = text(row, c.planType);
  const network = NETWORKS[networkType.toLowerCase()];
  if (!network) throw new PlanAttributesValueError(c.planType, networkType);
  const metal = text(row, c.metalLevel);
  const carrierName = text(row, c.issuerName);
  if (carrierName === "") throw new PlanAttributesValueError(c.issuerName, carrierName);
  const planName = text(row, c.planName);
  if (planName === "") throw new PlanAttributesValueError(c.planName, planName);
  const keys = Object.keys(PLAN_ATTRIBUTES_MONEY) as PlanMoney[];
  return {
    plan_id: planId,
    standard_component_id: text(row, c.standardComponentId).toUpperCase(),
    state,
    year: Number(year),
    issuer_id: text(row, c.issuerId),
    carrier_id: carrierIdOf(carrierName),
    carrier_name: carrierName,
    plan_name: planName,
    plan_category: metal ? `${market.label} · ${metal}` : market.label,
    plan_type_id: `${market.category}_${network}`,
    network_type: networkType.toUpperCase() === "INDEMNITY" ? "Indemnity" : networkType.toUpperCase(),
    variant_rank: rank,
    money: Object.fromEntries(keys.map((k) => [k, money(row, k)])) as Record<PlanMoney, number | null>,
  };
}
