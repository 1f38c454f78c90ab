// The short lists and counts the signed-in screens show: bill summaries (insights, capture
// options) and the classification badge counts. Every query is scoped by the acting user's id.
import { and, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { CLASSIFICATION_CONFIDENCE_THRESHOLD } from "#core/plans";
import { SECTION_DOCUMENTS, type Section } from "~/components/document-types";
import { schema, type Db } from "~/db.server";
import type { BillRowRecord } from "../bills/sql.server";

const { bills, documents, familyMembers, lineItems } = schema;

/** A bill as the insights page and the capture options read it: money in cents, like the list rows. */
export interface BillSummary
  extends Pick<
    BillRowRecord,
    | "id"
    | "providerName"
    | "claimNumber"
    | "status"
    | "patientFirstName"
    | "totalBilledCents"
    | "totalAllowedCents"
    | "totalPaidCents"
    | "potentialSavingsCents"
    | "recoveredCents"
    | "lineCount"
    | "documentCount"
  > {
  date: string | null;
  accountNumber: string | null;
  familyMemberId: string | null;
  patientIsSelf: boolean;
}

export interface PatientScope {
  familyMemberId: string;
  /** The subscriber's view also holds bills not assigned to anyone. */
  includeUnassigned: boolean;
}

/** Newest service date first; a scope narrows the list to one patient. */
export async function listBillSummaries(
  db: Db,
  userId: string,
  scope?: PatientScope,
): Promise<BillSummary[]> {
  const patient = scope
    ? or(
        eq(bills.familyMemberId, scope.familyMemberId),
        scope.includeUnassigned ? isNull(bills.familyMemberId) : undefined,
      )
    : undefined;
  const date = sql<
    string | null
  >`coalesce(${bills.serviceDate}, ${bills.serviceDateFrom}, ${bills.billDate})`;
  const rows = await db
    .select({
      id: bills.id,
      date,
      providerName: bills.providerName,
      claimNumber: bills.claimNumber,
      accountNumber: bills.accountNumber,
      familyMemberId: bills.familyMemberId,
      patientFirstName: familyMembers.firstName,
      patientRelationship: familyMembers.relationship,
      status: bills.status,
      totalBilledCents: bills.totalBilledCents,
      totalAllowedCents: bills.totalAllowedCents,
      totalPaidCents: bills.totalPaidCents,
      potentialSavingsCents: bills.potentialSavingsCents,
      recoveredCents: bills.recoveredCents,
      lineCount: sql<number>`(select count(*) from ${lineItems} where ${lineItems.billId} = ${bills.id})`,
      documentCount: sql<number>`(select count(*) from ${documents} where ${documents.billId} = ${bills.id})`,
    })
    .from(bills)
    .leftJoin(
      familyMembers,
      and(eq(familyMembers.id, bills.familyMemberId), eq(familyMembers.userId, userId)),
    )
    .where(and(eq(bills.userId, userId), patient))
    .orderBy(desc(date), desc(bills.createdAt))
    .all();
  return rows.map(({ patientRelationship, ...row }) => ({
    ...row,
    patientIsSelf: patientRelationship === "self",
  }));
}

/**
 * Documents of each section whose type is unclassified there and whose classification is missing or
 * unsure (000 §4): exactly the rows each page's Documents Needing Classification lists, which are
 * the e-mailed ones (a document uploaded on a page carries the type the person chose).
 */
export async function countDocumentsNeedingClassification(
  db: Db,
  userId: string,
): Promise<Record<Section, number>> {
  const rows = await db
    .select({ type: documents.documentType, n: sql<number>`count(*)` })
    .from(documents)
    .where(
      and(
        eq(documents.userId, userId),
        eq(documents.source, "email"),
        or(
          eq(documents.needsClassification, true),
          lt(documents.classificationConfidence, CLASSIFICATION_CONFIDENCE_THRESHOLD),
        ),
      ),
    )
    .groupBy(documents.documentType)
    .all();
  const counts: Record<Section, number> = { bills: 0, insurance: 0, account: 0 };
  for (const section of Object.keys(counts) as Section[]) {
    const types: string[] = SECTION_DOCUMENTS[section].unclassified;
    counts[section] = rows.filter((r) => types.includes(r.type)).reduce((sum, r) => sum + r.n, 0);
  }
  return counts;
}
