// Keeps a document from an unknown sender: it is stored and read like any e-mailed document.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { approveHeldDocument } from "~/services/documents/held.server";
import { answer, signedInScope } from "./resource.server";

export async function action(args: ActionFunctionArgs) {
  const { env, signedIn } = await signedInScope(args);
  return answer(() => approveHeldDocument(env, signedIn, args.params.heldId ?? ""));
}
