// Documents received by e-mail, newest first (001 §2): the Recently Emailed panel and the
// Documents Needing Classification table ask again on refresh. GET ?types=…&types=…
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { listRecentlyEmailed, RecentlyEmailedQuery, typesOf } from "~/services/documents/lists.server";
import { answer, parseQuery, signedInScope } from "./resource.server";

export async function loader(args: LoaderFunctionArgs) {
  const { db, userId } = await signedInScope(args);
  const query = parseQuery(args.request, RecentlyEmailedQuery);
  return answer(() => listRecentlyEmailed(db, userId, typesOf(query)));
}
