// Documents e-mailed by someone not on the allow-list, waiting to be approved or discarded.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { listHeldDocuments } from "~/services/documents/held.server";
import { answer, signedInScope } from "./resource.server";

export async function loader(args: LoaderFunctionArgs) {
  const { db, userId } = await signedInScope(args);
  return answer(() => listHeldDocuments(db, userId));
}
