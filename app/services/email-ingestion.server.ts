// Forwarded bills: a message to `bills+<inboxToken>@<INBOX_DOMAIN>` becomes one document per
// pdf/jpg/png attachment in that user's account. Every message leaves an ingested_emails row;
// a refused one is rejected with a reason the sender can act on, and leaves no document behind.
import { and, eq } from "drizzle-orm";
import PostalMime, { type Attachment, type Email } from "postal-mime";
import { detectFileKind, filenameFor } from "#core/documents/magic-bytes";
import { planFor } from "#core/plans";
import { sha256Hex } from "#core/signing";
import { ApiError } from "~/api/http";
import { getDb, schema, type Db } from "~/db.server";
import { getConfig } from "~/env.server";
import { storeDocument } from "./documents.server";
import { newId } from "./tokens.server";

const MB = 1024 * 1024;
/** Cloudflare Email Workers accept messages up to 25 MiB. */
export const MAX_EMAIL_BYTES = 25 * MB;

/** Why a message was refused: the text goes back to the sender in the SMTP rejection. */
export const EMAIL_REJECTIONS = {
  unknownAddress: "Unknown recipient: this address does not belong to a Fairbill account",
  tooLarge: `Message is larger than the ${MAX_EMAIL_BYTES / MB} MB limit`,
  malformed: "Message could not be read: it is not a valid e-mail (MIME) message",
  noAttachment: "No usable attachment: attach the document as a PDF, JPG or PNG file",
  attachmentsTooLarge: (limitBytes: number) =>
    `No usable attachment: every PDF, JPG or PNG attachment is over the ${limitBytes / MB} MB file size limit of your plan`,
  notStored: (detail: string) => `The attachments could not be stored: ${detail}`,
  unexpected: "The message could not be processed. Please try again later.",
} as const;

export interface IncomingEmail {
  /** Envelope sender and recipient (MAIL FROM / RCPT TO). */
  from: string;
  to: string;
  raw: ReadableStream<Uint8Array> | ArrayBuffer | Uint8Array;
  rawSize: number;
}

export type IngestOutcome =
  | { status: "accepted"; ingestedEmailId: string; documentIds: string[] }
  | { status: "duplicate"; ingestedEmailId: string }
  | { status: "rejected"; ingestedEmailId: string; reason: string };

/** A message has at least one of these; bytes without any of them are not an e-mail. */
const MESSAGE_HEADERS = new Set(["from", "date", "subject", "message-id", "content-type", "mime-version"]);

type Usable = { bytes: Uint8Array; filename: string; contentType: string; sha256: string };

/** The inbox token of `bills+<token>@<domain>`, or null for any other address. */
export function inboxTokenOf(recipient: string, inboxDomain: string): string | null {
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

function contentBytes(attachment: Attachment): Uint8Array {
  const { content } = attachment;
  if (typeof content === "string") return new TextEncoder().encode(content);
  return content instanceof Uint8Array ? content : new Uint8Array(content);
}

/** Attachments that can become documents: real pdf/jpg/png bytes, not an image embedded in the HTML body. */
async function usableAttachments(email: Email, maxFileBytes: number) {
  const usable: Usable[] = [];
  let oversized = 0;
  for (const [index, attachment] of email.attachments.entries()) {
    if (attachment.related) continue;
    const bytes = contentBytes(attachment);
    const kind = detectFileKind(bytes);
    if (!kind) continue;
    if (bytes.byteLength > maxFileBytes) {
      oversized += 1;
      continue;
    }
    const sha256 = await sha256Hex(bytes);
    if (usable.some((u) => u.sha256 === sha256)) continue;
    const filename = filenameFor(attachment.filename ?? `attachment-${index + 1}`, kind);
    usable.push({ bytes, sha256, contentType: kind.contentType, filename });
  }
  return { usable, oversized };
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

/** Hashes of files this user already received in a message with this Message-ID. */
async function alreadyReceived(db: Db, userId: string, messageId: string): Promise<Set<string>> {
  const rows = await db
    .select({ sha256: schema.documents.sha256 })
    .from(schema.documents)
    .innerJoin(schema.ingestedEmails, eq(schema.ingestedEmails.id, schema.documents.ingestedEmailId))
    .where(and(eq(schema.documents.userId, userId), eq(schema.ingestedEmails.messageId, messageId)))
    .all();
  return new Set(rows.map((r) => r.sha256));
}

function detailOf(error: unknown): string {
  if (error instanceof ApiError) {
    const detail = error.detail as { message?: unknown } | string;
    if (typeof detail === "string") return detail;
    if (typeof detail?.message === "string") return detail.message;
  }
  return "storage failed";
}

function firstAddress(email: Email | null, envelopeFrom: string): string {
  const from = email?.from;
  return (from && "address" in from && from.address) || envelopeFrom || "unknown";
}

export async function ingestEmail(
  env: Env,
  message: IncomingEmail,
  now = Date.now(),
): Promise<IngestOutcome> {
  const db = getDb(env);
  const recipient = message.to.trim().toLowerCase().slice(0, 320);
  const token = inboxTokenOf(recipient, getConfig(env).INBOX_DOMAIN);
  const owner = token ? await findOwner(db, token) : null;
  let parsed: Email | null = null;

  const record = async (
    status: "accepted" | "rejected" | "duplicate",
    extra: { id?: string; rejectReason?: string; rawKey?: string; messageId?: string } = {},
  ) => {
    const id = extra.id ?? newId();
    await db.insert(schema.ingestedEmails).values({
      id,
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
    return id;
  };
  const reject = async (reason: string): Promise<IngestOutcome> => ({
    status: "rejected",
    reason,
    ingestedEmailId: await record("rejected", { rejectReason: reason }),
  });

  if (!owner) return reject(EMAIL_REJECTIONS.unknownAddress);
  if (message.rawSize > MAX_EMAIL_BYTES) return reject(EMAIL_REJECTIONS.tooLarge);
  const raw = await readRaw(message.raw, MAX_EMAIL_BYTES);
  if (!raw) return reject(EMAIL_REJECTIONS.tooLarge);
  try {
    parsed = await PostalMime.parse(raw);
  } catch {
    return reject(EMAIL_REJECTIONS.malformed);
  }
  if (!parsed.headers.some((h) => MESSAGE_HEADERS.has(h.key))) return reject(EMAIL_REJECTIONS.malformed);

  const maxFileBytes = planFor(owner.subscription).maxFileBytes;
  const { usable, oversized } = await usableAttachments(parsed, maxFileBytes);
  if (usable.length === 0) {
    return reject(
      oversized > 0 ? EMAIL_REJECTIONS.attachmentsTooLarge(maxFileBytes) : EMAIL_REJECTIONS.noAttachment,
    );
  }
  // Without a Message-ID the whole message stands in for it, so a resend of the same bytes is still caught.
  const messageId = parsed.messageId ?? `<sha256-${await sha256Hex(raw)}>`;
  const seen = await alreadyReceived(db, owner.user.id, messageId);
  const fresh = usable.filter((u) => !seen.has(u.sha256));
  if (fresh.length === 0)
    return { status: "duplicate", ingestedEmailId: await record("duplicate", { messageId }) };

  const id = newId();
  const rawKey = `users/${owner.user.id}/emails/${id}.eml`;
  await env.FILES.put(rawKey, raw, { httpMetadata: { contentType: "message/rfc822" } });
  await record("accepted", { id, rawKey, messageId });
  const documentIds: string[] = [];
  let failure: unknown = null;
  for (const file of fresh) {
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
