// E-mail intake the user controls: documents from unknown senders (approve or discard) and the
// allow-list of addresses whose mail goes straight in. Every call is scoped to the signed-in user.
import { z } from "zod";
import { endpoint, type Endpoint } from "./endpoint";
import {
  addAllowedSender,
  allowedSendersOf,
  AllowSenderSchema,
  removeAllowedSender,
} from "~/services/account/allowed-senders.server";
import {
  approveHeldDocument,
  discardHeldDocument,
  listHeldDocuments,
} from "~/services/documents/held.server";

const HeldDocument = z.object({
  id: z.string(),
  original_filename: z.string(),
  content_type: z.string(),
  file_size: z.number(),
  sender_email: z.string(),
  email_subject: z.string().nullable(),
  received_at: z.string(),
});
const AllowedSender = z.object({ id: z.string(), email: z.string(), created_at: z.string() });
const Removed = z.object({ message: z.string(), id: z.string() });

export const emailSenderEndpoints: Endpoint[] = [
  endpoint({
    method: "GET",
    path: "/api/documents/from-unknown-senders",
    summary: "Documents e-mailed by someone not on the allow-list, waiting to be approved or discarded",
    tag: "documents",
    auth: "user",
    response: z.array(HeldDocument),
    handle: ({ db, signedIn }) => listHeldDocuments(db, signedIn.user.id),
  }),
  endpoint({
    method: "POST",
    path: "/api/documents/from-unknown-senders/{id}/approve",
    summary: "Keep a document from an unknown sender: it is stored and read like any e-mailed document",
    tag: "documents",
    auth: "user",
    response: z.object({ document_id: z.string(), processing_status: z.string(), message: z.string() }),
    errors: [402, 404, 409, 413],
    handle: ({ env, params, signedIn }) => approveHeldDocument(env, signedIn, params.id),
  }),
  endpoint({
    method: "DELETE",
    path: "/api/documents/from-unknown-senders/{id}",
    summary: "Discard a document from an unknown sender (its file is deleted)",
    tag: "documents",
    auth: "user",
    response: Removed,
    errors: [404, 409],
    handle: ({ env, params, signedIn }) => discardHeldDocument(env, signedIn.user.id, params.id),
  }),
  endpoint({
    method: "GET",
    path: "/api/account/allowed-senders",
    summary: "The account's address and the other addresses whose documents go straight in",
    tag: "account",
    auth: "user",
    response: z.object({ account_email: z.string(), senders: z.array(AllowedSender) }),
    handle: ({ db, signedIn }) => allowedSendersOf(db, signedIn.user),
  }),
  endpoint({
    method: "POST",
    path: "/api/account/allowed-senders",
    summary: "Let documents from this address go straight in",
    tag: "account",
    auth: "user",
    body: AllowSenderSchema,
    response: AllowedSender,
    errors: [409, 422],
    handle: ({ db, signedIn, body }) => addAllowedSender(db, signedIn.user, body.email),
  }),
  endpoint({
    method: "DELETE",
    path: "/api/account/allowed-senders/{id}",
    summary: "Hold documents from this address for approval again",
    tag: "account",
    auth: "user",
    response: Removed,
    errors: [404],
    handle: ({ db, params, signedIn }) => removeAllowedSender(db, signedIn.user.id, params.id),
  }),
] as Endpoint[];
