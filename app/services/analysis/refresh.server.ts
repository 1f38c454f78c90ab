// What follows a change to a bill (created, edited, lines added or removed, an EOB linked): its
// figures and its analysis, computed once and stored on the bill, so every screen (vault, detail,
// Explainer, editor, Summary) reads the same numbers and the vault's savings are there without
// opening each Summary (ADR 022, ADR 023). Idempotent: running it twice stores the same thing.
import { and, eq, sql } from "drizzle-orm";
import { AnalysisInputError, analyzeBill, billFigures, type AnalysisResult } from "#core/analysis";
import { schema, type Db } from "~/db.server";
import { getBill } from "../bills/detail.server";
import { recomputeTotalsStatement } from "../bills/sql.server";
import { followNewestDecision } from "#core/bills/reconciled-eob";
import { analysisDocumentsQuery, readDocuments } from "./documents.server";
import { referenceLookupsFrom, referenceQueries } from "./lookups.server";
import { toAnalysisBill } from "./bill-analysis.server";

const { bills, lineItems, users } = schema;

/**
 * Completes the bill's lines with its EOB's allowed and paid amounts (only where a line has none of
 * its own, or has an earlier EOB's that a newer decision replaced: ADR 079), recomputes its totals, runs the billing-error analysis and stores its savings. Scoped to
 * the owner: another user's bill id changes nothing. Never throws for a bill the engine cannot read.
 */
export async function refreshBill(
  db: Db,
  userId: string,
  billId: string,
  now = new Date(),
): Promise<AnalysisResult | null> {
  try {
    return await refresh(db, userId, billId, now);
  } catch (error) {
    if (error instanceof AnalysisInputError) return null;
    // The change itself is saved; the bill keeps needs_reanalysis and the next change retries.
    console.warn("bill analysis deferred:", error instanceof Error ? error.name : "unknown");
    return null;
  }
}

async function refresh(db: Db, userId: string, billId: string, now: Date) {
  const [detail, owner] = await Promise.all([
    getBill(db, userId, billId),
    db.select({ zipcode: users.zipcode }).from(users).where(eq(users.id, userId)).get(),
  ]);
  if (!detail) return null;
  const options = { zipcode: owner?.zipcode ?? null, bill: toAnalysisBill(detail) };
  const [documentRows, ...referenceRows] = await db.batch([
    analysisDocumentsQuery(db, userId, billId),
    ...referenceQueries(db, options),
  ]);
  const read = readDocuments(options.bill, documentRows);
  // Amounts an earlier EOB filled in follow a newer decision (a corrected claim, a second plan).
  const { bill, changed } = read.reconciliation
    ? followNewestDecision(read.bill, read.reconciliation)
    : { bill: read.bill, changed: new Set<string>() };
  const figures = billFigures(bill);
  const result = analyzeBill(bill, referenceLookupsFrom(options, referenceRows), { now });
  const stamp = now.getTime();
  const followed = figures.lines
    .filter((l) => changed.has(l.id))
    .map((l) =>
      db
        .update(lineItems)
        .set({ allowedCents: l.allowedCents, paidCents: l.paidCents })
        .where(and(eq(lineItems.id, l.id), eq(lineItems.billId, billId), eq(lineItems.userId, userId))),
    );
  const fills = figures.lines
    .filter((l) => l.fromEob && !changed.has(l.id))
    .map((l) =>
      db
        .update(lineItems)
        .set({
          // Only the empty ones: an amount the user typed stays theirs.
          allowedCents: orKeep(lineItems.allowedCents, l.allowedCents),
          paidCents: orKeep(lineItems.paidCents, l.paidCents),
        })
        .where(and(eq(lineItems.id, l.id), eq(lineItems.billId, billId), eq(lineItems.userId, userId))),
    );
  const own = and(eq(bills.id, billId), eq(bills.userId, userId));
  await db.batch([
    db
      .update(bills)
      .set({ potentialSavingsCents: Math.round(result.total_potential_savings * 100), lastAnalyzedAt: stamp })
      .where(own),
    ...fills,
    ...followed,
    // Allowed and paid follow the filled lines; the billed total is the edit paths' to change.
    recomputeTotalsStatement(db, userId, billId, stamp, { keepBilled: true }),
    // Last: the totals statement flags an analysed bill; this analysis already read the change.
    db.update(bills).set({ needsReanalysis: false }).where(own),
  ]);
  return result;
}

/** The column's own value when it has one, else the EOB's. */
const orKeep = (column: typeof lineItems.allowedCents | typeof lineItems.paidCents, value: number | null) =>
  value === null ? column : sql<number>`coalesce(${column}, ${value})`;

/** Refreshes each of the user's bills that a change touched (e.g. the bills an EOB was linked to). */
export async function refreshBills(db: Db, userId: string, billIds: (string | null | undefined)[]) {
  for (const id of new Set(billIds.filter((b): b is string => !!b))) await refreshBill(db, userId, id);
}
