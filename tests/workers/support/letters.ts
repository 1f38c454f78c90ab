// Dispute letters as the /internal tests start from them: a letter row as the generate request
// writes it (with its month's use counted), the body the workflow files a PDF with, and reads.
import { and, eq } from "drizzle-orm";
import { newId } from "~/services/auth/tokens.server";
import { db, schema } from "../factories";
import { TINY_PDF_BASE64 } from "./dispute-workflow";

let keys = 0;
/** A fresh idempotency key per write (a repeated key would answer the stored reply). */
export const key = () => `letters-${Date.now()}-${++keys}`;

/** A letter row as the generate request writes it (the tests start from there). */
export async function requestedLetter(userId: string, billId: string, options: Record<string, unknown> = {}) {
  const id = newId();
  const month = new Date().toISOString().slice(0, 7);
  await db().batch([
    db()
      .insert(schema.disputeLetters)
      .values({
        id,
        userId,
        billId,
        status: "requested",
        watermarked: true,
        freeMonth: month,
        options: { include_opportunities: true, ...options },
      }),
    db().insert(schema.usageCounters).values({ userId, kind: "dispute_letter", period: month, count: 1 }),
  ]);
  return id;
}
export const letterOf = (id: string) =>
  db().select().from(schema.disputeLetters).where(eq(schema.disputeLetters.id, id)).get();
export const used = async (userId: string) =>
  (
    await db()
      .select({ count: schema.usageCounters.count })
      .from(schema.usageCounters)
      .where(and(eq(schema.usageCounters.userId, userId), eq(schema.usageCounters.kind, "dispute_letter")))
      .get()
  )?.count ?? 0;

export const fileBody = (userId: string) => ({
  userId,
  filename: "dispute-letter.pdf",
  contentBase64: TINY_PDF_BASE64,
  pages: 1,
  letterContent: "Re: account",
  opportunitiesCount: 2,
  potentialSavings: 125.5,
});
