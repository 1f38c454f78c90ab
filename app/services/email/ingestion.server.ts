// Forwarded bills: a message to `bills+<inboxToken>@<INBOX_DOMAIN>` becomes one document per
// pdf/jpg/png it carries (at any forwarding depth) in that user's account. Mail from the account's
// own or allow-listed address goes straight in; anything else is held for the user to approve.
// Every message leaves an ingested_emails row; a refused one is rejected with a reason the sender
// can act on, and leaves nothing behind.
import { and, count, eq, gt, isNull, ne, or } from "drizzle-orm";
import type { Email } from "postal-mime";
import { acceptsFileType, planFor, type Plan } from "#core/plans";
import { sha256Hex } from "#core/signing";
import { getDb, schema, type Db } from "~/db.server";
import { getConfig } from "~/env.server";
import { attachedFiles, MessageTooComplex, parseMessage } from "./attachments.server";
import { EMAIL_REJECTIONS, MAX_ATTACHMENTS, MAX_EMAIL_BYTES } from "./intake-messages";
import { holdFiles, storeFiles, type IngestOutcome, type Usable } from "./intake-store.server";
import { isFromTrustedSender } from "./sender-check.server";
import { countHeldDocuments, MAX_HELD_DOCUMENTS } from "../documents/held.server";
import { newId } from "../auth/tokens.server";
import { PLAN_LIMIT_MESSAGES } from "../plans/messages";

const HOUR_MS = 60 * 60 * 1000;

export { EMAIL_REJECTIONS, MAX_ATTACHMENTS, MAX_EMAIL_BYTES };
export type { IngestOutcome };

export interface IncomingEmail {
  /** Envelope sender and recipient (MAIL FROM / RCPT TO). */
  from: string;
  to: string;
  raw: ReadableStream<Uint8Array> | ArrayBuffer | Uint8Array;
  rawSize: number;
}

/** The inbox token of `bills+<token>@<domain>`, or null for any other address. */
function inboxTokenOf(recipient: string, inboxDomain: string): string | null {
  const match = /^bills\+([a-z0-9]{4,64})@([^@\s]+)$/i.exec(recipient.trim());
  if (!match || match[2].toLowerCase() !== inboxDomain.toLowerCase()) return null;
  return match[1].toLowerCase();
}

