// Holds documents from this address for approval again (the card's Remove).
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { removeAllowedSender } from "~/services/account/allowed-senders.server";
import { answer, signedInScope } from "./resource.server";

export async function action(args: ActionFunctionArgs) {
  const { db, userId } = await signedInScope(args);
  return answer(() => removeAllowedSender(db, userId, args.params.senderId ?? ""));
}
