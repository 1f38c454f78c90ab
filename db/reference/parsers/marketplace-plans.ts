// The Marketplace Plan Attributes PUF (plan-attributes-puf.csv): one row per plan variant an issuer
// sells in a state. Read by header (core/insurance/plan-attributes.ts reads each row); kept: one row
// per plan a person can buy — the standard variant (on exchange, else off exchange) of each
// StandardComponentId, in its latest plan year. Dental-only plans and cost-sharing reduction
// variants are left out (docs/decisions/059).
import {
  PLAN_ATTRIBUTES_COLUMNS,
  PlanAttributesValueError,
  parsePlanAttributesRow,
  type MarketplacePlan,
} from "#core/insurance/plan-attributes";
import { readCsvByHeader } from "../lib/csv";
import { MalformedInputError, type SourceText } from "../lib/malformed";
import { editionOf, type InsurancePlanRow } from "./insurance-common";

export function parsePlanAttributes(source: SourceText): { rows: InsurancePlanRow[]; edition: string } {
  const kept = new Map<string, MarketplacePlan>();
  for (const { row, line } of readCsvByHeader(source, Object.values(PLAN_ATTRIBUTES_COLUMNS))) {
    let plan: MarketplacePlan | null;
    try {
      plan = parsePlanAttributesRow(row);
    } catch (error) {
      if (error instanceof PlanAttributesValueError)
        throw new MalformedInputError(source.name, line, error.message);
      throw error;
    }
    if (!plan) continue;
    const key = `${plan.standard_component_id}|${plan.state}`;
    const held = kept.get(key);
    const better =
      !held || plan.year > held.year || (plan.year === held.year && plan.variant_rank < held.variant_rank);
    if (better) kept.set(key, plan);
  }
  const plans = [...kept.values()];
  return {
    edition: editionOf(
      "PY",
      plans.map((p) => p.year),
      source,
    ),
    rows: plans.map((p) => ({
      planId: p.plan_id,
      state: p.state,
      year: p.year,
      source: "marketplace-plans",
      carrierId: p.carrier_id,
      carrierName: p.carrier_name,
      carrierMarketingName: p.carrier_name,
      parentOrganization: null,
      planName: p.plan_name,
      marketingName: p.carrier_name,
      planCategory: p.plan_category,
      planTypeId: p.plan_type_id,
      networkType: p.network_type,
      starRatingTenths: null,
      premiumMonthlyCents: null,
      dedInnIndividualCents: p.money.dedInnIndividual,
      dedInnFamilyCents: p.money.dedInnFamily,
      dedOonIndividualCents: p.money.dedOonIndividual,
      dedOonFamilyCents: p.money.dedOonFamily,
      moopInnIndividualCents: p.money.moopInnIndividual,
      moopInnFamilyCents: p.money.moopInnFamily,
      moopOonIndividualCents: p.money.moopOonIndividual,
      moopOonFamilyCents: p.money.moopOonFamily,
    })),
  };
}
