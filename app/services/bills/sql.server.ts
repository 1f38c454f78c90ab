// The SQL pieces every bill query shares: who the patient is, the date a bill sorts by, the row a
// list shows, and the statement that keeps a bill's totals equal to the sums of its lines.
import { and, eq, isNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { SELF_PATIENT_ID, fullName, patientLabel } from "#core/bills/family";
import { patientResponsibilityCents } from "#core/bills/facts";
import { FAMILY_MESSAGES } from "#core/bills/messages";
import { centsToDollars } from "#core/bills/money";
import { billStatusLabel, vaultStatus } from "#core/bills/status";
import { awaitingEob } from "#core/documents/eob-placement";
import { schema, type Db } from "~/db.server";
import { coveredByPolicy } from "./eob-state.server";

const { bills, lineItems } = schema;

/** The bill's patient: its family member, or the subscriber when none is set. */
export const patient = alias(schema.familyMembers, "patient");

export const patientJoin = and(
  eq(patient.userId, bills.userId),
  or(
    eq(patient.id, bills.familyMemberId),
    and(isNull(bills.familyMemberId), eq(patient.relationship, "self")),
  ),
);

/** The date a bill is shown and sorted by; '' when it has none, so undated bills come last. */
export const billDate = sql<string>`coalesce(${bills.serviceDate}, ${bills.serviceDateFrom}, ${bills.billDate}, '')`;

/** 'first last', and the display name ('Me (Subscriber)' or 'first last (relationship)') in SQL, for the patient filter. */
export const patientFullName = sql<string>`trim(coalesce(${patient.firstName}, '') || ' ' || coalesce(${patient.lastName}, ''))`;
export const patientDisplayName = sql<string>`case when coalesce(${patient.relationship}, 'self') = 'self'
  then ${FAMILY_MESSAGES.subscriberName}
  else trim(${patient.firstName} || ' ' || ${patient.lastName}) || ' (' || ${patient.relationship} || ')' end`;

/**
 * The patient's columns under names of their own: D1 batches answer rows as objects, and a name
 * shared with a bills column (id, user_id, …) would silently drop one of the two.
 */
export const patientColumns = {
  patientId: sql<string | null>`${patient.id}`.as("patient_id"),
  patientFirstName: sql<string | null>`${patient.firstName}`.as("patient_first_name"),
  patientLastName: sql<string | null>`${patient.lastName}`.as("patient_last_name"),
  patientRelationship: sql<string | null>`${patient.relationship}`.as("patient_relationship"),
};

/** The columns of a bill row in a list. */
export const billRowColumns = {
  id: bills.id,
  date: sql<string>`${billDate}`.as("sort_date"),
  createdAt: bills.createdAt,
  providerName: bills.providerName,
  claimNumber: bills.claimNumber,
  accountNumber: bills.accountNumber,
  status: bills.status,
  ...patientColumns,
  totalBilledCents: bills.totalBilledCents,
  totalAllowedCents: bills.totalAllowedCents,
  totalPaidCents: bills.totalPaidCents,
  potentialSavingsCents: bills.potentialSavingsCents,
  recoveredCents: bills.recoveredCents,
  // Spelled out: drizzle leaves columns unqualified in a single-table select, and inside these
  // subqueries an unqualified "id" would be the subquery's own table.
  lineCount: sql<number>`(select count(*) from line_items li where li.bill_id = "bills"."id")`.as(
    "line_count",
  ),
  // By bill id alone (a bill's documents are its owner's), so SQLite reads documents_bill_idx.
  documentCount: sql<number>`(select count(*) from documents d where d.bill_id = "bills"."id")`.as(
    "document_count",
  ),
  // The distinct types of the bill's documents, for its badges (at most 3, then '+N').
  documentTypes: sql<
    string | null
  >`(select group_concat(t, ',') from (select distinct d.document_type as t from documents d where d.bill_id = "bills"."id" order by t))`.as(
    "document_types",
  ),
  coveredByPolicy: sql<number>`${coveredByPolicy}`.as("covered_by_policy"),
};

export interface BillRowRecord {
  id: string;
  date: string;
  createdAt: number;
  providerName: string;
  claimNumber: string | null;
  accountNumber: string | null;
  status: string;
  patientId: string | null;
  patientFirstName: string | null;
  patientLastName: string | null;
  patientRelationship: string | null;
  totalBilledCents: number | null;
  totalAllowedCents: number | null;
  totalPaidCents: number | null;
  potentialSavingsCents: number;
  recoveredCents: number;
  lineCount: number;
  documentCount: number;
  documentTypes: string | null;
  coveredByPolicy: number;
}

/** A bill in a list, as the API and the screens read it (money in dollars). */
/** One bill's figures in dollars, the same on every answer that carries a bill (row, detail). */
export interface BillTotalsJson {
  total_billed_amount: number;
  total_allowed_amount: number | null;
  total_paid_amount: number | null;
  patient_responsibility: number | null;
  potential_savings: number;
  recovered_amount: number;
}

export interface BillRow extends BillTotalsJson {
  id: string;
  date: string | null;
  provider_name: string;
  claim_number: string | null;
  account_number: string | null;
  /** The vault's status (server values mapped: draft/analyzed → pending, complete → closed). */
  status: string;
  status_label: string;
  patient_name: string;
  /** 'You' for the subscriber, the dependent's first name otherwise. */
  patient_label: string;
  /** 'self' for the account holder. */
  patient_id: string;
  dependent_id: string;
  document_count: number;
  /** The distinct types of its documents (eob, prior_authorization, …). */
  document_types: string[];
  line_count: number;
  /** "Wait for the EOB": the patient is on one of the user's policies and no EOB is on the bill yet. */
  awaiting_eob: boolean;
}

export interface PatientColumns {
  patientId: string | null;
  patientFirstName: string | null;
  patientLastName: string | null;
  patientRelationship: string | null;
}

export function patientOf(row: PatientColumns) {
  const isSelf = !row.patientRelationship || row.patientRelationship === "self";
  const id = isSelf ? SELF_PATIENT_ID : (row.patientId ?? SELF_PATIENT_ID);
  const name = fullName({ firstName: row.patientFirstName ?? "", lastName: row.patientLastName ?? "" });
  const label = patientLabel(
    isSelf ? null : { firstName: row.patientFirstName ?? "", relationship: row.patientRelationship ?? "" },
  );
  return { id, name, label, isSelf };
}

export function billRow(row: BillRowRecord): BillRow {
  const who = patientOf(row);
  return {
    id: row.id,
    date: row.date || null,
    provider_name: row.providerName,
    claim_number: row.claimNumber,
    account_number: row.accountNumber,
    status: vaultStatus(row.status),
    status_label: billStatusLabel(row.status),
    patient_name: who.name,
    patient_label: who.label,
    patient_id: who.id,
    dependent_id: who.id,
    total_billed_amount: centsToDollars(row.totalBilledCents ?? 0),
    total_allowed_amount: centsToDollars(row.totalAllowedCents),
    total_paid_amount: centsToDollars(row.totalPaidCents),
    patient_responsibility: centsToDollars(
      patientResponsibilityCents(row.totalAllowedCents, row.totalPaidCents),
    ),
    potential_savings: centsToDollars(row.potentialSavingsCents),
    recovered_amount: centsToDollars(row.recoveredCents),
    document_count: row.documentCount,
    document_types: row.documentTypes ? row.documentTypes.split(",") : [],
    line_count: row.lineCount,
    awaiting_eob: awaitingEob({
      covered: Boolean(row.coveredByPolicy),
      hasEob: (row.documentTypes ?? "").split(",").includes("eob"),
      status: row.status,
    }),
  };
}

/**
 * Sets a bill's totals to the sums of its lines (a bill made from a document keeps its own total
 * until it has lines), and flags an analysed bill for reanalysis because its data changed. With
 * `keepBilled` only the allowed and paid totals follow the lines: filling a line's EOB amounts
 * changes nothing that was billed, and a total the person confirmed on a document stays theirs.
 */
export function recomputeTotalsStatement(
  db: Db,
  userId: string,
  billId: string,
  now: number,
  { keepBilled = false }: { keepBilled?: boolean } = {},
) {
  // A builder, not db.run(sql): drizzle 0.45 cannot put a raw statement with parameters in a batch.
  const ofBill = sql`from ${lineItems} where ${lineItems.billId} = ${billId}`;
  return db
    .update(bills)
    .set({
      totalBilledCents: keepBilled
        ? bills.totalBilledCents
        : sql`(select coalesce(sum(${lineItems.billedCents}), 0) ${ofBill})`,
      totalAllowedCents: sql`(select sum(${lineItems.allowedCents}) ${ofBill})`,
      totalPaidCents: sql`(select sum(${lineItems.paidCents}) ${ofBill})`,
      needsReanalysis: sql`case when ${bills.lastAnalyzedAt} is null then ${bills.needsReanalysis} else 1 end`,
      updatedAt: now,
    })
    .where(and(eq(bills.id, billId), eq(bills.userId, userId), sql`exists (select 1 ${ofBill})`));
}

/** The user's bill id, or null (another user's bill is indistinguishable from none). */
export async function ownBillId(db: Db, userId: string, billId: string): Promise<string | null> {
  const row = await db
    .select({ id: bills.id })
    .from(bills)
    .where(and(eq(bills.id, billId), eq(bills.userId, userId)))
    .get();
  return row?.id ?? null;
}
