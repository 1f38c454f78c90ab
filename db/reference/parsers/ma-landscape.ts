// The CMS Medicare Advantage & Part D Landscape (one row per plan per county), read by header; each
// row goes through core/insurance/landscape.ts. Kept: one row per Medicare Advantage plan (MA, MA-PD,
// SNP) per state, the first county's row; stand-alone drug plans (PDP) are not medical plans and
// are left out (docs/decisions/059). The contract year comes from the file name (CY2026).
import { carrierIdOf, PlanAttributesValueError } from "#core/insurance/plan-attributes";
import { LANDSCAPE_COLUMNS, LandscapeValueError, parseLandscapeRow } from "#core/insurance/landscape";
import { readCsvByHeader } from "../lib/csv";
import { MalformedInputError, type SourceText } from "../lib/malformed";
import { editionOf, type InsurancePlanRow } from "./insurance-common";

export function parseLandscape(source: SourceText): { rows: InsurancePlanRow[]; edition: string } {
  const year = /CY[ _-]?(20\d\d)/i.exec(source.name)?.[1];
  if (!year)
    throw new MalformedInputError(source.name, 1, "the file name does not name its contract year (CY2026…)");
  const kept = new Map<string, InsurancePlanRow>();
  for (const { row, line } of readCsvByHeader(source, Object.values(LANDSCAPE_COLUMNS))) {
    let plan, carrierId;
    try {
      plan = parseLandscapeRow(row);
      carrierId = carrierIdOf(plan.marketing_name);
    } catch (error) {
      if (error instanceof LandscapeValueError || error instanceof PlanAttributesValueError)
        throw new MalformedInputError(source.name, line, error.message);
      throw error;
    }
    if (plan.plan_category !== "medicare_advantage") continue;
    const key = `${plan.contract_plan_id}|${plan.state}`;
    if (kept.has(key)) continue;
    kept.set(key, {
      planId: plan.contract_plan_id,
      state: plan.state,
      year: Number(year),
      source: "ma-landscape",
      carrierId,
      carrierName: plan.marketing_name,
      carrierMarketingName: plan.marketing_name,
      parentOrganization: plan.parent_organization || null,
      planName: plan.plan_name,
      marketingName: plan.marketing_name,
      planCategory: plan.snp_type ? `Medicare Advantage · ${plan.snp_type} SNP` : "Medicare Advantage",
      planTypeId: "medicare_advantage",
      networkType: plan.plan_type || null,
      starRatingTenths: plan.star_rating === null ? null : Math.round(plan.star_rating * 10),
      premiumMonthlyCents: plan.premium_monthly_cents,
      dedInnIndividualCents: null,
      dedInnFamilyCents: null,
      dedOonIndividualCents: null,
      dedOonFamilyCents: null,
      moopInnIndividualCents: plan.moop_cents,
      moopInnFamilyCents: null,
      moopOonIndividualCents: null,
      moopOonFamilyCents: null,
    });
  }
  const rows = [...kept.values()];
  const states = [...new Set(rows.map((r) => r.state))].sort();
  const few = states.length > 0 && states.length <= 3 ? ` ${states.join(", ")}` : "";
  return { rows, edition: editionOf("CY", [Number(year)], source, few) };
}
