// The editions in place, for the public reference-data page.
import { referenceDatasets } from "#db/reference/schema";
import type { Db } from "~/db.server";

export type ImportedDataset = typeof referenceDatasets.$inferSelect;

export async function listImportedDatasets(db: Db): Promise<ImportedDataset[]> {
  return db.select().from(referenceDatasets).all();
}
