// The wizard's plan cards (001 §2 step 4): GET ?carrier_id=…&plan_type=…, the carrier's plans in the
// state of the user's saved ZIP (409 with the ZIP prompt when none is saved), as
// GET /api/insurance/carriers/{carrier_id}/plan-types/{plan_type}/plans.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { plansForUser } from "~/services/insurance/catalogue.server";
import { PlansQuery } from "~/services/insurance/inputs";
import { answer, parseQuery, signedInScope } from "./resource.server";

export async function loader(args: LoaderFunctionArgs) {
  const { db, userId } = await signedInScope(args);
  const query = parseQuery(args.request, PlansQuery);
  return answer(() => plansForUser(db, userId, { carrierId: query.carrier_id, planTypeId: query.plan_type }));
}
