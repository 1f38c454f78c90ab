// Where the files of an accepted message go (documents, through the one upload service) and where
// those of a held one wait (users/{id}/held/…), each leaving nothing half-made behind on failure.
import { failureDetail } from "../platform/failures.server";
import { eq } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import { storeDocument, type DocumentOwner } from "../documents/documents.server";
import { EMAIL_REJECTIONS } from "./intake-messages";
import { heldStorageKey } from "../documents/held.server";
import { newId } from "../auth/tokens.server";

export type IngestOutcome =
  | { status: "accepted"; ingestedEmailId: string; documentIds: string[] }
  | { status: "held"; ingestedEmailId: string; heldDocumentIds: string[] }
  | { status: "duplicate"; ingestedEmailId: string }
  | { status: "rejected"; ingestedEmailId: string; reason: string };

export type Usable = { bytes: Uint8Array; filename: string; contentType: string; sha256: string };

const detailOf = (error: unknown): string => failureDetail(error) ?? "storage failed";

/** Unknown sender: the files wait under the user's prefix; nothing is counted or read yet. */
export async function holdFiles(
  env: Env,
  owner: DocumentOwner,
  m: {
    id: string;
    rawKey: string;
    raw: Uint8Array;
    files: Usable[];
    values: typeof schema.ingestedEmails.$inferInsert;
  },
): Promise<IngestOutcome> {
  const db = getDb(env);
  const held = m.files.map((file) => ({ ...file, heldId: newId() }));
  const keys = [m.rawKey, ...held.map((h) => heldStorageKey(owner.user.id, h.heldId))];
  try {
    await env.FILES.put(m.rawKey, m.raw, { httpMetadata: { contentType: "message/rfc822" } });
    for (const h of held) {
      await env.FILES.put(heldStorageKey(owner.user.id, h.heldId), h.bytes, {
        httpMetadata: { contentType: h.contentType },
        sha256: h.sha256,
      });
    }
    await db.batch([
      db.insert(schema.ingestedEmails).values(m.values),
      ...held.map((h) =>
        db.insert(schema.heldDocuments).values({
          id: h.heldId,
          userId: owner.user.id,
          ingestedEmailId: m.id,
          originalFilename: h.filename,
          contentType: h.contentType,
          fileSize: h.bytes.byteLength,
          sha256: h.sha256,
          storageKey: heldStorageKey(owner.user.id, h.heldId),
        }),
      ),
    ]);
  } catch (error) {
    await env.FILES.delete(keys);
    throw error;
  }
  return { status: "held", ingestedEmailId: m.id, heldDocumentIds: held.map((h) => h.heldId) };
}

export async function storeFiles(
  env: Env,
  owner: DocumentOwner,
  id: string,
  rawKey: string,
  files: Usable[],
  now: number,
): Promise<IngestOutcome> {
  const db = getDb(env);
  const documentIds: string[] = [];
  let failure: unknown = null;
  for (const file of files) {
    try {
      const stored = await storeDocument(env, owner, {
        bytes: file.bytes,
        filename: file.filename,
        contentType: file.contentType,
        source: "email",
        ingestedEmailId: id,
        receivedAt: now,
      });
      documentIds.push(stored.documentId);
    } catch (error) {
      failure ??= error;
    }
  }
  const reason = EMAIL_REJECTIONS.notStored(detailOf(failure));
  if (documentIds.length > 0) {
    // Some attachments made it: the message stays accepted, the row says what was left out.
    if (failure) {
      await db
        .update(schema.ingestedEmails)
        .set({ rejectReason: reason })
        .where(eq(schema.ingestedEmails.id, id));
    }
    return { status: "accepted", ingestedEmailId: id, documentIds };
  }
  await env.FILES.delete(rawKey);
  await db
    .update(schema.ingestedEmails)
    .set({ status: "rejected", rejectReason: reason, rawKey: null })
    .where(eq(schema.ingestedEmails.id, id));
  return { status: "rejected", ingestedEmailId: id, reason };
}
