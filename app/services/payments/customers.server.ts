// Which provider customer is whose: the one link between a Fairbill account and the payment
// provider (subscriptions.stripe_customer_id). Set when a checkout completes (webhook or the
// return page, whichever comes first); events about a customer find their account through it.
import { eq } from "drizzle-orm";
import { schema, type Db } from "~/db.server";

const { subscriptions } = schema;

/** Records the account's customer; the entitlement columns are left to the workflow. */
export async function linkCustomer(db: Db, userId: string, customerId: string): Promise<void> {
  await db
    .insert(subscriptions)
    .values({ userId, stripeCustomerId: customerId })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { stripeCustomerId: customerId } })
    .run();
}

export async function customerOf(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .select({ customerId: subscriptions.stripeCustomerId })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .get();
  return row?.customerId ?? null;
}

export async function userForCustomer(db: Db, customerId: string): Promise<string | null> {
  const row = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.stripeCustomerId, customerId))
    .get();
  return row?.userId ?? null;
}
