// What the subscription workflow asks of the Worker through /internal (core/contracts/internal-billing.ts,
// docs/decisions/037-subscription-workflow.md): the provider's subscription as it is now, the D1 copy
// of the entitlement, cancelling at once when the account is deleted.
import { eq } from "drizzle-orm";
import type { Entitlement } from "#core/contracts/internal-billing";
import { currentSubscription, type SubscriptionSnapshot } from "#core/payments/provider";
import { schema, type Db } from "~/db.server";
import { customerOf } from "./customers.server";
import { paymentProvider } from "./provider.server";

const { subscriptions, users } = schema;

/** Statuses the provider can still charge: account deletion cancels these at once. */
const CHARGEABLE = new Set(["active", "trialing", "past_due", "unpaid", "incomplete", "paused"]);

export async function accountExists(db: Db, userId: string): Promise<boolean> {
  const row = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).get();
  return Boolean(row);
}

/** The user's customer and the subscription that decides their plan, read from the provider now. */
export async function readBilling(
  env: Env,
  db: Db,
  userId: string,
): Promise<{ customerId: string | null; subscription: SubscriptionSnapshot | null }> {
  const customerId = await customerOf(db, userId);
  if (!customerId) return { customerId: null, subscription: null };
  const list = await paymentProvider(env).listSubscriptions(customerId);
  // Only this user's subscriptions decide (metadata user id, where the provider has it).
  const own = list.filter((s) => s.userId === null || s.userId === userId);
  return { customerId, subscription: currentSubscription(own) };
}

const FIELDS = [
  "tier",
  "status",
  "plan",
  "cancelAtPeriodEnd",
  "currentPeriodEnd",
  "providerStatus",
  "graceEndsAt",
  "stripeSubscriptionId",
] as const satisfies readonly (keyof Entitlement)[];

/**
 * Writes the entitlement onto the user's subscriptions row (made when missing); `changed` is false
 * when the row already said all of it, `previousTier` what it said before.
 */
export async function writeEntitlement(
  db: Db,
  userId: string,
  entitlement: Entitlement,
  now = Date.now(),
): Promise<{ changed: boolean; previousTier: Entitlement["tier"] }> {
  const row = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).get();
  const previousTier = row?.tier ?? "free";
  if (row && FIELDS.every((f) => row[f] === entitlement[f])) return { changed: false, previousTier };
  const values = { ...entitlement, updatedAt: now };
  await db
    .insert(subscriptions)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: subscriptions.userId, set: values })
    .run();
  return { changed: true, previousTier };
}

/** Account deletion: every subscription of the user's customer that could still charge, cancelled now. */
export async function cancelBillingNow(env: Env, db: Db, userId: string): Promise<{ canceled: number }> {
  const customerId = await customerOf(db, userId);
  if (!customerId) return { canceled: 0 };
  const provider = paymentProvider(env);
  const live = (await provider.listSubscriptions(customerId)).filter((s) => CHARGEABLE.has(s.status));
  for (const sub of live) await provider.cancelNow(sub.subscriptionId);
  return { canceled: live.length };
}
