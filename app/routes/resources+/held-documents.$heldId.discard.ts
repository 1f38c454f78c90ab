// Discards a document from an unknown sender (its file is deleted).
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { discardHeldDocument } from "~/services/documents/held.server";
import { answer, signedInScope } from "./resource.server";

export async function action(args: ActionFunctionArgs) {
  const { env, userId } = await signedInScope(args);
  return answer(() => discardHeldDocument(env, userId, args.params.heldId ?? ""));
}
