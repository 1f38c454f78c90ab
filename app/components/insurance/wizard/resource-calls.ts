// TEMPORARY until the calls part's resource routes land.
import type { WizardCalls } from "./calls";
export const wizardCalls: WizardCalls = {
  searchCarriers: async () => [],
  listPlanTypes: async () => [],
  listPlans: async () => [],
};
