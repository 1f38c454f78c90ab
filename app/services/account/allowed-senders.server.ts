// The Account page's allow-list: addresses besides the account's own whose mail goes straight
// in. Every read and write is scoped to the signed-in user.
import { and, asc, count, eq } from "drizzle-orm";
import { z } from "zod";
import { ApiError, notFound } from "~/api/http";
import { schema, type Db } from "~/db.server";
import { recordAudit } from "../platform/audit.server";
import { MAX_ALLOWED_SENDERS, SENDER_MESSAGES } from "../email/intake-messages";
import { newId } from "../auth/tokens.server";
import { normalizeEmail } from "../auth/users.server";

const { allowedSenders } = schema;

/** The address to allow: any invalid one gets the same message. */
export const AllowSenderSchema = z.object({
  email: z
    .string({
      required_error: SENDER_MESSAGES.invalidAddress,
      invalid_type_error: SENDER_MESSAGES.invalidAddress,
    })
    .trim()
    .max(254, SENDER_MESSAGES.invalidAddress)
    .email(SENDER_MESSAGES.invalidAddress),
});

async function listAllowedSenders(db: Db, userId: string) {
  const rows = await db
    .select({ id: allowedSenders.id, email: allowedSenders.email, createdAt: allowedSenders.createdAt })
    .from(allowedSenders)
    .where(eq(allowedSenders.userId, userId))
    .orderBy(asc(allowedSenders.createdAt), asc(allowedSenders.email))
    .all();
  return rows.map((r) => ({ id: r.id, email: r.email, created_at: new Date(r.createdAt).toISOString() }));
}

/** The card's list: the account's own address, then the other allowed ones. */
export async function allowedSendersOf(db: Db, user: { id: string; email: string }) {
  return { account_email: user.email, senders: await listAllowedSenders(db, user.id) };
}

/** The addresses whose mail goes straight in: the account's own first, then the allow-list. */
export async function trustedAddresses(db: Db, user: { id: string; email: string }): Promise<Set<string>> {
  const rows = await db
    .select({ email: allowedSenders.email })
    .from(allowedSenders)
    .where(eq(allowedSenders.userId, user.id))
    .all();
  return new Set([normalizeEmail(user.email), ...rows.map((r) => r.email)]);
}

export async function addAllowedSender(db: Db, user: { id: string; email: string }, address: string) {
  const email = normalizeEmail(address);
  if (email === normalizeEmail(user.email)) throw new ApiError(409, SENDER_MESSAGES.ownAddress);
  const [{ n }] = await db
    .select({ n: count() })
    .from(allowedSenders)
    .where(eq(allowedSenders.userId, user.id))
    .all();
  if (n >= MAX_ALLOWED_SENDERS) throw new ApiError(409, SENDER_MESSAGES.tooManyAllowed);
  const [row] = await db
    .insert(allowedSenders)
    .values({ id: newId(), userId: user.id, email })
    .onConflictDoNothing()
    .returning({ id: allowedSenders.id, email: allowedSenders.email, createdAt: allowedSenders.createdAt });
  if (!row) throw new ApiError(409, SENDER_MESSAGES.alreadyAllowed);
  await recordAudit(db, { action: "allowed_sender_added", subjectType: "user", subjectId: user.id });
  return { id: row.id, email: row.email, created_at: new Date(row.createdAt).toISOString() };
}

export async function removeAllowedSender(db: Db, userId: string, id: string) {
  const removed = await db
    .delete(allowedSenders)
    .where(and(eq(allowedSenders.id, id), eq(allowedSenders.userId, userId)))
    .run();
  if (removed.meta.changes === 0) throw notFound(SENDER_MESSAGES.allowedNotFound);
  await recordAudit(db, { action: "allowed_sender_removed", subjectType: "user", subjectId: userId });
  return { message: SENDER_MESSAGES.allowedRemoved, id };
}
