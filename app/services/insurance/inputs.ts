// What the insurance calls accept (001 §7; issue 15), shared by /api and the wizard's resource
// routes so both refuse the same input with the same message.
import { z } from "zod";
import { ORIGINAL_MEDICARE_ID } from "#core/insurance/original-medicare";
import { PLAN_CATEGORIES, PLAN_TYPES } from "#core/insurance/plan-types";
import { refuseForbiddenCharacters, wholeNumber } from "#core/validation";

export const SEARCH_TOO_LONG = "Search text is too long";
const PLAN_TYPE_IDS = Object.values(PLAN_TYPES).flatMap((types) => types.map((t) => t.plan_type_id));

export const PlanCategoryQuery = z.object({
  category: z.enum(PLAN_CATEGORIES, {
    errorMap: () => ({ message: `category must be one of ${PLAN_CATEGORIES.join(", ")}` }),
  }),
});

/** `q`: what the person typed (fewer than 2 characters find nothing); `limit` 1–50, default 10. */
export const CarrierSearchQuery = z.object({
  q: z.string().max(100, SEARCH_TOO_LONG).superRefine(refuseForbiddenCharacters()).default(""),
  limit: wholeNumber({ min: 1, max: 50, fallback: 10 }),
});

const CarrierId = z
  .string()
  .trim()
  .min(1, "carrier_id is required")
  .max(100, "carrier_id is too long")
  .describe(`A carrier_id from the carrier search, or ${ORIGINAL_MEDICARE_ID}`);
const PlanTypeId = z.enum(PLAN_TYPE_IDS as [string, ...string[]], {
  errorMap: () => ({ message: "plan_type must be a plan_type_id from the plan-type list" }),
});
export const PlanId = z
  .string()
  .trim()
  .min(1, "plan_id is required")
  .max(64, "plan_id is too long")
  .describe(`A plan_id from the plan list, or ${ORIGINAL_MEDICARE_ID}`);

/** GET /api/insurance/carriers/{carrier_id}/plan-types/{plan_type}/plans */
export const PlansParams = z.object({ carrier_id: CarrierId, plan_type: PlanTypeId });
/** The same as a query string, for the resource route. */
export const PlansQuery = PlansParams;
export const PlanBenefitsParams = z.object({ plan_id: PlanId });