async function readRaw(raw: IncomingEmail["raw"], limit: number): Promise<Uint8Array | null> {
  if (!(raw instanceof ReadableStream)) {
    const bytes = raw instanceof Uint8Array ? raw : new Uint8Array(raw);
    return bytes.byteLength > limit ? null : bytes;
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = raw.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

async function findOwner(db: Db, token: string) {
  const row = await db
    .select({ user: schema.users, subscription: schema.subscriptions })
    .from(schema.users)
    .innerJoin(schema.subscriptions, eq(schema.subscriptions.userId, schema.users.id))
    .where(and(eq(schema.users.inboxToken, token), eq(schema.users.status, "active")))
    .get();
  return row ?? null;
}

/** Messages this inbox took in the last hour, not counting those the cap itself refused. */
async function messagesInLastHour(db: Db, userId: string, now: number): Promise<number> {
  const { ingestedEmails } = schema;
  const [{ n }] = await db
    .select({ n: count() })
    .from(ingestedEmails)
    .where(
      and(
        eq(ingestedEmails.userId, userId),
        gt(ingestedEmails.receivedAt, now - HOUR_MS),
        or(
          isNull(ingestedEmails.rejectReason),
          ne(ingestedEmails.rejectReason, EMAIL_REJECTIONS.tooManyMessages),
        ),
      ),
    )
    .all();
  return n;
}

/** Hashes of files this user already received (stored or held) in a message with this Message-ID. */
async function alreadyReceived(db: Db, userId: string, messageId: string): Promise<Set<string>> {
  const { documents, heldDocuments, ingestedEmails } = schema;
  const [stored, held] = await db.batch([
    db
      .select({ sha256: documents.sha256 })
      .from(documents)
      .innerJoin(ingestedEmails, eq(ingestedEmails.id, documents.ingestedEmailId))
      .where(and(eq(documents.userId, userId), eq(ingestedEmails.messageId, messageId))),
    db
      .select({ sha256: heldDocuments.sha256 })
      .from(heldDocuments)
      .innerJoin(ingestedEmails, eq(ingestedEmails.id, heldDocuments.ingestedEmailId))
      .where(and(eq(heldDocuments.userId, userId), eq(ingestedEmails.messageId, messageId))),
  ]);
  return new Set([...stored, ...held].map((r) => r.sha256));
}

function firstAddress(email: Email | null, envelopeFrom: string): string {
  const from = email?.from;
  return (from && "address" in from && from.address) || envelopeFrom || "unknown";
}

/**
 * The distinct files of the message the owner's plan stores, or the reason it is refused. A file
 * type only Premium stores is left out for a free owner (a GIF logo in a signature must not sink
 * the bill beside it); when it was the only file, the refusal says so (docs/decisions/043).
 */
async function filesOf(email: Email, plan: Plan): Promise<Usable[] | string> {
  const { maxFileBytes } = plan;
  let files;
  try {
    files = await attachedFiles(email);
  } catch (error) {
    if (error instanceof MessageTooComplex) return EMAIL_REJECTIONS.tooComplex;
    throw error;
  }
  const distinct: (Usable & { oversized: boolean })[] = [];
  const premiumOnly = files.find(({ file }) => !acceptsFileType(plan, file.type))?.file.type;
  for (const { bytes, filename, file } of files.filter((f) => acceptsFileType(plan, f.file.type))) {
    const sha256 = await sha256Hex(bytes);
    if (distinct.some((d) => d.sha256 === sha256)) continue;
    distinct.push({
      bytes,
      filename,
      sha256,
      contentType: file.contentType,
      oversized: bytes.byteLength > maxFileBytes,
    });
  }
  if (distinct.length > MAX_ATTACHMENTS) return EMAIL_REJECTIONS.tooManyAttachments;
  const usable = distinct.filter((d) => !d.oversized);
  if (usable.length > 0) return usable;
  if (distinct.length > 0) return EMAIL_REJECTIONS.attachmentsTooLarge(maxFileBytes);
  return premiumOnly
    ? `No usable attachment: ${PLAN_LIMIT_MESSAGES.premiumFileType(premiumOnly)}`
    : EMAIL_REJECTIONS.noAttachment;
}

export async function ingestEmail(
  env: Env,
  message: IncomingEmail,
  now = Date.now(),
): Promise<IngestOutcome> {
  const db = getDb(env);
  const config = getConfig(env);
  const recipient = message.to.trim().toLowerCase().slice(0, 320);
  const token = inboxTokenOf(recipient, config.INBOX_DOMAIN);
  const owner = token ? await findOwner(db, token) : null;
  let parsed: Email | null = null;

  const row = (
    status: "accepted" | "rejected" | "duplicate" | "held",
    extra: { id?: string; rejectReason?: string; rawKey?: string; messageId?: string } = {},
  ) => ({
    id: extra.id ?? newId(),
    userId: owner?.user.id ?? null,
    messageId: (extra.messageId ?? parsed?.messageId ?? null)?.slice(0, 998) ?? null,
    sender: firstAddress(parsed, message.from).slice(0, 320),
    recipient,
    subject: parsed?.subject?.slice(0, 998) ?? null,
    receivedAt: now,
    rawKey: extra.rawKey ?? null,
    status,
    rejectReason: extra.rejectReason ?? null,
  });
  const record = async (...args: Parameters<typeof row>) => {
    const values = row(...args);
    await db.insert(schema.ingestedEmails).values(values);
    return values.id;
  };
  const reject = async (reason: string): Promise<IngestOutcome> => ({
    status: "rejected",
    reason,
    ingestedEmailId: await record("rejected", { rejectReason: reason }),
  });

  if (!owner) return reject(EMAIL_REJECTIONS.unknownAddress);
  if ((await messagesInLastHour(db, owner.user.id, now)) >= config.EMAIL_HOURLY_CAP) {
    return reject(EMAIL_REJECTIONS.tooManyMessages);
  }
  if (message.rawSize > MAX_EMAIL_BYTES) return reject(EMAIL_REJECTIONS.tooLarge);
  const raw = await readRaw(message.raw, MAX_EMAIL_BYTES);
  if (!raw) return reject(EMAIL_REJECTIONS.tooLarge);
  try {
    parsed = await parseMessage(raw);
  } catch (error) {
    if (error instanceof MessageTooComplex) return reject(EMAIL_REJECTIONS.tooComplex);
    throw error;
  }
  if (!parsed) return reject(EMAIL_REJECTIONS.malformed);

  const usable = await filesOf(parsed, planFor(owner.subscription));
  if (typeof usable === "string") return reject(usable);
  // Without a Message-ID the whole message stands in for it, so a resend of the same bytes is still caught.
  const messageId = parsed.messageId ?? `<sha256-${await sha256Hex(raw)}>`;
  const seen = await alreadyReceived(db, owner.user.id, messageId);
  const fresh = usable.filter((u) => !seen.has(u.sha256));
  if (fresh.length === 0)
    return { status: "duplicate", ingestedEmailId: await record("duplicate", { messageId }) };

  const id = newId();
  const rawKey = `users/${owner.user.id}/emails/${id}.eml`;
  if (!(await isFromTrustedSender(env, db, owner.user, parsed))) {
    if ((await countHeldDocuments(db, owner.user.id)) + fresh.length > MAX_HELD_DOCUMENTS) {
      return reject(EMAIL_REJECTIONS.tooManyHeld);
    }
    return holdFiles(env, owner, {
      id,
      rawKey,
      raw,
      files: fresh,
      values: row("held", { id, rawKey, messageId }),
    });
  }

  await env.FILES.put(rawKey, raw, { httpMetadata: { contentType: "message/rfc822" } });
  await record("accepted", { id, rawKey, messageId });
  return storeFiles(env, owner, id, rawKey, fresh, now);
}
