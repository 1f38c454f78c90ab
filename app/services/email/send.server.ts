// The one way the app sends e-mail. With a provider configured it POSTs Resend-style JSON;
// otherwise messages land in the dev outbox (D1), readable at /dev/mailbox outside production.
import { and, desc, eq, sql } from "drizzle-orm";
import { notFound } from "~/api/http";
import { getDb, schema, type Db } from "~/db.server";
import { getConfig } from "~/env.server";
import { newId } from "../auth/tokens.server";

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  userId?: string | null;
}

export interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

/** Raised when a message could not be handed over; callers decide what the user sees (e.g. 503). */
export class EmailDeliveryError extends Error {
  name = "EmailDeliveryError";
}

const PROVIDER_TIMEOUT_MS = 10_000;

export async function sendEmail(
  env: Env,
  message: OutgoingEmail,
): Promise<{ id: string; transport: "provider" | "outbox" }> {
  const config = getConfig(env);
  const providerConfigured = Boolean(config.EMAIL_PROVIDER_URL && config.EMAIL_PROVIDER_API_KEY);
  if (!providerConfigured && config.isProduction) {
    // Never drop a message silently: production without a provider is a configuration error.
    throw new EmailDeliveryError(
      "E-mail provider not configured: set EMAIL_PROVIDER_URL and EMAIL_PROVIDER_API_KEY",
    );
  }
  const transport = providerConfigured ? "provider" : "outbox";
  if (providerConfigured) {
    let response: Response;
    try {
      response = await fetch(config.EMAIL_PROVIDER_URL!, {
        method: "POST",
        headers: {
          authorization: `Bearer ${config.EMAIL_PROVIDER_API_KEY}`,
          "content-type": "application/json",
        },
        body: JSON.stringify({
          from: config.EMAIL_FROM,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        }),
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
    } catch (error) {
      throw new EmailDeliveryError(
        `E-mail provider unreachable: ${error instanceof Error ? error.name : "unknown"}`,
      );
    }
    if (!response.ok) {
      // Status only: the provider's answer may echo the message.
      await response.body?.cancel();
      throw new EmailDeliveryError(`E-mail provider answered ${response.status}`);
    }
    await response.body?.cancel();
  }
  const id = newId();
  await getDb(env)
    .insert(schema.emailOutbox)
    .values({
      id,
      userId: message.userId ?? null,
      to: message.to,
      subject: message.subject,
      // Delivered mail keeps only its envelope: live links and codes must not sit in D1.
      text: transport === "outbox" ? message.text : "[delivered by provider]",
      html: transport === "outbox" ? message.html : "",
      transport,
      createdAt: Date.now(),
    });
  return { id, transport };
}

/** The dev mailbox, newest first; a 404 in production so it never exists there. */
export async function listMailbox(
  env: Env,
  options: { to?: string; limit?: number } = {},
): Promise<MailboxMessage[]> {
  if (getConfig(env).isProduction) throw notFound();
  const t = schema.emailOutbox;
  const rows = await getDb(env)
    .select()
    .from(t)
    .where(and(eq(t.transport, "outbox"), options.to ? eq(t.to, options.to.trim().toLowerCase()) : undefined))
    .orderBy(desc(t.createdAt), desc(sql`rowid`))
    .limit(options.limit ?? 50)
    .all();
  return rows.map((r) => ({
    to: r.to,
    subject: r.subject,
    text: r.text,
    html: r.html,
    created_at: new Date(r.createdAt).toISOString(),
  }));
}

/**
 * Where a lifecycle e-mail (billing, dispute reminders) goes: the account's address and whether it
 * may still be written to (an account being deleted gets nothing). null: no such account.
 */
export async function recipientOf(
  db: Db,
  userId: string,
): Promise<{ email: string; active: boolean } | null> {
  const user = await db
    .select({ email: schema.users.email, status: schema.users.status })
    .from(schema.users)
    .where(eq(schema.users.id, userId))
    .get();
  return user ? { email: user.email, active: user.status === "active" } : null;
}
