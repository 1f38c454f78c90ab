// The operator trail. Entries name subjects by id and carry counts, never personal or health data.
import { schema, type Db } from "~/db.server";
import { newId } from "~/services/tokens.server";

export interface AuditEntry {
  /** A business key makes the entry unique (a repeated request records nothing new). */
  id?: string;
  action: string;
  subjectType: string;
  subjectId: string;
  details?: Record<string, string | number | boolean | null>;
}

export async function recordAudit(db: Db, entry: AuditEntry): Promise<{ id: string; recorded: boolean }> {
  const id = entry.id ?? newId();
  const result = await db
    .insert(schema.auditLog)
    .values({ ...entry, id, details: entry.details ?? null })
    .onConflictDoNothing()
    .run();
  return { id, recorded: result.meta.changes > 0 };
}
