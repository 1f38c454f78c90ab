// Pending and e-mailed document lists, the spec's step-by-step saves (update-document,
// mark-processed, POST /bills, link-to-bill, create-from-attributes) and the form schema per type.
import { z } from "zod";
import { documentTypeSchema } from "#core/documents/forms";
import { isDocumentType } from "#core/documents/types";
import {
  DocumentTypeSchema,
  DocumentUpdated,
  Linked,
  MarkedProcessed,
  PendingDocuments,
  RecentlyEmailed,
  UserDocuments,
} from "./document-responses";
import { endpoint, type Endpoint } from "./endpoint";
import { notFound } from "./http";
import { BillPayloadSchema, createBillFromPayload } from "~/services/bills/from-document.server";
import {
  listPendingDocuments,
  listRecentlyEmailed,
  listUserDocuments,
  pendingSummary,
  RecentlyEmailedQuery,
  typesOf,
} from "~/services/documents/lists.server";
import { DOCUMENT_MESSAGES } from "~/services/documents/messages";
import {
  CreateFromAttributesSchema,
  createDocumentFromAttributes,
  linkDocumentToBill,
  LinkToBillSchema,
  markProcessed,
  MarkProcessedSchema,
  updateDocument,
  UpdateDocumentSchema,
} from "~/services/documents/review.server";
import { requirePremium } from "~/services/plans/limits.server";

export const reviewEndpoints: Endpoint[] = [
  endpoint({
    method: "GET",
    path: "/api/documents/recently-emailed",
    summary: "Documents received by e-mail, newest first (repeat `types` to keep only some types)",
    tag: "documents",
    auth: "user",
    query: RecentlyEmailedQuery,
    response: RecentlyEmailed,
    handle: ({ db, signedIn, query }) => listRecentlyEmailed(db, signedIn.user.id, typesOf(query)),
  }),
  endpoint({
    method: "GET",
    path: "/api/pending-documents/summary",
    summary: "How many e-mailed documents wait for review, and whether the user may open them",
    tag: "documents",
    auth: "user",
    response: z.object({ total_pending: z.number(), user_has_premium: z.boolean() }),
    handle: ({ db, signedIn }) => pendingSummary(db, signedIn.user.id, signedIn.premium),
  }),
  endpoint({
    method: "GET",
    path: "/api/pending-documents",
    summary: "E-mailed documents waiting for review (premium)",
    tag: "documents",
    auth: "user",
    response: PendingDocuments,
    errors: [403],
    handle: async ({ db, signedIn }) => {
      requirePremium(signedIn, DOCUMENT_MESSAGES.pendingPremium);
      return listPendingDocuments(db, signedIn.user.id);
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/pending-documents/user-documents",
    summary: "Every document of the user, uploaded or e-mailed",
    tag: "documents",
    auth: "user",
    response: UserDocuments,
    handle: ({ db, signedIn }) => listUserDocuments(db, signedIn.user.id),
  }),
  endpoint({
    method: "PUT",
    path: "/api/pending-documents/update-document/{id}",
    summary:
      "Save the reviewed fields; verification_status 'verified' verifies the document (one bill for a medical bill)",
    tag: "documents",
    auth: "user",
    body: UpdateDocumentSchema,
    response: DocumentUpdated,
    errors: [402, 403, 404],
    handle: ({ env, params, signedIn, body }) => updateDocument(env, signedIn.user.id, params.id, body),
  }),
  endpoint({
    method: "POST",
    path: "/api/pending-documents/mark-processed/{id}",
    summary: "Mark a reviewed document processed with a status (e.g. classified)",
    tag: "documents",
    auth: "user",
    body: MarkProcessedSchema,
    response: MarkedProcessed,
    errors: [404],
    handle: ({ env, params, signedIn, body }) => markProcessed(env, signedIn.user.id, params.id, body.status),
  }),
  endpoint({
    method: "POST",
    path: "/api/documents/{id}/link-to-bill",
    summary: "Attach a document to one of the user's bills",
    tag: "documents",
    auth: "user",
    body: LinkToBillSchema,
    response: Linked,
    errors: [404],
    handle: ({ env, params, signedIn, body }) =>
      linkDocumentToBill(env, signedIn.user.id, params.id, body.bill_id),
  }),
  endpoint({
    method: "POST",
    path: "/api/bills",
    summary: "Create a bill from a document's payload (000 §3); the same document never makes a second bill",
    tag: "bills",
    auth: "user",
    body: BillPayloadSchema,
    response: z.object({ id: z.string(), created: z.boolean() }),
    errors: [402, 403, 404],
    handle: ({ db, signedIn, body }) => createBillFromPayload(db, signedIn, body),
  }),
  endpoint({
    method: "POST",
    path: "/api/bills/create-from-attributes",
    summary: "Create a document from typed-in attributes (no file), verified at once when asked",
    tag: "documents",
    auth: "user",
    body: CreateFromAttributesSchema,
    response: z.object({
      document_id: z.string(),
      bill_id: z.string().nullable(),
      verification_status: z.string(),
    }),
    errors: [402, 404],
    handle: ({ env, signedIn, body }) => createDocumentFromAttributes(env, signedIn, body),
  }),
  endpoint({
    method: "GET",
    path: "/api/document-types/{type}/schema",
    summary: "The verification form of a document type: fields, extracted fields and line item fields",
    tag: "documents",
    auth: "user",
    response: DocumentTypeSchema,
    errors: [404],
    handle: async ({ params }) => {
      if (!isDocumentType(params.type)) throw notFound(DOCUMENT_MESSAGES.schemaNotFound);
      return documentTypeSchema(params.type);
    },
  }),
] as Endpoint[];
