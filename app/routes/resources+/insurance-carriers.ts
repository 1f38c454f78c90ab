// The wizard's company autocomplete (001 §2 step 2, §5): GET ?q=…&limit=10, ranked as
// GET /api/insurance/carriers/search answers.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { findCarriers } from "~/services/insurance/index.server";
import { CarrierSearchQuery } from "~/services/insurance/inputs";
import { answer, parseQuery, signedInScope } from "./resource.server";

export async function loader(args: LoaderFunctionArgs) {
  const { db } = await signedInScope(args);
  const query = parseQuery(args.request, CarrierSearchQuery);
  return answer(() => findCarriers(db, query.q, query.limit));
}
