// Placing EOBs on their bills on the server (issue 17, ADR 078): when an EOB has been read, and when
// a bill is created or its lines saved, the matcher of core/documents/related-bill.ts attaches an
// EOB to the one bill it unambiguously belongs to, or suggests the likeliest bill for one click.
// Every query is the user's own; a link the user made is never moved; running it again changes
// nothing. The user's Attach and "Not this bill" are here too.
import { z } from "zod";
import { and, desc, eq, inArray, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import {
  matchBill,
  type BillClues,
  type BillMatch,
  type DocumentClues,
  type LineClue,
} from "#core/documents/related-bill";
import { schema, type Db } from "~/db.server";
import { refreshBill } from "../analysis/refresh.server";
import { toCents } from "#core/bills/money";
import { billDate } from "../bills/sql.server";
import { auditStatement } from "../platform/audit.server";
import { getOwnDocument, requireOwnBill } from "./documents.server";

const { bills, documents, lineItems, auditLog } = schema;

/** The audit entry of a "Not this bill": that bill is never suggested or attached for that EOB again. */
export const DISMISSED_ACTION = "document.bill_suggestion_dismissed";
/** The waiting EOBs one bill change looks at, newest first. */
const WAITING_LIMIT = 50;

const BillIdField = z.string().trim().min(1).max(64);
export const AttachBillSchema = z.object({ bill_id: BillIdField });
export const DismissSuggestionSchema = z.object({ bill_id: BillIdField.optional() });

type Json = Record<string, unknown>;
const record = (v: unknown): Json => (v && typeof v === "object" && !Array.isArray(v) ? (v as Json) : {});

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

/** What the stored reading (or the user's draft) of an EOB says about its bill. */
export function cluesOf(doc: {
  extractedData: unknown;
  userVerifiedData: unknown;
  extractedText: string | null;
}) {
  const extracted = record(doc.extractedData);
  const fields = { ...extracted, ...record(extracted.fields), ...record(doc.userVerifiedData) };
  const items = Array.isArray(fields.line_items) ? fields.line_items.map(record) : [];
  return {
    claimNumber: text(fields.claim_number),
    providerText: [text(fields.provider_name), doc.extractedText].filter(Boolean).join(" ") || null,
    serviceDate: text(fields.service_date) ?? text(fields.service_date_from),
    serviceDateTo: text(fields.service_date_to),
    totalBilledCents: toCents(fields.total_billed),
    lines: items.map((i) => ({
      code: text(i.cpt_code),
      billedCents: toCents(i.billed_amount ?? i.total_charge),
    })),
  } satisfies DocumentClues;
}

/**
 * An EOB's claim number as `cluesOf` reads it (the user's draft, else the reading's fields, else the
 * reading), taken out in SQL: a bill's EOBs' readings are not loaded to learn one number each.
 */
const claimNumberIn = (
  column: typeof documents.extractedData | typeof documents.userVerifiedData,
  path: string,
) => sql`case when json_type(${column}, ${path}) = 'text' then json_extract(${column}, ${path}) end`;
const eobClaimNumber = sql<string | null>`case
  when json_type(${documents.userVerifiedData}, '$.claim_number') is not null
    then ${claimNumberIn(documents.userVerifiedData, "$.claim_number")}
  when json_type(${documents.extractedData}, '$.fields.claim_number') is not null
    then ${claimNumberIn(documents.extractedData, "$.fields.claim_number")}
  else ${claimNumberIn(documents.extractedData, "$.claim_number")} end`;

/** The user's bills with what an EOB is matched on: numbers, provider, date, total, lines, EOBs' claim numbers. */
async function billsToMatch(db: Db, userId: string): Promise<BillClues[]> {
  const [rows, lines, eobs] = await db.batch([
    db
      .select({
        id: bills.id,
        claimNumber: bills.claimNumber,
        accountNumber: bills.accountNumber,
        providerName: bills.providerName,
        date: sql<string>`${billDate}`,
        totalBilledCents: bills.totalBilledCents,
      })
      .from(bills)
      .where(eq(bills.userId, userId)),
    db
      .select({ billId: lineItems.billId, code: lineItems.cptCode, billedCents: lineItems.billedCents })
      .from(lineItems)
      .where(eq(lineItems.userId, userId)),
    db
      .select({ billId: documents.billId, claimNumber: eobClaimNumber })
      .from(documents)
      .where(
        and(eq(documents.userId, userId), eq(documents.documentType, "eob"), isNotNull(documents.billId)),
      ),
  ]);
  const linesOf = new Map<string, LineClue[]>();
  for (const l of lines) linesOf.set(l.billId, [...(linesOf.get(l.billId) ?? []), l]);
  return rows.map((b) => ({
    ...b,
    date: b.date || null,
    lines: linesOf.get(b.id) ?? [],
    eobClaimNumbers: eobs.filter((e) => e.billId === b.id).map((e) => text(e.claimNumber)),
  }));
}

/** The bills the user said "Not this bill" to, per EOB. */
async function dismissedBills(db: Db, userId: string, documentIds: string[]) {
  const rows = documentIds.length
    ? await db
        .select({ documentId: auditLog.subjectId, details: auditLog.details })
        .from(auditLog)
        .where(and(eq(auditLog.action, DISMISSED_ACTION), inArray(auditLog.subjectId, documentIds)))
        .all()
    : [];
  const out = new Map<string, Set<string>>();
  for (const row of rows) {
    const details = record(row.details);
    if (details.userId !== userId || typeof details.billId !== "string") continue;
    out.set(row.documentId, (out.get(row.documentId) ?? new Set()).add(details.billId));
  }
  return out;
}

/** An EOB of the user's the matcher may still place: read, on no bill, never placed by the user. */
const waitingEobs = (userId: string) =>
  and(
    eq(documents.userId, userId),
    eq(documents.documentType, "eob"),
    isNull(documents.billId),
    or(isNull(documents.billMatchedBy), ne(documents.billMatchedBy, "user")),
    or(isNotNull(documents.extractedData), isNotNull(documents.userVerifiedData)),
  );

const waitingColumns = {
  id: documents.id,
  suggestedBillId: documents.suggestedBillId,
  extractedData: documents.extractedData,
  userVerifiedData: documents.userVerifiedData,
  extractedText: documents.extractedText,
};
type WaitingEob = { id: string; suggestedBillId: string | null } & Parameters<typeof cluesOf>[0];

/** Writes the matcher's decision; only what changes is written. */
async function apply(db: Db, userId: string, doc: WaitingEob, match: BillMatch | null) {
  const now = Date.now();
  const own = and(eq(documents.id, doc.id), waitingEobs(userId));
  if (match?.decision === "attach") {
    await db.batch([
      db
        .update(documents)
        .set({ billId: match.billId, billMatchedBy: match.matchedBy, suggestedBillId: null, updatedAt: now })
        .where(own),
      // The EOB changes what the analysis finds: the bill is analysed again.
      db
        .update(bills)
        .set({ needsReanalysis: true })
        .where(and(eq(bills.id, match.billId), eq(bills.userId, userId))),
    ]);
    await refreshBill(db, userId, match.billId);
    return;
  }
  const suggested = match?.billId ?? null;
  if (doc.suggestedBillId !== suggested)
    await db.update(documents).set({ suggestedBillId: suggested, updatedAt: now }).where(own);
}

async function place(db: Db, userId: string, docs: WaitingEob[]) {
  if (docs.length === 0) return [];
  const [candidates, dismissed] = await Promise.all([
    billsToMatch(db, userId),
    dismissedBills(
      db,
      userId,
      docs.map((d) => d.id),
    ),
  ]);
  const placed: { documentId: string; match: BillMatch | null }[] = [];
  for (const doc of docs) {
    const declined = dismissed.get(doc.id);
    const match = matchBill(
      cluesOf(doc),
      candidates.filter((b) => !declined?.has(b.id)),
    );
    await apply(db, userId, doc, match);
    placed.push({ documentId: doc.id, match });
  }
  return placed;
}

/** After an EOB was read: attach it, suggest a bill, or leave it. Null when it is not an EOB waiting. */
export async function placeEob(db: Db, userId: string, documentId: string): Promise<BillMatch | null> {
  const doc = await db
    .select(waitingColumns)
    .from(documents)
    .where(and(eq(documents.id, documentId), waitingEobs(userId)))
    .get();
  if (!doc) return null;
  const [placed] = await place(db, userId, [doc]);
  return placed?.match ?? null;
}

/** After a bill was created or its lines saved: the user's EOBs still waiting for a bill are placed again. */
export async function placeWaitingEobs(db: Db, userId: string) {
  const docs = await db
    .select(waitingColumns)
    .from(documents)
    .where(waitingEobs(userId))
    .orderBy(desc(documents.createdAt))
    .limit(WAITING_LIMIT)
    .all();
  return place(db, userId, docs);
}

/** The user's Attach (or a choice of bill): the document goes on the bill, as the user's link. */
export async function attachToBill(db: Db, userId: string, documentId: string, billId: string) {
  const doc = await getOwnDocument(db, userId, documentId);
  await requireOwnBill(db, userId, billId);
  await db.batch([
    db
      .update(documents)
      .set({ billId, billMatchedBy: "user", suggestedBillId: null, updatedAt: Date.now() })
      .where(and(eq(documents.id, documentId), eq(documents.userId, userId))),
    db
      .update(bills)
      .set({ needsReanalysis: true })
      .where(and(eq(bills.id, billId), eq(bills.userId, userId))),
  ]);
  await refreshBill(db, userId, billId);
  if (doc.billId && doc.billId !== billId) await refreshBill(db, userId, doc.billId);
  return { document_id: documentId, bill_id: billId, bill_matched_by: "user" as const };
}

/**
 * "Not this bill": the suggestion goes, and that bill is not offered for this EOB again. With a
 * bill id, only that suggestion (a second click after the suggestion changed dismisses nothing).
 */
export async function dismissBillSuggestion(db: Db, userId: string, documentId: string, billId?: string) {
  const doc = await getOwnDocument(db, userId, documentId);
  if (doc.suggestedBillId && (billId === undefined || billId === doc.suggestedBillId)) {
    await db.batch([
      db
        .update(documents)
        .set({ suggestedBillId: null, updatedAt: Date.now() })
        .where(and(eq(documents.id, documentId), eq(documents.userId, userId))),
      auditStatement(db, {
        id: `dismiss:${documentId}:${doc.suggestedBillId}`,
        action: DISMISSED_ACTION,
        subjectType: "document",
        subjectId: documentId,
        details: { userId, billId: doc.suggestedBillId },
      }),
    ]);
  }
  const current = billId !== undefined && billId !== doc.suggestedBillId ? doc.suggestedBillId : null;
  return { document_id: documentId, suggested_bill_id: current };
}
