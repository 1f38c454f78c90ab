// A plan's benefits for the wizard's review and the benefits table (001 §3 Benefit): both tiers,
// the deductible and out-of-pocket rows, Original Medicare's current figures; as
// GET /api/insurance/plans/{plan_id}/benefits (404 for a plan the catalogue does not know).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { notFound } from "~/api/http";
import { planBenefits, planExists, POLICY_MESSAGES } from "~/services/insurance/index.server";
import { PlanBenefitsParams } from "~/services/insurance/inputs";
import { parseOr422 } from "~/services/bills/validation.server";
import { answer, signedInScope } from "./resource.server";

export async function loader(args: LoaderFunctionArgs) {
  const { db } = await signedInScope(args);
  return answer(async () => {
    const { plan_id } = parseOr422(PlanBenefitsParams, { plan_id: args.params.planId ?? "" });
    if (!(await planExists(db, plan_id))) throw notFound(POLICY_MESSAGES.unknownPlan);
    return planBenefits(db, plan_id);
  });
}
