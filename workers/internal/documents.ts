// /internal/documents/* — the document workflow's activities read the file and save what reading,
// extraction and verification produced (core/contracts/internal-documents.ts). Thin handlers over
// app/services/documents/*.server.ts.
import * as api from "#core/contracts/internal-documents";
import type { Reply, RouteContract, ValidatedOf } from "#core/http/routes";
import {
  documentMeta,
  type DocumentMeta,
  loadRecognition,
  markFailed,
  markRecognizing,
  markStale,
  MAX_CHUNK_BYTES,
  readFileChunk,
  recordPagesRead,
  saveExtraction,
  saveRecognition,
  sendReviewReminder,
} from "~/services/documents/pipeline.server";
import { completeVerification, VerifyInputSchema } from "~/services/documents/verify.server";
import { internalRoute, refuse, type InternalContext, type InternalRoute } from "./route";

const gone = () => refuse("Document not found", 404);

type DocumentHandler<C> = (
  request: ValidatedOf<C>,
  ctx: InternalContext,
  doc: DocumentMeta,
) => Promise<Reply<C>>;

/** A route on an existing document; 404 once it was deleted (the workflow then stops). */
function documentRoute<const C extends RouteContract>(c: C, handle: DocumentHandler<C>): InternalRoute {
  return internalRoute(c, async (request, ctx) => {
    const doc = await documentMeta(ctx.db, (request.params as { documentId: string }).documentId);
    if (!doc) throw gone();
    // Awaited: a refusal returned un-awaited is reported as an unhandled rejection before it is adopted.
    return await handle(request, ctx, doc);
  });
}

export const documentInternalRoutes: InternalRoute[] = [
  documentRoute(api.getDocument, async (_r, _c, doc) => ({ body: doc })),
  documentRoute(api.readDocumentFile, async ({ query }, { env }, doc) => {
    const chunk = await readFileChunk(env.FILES, doc, query.offset, query.length ?? MAX_CHUNK_BYTES);
    if (!chunk) throw gone();
    return { body: chunk };
  }),
  documentRoute(api.markRecognizing, async (_r, { db }, doc) => {
    await markRecognizing(db, doc.id);
    return { body: { ok: true } };
  }),
  documentRoute(api.recordPagesRead, async ({ body }, { db }, doc) => {
    // The owner comes from the workflow's input: a report never moves another account's document.
    if (body.userId !== doc.userId) throw gone();
    return { body: await recordPagesRead(db, doc.userId, doc.id, body.pagesRead, body.pageCount) };
  }),
  documentRoute(api.saveRecognition, async ({ body: recognition }, { db }, doc) => {
    await saveRecognition(db, doc.id, recognition);
    return { body: { words: recognition.words.length, pages: recognition.pages } };
  }),
  documentRoute(api.loadRecognition, async (_r, { db }, doc) => {
    const saved = await loadRecognition(db, doc.id);
    if (!saved) throw refuse("Nothing recognised yet", 409);
    return { body: saved };
  }),
  documentRoute(api.saveExtraction, async ({ body: extraction }, { db }, doc) => {
    const saved = await saveExtraction(db, doc.id, extraction);
    if (!saved) throw gone();
    return { body: saved };
  }),
  documentRoute(api.markFailed, async ({ body: failed }, { db }, doc) => {
    await markFailed(db, doc.id, failed.code, failed.message);
    return { body: { ok: true } };
  }),
  documentRoute(api.completeVerification, async ({ body: { userId, ...request } }, { db }, doc) => {
    // The user id comes from the workflow's input: a document never verifies into another account.
    if (userId !== doc.userId) throw gone();
    const input = VerifyInputSchema.safeParse(request);
    if (!input.success) throw refuse(input.error.issues[0]?.message ?? "Invalid body");
    // The service's refusals (ApiError, the one error shape) answer as they are.
    return { body: await completeVerification(db, doc.userId, doc.id, input.data) };
  }),
  documentRoute(api.sendReviewReminder, async (_r, { env, db }, doc) => ({
    body: await sendReviewReminder(env, db, doc.id),
  })),
  documentRoute(api.markStale, async (_r, { db }, doc) => ({ body: await markStale(db, doc.id) })),
];
