// The wizard's calls as the browser makes them: the insurance resource routes (../../resources).
import { listInsurancePlanTypes, listInsurancePlans, searchInsuranceCarriers } from "../../resources";
import type { WizardCalls } from "./calls";

export const wizardCalls: WizardCalls = {
  searchCarriers: searchInsuranceCarriers,
  listPlanTypes: listInsurancePlanTypes,
  listPlans: listInsurancePlans,
};
