// Insurance in the Worker (issue 15): the one import for the /api/insurance endpoints, the
// /insurance page's loader and actions and its resource routes. Policies (the user's own), the plan
// catalogue (carriers, the user's state, plans) and benefits each live in their own file here;
// spending toward the deductible is spending.server.ts.
export { createPolicy, deletePolicy, listPolicies, POLICY_MESSAGES } from "./policies.server";
export { findCarriers, listPlans, userPlanState } from "./catalogue.server";
export { planBenefits, planExists, policyBenefits } from "./benefits.server";
