// A bill and its EOBs (issue 17, ADR 078): whether its patient is on one of the user's insurance
// policies (for "Wait for the EOB"), and the EOBs the matcher suggests for it, for one click.
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { schema, type Db } from "~/db.server";

const { documents, ingestedEmails } = schema;

/**
 * 1 when the bill's patient is covered by one of its owner's policies: its family member, or for a
 * bill without one the account holder (the 'self' member, whom policies list like any member).
 * Spelled out with "bills" qualified, as the list's other subqueries are (sql.server.ts).
 */
export const coveredByPolicy = sql<number>`exists (select 1 from insurance_policy_members ipm
  join family_members fm on fm.id = ipm.family_member_id and fm.user_id = ipm.user_id
  where ipm.user_id = "bills"."user_id"
    and (ipm.family_member_id = "bills"."family_member_id"
      or ("bills"."family_member_id" is null and fm.relationship = 'self')))`;

export interface SuggestedEobJson {
  id: string;
  /** The insurer as read from the EOB, when it was. */
  insurance_company: string | null;
  service_date: string | null;
  received_at: string;
}

type Json = Record<string, unknown>;
const record = (v: unknown): Json => (v && typeof v === "object" && !Array.isArray(v) ? (v as Json) : {});
const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);

/** The user's EOBs on no bill yet whose suggested bill is this one (usable inside a batch). */
export function suggestedEobsQuery(db: Db, userId: string, billId: string) {
  return db
    .select({
      id: documents.id,
      extractedData: documents.extractedData,
      userVerifiedData: documents.userVerifiedData,
      createdAt: documents.createdAt,
      receivedAt: sql<number | null>`${ingestedEmails.receivedAt}`.as("suggested_received_at"),
    })
    .from(documents)
    .leftJoin(ingestedEmails, eq(ingestedEmails.id, documents.ingestedEmailId))
    .where(and(eq(documents.userId, userId), eq(documents.suggestedBillId, billId), isNull(documents.billId)))
    .orderBy(desc(documents.createdAt), desc(documents.id));
}

type SuggestedRecord = Awaited<ReturnType<ReturnType<typeof suggestedEobsQuery>["all"]>>[number];

export function suggestedEobJson(row: SuggestedRecord): SuggestedEobJson {
  const extracted = record(row.extractedData);
  const fields = { ...extracted, ...record(extracted.fields), ...record(row.userVerifiedData) };
  return {
    id: row.id,
    insurance_company: text(fields.insurance_company),
    service_date: text(fields.service_date) ?? text(fields.service_date_from),
    received_at: new Date(row.receivedAt ?? row.createdAt).toISOString(),
  };
}
