// Documents API (000 §7, 001 §7): upload, read, retry, verify, links to the file, delete. Every
// call but the signed file link needs the signed-in user, and every query is scoped to them.
import { z } from "zod";
import { DOCUMENT_TYPES } from "#core/documents/types";
import { wholeNumber } from "#core/validation";
import { DocumentData, DocumentDeleted, Retried, Verified, withTypedBoxes } from "./document-responses";
import { endpoint, type Endpoint } from "./endpoint";
import { reviewEndpoints } from "./documents-review.server";
import { serveSignedFile, signedDownloadUrl } from "~/services/documents/download.server";
import { VerifyInputSchema, verifyDocument } from "~/services/documents/verify.server";
import { deleteDocument, getDocumentData, retryDocument } from "~/services/documents/documents.server";
import { receiveUpload } from "~/services/documents/upload.server";

const UploadResponse = z.object({
  document_id: z.string(),
  ocr_processed: z.boolean(),
  ocr_classification: z
    .object({
      document_type: z.string(),
      classification_confidence: z.number().nullable(),
      needs_classification: z.boolean(),
    })
    .nullable(),
  processing_status: z.string(),
  message: z.string(),
});
const UrlResponse = z.object({ url: z.string(), expires_at: z.string() });
const FileQuery = z.object({
  expires: wholeNumber({ min: 1, max: 2 ** 40 }),
  sig: z.string().max(64),
  download: z.enum(["0", "1"]).optional(),
});

export const documentEndpoints: Endpoint[] = [
  endpoint({
    method: "POST",
    path: "/api/pending-documents/upload-user-document",
    summary:
      "Upload a document (multipart: file, optional document_type, optional bill_id); reading starts in the background",
    tag: "documents",
    auth: "user",
    upload: z.object({
      document_type: z.enum(DOCUMENT_TYPES).optional(),
      bill_id: z.string().max(64).optional(),
    }),
    bodyEncoding: "multipart",
    response: UploadResponse,
    errors: [400, 402, 403, 404, 413, 422],
    handle: ({ request, env, db, signedIn }) => receiveUpload(request, env, db, signedIn),
  }),
  endpoint({
    method: "GET",
    path: "/api/documents/{id}/data",
    summary:
      "A document's type, classification, reading status, extracted and verified data, OCR boxes and e-mail context",
    tag: "documents",
    auth: "user",
    response: DocumentData,
    errors: [404],
    handle: async ({ db, params, signedIn }) =>
      withTypedBoxes(await getDocumentData(db, signedIn.user.id, params.id)),
  }),
  endpoint({
    method: "GET",
    path: "/api/pending-documents/document/{id}",
    summary: "The same document data under the path the capture modal's test mode uses",
    tag: "documents",
    auth: "user",
    response: DocumentData,
    errors: [404],
    handle: async ({ db, params, signedIn }) =>
      withTypedBoxes(await getDocumentData(db, signedIn.user.id, params.id)),
  }),
  endpoint({
    method: "POST",
    path: "/api/documents/{id}/retry",
    summary: "Read a document whose reading failed again",
    tag: "documents",
    auth: "user",
    response: Retried,
    errors: [404, 409],
    handle: ({ env, params, signedIn }) => retryDocument(env, signedIn.user.id, params.id),
  }),
  endpoint({
    method: "POST",
    path: "/api/documents/{id}/verify",
    summary:
      "Save the checked fields: the document is verified and, for a medical bill, its one bill is created",
    tag: "documents",
    auth: "user",
    body: VerifyInputSchema,
    response: Verified,
    errors: [402, 403, 404],
    handle: ({ env, params, signedIn, body }) => verifyDocument(env, signedIn.user.id, params.id, body),
  }),
  // The spec names three paths for the same signed link (000 §7 and its fallback, 001 §7).
  ...(
    [
      [
        "/api/pending-documents/download-url/{id}",
        "A signed link to the document's file, valid for five minutes",
      ],
      [
        "/api/documents/documents/{id}/download-url",
        "A signed link to the document's file (the fallback path of 000 §7)",
      ],
      ["/api/documents/{id}/url", "A signed link to the document's file, opened in a new tab"],
    ] as const
  ).map(([path, summary]) =>
    endpoint({
      method: "GET",
      path,
      summary,
      tag: "documents",
      auth: "user",
      response: UrlResponse,
      errors: [404],
      handle: ({ request, env, params, signedIn }) =>
        signedDownloadUrl(env, new URL(request.url).origin, signedIn.user.id, params.id),
    }),
  ),
  endpoint({
    method: "GET",
    path: "/api/documents/{id}/file",
    summary: "The file behind a signed link (inline; download=1 for an attachment)",
    tag: "documents",
    auth: "public",
    query: FileQuery,
    success: { as: "file" },
    errors: [403, 404],
    handle: ({ env, params, query }) =>
      serveSignedFile(env, params.id, query.expires, query.sig, query.download === "1"),
  }),
  endpoint({
    method: "DELETE",
    path: "/api/documents/{id}",
    summary: "Delete a document and its file",
    tag: "documents",
    auth: "user",
    response: DocumentDeleted,
    errors: [404],
    handle: ({ env, params, signedIn }) => deleteDocument(env, signedIn.user.id, params.id),
  }),
  ...reviewEndpoints,
] as Endpoint[];
