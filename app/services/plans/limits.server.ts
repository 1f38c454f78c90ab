import { and, eq, sql } from "drizzle-orm";
import { checkUsageAgainst, planFor, usagePeriod, type UsageCheck, type UsageKind } from "#core/plans";
import { ApiError } from "~/api/http";
import { schema, type Db } from "~/db.server";
import type { SignedIn } from "../auth/session.server";

/** 403 for free users; the message is the feature's own spec wording. */
export function requirePremium(
  signedIn: SignedIn,
  message = "This feature requires a premium subscription.",
): void {
  if (!signedIn.premium) throw new ApiError(403, message);
}

/** How much of a plan limit the user has used in the current period. */
export async function checkUsage(
  db: Db,
  signedIn: SignedIn,
  kind: UsageKind,
  now = new Date(),
): Promise<UsageCheck> {
  const plan = planFor(signedIn.subscription);
  const row = await db
    .select({ count: schema.usageCounters.count })
    .from(schema.usageCounters)
    .where(
      and(
        eq(schema.usageCounters.userId, signedIn.user.id),
        eq(schema.usageCounters.kind, kind),
        eq(schema.usageCounters.period, usagePeriod(kind, plan, now)),
      ),
    )
    .get();
  return checkUsageAgainst(plan, kind, row?.count ?? 0);
}

/** Throws 402 with `{error: 'USAGE_LIMIT_EXCEEDED', message}` when the limit is reached. */
export async function requireUsage(
  db: Db,
  signedIn: SignedIn,
  kind: UsageKind,
  message: string,
): Promise<UsageCheck> {
  const usage = await checkUsage(db, signedIn, kind);
  if (!usage.allowed) throw new ApiError(402, { error: "USAGE_LIMIT_EXCEEDED", message, usage });
  return usage;
}

/** The statement that counts one use; run it in the same batch as the write it pays for. */
export function recordUsageStatement(db: Db, signedIn: SignedIn, kind: UsageKind, now = new Date()) {
  const period = usagePeriod(kind, planFor(signedIn.subscription), now);
  return db
    .insert(schema.usageCounters)
    .values({ userId: signedIn.user.id, kind, period, count: 1 })
    .onConflictDoUpdate({
      target: [schema.usageCounters.userId, schema.usageCounters.kind, schema.usageCounters.period],
      set: { count: sql`${schema.usageCounters.count} + 1` },
    });
}
