// The document panels' first rows, rendered with the page (the panels ask /api again on refresh).
import type { Db } from "~/db.server";
import {
  listPendingDocuments,
  listRecentlyEmailed,
  listUserDocuments,
  pendingSummary,
} from "~/services/documents/lists.server";
import type { ApiDocumentRow } from "../../components/documents/document-rows";
import type { PendingInitial } from "../../components/documents/pending-documents-panels";

/** Recently e-mailed documents of the given types (the vault's panel and its needs-classification table). */
export async function loadEmailedRows(
  db: Db,
  userId: string,
  types: readonly string[],
): Promise<ApiDocumentRow[]> {
  return listRecentlyEmailed(db, userId, [...types]);
}

export async function loadPendingPanels(db: Db, userId: string, premium: boolean): Promise<PendingInitial> {
  const [summary, pending, mine] = await Promise.all([
    pendingSummary(db, userId, premium),
    listPendingDocuments(db, userId),
    listUserDocuments(db, userId),
  ]);
  return { summary, pending, mine };
}
