// What the three insurance plan parsers share: the edition named from the plan years a file holds,
// and the insurance_plans row every plan source writes (money in cents, null = the file says nothing).
import type { SourceText } from "../lib/malformed";

/**
 * "PY2016", "PY2014–2016", "CY2026": the plan years in the file. A file whose name says it is a
 * sample (the shared samples, the test files) gets " sample", so the reference page never passes
 * a sample off as the official edition.
 */
export function editionOf(
  prefix: "PY" | "CY",
  years: Iterable<number>,
  source: SourceText,
  note = "",
): string {
  const sorted = [...new Set(years)].sort();
  const span =
    sorted.length === 0
      ? "no plans"
      : sorted.length === 1
        ? `${prefix}${sorted[0]}`
        : `${prefix}${sorted[0]}–${sorted[sorted.length - 1]}`;
  const sample = /sample|first-page|slice/i.test(source.name) ? " sample" : "";
  return `${span}${note}${sample}`;
}

/** One insurance_plans row, keyed by the camelCase of each column. */
export interface InsurancePlanRow {
  planId: string;
  state: string;
  year: number;
  source: "marketplace-plans" | "ma-landscape";
  carrierId: string;
  carrierName: string;
  carrierMarketingName: string | null;
  parentOrganization: string | null;
  planName: string;
  marketingName: string | null;
  planCategory: string;
  planTypeId: string;
  networkType: string | null;
  starRatingTenths: number | null;
  premiumMonthlyCents: number | null;
  dedInnIndividualCents: number | null;
  dedInnFamilyCents: number | null;
  dedOonIndividualCents: number | null;
  dedOonFamilyCents: number | null;
  moopInnIndividualCents: number | null;
  moopInnFamilyCents: number | null;
  moopOonIndividualCents: number | null;
  moopOonFamilyCents: number | null;
}

export const INSURANCE_PLAN_COLUMNS = [
  "plan_id",
  "state",
  "year",
  "source",
  "carrier_id",
  "carrier_name",
  "carrier_marketing_name",
  "parent_organization",
  "plan_name",
  "marketing_name",
  "plan_category",
  "plan_type_id",
  "network_type",
  "star_rating_tenths",
  "premium_monthly_cents",
  "ded_inn_individual_cents",
  "ded_inn_family_cents",
  "ded_oon_individual_cents",
  "ded_oon_family_cents",
  "moop_inn_individual_cents",
  "moop_inn_family_cents",
  "moop_oon_individual_cents",
  "moop_oon_family_cents",
] as const;
