// The user's documents behind one bill, for its analysis: the statement it was made from (or
// attached) and the EOBs attached to it, with what reading and verification stored. Always the
// signed-in user's own rows: a bill row pointing at someone else's document finds nothing.
import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import {
  amountDueFrom,
  eobFromDocument,
  matchLineSources,
  type StoredDocument,
} from "#core/analysis/documents";
import type { AnalysisBill, AnalysisEob } from "#core/analysis";
import { schema, type Db } from "~/db.server";

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

/**
 * The bill with what its documents say: each line's box on the statement it was read from, the
 * EOB (the newest verified one with lines; EOBs are not merged, a corrected EOB replaces the
 * first) and the amount the statement asks for.
 */
export function withDocuments(bill: AnalysisBill, rows: AnalysisDocumentRow[]): AnalysisBill {
  if (!rows.length) return bill;
  const statements = rows.filter((r) => r.documentType === "medical_bill").map(stored);
  const sources = matchLineSources(bill.line_items, statements);
  let eob: AnalysisEob | null = null;
  for (const row of rows) {
    if (row.documentType !== "eob") continue;
    eob = eobFromDocument(stored(row));
    if (eob) break;
  }
  const source = rows.find((r) => r.isSource && r.documentType === "medical_bill");
  return {
    ...bill,
    line_items: bill.line_items.map((line) => {
      const found = sources.get(line.id);
      return found ? { ...line, source: found } : line;
    }),
    eob: eob ?? bill.eob ?? null,
    patient_amount_due: amountDueFrom(source ? stored(source) : null) ?? bill.patient_amount_due ?? null,
  };
}
