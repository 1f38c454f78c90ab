// Insurance calls (001 §7; issue 15): the user's policies (list, save, delete), carrier search, a
// carrier's plans of one plan type in the user's state, a plan's benefits, and the plan-type list
// the spec does not show (GET /api/insurance/plan-types?category={category}).
import { z } from "zod";
import { planTypesFor } from "#core/insurance/plan-types";
import { BenefitSchema, CarrierSchema, PlanSchema, PolicySchema } from "#core/insurance/types";
import { notFound } from "./http";
import { endpoint, type Endpoint } from "./endpoint";
import {
  createPolicy,
  deletePolicy,
  findCarriers,
  listPolicies,
  planBenefits,
  planExists,
} from "~/services/insurance/index.server";
import { plansForUser } from "~/services/insurance/catalogue.server";
import {
  CarrierSearchQuery,
  PlanBenefitsParams,
  PlanCategoryQuery,
  PlansParams,
} from "~/services/insurance/inputs";
import { parseOr422 } from "~/services/bills/validation.server";
import { CreatePolicyBodySchema, POLICY_MESSAGES } from "~/services/insurance/policies.server";

const PlanType = z.object({
  plan_type_id: z.string(),
  display_name: z.string(),
  network_type: z.string().nullable(),
  is_medicare: z.boolean(),
  is_medicaid: z.boolean(),
  description: z.string(),
});

const Deleted = z.object({ message: z.string(), policy_id: z.string() });

export const insuranceEndpoints: Endpoint[] = [
  endpoint({
    method: "GET",
    path: "/api/insurance/plan-types",
    summary:
      "The plan types of a plan category, in the wizard's order (Medicare: medicare_advantage, original_medicare)",
    tag: "insurance",
    auth: "user",
    query: PlanCategoryQuery,
    response: z.array(PlanType),
    errors: [401, 422],
    handle: async ({ query }) => planTypesFor(query.category),
  }),
  endpoint({
    method: "GET",
    path: "/api/insurance/user-policies",
    summary: "The user's insurance policies, newest first, with the family members each covers",
    tag: "insurance",
    auth: "user",
    response: z.array(PolicySchema),
    errors: [401],
    handle: ({ db, signedIn }) => listPolicies(db, signedIn.user.id),
  }),
  endpoint({
    method: "POST",
    path: "/api/insurance/user-policies",
    summary:
      "Save a policy: a company (carrier_id from the search, or carrier_name typed) and subscriber_id, or for Original Medicare the Medicare number; the user's own family members (member_ids, at least one)",
    tag: "insurance",
    auth: "user",
    body: CreatePolicyBodySchema,
    response: PolicySchema,
    errors: [401, 404, 422],
    handle: ({ db, signedIn, body }) => createPolicy(db, signedIn.user.id, body),
  }),
  endpoint({
    method: "DELETE",
    path: "/api/insurance/user-policies/{id}",
    summary: "Delete one of the user's policies (404 for anyone else's)",
    tag: "insurance",
    auth: "user",
    response: Deleted,
    errors: [401, 404],
    handle: async ({ db, signedIn, params }) => {
      await deletePolicy(db, signedIn.user.id, params.id);
      return { message: "Insurance policy deleted", policy_id: params.id };
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/insurance/carriers/search",
    summary:
      "Insurance companies matching q by name, marketing name, parent company or abbreviation (BCBS, UHC), best first; fewer than 2 characters find none",
    tag: "insurance",
    auth: "user",
    query: CarrierSearchQuery,
    response: z.array(CarrierSchema),
    errors: [401, 422],
    handle: ({ db, query }) => findCarriers(db, query.q, query.limit),
  }),
  endpoint({
    method: "GET",
    path: "/api/insurance/carriers/{carrier_id}/plan-types/{plan_type}/plans",
    summary:
      "A carrier's plans of one plan type in the state of the user's saved ZIP, best-rated first (409 when no ZIP is saved; original-medicare: its one plan)",
    tag: "insurance",
    auth: "user",
    response: z.array(PlanSchema),
    errors: [401, 404, 409, 422],
    handle: ({ db, signedIn, params }) => {
      const path = parseOr422(PlansParams, params);
      return plansForUser(db, signedIn.user.id, { carrierId: path.carrier_id, planTypeId: path.plan_type });
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/insurance/plans/{plan_id}/benefits",
    summary:
      "A plan's benefits in both tiers, with its deductible and out-of-pocket maximum as rows (original-medicare: this year's figures)",
    tag: "insurance",
    auth: "user",
    response: z.array(BenefitSchema),
    errors: [401, 404, 422],
    handle: async ({ db, params }) => {
      const { plan_id } = parseOr422(PlanBenefitsParams, params);
      if (!(await planExists(db, plan_id))) throw notFound(POLICY_MESSAGES.unknownPlan);
      return planBenefits(db, plan_id);
    },
  }),
] as Endpoint[];
