// Read-only listing of a user's family members (the subscriber and dependents).
import { asc, desc, eq, sql } from "drizzle-orm";
import { schema, type Db } from "~/db.server";

type FamilyMemberRow = typeof schema.familyMembers.$inferSelect;

export interface FamilyMemberView {
  id: string;
  firstName: string;
  lastName: string;
  relationship: FamilyMemberRow["relationship"];
  dateOfBirth: string | null;
  gender: FamilyMemberRow["gender"];
  createdAt: number;
  isSelf: boolean;
  displayName: string;
}

/** 'Me (Subscriber)' for the account holder, otherwise 'first last (relationship)' (spec 000 §3). */
export function familyDisplayName(
  member: Pick<FamilyMemberRow, "firstName" | "lastName" | "relationship">,
): string {
  if (member.relationship === "self") return "Me (Subscriber)";
  const name = [member.firstName, member.lastName].filter(Boolean).join(" ");
  return `${name} (${member.relationship})`;
}

/** Self first, then by created_at (spec 000 §3). */
export async function listFamilyMembers(db: Db, userId: string): Promise<FamilyMemberView[]> {
  const m = schema.familyMembers;
  const rows = await db
    .select()
    .from(m)
    .where(eq(m.userId, userId))
    .orderBy(desc(sql`${m.relationship} = 'self'`), asc(m.createdAt), asc(m.id))
    .all();
  return rows.map((row) => ({
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    relationship: row.relationship,
    dateOfBirth: row.dateOfBirth,
    gender: row.gender,
    createdAt: row.createdAt,
    isSelf: row.relationship === "self",
    displayName: familyDisplayName(row),
  }));
}
