// The audit trail: who did what, when. Entries name subjects by id (or a hash of an e-mail) and
// carry counts and method names, never personal or health data.
import { schema, type Db } from "~/db.server";
import { newId } from "../auth/tokens.server";

export interface AuditEntry {
  /** A business key makes the entry unique (a repeated request records nothing new). */
  id?: string;
  action: string;
  subjectType: string;
  subjectId: string;
  details?: Record<string, string | number | boolean | null>;
  createdAt?: number;
}

/** The insert as a statement, so callers can put it in the same `db.batch` as the change it records. */
export function auditStatement(db: Db, entry: AuditEntry) {
  return db
    .insert(schema.auditLog)
    .values({ ...entry, id: entry.id ?? newId(), details: entry.details ?? null })
    .onConflictDoNothing();
}

export async function recordAudit(db: Db, entry: AuditEntry): Promise<{ id: string; recorded: boolean }> {
  const id = entry.id ?? newId();
  const result = await auditStatement(db, { ...entry, id }).run();
  return { id, recorded: result.meta.changes > 0 };
}
