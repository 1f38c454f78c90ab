// What the plan allows now for dispute letters (docs/decisions/046): free, the calendar month's one
// letter, with a watermark; premium, unlimited and without. Read from the usage counter, the same
// one the subscription page shows.
import { planFor } from "#core/plans";
import type { Db } from "~/db.server";
import { planUsage, type UsageOwner } from "../plans/usage.server";

export interface LetterAllowance {
  allowed: boolean;
  watermark: boolean;
  used: number;
  /** null: unlimited. */
  limit: number | null;
}

export async function letterAllowance(db: Db, owner: UsageOwner, now = new Date()): Promise<LetterAllowance> {
  const { dispute_letter: usage } = await planUsage(db, owner, ["dispute_letter"], now);
  return {
    allowed: usage.allowed,
    watermark: !planFor(owner.subscription).features.watermarkFreeLetters,
    used: usage.current,
    limit: usage.limit,
  };
}
