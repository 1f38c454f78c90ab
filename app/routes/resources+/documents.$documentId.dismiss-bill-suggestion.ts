// The bill page's "Not this bill": the suggestion goes and is not made again. JSON {bill_id}.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { DismissSuggestionSchema, dismissBillSuggestion } from "~/services/documents/eob-placement.server";
import { answer, parseJsonBody, signedInScope } from "./resource.server";

export async function action(args: ActionFunctionArgs) {
  const { db, userId } = await signedInScope(args);
  const body = await parseJsonBody(args.request, DismissSuggestionSchema);
  return answer(() => dismissBillSuggestion(db, userId, args.params.documentId ?? "", body.bill_id));
}
