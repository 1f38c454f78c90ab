// CPT/HCPCS suggestions for the procedure-code fields (000 §5): GET ?q=…
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { CodeSearchQuery } from "~/services/reference/lookup-input";
import { suggestProcedureCodes } from "~/services/reference/procedures.server";
import { answer, parseQuery, signedInScope } from "./resource.server";

export async function loader(args: LoaderFunctionArgs) {
  const { db } = await signedInScope(args);
  const query = parseQuery(args.request, CodeSearchQuery);
  return answer(() => suggestProcedureCodes(db, query.q, query.limit));
}
