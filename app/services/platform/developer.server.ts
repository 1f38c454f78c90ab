// The developer-only 'Activate Premium' action of /debug (spec 001 §2): development and test only,
// from loopback only (dev-tools.server.ts).
import { eq } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import { requireDevToolsPage } from "./dev-tools.server";

/** Sets the caller's own subscription to premium/active; a 404 wherever developer tools do not exist. */
export async function activatePremiumForDeveloper(env: Env, request: Request, userId: string): Promise<void> {
  requireDevToolsPage(env, request);
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
