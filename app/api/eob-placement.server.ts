// The one-click answers to the matcher's suggestion (issue 17, ADR 078): attach an EOB to one of
// the user's bills, or say "Not this bill". Another user's document or bill answers 404.
import { z } from "zod";
import { endpoint, type Endpoint } from "./endpoint";
import {
  AttachBillSchema,
  attachToBill,
  DismissSuggestionSchema,
  dismissBillSuggestion,
} from "~/services/documents/eob-placement.server";

export const eobPlacementEndpoints: Endpoint[] = [
  endpoint({
    method: "POST",
    path: "/api/documents/{id}/attach-bill",
    summary: "Attach a document (an EOB) to one of the user's bills, as the user's own link",
    tag: "documents",
    auth: "user",
    body: AttachBillSchema,
    response: z.object({ document_id: z.string(), bill_id: z.string(), bill_matched_by: z.literal("user") }),
    errors: [404],
    handle: ({ db, params, signedIn, body }) => attachToBill(db, signedIn.user.id, params.id, body.bill_id),
  }),
  endpoint({
    method: "POST",
    path: "/api/documents/{id}/dismiss-bill-suggestion",
    summary: "Dismiss the bill suggested for an EOB; that bill is not suggested for it again",
    tag: "documents",
    auth: "user",
    body: DismissSuggestionSchema,
    response: z.object({ document_id: z.string(), suggested_bill_id: z.string().nullable() }),
    errors: [404],
    handle: ({ db, params, signedIn, body }) =>
      dismissBillSuggestion(db, signedIn.user.id, params.id, body.bill_id),
  }),
] as Endpoint[];
