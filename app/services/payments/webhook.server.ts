// Provider events in (POST /api/stripe/webhook, and the local checkout page's Pay through the very
// same function): verify the signature on the raw body, record the event id once, find the account
// it is about, and hand it to the account's subscription workflow. Nothing here decides a plan: the
// workflow re-reads the subscription, so the order events arrive in never matters. No provider
// calls, so Stripe gets its 2xx fast; bodies are never logged (docs/decisions/034, 036).
import { and, asc, eq, gt, isNotNull, isNull, lt } from "drizzle-orm";
import type Stripe from "stripe";
import { ApiError } from "~/api/http";
import { getDb, schema, type Db } from "~/db.server";
import { customerOf, linkCustomer, userForCustomer } from "./customers.server";
import { signalSubscription } from "./lifecycle.server";
import { idOf } from "./stripe-provider.server";
import { loadStripe } from "./stripe-sdk.server";

const { processedWebhookEvents: events, users } = schema;

/** Stripe's own default: a signature older than five minutes is a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The events the subscription workflow acts on; any other type is recorded and left alone. */
export const FORWARDED_EVENT_TYPES: ReadonlySet<string> = new Set([
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
]);

export const WEBHOOK_MESSAGES = {
  notConfigured: "Webhooks are not configured: STRIPE_WEBHOOK_SECRET is missing",
  missingSignature: "Missing Stripe-Signature header",
  tooOld: `Webhook timestamp is outside the ${WEBHOOK_TOLERANCE_SECONDS} s tolerance`,
  badSignature: "Webhook signature does not match the payload",
} as const;

export type WebhookOutcome =
  | "forwarded"
  | "already-forwarded"
  | "ignored-type"
  | "unknown-account"
  | "workflow-unavailable";

/** The verified event, or a 400 ApiError that says what was wrong (nothing is written). */
export async function verifyProviderEvent(
  secret: string | undefined,
  rawBody: string | Uint8Array,
  signature: string | null,
): Promise<Stripe.Event> {
  if (!secret) throw new ApiError(503, WEBHOOK_MESSAGES.notConfigured);
  if (!signature) throw new ApiError(400, WEBHOOK_MESSAGES.missingSignature);
  const Sdk = await loadStripe();
  try {
    return await Sdk.webhooks.constructEventAsync(
      rawBody,
      signature,
      secret,
      WEBHOOK_TOLERANCE_SECONDS,
      Sdk.createSubtleCryptoProvider(),
    );
  } catch (error) {
    if (error instanceof Sdk.errors.StripeSignatureVerificationError)
      throw new ApiError(
        400,
        /tolerance/i.test(error.message) ? WEBHOOK_MESSAGES.tooOld : WEBHOOK_MESSAGES.badSignature,
      );
    throw new ApiError(400, WEBHOOK_MESSAGES.badSignature);
  }
}

/** The id when it names an existing account, else null. */
async function existingUser(db: Db, userId: unknown): Promise<string | null> {
  if (typeof userId !== "string" || !userId) return null;
  const row = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).get();
  return row?.id ?? null;
}

/**
 * The account a customer's event is about: the linked one, else the user id the subscription's
 * metadata names, only when that account exists and has no other customer (then it is linked).
 */
async function accountOfCustomer(db: Db, customerId: string | null, metadataUserId: unknown) {
  if (customerId) {
    const linked = await userForCustomer(db, customerId);
    if (linked) return linked;
  }
  const userId = customerId ? await existingUser(db, metadataUserId) : null;
  if (!customerId || !userId) return null;
  const existing = await customerOf(db, userId);
  if (existing && existing !== customerId) return null;
  await linkCustomer(db, userId, customerId);
  return userId;
}

