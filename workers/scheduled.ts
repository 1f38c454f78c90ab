// Cron (wrangler.toml `17 3 * * *`): thin housekeeping and retries only. Per-entity deadlines are
// Temporal timers, never cron scans.
// Locally: `wrangler dev --test-scheduled`, then `curl "http://127.0.0.1:8787/__scheduled?cron=17+3+*+*+*"`
// (/cdn-cgi/handler/scheduled answers 500 when static assets are configured).
import { lt, or } from "drizzle-orm";
import { getDb, schema, type Db } from "~/db.server";
import { startDeletionWorkflow, usersAwaitingDeletion } from "~/services/account.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Expired sessions, and sign-in codes that expired or were used more than a day ago. */
export async function purgeExpiredCredentials(db: Db, now = Date.now()) {
  const dayAgo = now - DAY_MS;
  const [sessions, codes] = await db.batch([
    db.delete(schema.sessions).where(lt(schema.sessions.expiresAt, now)),
    db
      .delete(schema.authCodes)
      .where(or(lt(schema.authCodes.expiresAt, dayAgo), lt(schema.authCodes.usedAt, dayAgo))),
  ]);
  return { sessions: sessions.meta.changes, authCodes: codes.meta.changes };
}

/** Accounts still marked 'deleting' get their workflow requested again (the gateway joins a running one). */
export async function resumeAccountDeletions(env: Env): Promise<{ requested: number; pending: number }> {
  const userIds = await usersAwaitingDeletion(getDb(env));
  let requested = 0;
  for (const userId of userIds) {
    try {
      await startDeletionWorkflow(env, userId);
      requested += 1;
    } catch {
      break; // the gateway is down: tomorrow's run tries again
    }
  }
  return { requested, pending: userIds.length - requested };
}

export async function handleScheduled(_cron: string, env: Env): Promise<void> {
  const purged = await purgeExpiredCredentials(getDb(env));
  const deletions = await resumeAccountDeletions(env);
  console.log("cron:", JSON.stringify({ purged, deletions }));
}
