// Saves the user's checked fields as verified (000 §4): for a medical bill its one bill is created
// and linked, and the answer carries the bill id. JSON body {document_type, user_verified_data}.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { updateDocument, UpdateDocumentSchema } from "~/services/documents/review.server";
import { answer, parseJsonBody, signedInScope } from "./resource.server";

const VerifySchema = UpdateDocumentSchema.omit({ verification_status: true });

export async function action(args: ActionFunctionArgs) {
  const { env, userId } = await signedInScope(args);
  const body = await parseJsonBody(args.request, VerifySchema);
  return answer(() =>
    updateDocument(env, userId, args.params.documentId ?? "", { ...body, verification_status: "verified" }),
  );
}
