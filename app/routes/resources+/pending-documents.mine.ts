// Every document of the user, uploaded or e-mailed (the Email Documents page's second list).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { listUserDocuments } from "~/services/documents/lists.server";
import { answer, signedInScope } from "./resource.server";

export async function loader(args: LoaderFunctionArgs) {
  const { db, userId } = await signedInScope(args);
  return answer(() => listUserDocuments(db, userId));
}
