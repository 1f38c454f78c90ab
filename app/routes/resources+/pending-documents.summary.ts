// How many e-mailed documents wait for review (the Email Documents page's stat, 001 §4).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { pendingSummary } from "~/services/documents/lists.server";
import { answer, signedInScope } from "./resource.server";

export async function loader(args: LoaderFunctionArgs) {
  const { db, signedIn } = await signedInScope(args);
  return answer(() => pendingSummary(db, signedIn.user.id, signedIn.premium));
}
