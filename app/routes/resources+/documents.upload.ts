// Smart Capture's upload (000 §4, §7): multipart file + document_type, read within the plan's file
// size (workers/body-limit.ts leaves this body to the route), stored, and its reading started.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { receiveUpload } from "~/services/documents/upload.server";
import { PRODUCT_EVENTS, recordStep } from "~/services/events/events.server";
import { answer, signedInScope } from "./resource.server";

export async function action(args: ActionFunctionArgs) {
  const { env, db, signedIn } = await signedInScope(args);
  return answer(async () => {
    const received = await receiveUpload(args.request, env, db, signedIn);
    await recordStep(
      db,
      signedIn.user.id,
      PRODUCT_EVENTS.documentUploaded,
      {
        document_id: received.document_id,
      },
      args.request,
    );
    return received;
  });
}
