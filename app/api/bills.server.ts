// Bills API (001 §7 Bills): the vault list and stats, one bill (read, edit, status, delete), its
// service lines and its documents. Another user's bill answers 404 'Bill not found', never 403.
import { z } from "zod";
import { MAX_BILL_DOCUMENT_BYTES } from "#core/bills/documents";
import { BILL_MESSAGES } from "#core/bills/messages";
import { ListBillsQuerySchema, UpdateBillSchema } from "#core/bills/schemas";
import { forbiddenFieldMessage } from "#core/validation";
import {
  BillDetail,
  BillDocuments,
  BillDocumentUploaded,
  BillList,
  BillStats,
  Deleted,
} from "./bill-responses";
import { endpoint, type Endpoint } from "./endpoint";
import { ApiError } from "./http";
import { familyOnBillsEndpoints } from "./family.server";
import { deleteBillEndpoint, medicalBillEndpoints } from "./medical-bills.server";
import {
  billStats,
  deleteLineItem,
  requireBill,
  listBillDocuments,
  listBills,
  listOptionsOf,
  updateBill,
  uploadBillDocument,
} from "~/services/bills/index.server";
import { resolveDisputesIfPaid } from "~/services/disputes/index.server";
import { MULTIPART_OVERHEAD_BYTES, readFormWithin } from "~/security/request-body";

/** The multipart upload of a bill document: file, document_type, description; stopped with 413 past the limit. */
async function readBillDocumentUpload(request: Request) {
  const tooLarge = new ApiError(413, BILL_MESSAGES.documentTooLarge(MAX_BILL_DOCUMENT_BYTES));
  let form: FormData;
  try {
    form = await readFormWithin(request, MAX_BILL_DOCUMENT_BYTES + MULTIPART_OVERHEAD_BYTES, tooLarge);
  } catch (error) {
    if (error === tooLarge) throw error;
    throw new ApiError(400, BILL_MESSAGES.uploadFailed);
  }
  const file = form.get("file");
  if (!file || typeof file === "string") throw new ApiError(422, BILL_MESSAGES.noFile);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, 1000) : null;
  };
  return {
    bytes: new Uint8Array(await file.arrayBuffer()),
    filename: file.name,
    documentType: text("document_type"),
    description: text("description"),
  };
}

export const billEndpoints: Endpoint[] = [
  endpoint({
    method: "GET",
    path: "/api/bills",
    summary:
      "A page of the user's bills, newest first, with the vault's filters (from/to inclusive days, patient substring, status)",
    tag: "bills",
    auth: "user",
    query: ListBillsQuerySchema,
    response: BillList,
    handle: async ({ db, signedIn, query }) => {
      const list = await listBills(db, signedIn.user.id, listOptionsOf(query));
      return { bills: list.bills, next_cursor: list.nextCursor, total: list.total };
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/bills/stats",
    summary: "Totals over the user's bills (001 §3 Stats)",
    tag: "bills",
    auth: "user",
    response: BillStats,
    handle: ({ db, signedIn }) => billStats(db, signedIn.user.id),
  }),
  // Before /api/bills/{id}: the router takes the first path that matches.
  ...familyOnBillsEndpoints,
  endpoint({
    method: "GET",
    path: "/api/bills/{id}",
    summary: "One bill with its lines, codes, documents, totals and completeness (001 §3 server shape)",
    tag: "bills",
    auth: "user",
    response: BillDetail,
    errors: [404],
    handle: async ({ db, signedIn, params }) => {
      return requireBill(db, signedIn.user.id, params.id);
    },
  }),
  endpoint({
    method: "PUT",
    path: "/api/bills/{id}",
    summary:
      "Edit a bill: provider, date, bill number, status, patient, codes, lines (replace), recovered amount, note",
    tag: "bills",
    auth: "user",
    body: UpdateBillSchema,
    response: BillDetail,
    errors: [404],
    handle: async ({ env, db, signedIn, params, body }) => {
      const before = body.status === undefined ? null : await requireBill(db, signedIn.user.id, params.id);
      await updateBill(db, signedIn.user.id, params.id, body);
      const bill = await requireBill(db, signedIn.user.id, params.id);
      // Paid through the API now (it was not before): the bill's open dispute letters are resolved (001 §4).
      if (before && before.status !== "paid") await resolveDisputesIfPaid(env, db, signedIn.user.id, bill);
      return bill;
    },
  }),
  deleteBillEndpoint("/api/bills/{id}"),
  endpoint({
    method: "DELETE",
    path: "/api/bills/{id}/line-items/{lineId}",
    summary: "Delete one service line (the last line of a bill cannot be deleted)",
    tag: "bills",
    auth: "user",
    response: Deleted,
    errors: [404],
    handle: ({ db, signedIn, params }) => deleteLineItem(db, signedIn.user.id, params.id, params.lineId),
  }),
  endpoint({
    method: "GET",
    path: "/api/bills/{id}/documents",
    summary: "The documents attached to a bill",
    tag: "bills",
    auth: "user",
    response: BillDocuments,
    errors: [404],
    handle: async ({ db, signedIn, params }) => ({
      documents: await listBillDocuments(db, signedIn.user.id, params.id),
    }),
  }),
  endpoint({
    method: "POST",
    path: "/api/bills/{id}/documents/upload",
    summary:
      "Attach a file to a bill (multipart: file, document_type, description; pdf, jpg, jpeg, png, gif, doc, docx up to 10MB)",
    tag: "bills",
    auth: "user",
    upload: z.object({
      document_type: z
        .enum(["eob", "prior_authorization", "medical_record", "prescription", "others"])
        .optional(),
      description: z.string().max(1000).optional(),
    }),
    bodyEncoding: "multipart",
    response: BillDocumentUploaded,
    errors: [400, 402, 403, 404, 413, 422],
    handle: async ({ request, env, signedIn, params }) => {
      const upload = await readBillDocumentUpload(request);
      const refused = forbiddenFieldMessage(
        { filename: upload.filename, description: upload.description },
        { multiline: ["description"] },
      );
      if (refused) throw new ApiError(422, refused);
      // Awaited here so a refusal is handled at once, never reported as an unhandled rejection.
      return await uploadBillDocument(env, signedIn, params.id, upload);
    },
  }),
  ...medicalBillEndpoints,
] as Endpoint[];
