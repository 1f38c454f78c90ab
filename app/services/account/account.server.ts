// The account holder's own settings (ZIP code) and the start of account deletion.
import { eq } from "drizzle-orm";
import { ApiError } from "~/api/http";
import { getDb, schema, type Db } from "~/db.server";
import { auditStatement } from "../platform/audit.server";
import * as gateway from "#core/contracts/gateway";
import { callGateway } from "../platform/gateway.server";

export async function getZipcode(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .select({ zipcode: schema.users.zipcode })
    .from(schema.users)
    .where(eq(schema.users.id, userId))
    .get();
  return row?.zipcode || null;
}

export async function updateZipcode(db: Db, userId: string, zipcode: string): Promise<string> {
  await db.update(schema.users).set({ zipcode, updatedAt: Date.now() }).where(eq(schema.users.id, userId));
  return zipcode;
}

/** Asks the orchestrator to run (or join) the user's deletion workflow. */
export function startDeletionWorkflow(env: Env, userId: string) {
  return callGateway(env, gateway.deleteAccount, { params: { userId } });
}

/**
 * Marks the account as being deleted and signs it out everywhere at once, then starts the
 * workflow. If the gateway is down the request still succeeds: the nightly job starts it later.
 * The request is audited under the user (the purge removes that row; the workflow's own record,
 * which does not name the user, is what stays).
 */
export async function requestAccountDeletion(
  env: Env,
  userId: string,
): Promise<{ workflowStarted: boolean }> {
  const db = getDb(env);
  await db.batch([
    db
      .update(schema.users)
      .set({ status: "deleting", updatedAt: Date.now() })
      .where(eq(schema.users.id, userId)),
    db.delete(schema.sessions).where(eq(schema.sessions.userId, userId)),
    auditStatement(db, {
      id: `account-deletion-requested-${userId}`,
      action: "account.deletion_requested",
      subjectType: "user",
      subjectId: userId,
      createdAt: Date.now(),
    }),
  ]);
  try {
    await startDeletionWorkflow(env, userId);
    return { workflowStarted: true };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.warn("account deletion queued for the nightly retry:", error.status);
    return { workflowStarted: false };
  }
}

/** Accounts marked for deletion whose workflow may never have started (or failed). */
export async function usersAwaitingDeletion(db: Db, limit = 100): Promise<string[]> {
  const rows = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.status, "deleting"))
    .limit(limit)
    .all();
  return rows.map((r) => r.id);
}
