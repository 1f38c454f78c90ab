// Retrieval for the assistant (issue 16): the signed-in user's own records as AssistantRecords —
// bills with lines, the Medicare price for the user's ZIP, findings with evidence (premium),
// documents' verified fields, EOBs, dispute deadlines and insurance policies with their benefits.
// Every query is scoped to signedIn.user.id. Round trips: one batch for the user's rows, then the
// reference prices, the focus bill's analysis and the policies side by side.
import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import { fullName } from "#core/bills/family";
import type { AssistantRecords, BillRecord, DocumentRecord, LineRecord } from "#core/assistant/types";
import { formatDate } from "#core/format/dates";
import { schema, type Db } from "~/db.server";
import type { SignedIn } from "../auth/session.server";
import {
  amountDueCents,
  billAdjudication,
  documentRecord,
  eobRecord,
  letterDeadlines,
  type DocumentRow,
} from "./bill-records";
import { focusBillFindings } from "./findings.server";
import { baseCode, medicarePrices } from "./medicare-prices.server";
import { policyRecords } from "./policy-records.server";

const { bills, lineItems, documents, disputeLetters, familyMembers } = schema;

/** The most recent bills the assistant reads (the focus bill always besides). */
export const RECENT_BILLS = 50;
const MAX_DOCUMENTS = 300;

export interface RecordsOptions {
  /** The bill the question is about; a bill that is not the user's is treated as none. */
  billId?: string | null;
  now?: Date;
}

function userRowsBatch(db: Db, userId: string, focusId: string) {
  const recent = db
    .select({ id: bills.id })
    .from(bills)
    .where(eq(bills.userId, userId))
    .orderBy(desc(sql`coalesce(${bills.serviceDate}, ${bills.billDate}, '')`), desc(bills.createdAt))
    .limit(RECENT_BILLS);
  const mine = or(inArray(bills.id, recent), eq(bills.id, focusId));
  const sourcesOf = (ids: typeof recent) =>
    db
      .select({ id: bills.sourceDocumentId })
      .from(bills)
      .where(and(eq(bills.userId, userId), or(inArray(bills.id, ids), eq(bills.id, focusId))));
  const ofMyBills = (
    column: typeof lineItems.billId | typeof documents.billId | typeof disputeLetters.billId,
  ) => or(inArray(column, recent), eq(column, focusId));
  return [
    db
      .select()
      .from(bills)
      .where(and(eq(bills.userId, userId), mine)),
    db
      .select()
      .from(lineItems)
      .where(and(eq(lineItems.userId, userId), ofMyBills(lineItems.billId)))
      .orderBy(lineItems.billId, lineItems.position, lineItems.createdAt),
    db
      .select({
        id: documents.id,
        billId: documents.billId,
        documentType: documents.documentType,
        title: documents.title,
        originalFilename: documents.originalFilename,
        verificationStatus: documents.verificationStatus,
        extractedData: documents.extractedData,
        userVerifiedData: documents.userVerifiedData,
        createdAt: documents.createdAt,
      })
      .from(documents)
      .where(
        and(
          eq(documents.userId, userId),
          // Attached to one of the bills, or the statement a bill was made from (attached or not).
          or(ofMyBills(documents.billId), inArray(documents.id, sourcesOf(recent))),
        ),
      )
      .orderBy(desc(documents.createdAt))
      .limit(MAX_DOCUMENTS),
    db
      .select({
        id: disputeLetters.id,
        billId: disputeLetters.billId,
        documentId: disputeLetters.documentId,
        status: disputeLetters.status,
        responseDueAt: disputeLetters.responseDueAt,
        deadlines: disputeLetters.deadlines,
      })
      .from(disputeLetters)
      .where(and(eq(disputeLetters.userId, userId), ofMyBills(disputeLetters.billId))),
    db
      .select({
        id: familyMembers.id,
        firstName: familyMembers.firstName,
        lastName: familyMembers.lastName,
        relationship: familyMembers.relationship,
      })
      .from(familyMembers)
      .where(eq(familyMembers.userId, userId)),
  ] as const;
}

const serviceDay = (b: { serviceDate: string | null; billDate: string | null }) =>
  b.serviceDate ?? b.billDate;

