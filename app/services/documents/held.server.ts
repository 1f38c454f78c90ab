// Documents from an unknown sender: they wait, outside the documents table, until the user
// approves them (then they are stored exactly like any e-mailed document: plan limits checked,
// reading started) or discards them (file and row deleted). Every query is scoped to the owner.
import { and, count, desc, eq, isNull, lt, or } from "drizzle-orm";
import { ApiError, notFound } from "~/api/http";
import { getDb, schema, type Db } from "~/db.server";
import { recordAudit } from "../platform/audit.server";
import { storeDocument, type DocumentOwner } from "./documents.server";
import { SENDER_MESSAGES } from "../email/intake-messages";

const { heldDocuments, ingestedEmails, documents } = schema;

/** Held documents per user at most: past this, mail from unknown senders is refused. */
export const MAX_HELD_DOCUMENTS = 50;
/** An approval that crashed midway frees its document after this long. */
const CLAIM_MS = 60_000;

export const heldStorageKey = (userId: string, heldId: string) => `users/${userId}/held/${heldId}`;

export async function countHeldDocuments(db: Db, userId: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(heldDocuments)
    .where(eq(heldDocuments.userId, userId))
    .all();
  return n;
}

/** GET /documents/from-unknown-senders: newest first, with who sent them and the subject. */
export async function listHeldDocuments(db: Db, userId: string) {
  const rows = await db
    .select({ held: heldDocuments, email: ingestedEmails })
    .from(heldDocuments)
    .innerJoin(ingestedEmails, eq(ingestedEmails.id, heldDocuments.ingestedEmailId))
    .where(eq(heldDocuments.userId, userId))
    .orderBy(desc(ingestedEmails.receivedAt), desc(heldDocuments.id))
    .limit(MAX_HELD_DOCUMENTS)
    .all();
  return rows.map(({ held, email }) => ({
    id: held.id,
    original_filename: held.originalFilename,
    content_type: held.contentType,
    file_size: held.fileSize,
    sender_email: email.sender,
    email_subject: email.subject,
    received_at: new Date(email.receivedAt).toISOString(),
  }));
}

async function ownHeld(db: Db, userId: string, heldId: string) {
  const row = await db
    .select()
    .from(heldDocuments)
    .where(and(eq(heldDocuments.id, heldId), eq(heldDocuments.userId, userId)))
    .get();
  if (!row) throw notFound(SENDER_MESSAGES.heldNotFound);
  return row;
}

/**
 * Stores the held file as a normal e-mailed document. The held row leaves in the same batch as
 * the document and its usage count, so a document is never both held and stored.
 */
export async function approveHeldDocument(env: Env, owner: DocumentOwner, heldId: string) {
  const db = getDb(env);
  const userId = owner.user.id;
  const held = await ownHeld(db, userId, heldId);
  const now = Date.now();
  const mine = and(eq(heldDocuments.id, heldId), eq(heldDocuments.userId, userId));
  const claimed = await db
    .update(heldDocuments)
    .set({ claimedAt: now })
    .where(and(mine, or(isNull(heldDocuments.claimedAt), lt(heldDocuments.claimedAt, now - CLAIM_MS))))
    .run();
  if (claimed.meta.changes === 0) throw new ApiError(409, SENDER_MESSAGES.heldBusy);
  try {
    const object = await env.FILES.get(held.storageKey);
    if (!object) throw notFound(SENDER_MESSAGES.heldNotFound);
    const stored = await storeDocument(env, owner, {
      bytes: new Uint8Array(await object.arrayBuffer()),
      filename: held.originalFilename,
      contentType: held.contentType,
      source: "email",
      ingestedEmailId: held.ingestedEmailId,
      freesBytes: held.fileSize,
      alsoInBatch: [
        db.delete(heldDocuments).where(mine),
        db
          .update(ingestedEmails)
          .set({ status: "accepted" })
          .where(
            and(
              eq(ingestedEmails.id, held.ingestedEmailId),
              eq(ingestedEmails.userId, userId),
              eq(ingestedEmails.status, "held"),
            ),
          ),
      ],
    });
    await env.FILES.delete(held.storageKey);
    return {
      document_id: stored.documentId,
      processing_status: stored.processingStatus,
      message: SENDER_MESSAGES.approved,
    };
  } catch (error) {
    const still = await db.select({ id: heldDocuments.id }).from(heldDocuments).where(mine).get();
    if (still) await db.update(heldDocuments).set({ claimedAt: null }).where(mine);
    else await env.FILES.delete(held.storageKey);
    throw error;
  }
}

/**
 * Deletes the row (then records it), then the file; a message with nothing left of it loses its
 * raw copy too. A document an approval has claimed is not discarded under it (409, as approving twice).
 */
export async function discardHeldDocument(env: Env, userId: string, heldId: string) {
  const db = getDb(env);
  const held = await ownHeld(db, userId, heldId);
  const unclaimed = or(isNull(heldDocuments.claimedAt), lt(heldDocuments.claimedAt, Date.now() - CLAIM_MS));
  const deleted = await db
    .delete(heldDocuments)
    .where(and(eq(heldDocuments.id, heldId), eq(heldDocuments.userId, userId), unclaimed))
    .returning({ id: heldDocuments.id });
  if (deleted.length === 0) throw new ApiError(409, SENDER_MESSAGES.heldBusy);
  await recordAudit(db, {
    action: "held_document_discarded",
    subjectType: "user",
    subjectId: userId,
    details: { heldDocumentId: heldId },
  });
  await env.FILES.delete(held.storageKey);
  await forgetEmptyMessage(env, userId, held.ingestedEmailId);
  return { message: SENDER_MESSAGES.discarded, id: heldId };
}

/** A held message whose every document was discarded: its raw copy goes, the cron purges the row. */
async function forgetEmptyMessage(env: Env, userId: string, ingestedEmailId: string) {
  const db = getDb(env);
  const [[{ held }], [{ stored }]] = await db.batch([
    db
      .select({ held: count() })
      .from(heldDocuments)
      .where(and(eq(heldDocuments.ingestedEmailId, ingestedEmailId), eq(heldDocuments.userId, userId))),
    db
      .select({ stored: count() })
      .from(documents)
      .where(and(eq(documents.ingestedEmailId, ingestedEmailId), eq(documents.userId, userId))),
  ]);
  if (held > 0 || stored > 0) return;
  const email = await db
    .select({ rawKey: ingestedEmails.rawKey })
    .from(ingestedEmails)
    .where(
      and(
        eq(ingestedEmails.id, ingestedEmailId),
        eq(ingestedEmails.userId, userId),
        eq(ingestedEmails.status, "held"),
      ),
    )
    .get();
  if (!email) return;
  if (email.rawKey) await env.FILES.delete(email.rawKey);
  await db
    .update(ingestedEmails)
    .set({ status: "discarded", rawKey: null })
    .where(and(eq(ingestedEmails.id, ingestedEmailId), eq(ingestedEmails.userId, userId)));
}
