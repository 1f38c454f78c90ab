// E-mailed documents waiting for review (001 §4, premium: others get the spec's 403).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { listPendingDocuments } from "~/services/documents/lists.server";
import { DOCUMENT_MESSAGES } from "~/services/documents/messages";
import { requirePremium } from "~/services/plans/limits.server";
import { answer, signedInScope } from "./resource.server";

export async function loader(args: LoaderFunctionArgs) {
  const { db, signedIn } = await signedInScope(args);
  return answer(() => {
    requirePremium(signedIn, DOCUMENT_MESSAGES.pendingPremium);
    return listPendingDocuments(db, signedIn.user.id);
  });
}
