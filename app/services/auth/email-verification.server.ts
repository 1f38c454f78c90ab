// The verification link of the sign-up e-mail. Opened in the browser that holds one of the
// account's own sessions (the registration's), it simply verifies. Anywhere else it is a claim of a
// never-verified account: the password is removed and every session ends, unless the person also
// types that password (docs/decisions/011-account-claims-and-url-tokens.md).
import { and, eq } from "drizzle-orm";
import { ApiError } from "~/api/http";
import { schema, type Db } from "~/db.server";
import { settleMailboxProof } from "./account-claim.server";
import { consumeLinkToken } from "./codes.server";
import { AUTH } from "./messages";
import { signInWithPassword, type Client } from "./sign-in.server";
import { hashToken } from "./tokens.server";
import { findUserById } from "./users.server";

type UserRow = typeof schema.users.$inferSelect;

export type VerifyTokenState = { state: "invalid" } | { state: "used" | "expired" | "valid"; user: UserRow };

/** What a verification token points at, without using it up. */
export async function inspectVerifyToken(db: Db, token: string): Promise<VerifyTokenState> {
  if (!token || token.length > 200) return { state: "invalid" };
  const t = schema.authCodes;
  const row = await db
    .select()
    .from(t)
    .where(and(eq(t.tokenHash, await hashToken(token)), eq(t.kind, "verify_email")))
    .get();
  const user = row?.userId ? await findUserById(db, row.userId) : undefined;
  if (!row || !user || user.email !== row.email) return { state: "invalid" };
  if (row.usedAt !== null) return { state: "used", user };
  return { state: row.expiresAt <= Date.now() ? "expired" : "valid", user };
}

/** Whether opening this link would take the account over (and so must be confirmed first). */
export function wouldClaim(inspected: VerifyTokenState, holderId: string | null): boolean {
  return inspected.state === "valid" && !inspected.user.isVerified && inspected.user.id !== holderId;
}

export interface VerifyProof {
  /** The user id of a live session this request carries (cookie or bearer), if any. */
  holderId: string | null;
  /** The account's password, typed on the confirmation page to keep it. */
  password?: string | null;
  /** A mail scanner may have opened the link first: an already verified account still reads as success. */
  acceptUsedIfVerified?: boolean;
  client: Client;
}

/**
 * Marks the token's account verified; every token failure is the spec's one 400 message.
 * `claimed` is true when the account's password was removed and its sessions ended.
 */
export async function verifyEmail(
  env: Env,
  db: Db,
  token: string,
  proof: VerifyProof,
): Promise<{ user: UserRow; claimed: boolean }> {
  const inspected = await inspectVerifyToken(db, token);
  if (inspected.state === "invalid" || inspected.state === "expired")
    throw new ApiError(400, AUTH.verificationFailed);
  const { user } = inspected;
  if (inspected.state === "used") {
    if (proof.acceptUsedIfVerified && user.isVerified) return { user, claimed: false };
    throw new ApiError(400, AUTH.verificationFailed);
  }
  let provenByHolder = proof.holderId === user.id;
  if (!provenByHolder && !user.isVerified && proof.password) {
    try {
      await signInWithPassword(env, db, user.email, proof.password, proof.client);
      provenByHolder = true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401)
        throw new ApiError(400, AUTH.verifyPasswordWrong);
      throw error;
    }
  }
  const used = await consumeLinkToken(db, "verify_email", token);
  if (!used.ok) throw new ApiError(400, AUTH.verificationFailed);
  return settleMailboxProof(db, user, { method: "verify_link", provenByHolder });
}
