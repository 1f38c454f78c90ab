// The audit log: what the app recorded about a subject.
import { and, eq } from "drizzle-orm";
import { db, schema } from "./db";

/** The audit rows of one action about one subject (a user id, mostly). */
export const auditOf = (subjectId: string, action: string) =>
  db()
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.subjectId, subjectId), eq(schema.auditLog.action, action)))
    .all();
