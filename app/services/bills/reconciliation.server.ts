// The bill against the EOBs attached to it (issue 17, ADR 079): the EOB documents of one of the
// user's bills, read into decisions and reconciled line by line. Always the signed-in user's own
// rows: an EOB of another user whose bill_id points here is never counted.
import { and, desc, eq } from "drizzle-orm";
import { eobDecisionOf, type EobDecision } from "#core/bills/eob-decisions";
import { reconcile, type Reconciliation, type ReconciledBillLine } from "#core/bills/reconciliation";
import { schema, type Db } from "~/db.server";

const { documents } = schema;

/** What a decision needs of an EOB document row (the bill page reads no OCR words: no boxes there). */
export interface EobRow {
  id: string;
  documentType: string;
  verificationStatus: string;
  extractedData: unknown;
  userVerifiedData: unknown;
  ocrBoundingBoxes?: unknown;
  title: string | null;
  originalFilename: string;
  createdAt: number;
}

/** The EOB documents attached to one of the user's bills, newest first (usable inside a batch). */
export function billEobsQuery(db: Db, userId: string, billId: string) {
  return db
    .select({
      id: documents.id,
      documentType: documents.documentType,
      verificationStatus: documents.verificationStatus,
      extractedData: documents.extractedData,
      userVerifiedData: documents.userVerifiedData,
      title: documents.title,
      originalFilename: documents.originalFilename,
      createdAt: documents.createdAt,
    })
    .from(documents)
    .where(and(eq(documents.userId, userId), eq(documents.billId, billId), eq(documents.documentType, "eob")))
    .orderBy(desc(documents.createdAt), desc(documents.id));
}

/** The decision one EOB row holds, or null when it has no line to read. */
export function eobDecisionOfRow(row: EobRow): EobDecision | null {
  if (row.documentType !== "eob") return null;
  return eobDecisionOf({
    id: row.id,
    document_type: row.documentType,
    words: row.ocrBoundingBoxes ?? null,
    extracted_data: row.extractedData,
    user_verified_data: row.userVerifiedData,
    title: row.title?.trim() || row.originalFilename,
    verified: row.verificationStatus === "verified",
    created_at: row.createdAt,
  });
}

export const eobDecisionsOf = (rows: EobRow[]): EobDecision[] =>
  rows.map(eobDecisionOfRow).filter((d): d is EobDecision => d !== null);

/** The bill's lines against its EOBs' decisions. */
export function billReconciliation(lines: ReconciledBillLine[], rows: EobRow[]): Reconciliation {
  return reconcile(lines, eobDecisionsOf(rows));
}
