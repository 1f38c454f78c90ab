// The developer-only 'Activate Premium' action of /debug (spec 001 §2); never in production.
import { eq } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import { getConfig } from "~/env.server";

export const ACTIVATE_PREMIUM_REFUSED =
  "Activate Premium is a developer tool and is not available in production.";

/** Sets the caller's own subscription to premium/active; a 403 in production. */
export async function activatePremiumForDeveloper(env: Env, userId: string): Promise<void> {
  if (getConfig(env).isProduction)
    throw new Response(ACTIVATE_PREMIUM_REFUSED, { status: 403, statusText: "Forbidden" });
  const now = Date.now();
  await getDb(env)
    .insert(schema.subscriptions)
    .values({ userId, tier: "premium", status: "active", plan: "monthly", updatedAt: now })
    .onConflictDoUpdate({
      target: schema.subscriptions.userId,
      set: { tier: "premium", status: "active", plan: "monthly", updatedAt: now },
    });
}

export async function sessionExpiresAt(env: Env, sessionId: string): Promise<number | null> {
  const row = await getDb(env)
    .select({ expiresAt: schema.sessions.expiresAt })
    .from(schema.sessions)
    .where(eq(schema.sessions.id, sessionId))
    .get();
  return row?.expiresAt ?? null;
}
