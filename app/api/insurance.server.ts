// Insurance calls (001 §7; issue 15). The plan-type list the spec does not show:
// GET /api/insurance/plan-types?category={category}, from the one catalogue in core/insurance.
import { z } from "zod";
import { PLAN_CATEGORIES, planTypesFor } from "#core/insurance/plan-types";
import { endpoint, type Endpoint } from "./endpoint";

const PlanTypesQuery = z.object({
  category: z.enum(PLAN_CATEGORIES, {
    errorMap: () => ({ message: `category must be one of ${PLAN_CATEGORIES.join(", ")}` }),
  }),
});

const PlanType = z.object({
  plan_type_id: z.string(),
  display_name: z.string(),
  network_type: z.string().nullable(),
  is_medicare: z.boolean(),
  is_medicaid: z.boolean(),
  description: z.string(),
});

export const insuranceEndpoints: Endpoint[] = [
  endpoint({
    method: "GET",
    path: "/api/insurance/plan-types",
    summary:
      "The plan types of a plan category, in the wizard's order (Medicare: medicare_advantage, original_medicare)",
    tag: "insurance",
    auth: "user",
    query: PlanTypesQuery,
    response: z.array(PlanType),
    errors: [401, 422],
    handle: async ({ query }) => planTypesFor(query.category),
  }),
] as Endpoint[];
