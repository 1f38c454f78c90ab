// What the wizard asks the server while a person clicks through it (001 §7): carriers as they type,
// the plan types of a category, a carrier's plans in their state. The page hands the wizard these
// calls (the typed resource routes of ../../resources), so a step never fetches on its own.
import type { Carrier, Plan } from "#core/insurance/types";
import type { PlanCategory, PlanType } from "#core/insurance/plan-types";
import { planTypesFor } from "#core/insurance/plan-types";
import { MEDICARE_ADVANTAGE, type WizardState } from "#core/insurance/wizard";

export interface WizardCalls {
  searchCarriers(query: string, signal: AbortSignal): Promise<Carrier[]>;
  listPlanTypes(category: PlanCategory, signal?: AbortSignal): Promise<PlanType[]>;
  listPlans(carrierId: string, planTypeId: string, signal?: AbortSignal): Promise<Plan[]>;
}

/** A plan as the plans step lists it: with the plan type it was found under. */
export type ListedPlan = Plan & { plan_type_id: string };

/**
 * The carrier's plans the plans step offers: Medicare Advantage's, or for Individual/Family every
 * plan type of the category (the wizard asks no plan type there), best listed first per type.
 */
export async function plansFor(
  calls: WizardCalls,
  state: Pick<WizardState, "category" | "planTypeId">,
  carrierId: string,
  signal?: AbortSignal,
): Promise<ListedPlan[]> {
  const types =
    state.planTypeId === MEDICARE_ADVANTAGE
      ? [MEDICARE_ADVANTAGE]
      : state.category === "individual"
        ? planTypesFor("individual").map((t) => t.plan_type_id)
        : [];
  const lists = await Promise.all(
    types.map(async (type) =>
      (await calls.listPlans(carrierId, type, signal)).map((plan) => ({ ...plan, plan_type_id: type })),
    ),
  );
  return lists.flat();
}
