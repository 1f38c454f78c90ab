// Cron (wrangler.toml `*/5 * * * *`): thin housekeeping and retries only. Per-entity deadlines are
// Temporal timers, never cron scans.
// Locally: `wrangler dev --test-scheduled`, then `curl "http://127.0.0.1:8787/__scheduled?cron=*/5+*+*+*+*"`
// (/cdn-cgi/handler/scheduled answers 500 when static assets are configured).
import { and, inArray, lt, or } from "drizzle-orm";
import { logError } from "#core/error-log";
import { getDb, schema, type Db } from "~/db.server";
import { startDeletionWorkflow, usersAwaitingDeletion } from "~/services/account/account.server";
import { queuedDocuments, requestProcessing } from "~/services/documents/documents.server";
import { forwardLeftoverEvents } from "~/services/payments/webhook.server";

const DAY_MS = 24 * 60 * 60 * 1000;
export const REJECTED_EMAIL_DAYS = 30;

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

/** Refused (and fully discarded) e-mails are kept 30 days for support questions, then deleted. */
export async function purgeRejectedEmails(db: Db, now = Date.now()): Promise<number> {
  const { ingestedEmails } = schema;
  const removed = await db
    .delete(ingestedEmails)
    .where(
      and(
        inArray(ingestedEmails.status, ["rejected", "discarded"]),
        lt(ingestedEmails.receivedAt, now - REJECTED_EMAIL_DAYS * DAY_MS),
      ),
    )
    .run();
  return removed.meta.changes;
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

/** Documents still queued a minute after upload: the gateway was away, so their workflow is asked for again. */
export async function resumeQueuedDocuments(
  env: Env,
  now = Date.now(),
): Promise<{ requested: number; pending: number }> {
  const queued = await queuedDocuments(getDb(env), now);
  let requested = 0;
  for (const doc of queued) {
    if (!(await requestProcessing(env, doc, { resume: true }))) break; // the gateway is down: the next run tries again
    requested += 1;
  }
  return { requested, pending: queued.length - requested };
}

/** One housekeeping step; a failure is logged as a summary (never SQL values) and the others still run. */
async function step<T>(name: string, run: () => Promise<T>): Promise<T | { failed: string }> {
  try {
    return await run();
  } catch (error) {
    return { failed: logError(`cron ${name}`, error) };
  }
}

export async function handleScheduled(_cron: string, env: Env): Promise<void> {
  const purged = await step("purge", () => purgeExpiredCredentials(getDb(env)));
  const rejectedEmails = await step("rejected e-mails", () => purgeRejectedEmails(getDb(env)));
  const deletions = await step("deletions", () => resumeAccountDeletions(env));
  const documents = await step("documents", () => resumeQueuedDocuments(env));
  // Payment events the gateway missed (it was away when the webhook came): forwarded now.
  const paymentEvents = await step("payment events", () => forwardLeftoverEvents(env));
  console.log("cron:", JSON.stringify({ purged, rejectedEmails, deletions, documents, paymentEvents }));
}
