// The bill page's Attach: the suggested EOB goes on the bill as the user's link. JSON {bill_id}.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { AttachBillSchema, attachToBill } from "~/services/documents/eob-placement.server";
import { answer, parseJsonBody, signedInScope } from "./resource.server";

export async function action(args: ActionFunctionArgs) {
  const { db, userId } = await signedInScope(args);
  const body = await parseJsonBody(args.request, AttachBillSchema);
  return answer(() => attachToBill(db, userId, args.params.documentId ?? "", body.bill_id));
}
