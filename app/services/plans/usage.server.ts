// Plan usage, the one way to ask it: for each usage kind, what the user's plan allows and what the
// counters hold for the current period (docs/decisions/002-plan-limits.md). The guards, the
// dashboard's upload quota, the subscription page and the API all read it.
import { and, eq, inArray, sql } from "drizzle-orm";
import { checkUsageAgainst, planFor, usagePeriod, type UsageCheck, type UsageKind } from "#core/plans";
import { schema, type Db } from "~/db.server";
import type { SignedIn } from "../auth/session.server";

const { usageCounters } = schema;

/** Whose usage: the user's id and the subscription that picks the plan. */
export type UsageOwner = Pick<SignedIn, "user" | "subscription">;

/** Each asked kind's use in the period that contains `now`, against the plan's limit; one query. */
export async function planUsage<K extends UsageKind>(
  db: Db,
  owner: UsageOwner,
  kinds: readonly K[],
  now = new Date(),
): Promise<Record<K, UsageCheck>> {
  const plan = planFor(owner.subscription);
  const periods = kinds.map((kind) => usagePeriod(kind, plan, now));
  const rows = await db
    .select({ kind: usageCounters.kind, period: usageCounters.period, count: usageCounters.count })
    .from(usageCounters)
    .where(
      and(
        eq(usageCounters.userId, owner.user.id),
        inArray(usageCounters.kind, [...kinds]),
        inArray(usageCounters.period, [...new Set(periods)]),
      ),
    )
    .all();
  const usage = {} as Record<K, UsageCheck>;
  kinds.forEach((kind, i) => {
    const current = rows.find((r) => r.kind === kind && r.period === periods[i])?.count ?? 0;
    usage[kind] = checkUsageAgainst(plan, kind, current);
  });
  return usage;
}

/** The statement that counts one use; run it in the same batch as the write it pays for. */
export function recordUsageStatement(db: Db, owner: UsageOwner, kind: UsageKind, now = new Date()) {
  return countUsageStatement(db, owner.user.id, kind, usagePeriod(kind, planFor(owner.subscription), now));
}

/** The same for a period already worked out (a batch built before the owner is at hand). */
export function countUsageStatement(db: Db, userId: string, kind: UsageKind, period: string) {
  return db
    .insert(usageCounters)
    .values({ userId, kind, period, count: 1 })
    .onConflictDoUpdate({
      target: [usageCounters.userId, usageCounters.kind, usageCounters.period],
      set: { count: sql`${usageCounters.count} + 1` },
    });
}
