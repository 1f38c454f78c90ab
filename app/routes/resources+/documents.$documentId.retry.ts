// Reads a document whose reading failed again (Smart Capture's Try again).
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { retryDocument } from "~/services/documents/documents.server";
import { answer, signedInScope } from "./resource.server";

export async function action(args: ActionFunctionArgs) {
  const { env, userId } = await signedInScope(args);
  return answer(() => retryDocument(env, userId, args.params.documentId ?? ""));
}
