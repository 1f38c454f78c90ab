// Deletes a document and its file (the Recently Emailed panel's Delete).
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { deleteDocument } from "~/services/documents/documents.server";
import { answer, signedInScope } from "./resource.server";

export async function action(args: ActionFunctionArgs) {
  const { env, userId } = await signedInScope(args);
  return answer(() => deleteDocument(env, userId, args.params.documentId ?? ""));
}
