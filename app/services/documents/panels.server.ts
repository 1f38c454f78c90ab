// The Email Documents page's panels, rendered with the page; the panels ask their resource routes
// (app/routes/resources+/pending-documents.*) again on refresh.
import type { Db } from "~/db.server";
import { listPendingDocuments, listUserDocuments, pendingSummary } from "~/services/documents/lists.server";

export async function loadPendingPanels(db: Db, userId: string, premium: boolean) {
  const [summary, pending, mine] = await Promise.all([
    pendingSummary(db, userId, premium),
    listPendingDocuments(db, userId),
    listUserDocuments(db, userId),
  ]);
  return { summary, pending, mine };
}