/** Which Fairbill account the event is about, or null (unknown, or a type we do not act on). */
export async function accountOfEvent(db: Db, event: Stripe.Event): Promise<string | null> {
  if (event.type === "checkout.session.completed") {
    const session = event.data.object;
    const userId = await existingUser(db, session.client_reference_id);
    if (!userId) return null;
    const customerId = idOf(session.customer);
    if (customerId) await linkCustomer(db, userId, customerId);
    return userId;
  }
  if (event.type.startsWith("customer.subscription.")) {
    const sub = event.data.object as Stripe.Subscription;
    return accountOfCustomer(db, idOf(sub.customer), sub.metadata?.user_id);
  }
  if (event.type.startsWith("invoice.")) {
    const invoice = event.data.object as Stripe.Invoice;
    const metadata = invoice.parent?.subscription_details?.metadata;
    return accountOfCustomer(db, idOf(invoice.customer), metadata?.user_id);
  }
  return null;
}

/**
 * Signals the workflow and marks the row forwarded. Otherwise the row stays unforwarded:
 * "unavailable" (the gateway is away: try again later) or "refused" (it answered 4xx).
 */
async function forward(
  env: Env,
  db: Db,
  row: { id: string; type: string; userId: string },
): Promise<"ok" | "unavailable" | "refused"> {
  try {
    await signalSubscription(env, row.userId, row.id, row.type);
  } catch (error) {
    return error instanceof ApiError && error.status < 500 ? "refused" : "unavailable";
  }
  await db.update(events).set({ forwardedAt: Date.now() }).where(eq(events.id, row.id)).run();
  return "ok";
}

/**
 * Everything after the signature: one row per event id, the account, the signal. A repeat of a
 * forwarded event does nothing; a repeat of one whose forward failed forwards it now.
 */
export async function recordAndForward(env: Env, event: Stripe.Event): Promise<WebhookOutcome> {
  const db = getDb(env);
  const handled = FORWARDED_EVENT_TYPES.has(event.type);
  await db.insert(events).values({ id: event.id, type: event.type }).onConflictDoNothing().run();
  const row = (await db.select().from(events).where(eq(events.id, event.id)).get())!;
  if (row.forwardedAt !== null) return "already-forwarded";
  if (!handled) return "ignored-type";
  let userId = row.userId;
  if (!userId) {
    userId = await accountOfEvent(db, event);
    if (!userId) return "unknown-account";
    await db.update(events).set({ userId }).where(eq(events.id, event.id)).run();
  }
  const sent = await forward(env, db, { id: row.id, type: row.type, userId });
  return sent === "ok" ? "forwarded" : "workflow-unavailable";
}

/** The webhook: verified (else 400), recorded, forwarded; 503 when the workflow could not be told. */
export async function receiveProviderEvent(
  env: Env,
  rawBody: string | Uint8Array,
  signature: string | null,
): Promise<{ received: true; outcome: Exclude<WebhookOutcome, "workflow-unavailable"> }> {
  const event = await verifyProviderEvent(env.STRIPE_WEBHOOK_SECRET, rawBody, signature);
  const outcome = await recordAndForward(env, event);
  if (outcome === "workflow-unavailable")
    throw new ApiError(503, "The subscription workflow could not be reached; the event is kept for a retry");
  return { received: true, outcome };
}

/** How long the sweep keeps trying a row: Stripe's own retry horizon. */
export const SWEEP_HORIZON_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * Events the workflow has not heard of a minute after they arrived (the gateway was away), for
 * three days; a row the gateway refuses stays for audit without holding up the ones after it.
 */
export async function forwardLeftoverEvents(
  env: Env,
  now = Date.now(),
): Promise<{ forwarded: number; pending: number }> {
  const db = getDb(env);
  const leftovers = await db
    .select({ id: events.id, type: events.type, userId: events.userId })
    .from(events)
    .where(
      and(
        isNull(events.forwardedAt),
        isNotNull(events.userId),
        lt(events.receivedAt, now - 60_000),
        gt(events.receivedAt, now - SWEEP_HORIZON_MS),
      ),
    )
    .orderBy(asc(events.receivedAt))
    .limit(50)
    .all();
  let forwarded = 0;
  for (const row of leftovers) {
    if (!FORWARDED_EVENT_TYPES.has(row.type)) continue;
    const sent = await forward(env, db, { ...row, userId: row.userId! });
    if (sent === "unavailable") break; // the gateway is down: the next run tries again
    if (sent === "ok") forwarded += 1;
  }
  return { forwarded, pending: leftovers.length - forwarded };
}
