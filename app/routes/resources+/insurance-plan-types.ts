// The wizard's plan-type cards (001 §2 step 3): GET ?category=medicare, as GET /api/insurance/plan-types.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { planTypesFor } from "#core/insurance/plan-types";
import { PlanCategoryQuery } from "~/services/insurance/inputs";
import { answer, parseQuery, signedInScope } from "./resource.server";

export async function loader(args: LoaderFunctionArgs) {
  await signedInScope(args);
  const query = parseQuery(args.request, PlanCategoryQuery);
  return answer(() => planTypesFor(query.category));
}
