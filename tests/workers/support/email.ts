// The e-mail intake tests' steps: raw .eml text delivered through the Worker's own email() handler
// as a ForwardableEmailMessage, small multipart messages built in place, inbox owners with an
// allow-list, and what intake stored.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { newId } from "~/services/auth/tokens.server";
import { inboxEmail } from "~/services/auth/users.server";
import worker from "../../../workers/web";
import { call, db, files, schema, signedInUser, type UserOptions } from "../factories";

export const INBOX_DOMAIN = "inbox.fairbill.local";
export const FIXTURE_ADDRESS = "bills+fixturetoken@inbox.fairbill.local";
/** The sender of the committed .eml fixtures. */
export const FIXTURE_SENDER = "pat.doe@example.com";

/** `npm start`'s rule: the From address alone decides (honoured in development and test only). */
export const fromAddressRule = { ...env, EMAIL_SENDER_CHECK: "from-address" } as Env;
/** The production rule, which the Worker uses unless configured otherwise. */
export const authenticationResultsRule = env;

export interface Delivery {
  rejected: string | null;
}

/** Delivers raw message text to `to` through the Worker's email() handler, as Cloudflare would. */
export async function deliver(
  raw: string | Uint8Array,
  to: string,
  options: { from?: string; rawSize?: number; env?: Env } = {},
): Promise<Delivery> {
  const bytes = typeof raw === "string" ? new TextEncoder().encode(raw.replaceAll(FIXTURE_ADDRESS, to)) : raw;
  const delivery: Delivery = { rejected: null };
  const message = {
    from: options.from ?? "pat.doe@example.com",
    to,
    headers: new Headers(),
    raw: new Response(bytes.slice()).body!,
    rawSize: options.rawSize ?? bytes.byteLength,
    setReject(reason: string) {
      delivery.rejected = reason;
    },
    forward: async () => ({ messageId: "forwarded@example.com" }),
    reply: async () => ({ messageId: "replied@example.com" }),
  };
  await worker.email(message as unknown as ForwardableEmailMessage, options.env ?? fromAddressRule);
  return delivery;
}

function base64Lines(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/.{1,76}/g, (line) => `${line}\r\n`);
}

export interface Part {
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

/** A multipart message with the given attachments (base64), like a phone's "share by e-mail". */
export function buildMessage(
  messageId: string,
  subject: string,
  parts: Part[],
  options: { from?: string; headers?: string[] } = {},
): string {
  const boundary = "b-fairbill-test";
  const lines = [
    ...(options.headers ?? []),
    `From: ${options.from ?? `Pat Doe <${FIXTURE_SENDER}>`}`,
    `To: <${FIXTURE_ADDRESS}>`,
    `Subject: ${subject}`,
    `Message-ID: ${messageId}`,
    "MIME-Version: 1.0",
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    "Content-Type: text/plain; charset=utf-8",
    "",
    "See attached.",
  ];
  for (const part of parts) {
    lines.push(
      `--${boundary}`,
      `Content-Type: ${part.contentType}; name="${part.filename}"`,
      `Content-Disposition: attachment; filename="${part.filename}"`,
      "Content-Transfer-Encoding: base64",
      "",
      base64Lines(part.bytes),
    );
  }
  lines.push(`--${boundary}--`, "");
  return lines.join("\r\n");
}

export const ingestedEmailsTo = (recipient: string) =>
  db().select().from(schema.ingestedEmails).where(eq(schema.ingestedEmails.recipient, recipient)).all();

export async function storedKeys(prefix: string): Promise<string[]> {
  const listed = await env.FILES.list({ prefix });
  return listed.objects.map((o) => o.key);
}

/** Mail from this address goes straight into the user's account (the Account page's allow-list). */
export async function allowSender(userId: string, email: string) {
  await db().insert(schema.allowedSenders).values({ id: newId(), userId, email });
}

/**
 * A signed-in user (not yet verified, unless `options` say so) with an inbox address; `allow` puts
 * addresses on their allow-list.
 */
export async function inboxOwner(label: string, allow: string[] = [], options: UserOptions = {}) {
  const signedIn = await signedInUser(label, { verified: false, ...options });
  for (const email of allow) await allowSender(signedIn.user.id, email);
  return { ...signedIn, address: inboxEmail(signedIn.user, INBOX_DOMAIN) };
}

export const heldOf = (userId: string) =>
  db().select().from(schema.heldDocuments).where(eq(schema.heldDocuments.userId, userId)).all();

interface HeldRow {
  id: string;
  original_filename: string;
  sender_email: string;
  email_subject: string | null;
  file_size: number;
}

/** The "from an unknown sender" list of the user with this token. */
export const heldList = async (token: string) =>
  (await (await call("GET", "/api/documents/from-unknown-senders", token)).json()) as HeldRow[];

/** The "recently e-mailed" list of the user with this token. */
export const recentlyEmailed = async (token: string) =>
  (await (await call("GET", "/api/documents/recently-emailed", token)).json()) as {
    original_filename: string;
  }[];

/** The documents counted against the user's plan, over all periods. */
export const usage = async (userId: string) =>
  (
    await db()
      .select({ count: schema.usageCounters.count })
      .from(schema.usageCounters)
      .where(eq(schema.usageCounters.userId, userId))
      .all()
  ).reduce((sum, r) => sum + r.count, 0);

/** A one-PDF message from `from`. */
export const statement = (id: string, from: string, marker = id) =>
  buildMessage(
    `<${id}@example.com>`,
    "Statement",
    [{ filename: "statement.pdf", contentType: "application/pdf", bytes: files.pdfWith(marker) }],
    { from },
  );
