// The plan guards an action passes before it writes: premium-only features and usage limits.
import type { UsageCheck, UsageKind } from "#core/plans";
import { ApiError } from "~/api/http";
import type { Db } from "~/db.server";
import type { SignedIn } from "../auth/session.server";
import { planUsage, type UsageOwner } from "./usage.server";

/** 403 for free users; the message is the feature's own spec wording. */
export function requirePremium(
  signedIn: SignedIn,
  message = "This feature requires a premium subscription.",
): void {
  if (!signedIn.premium) throw new ApiError(403, message);
}

/**
 * Throws 402 with `{error: 'USAGE_LIMIT_EXCEEDED', message, usage}` when the limit is reached; the
 * message is the feature's spec wording, given the limit when it names it.
 */
export async function requireUsage(
  db: Db,
  owner: UsageOwner,
  kind: UsageKind,
  message: string | ((limit: number) => string),
  now = new Date(),
): Promise<UsageCheck> {
  const { [kind]: usage } = await planUsage(db, owner, [kind], now);
  if (!usage.allowed) {
    const text = typeof message === "string" ? message : message(usage.limit ?? 0);
    throw new ApiError(402, { error: "USAGE_LIMIT_EXCEEDED", message: text, usage });
  }
  return usage;
}
