// What deleting must also forget. The stored /internal answers of a document's activities
// (idempotency_keys) can hold what was read from it, so they go with the document.
import { sql, type SQL } from "drizzle-orm";
import { schema, type Db } from "~/db.server";

const DOCUMENT_PATH = "/internal/documents/";

/** idempotency_keys rows about any document matching `documents` (a condition on documents). */
export function documentRequestsOf(documents: SQL): SQL {
  const k = schema.idempotencyKeys;
  const d = schema.documents;
  const path = sql`${DOCUMENT_PATH} || ${d.id}`;
  return sql`${k.path} like ${`${DOCUMENT_PATH}%`} and exists (select 1 from ${d} where ${documents} and (${k.path} = ${path} or substr(${k.path}, 1, length(${path}) + 1) = ${path} || '/'))`;
}

/** The delete, for the same `db.batch` as the documents' own delete and before it. */
export function forgetDocumentRequests(db: Db, documents: SQL) {
  return db.delete(schema.idempotencyKeys).where(documentRequestsOf(documents));
}