/** The user's records; a `billId` that is not theirs gives focusBillId null and nothing of anyone else. */
export async function loadAssistantRecords(
  db: Db,
  signedIn: SignedIn,
  options: RecordsOptions = {},
): Promise<AssistantRecords> {
  const now = options.now ?? new Date();
  const { user } = signedIn;
  const [billRows, lineRows, documentRows, letterRows, members] = await db.batch(
    userRowsBatch(db, user.id, options.billId ?? ""),
  );
  const focusBillId = billRows.some((b) => b.id === options.billId) ? options.billId! : null;

  const [prices, findings, policies] = await Promise.all([
    medicarePrices(
      db,
      user.zipcode,
      lineRows.map((l) => l.cptCode),
    ),
    focusBillId && signedIn.premium
      ? focusBillFindings(db, user.id, user.zipcode, focusBillId, now)
      : Promise.resolve(null),
    policyRecords(db, user.id),
  ]);

  const memberName = new Map(
    members.map((m) => [m.id, m.relationship === "self" ? "You" : fullName(m) || "Family member"]),
  );
  const docs = (documentRows as DocumentRow[]).map((row) => ({ row, record: documentRecord(row) }));
  const lines = (billId: string): LineRecord[] =>
    lineRows
      .filter((l) => l.billId === billId)
      .map((l, i) => ({
        id: l.id,
        position: i + 1,
        code: l.cptCode,
        description: l.description,
        serviceDate: l.serviceDate,
        units: l.units,
        billedCents: l.billedCents,
        allowedCents: l.allowedCents,
        paidCents: l.paidCents,
        medicare: prices.get(baseCode(l.cptCode)) ?? null,
      }));

  const billRecords: BillRecord[] = billRows
    .map((b) => {
      const own = docs.filter((d) => d.row.billId === b.id || d.row.id === b.sourceDocumentId);
      const statement =
        own.find((d) => d.row.id === b.sourceDocumentId && d.row.documentType === "medical_bill") ??
        own.find((d) => d.row.documentType === "medical_bill");
      const documentsOfBill: DocumentRecord[] = own.map((d) => d.record);
      const eobRows = own.filter((d) => d.row.documentType === "eob" && d.row.billId === b.id);
      return {
        id: b.id,
        label: `${b.providerName}, ${formatDate(serviceDay(b))}`,
        providerName: b.providerName,
        serviceDate: b.serviceDate,
        billDate: b.billDate,
        dueDate: b.dueDate,
        claimNumber: b.claimNumber,
        accountNumber: b.accountNumber,
        patientName: b.familyMemberId ? (memberName.get(b.familyMemberId) ?? "You") : "You",
        familyMemberId: b.familyMemberId,
        status: b.status,
        totalBilledCents: b.totalBilledCents,
        totalAllowedCents: b.totalAllowedCents,
        totalPaidCents: b.totalPaidCents,
        amountDueCents: amountDueCents(statement?.row),
        potentialSavingsCents: b.potentialSavingsCents,
        recoveredCents: b.recoveredCents,
        lines: lines(b.id),
        findings: b.id === focusBillId ? findings : null,
        documents: documentsOfBill,
        eobs: own.filter((d) => d.row.documentType === "eob").map((d) => eobRecord(d.row, d.record)),
        adjudication: billAdjudication(
          lineRows.filter((l) => l.billId === b.id),
          b.serviceDate,
          eobRows.map((d) => d.row),
        ),
        deadlines: letterRows.filter((l) => l.billId === b.id).flatMap(letterDeadlines),
      };
    })
    .sort((a, b) => (serviceDay(b) ?? "").localeCompare(serviceDay(a) ?? ""));

  const names = [
    user.firstName,
    user.lastName,
    fullName({ firstName: user.firstName ?? "", lastName: user.lastName ?? "" }),
  ];
  for (const m of members) names.push(m.firstName, m.lastName, fullName(m));
  const people = [...new Set(names.map((n) => (n ?? "").trim()).filter((n) => n.length > 1))].sort(
    (a, b) => b.length - a.length,
  );

  return {
    today: now.toISOString().slice(0, 10),
    premium: signedIn.premium,
    zip: user.zipcode,
    people,
    focusBillId,
    bills: billRecords,
    policies,
  };
}
