// GET /bills/{id}/disputes: the bill's letters, newest first, with their milestones and the
// deadlines the dispute workflow keeps. A bill that is not the user's answers the spec's 404.
import { and, desc, eq } from "drizzle-orm";
import { DISPUTE_MESSAGES } from "#core/disputes/messages";
import type { DisputeSummary } from "#core/disputes/schemas";
import { notFound } from "~/api/http";
import { schema, type Db } from "~/db.server";
import { disputeSummary } from "./letters.server";

const { bills, disputeLetters } = schema;

export async function listDisputes(db: Db, userId: string, billId: string): Promise<DisputeSummary[]> {
  const [bill, letters] = await db.batch([
    db
      .select({ id: bills.id })
      .from(bills)
      .where(and(eq(bills.id, billId), eq(bills.userId, userId))),
    db
      .select()
      .from(disputeLetters)
      .where(and(eq(disputeLetters.billId, billId), eq(disputeLetters.userId, userId)))
      .orderBy(desc(disputeLetters.createdAt), desc(disputeLetters.id)),
  ]);
  if (!bill[0]) throw notFound(DISPUTE_MESSAGES.billNotFound);
  return letters.map(disputeSummary);
}
