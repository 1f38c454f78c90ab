// The rules a bill made by Smart Capture meets, the same as the manual form's (001 §6): a verified
// e-mail (403 with the spec's words) and the plan's bill uploads (402 USAGE_LIMIT_EXCEEDED).
import { eq } from "drizzle-orm";
import { BILL_MESSAGES } from "#core/bills/messages";
import { ApiError } from "~/api/http";
import { schema, type Db } from "~/db.server";
import { requireUsage } from "../plans/limits.server";
import type { UsageOwner } from "../plans/usage.server";
import { billIdForDocument } from "../bills/from-document.server";

const { users, subscriptions } = schema;

/**
 * Refuses, before anything is written, the save of a medical bill document that would make a new
 * bill the user may not make. A document whose bill already exists passes: saving it again makes nothing.
 */
export async function requireMayCreateBillFrom(db: Db, userId: string, documentId: string, now = new Date()) {
  if (await billIdForDocument(db, userId, documentId)) return;
  const [user, subscription] = await Promise.all([
    db.select().from(users).where(eq(users.id, userId)).get(),
    db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).get(),
  ]);
  if (!user?.isVerified) throw new ApiError(403, BILL_MESSAGES.emailVerificationRequired);
  // No subscription row reads as the free plan (planFor).
  const owner: UsageOwner = { user, subscription: subscription as UsageOwner["subscription"] };
  await requireUsage(db, owner, "bill_upload", BILL_MESSAGES.usageLimit, now);
}
