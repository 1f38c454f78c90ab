// A short-lived signed link to the document's file (000 §7), for a new tab or the in-page preview.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { signedDownloadUrl } from "~/services/documents/download.server";
import { answer, signedInScope } from "./resource.server";

export async function loader(args: LoaderFunctionArgs) {
  const { env, userId } = await signedInScope(args);
  const origin = new URL(args.request.url).origin;
  return answer(() => signedDownloadUrl(env, origin, userId, args.params.documentId ?? ""));
}
