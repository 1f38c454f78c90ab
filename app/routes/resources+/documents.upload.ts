// Smart Capture's upload (000 §4, §7): multipart file + document_type, read within the plan's file
// size (workers/body-limit.ts leaves this body to the route), stored, and its reading started.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { receiveUpload } from "~/services/documents/upload.server";
import { answer, signedInScope } from "./resource.server";

export async function action(args: ActionFunctionArgs) {
  const { env, db, signedIn } = await signedInScope(args);
  return answer(() => receiveUpload(args.request, env, db, signedIn));
}
