// Provider search for the bill editor (001 §5): GET ?query=…&zip_code=… over NPPES and the user's bills.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { ProviderSearchQuery } from "~/services/reference/lookup-input";
import { providerSuggestions } from "~/services/reference/providers.server";
import { answer, parseQuery, signedInScope } from "./resource.server";

export async function loader(args: LoaderFunctionArgs) {
  const { db, userId } = await signedInScope(args);
  const query = parseQuery(args.request, ProviderSearchQuery);
  return answer(() => providerSuggestions(db, userId, query));
}
