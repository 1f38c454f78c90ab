// What the dispute workflow's activities write (core/contracts/internal-letters.ts): the rendered
// PDF filed as a `dispute_letter` document of the bill (R2 + D1, the bill `disputed`), and a
// letter that could not be made. Both idempotent by letter (docs/decisions/054).
import { and, eq, isNull, ne } from "drizzle-orm";
import { dollarsToCents } from "#core/bills/money";
import { sha256Hex } from "#core/signing";
import { schema, type Db } from "~/db.server";
import { failLetter, findLetter, ownLetter } from "./letters.server";

const { bills, documents, disputeLetters } = schema;

export interface RenderedLetter {
  filename: string;
  bytes: Uint8Array;
  pages: number;
  letterContent: string;
  opportunitiesCount: number;
  potentialSavings: number;
}

/** Where a letter's PDF lives: under the user's prefix, so account deletion takes it too. */
export const letterStorageKey = (userId: string, letterId: string) =>
  `users/${userId}/letters/${letterId}.pdf`;

/**
 * Files the letter once: the object, the document (its id is the letter's, so a second call finds
 * it), the letter `filed`, the bill `disputed` (a bill already paid stays paid). A second call
 * answers the same document with created: false and writes nothing. null: no such letter.
 */
export async function fileLetter(
  env: Env,
  db: Db,
  userId: string,
  letterId: string,
  rendered: RenderedLetter,
  now = Date.now(),
): Promise<{ documentId: string; filedAt: number; created: boolean } | null> {
  const letter = await findLetter(db, userId, letterId);
  if (!letter) return null;
  if (letter.documentId)
    return { documentId: letter.documentId, filedAt: letter.filedAt ?? now, created: false };
  const storageKey = letterStorageKey(userId, letterId);
  const sha256 = await sha256Hex(rendered.bytes);
  await env.FILES.put(storageKey, rendered.bytes, {
    httpMetadata: { contentType: "application/pdf" },
    sha256,
  });
  const [inserted] = await db.batch([
    db
      .insert(documents)
      .values({
        id: letterId,
        userId,
        billId: letter.billId,
        documentType: "dispute_letter",
        originalFilename: rendered.filename,
        contentType: "application/pdf",
        fileSize: rendered.bytes.byteLength,
        sha256,
        storageKey,
        source: "generated",
        processingStatus: "processed",
        needsClassification: false,
        classificationConfidence: 1,
        verificationStatus: "verified",
        status: "classified",
        title: rendered.filename,
        pageCount: rendered.pages,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: documents.id }),
    db
      .update(disputeLetters)
      .set({
        status: "filed",
        documentId: letterId,
        filename: rendered.filename,
        letterContent: rendered.letterContent,
        opportunitiesCount: rendered.opportunitiesCount,
        potentialSavingsCents: dollarsToCents(rendered.potentialSavings),
        filedAt: now,
        failureReason: null,
        updatedAt: now,
      })
      .where(and(ownLetter(userId, letterId), isNull(disputeLetters.documentId))),
    db
      .update(bills)
      .set({ status: "disputed", updatedAt: now })
      .where(and(eq(bills.id, letter.billId), eq(bills.userId, userId), ne(bills.status, "paid"))),
  ]);
  return { documentId: letterId, filedAt: now, created: inserted.length > 0 };
}

/** The letter could not be made: it says why and its month's use is given back (once). null: no such letter. */
export async function letterFailed(
  db: Db,
  userId: string,
  letterId: string,
  reason: string,
): Promise<{ ok: boolean } | null> {
  const letter = await findLetter(db, userId, letterId);
  if (!letter) return null;
  await failLetter(db, letter, reason);
  return { ok: true };
}
