// ICD-10-CM suggestions for the bill's diagnosis chips (001 §5): GET ?q=…
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { suggestIcdCodes } from "~/services/reference/icd.server";
import { CodeSearchQuery } from "~/services/reference/lookup-input";
import { answer, parseQuery, signedInScope } from "./resource.server";

export async function loader(args: LoaderFunctionArgs) {
  const { db } = await signedInScope(args);
  const query = parseQuery(args.request, CodeSearchQuery);
  return answer(() => suggestIcdCodes(db, query.q, query.limit));
}
