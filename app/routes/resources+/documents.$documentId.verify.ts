// Saves the user's checked fields as verified (000 §4): for a medical bill its one bill is created
// and linked, and the answer carries the bill id. JSON body {document_type, user_verified_data}.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { updateDocument, UpdateDocumentSchema } from "~/services/documents/review.server";
import { PRODUCT_EVENTS, recordStep } from "~/services/events/events.server";
import { answer, parseJsonBody, signedInScope } from "./resource.server";

const VerifySchema = UpdateDocumentSchema.omit({ verification_status: true });

export async function action(args: ActionFunctionArgs) {
  const { env, db, userId } = await signedInScope(args);
  const body = await parseJsonBody(args.request, VerifySchema);
  return answer(async () => {
    const documentId = args.params.documentId ?? "";
    const saved = await updateDocument(env, userId, documentId, { ...body, verification_status: "verified" });
    await recordStep(
      db,
      userId,
      PRODUCT_EVENTS.documentVerified,
      {
        document_id: documentId,
        bill_id: saved.bill_id ?? undefined,
      },
      args.request,
    );
    return saved;
  });
}
