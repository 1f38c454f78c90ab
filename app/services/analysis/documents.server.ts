// The user's documents behind one bill, for its analysis: the statement it was made from (or
// attached) and the EOBs attached to it, with what reading and verification stored. Always the
// signed-in user's own rows: a bill row pointing at someone else's document finds nothing. Several
// EOBs are reconciled line by line, the newest decision per line counting (ADR 079).
import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import { AMOUNT_DUE_LABELS, labelledAmountBox, PATIENT_SHARE_LABELS } from "#core/analysis/amount-boxes";
import { amountDueFrom, matchLineSources, type StoredDocument } from "#core/analysis/documents";
import type { AnalysisBill, AnalysisEob } from "#core/analysis";
import { analysisEobOf, decidingDocuments } from "#core/bills/reconciled-eob";
import { reconcile, type Reconciliation } from "#core/bills/reconciliation";
import { schema, type Db } from "~/db.server";
import { eobDecisionsOf } from "../bills/reconciliation.server";

const { bills, documents } = schema;

/** One query, for the analysis batch: source document first, then newest verified first. */
export function analysisDocumentsQuery(db: Db, userId: string, billId: string) {
  const sourceOfBill = sql`(select ${bills.sourceDocumentId} from ${bills} where ${bills.id} = ${billId} and ${bills.userId} = ${userId})`;
  const isSource = sql<number>`coalesce(${documents.id} = ${sourceOfBill}, 0)`;
  return db
    .select({
      id: documents.id,
      documentType: documents.documentType,
      verificationStatus: documents.verificationStatus,
      extractedData: documents.extractedData,
      userVerifiedData: documents.userVerifiedData,
      ocrBoundingBoxes: documents.ocrBoundingBoxes,
      title: documents.title,
      originalFilename: documents.originalFilename,
      createdAt: documents.createdAt,
      isSource: isSource.as("is_source"),
    })
    .from(documents)
    .where(
      and(
        eq(documents.userId, userId),
        inArray(documents.documentType, ["medical_bill", "eob"]),
        or(eq(documents.billId, billId), sql`${documents.id} = ${sourceOfBill}`),
      ),
    )
    .orderBy(
      desc(isSource),
      desc(sql`${documents.verificationStatus} = 'verified'`),
      desc(documents.updatedAt),
      desc(documents.id),
    );
}

export type AnalysisDocumentRow = Awaited<
  ReturnType<ReturnType<typeof analysisDocumentsQuery>["all"]>
>[number];

const stored = (row: AnalysisDocumentRow): StoredDocument => ({
  id: row.id,
  document_type: row.documentType,
  words: row.ocrBoundingBoxes,
  extracted_data: row.extractedData,
  user_verified_data: row.userVerifiedData,
});

/** Where the one deciding EOB printed the patient's total (the total the balance check compares). */
function eobTotalBox(eob: AnalysisEob, documentId: string | null, rows: AnalysisDocumentRow[]) {
  const row = documentId ? rows.find((r) => r.id === documentId) : undefined;
  if (!row) return null;
  const cents =
    eob.total_patient_responsibility != null
      ? Math.round(eob.total_patient_responsibility * 100)
      : eob.lines.reduce((sum, l) => sum + Math.round((l.patient_responsibility ?? 0) * 100), 0);
  return labelledAmountBox(row.id, row.ocrBoundingBoxes, cents / 100, PATIENT_SHARE_LABELS);
}

/**
 * The bill with what its documents say: each line's box on the statement it was read from, the
 * EOBs reconciled into one decision per line (the newest wins; a secondary payer adds, ADR 079),
 * and the amount the statement asks for with the box it was printed in.
 */
export function readDocuments(
  bill: AnalysisBill,
  rows: AnalysisDocumentRow[],
): { bill: AnalysisBill; reconciliation: Reconciliation | null } {
  if (!rows.length) return { bill, reconciliation: null };
  const statements = rows.filter((r) => r.documentType === "medical_bill").map(stored);
  const sources = matchLineSources(bill.line_items, statements);
  const decisions = eobDecisionsOf(rows.filter((r) => r.documentType === "eob"));
  const reconciliation = reconcile(
    bill.line_items.map((l) => ({ ...l, service_date: l.service_date ?? bill.service_date })),
    decisions,
  );
  const merged = analysisEobOf(reconciliation, decisions);
  const deciding = [...decidingDocuments(reconciliation)];
  const eob = merged && {
    ...merged,
    total_patient_responsibility_source: eobTotalBox(
      merged,
      deciding.length === 1 ? deciding[0] : null,
      rows,
    ),
  };
  const source = rows.find((r) => r.isSource && r.documentType === "medical_bill");
  const due = amountDueFrom(source ? stored(source) : null);
  const read: AnalysisBill = {
    ...bill,
    line_items: bill.line_items.map((line) => {
      const found = sources.get(line.id);
      return found ? { ...line, source: found } : line;
    }),
    eob: eob ?? bill.eob ?? null,
    patient_amount_due: due ?? bill.patient_amount_due ?? null,
    patient_amount_due_source:
      source && due !== null
        ? labelledAmountBox(source.id, source.ocrBoundingBoxes, due, AMOUNT_DUE_LABELS)
        : (bill.patient_amount_due_source ?? null),
  };
  return { bill: read, reconciliation };
}
