// An account nobody has verified yet belongs to whoever proves they read its mailbox. Anyone can
// register someone else's address with a password; when the owner later proves the mailbox (the
// verification link, a magic link or code, Google), that password and every session and API token
// made with it end in the same batch (docs/decisions/011-account-claims-and-url-tokens.md).
import { eq } from "drizzle-orm";
import { schema, type Db } from "~/db.server";
import { auditStatement } from "../platform/audit.server";

type UserRow = typeof schema.users.$inferSelect;
type UserChanges = Partial<Pick<UserRow, "googleSubject">>;

export type MailboxProof = "verify_link" | "magic_link" | "magic_code" | "google";

export interface MailboxProofResult {
  user: UserRow;
  /** True when the proof took the account over: password removed, every session ended. */
  claimed: boolean;
}

/**
 * Records that the account's mailbox was proven. `provenByHolder` says the request carries a live
 * session of this very account: for an unverified account that session came from its password, so
 * the same person proved both and nothing is taken away. Otherwise an unverified account is claimed.
 */
export async function settleMailboxProof(
  db: Db,
  user: UserRow,
  options: { method: MailboxProof; provenByHolder: boolean; changes?: UserChanges },
): Promise<MailboxProofResult> {
  const now = Date.now();
  const changes = options.changes ?? {};
  const users = schema.users;
  if (user.isVerified) {
    if (Object.keys(changes).length)
      await db
        .update(users)
        .set({ ...changes, updatedAt: now })
        .where(eq(users.id, user.id));
    return { user: { ...user, ...changes }, claimed: false };
  }
  const subject = { subjectType: "user", subjectId: user.id, createdAt: now };
  if (options.provenByHolder) {
    await db.batch([
      db
        .update(users)
        .set({ ...changes, isVerified: true, updatedAt: now })
        .where(eq(users.id, user.id)),
      auditStatement(db, { ...subject, action: "user.email_verified", details: { method: options.method } }),
    ]);
    return { user: { ...user, ...changes, isVerified: true }, claimed: false };
  }
  await db.batch([
    db
      .update(users)
      .set({ ...changes, isVerified: true, passwordHash: null, updatedAt: now })
      .where(eq(users.id, user.id)),
    db.delete(schema.sessions).where(eq(schema.sessions.userId, user.id)),
    auditStatement(db, {
      ...subject,
      action: "auth.account_claimed",
      details: { method: options.method, had_password: Boolean(user.passwordHash) },
    }),
  ]);
  return { user: { ...user, ...changes, isVerified: true, passwordHash: null }, claimed: true };
}
