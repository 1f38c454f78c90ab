// A user's family members (the subscriber and dependents): listing, adding (premium) and editing
// (free users: only their own 'self' entry). Every query is scoped by the acting user's id.
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { familyDisplayName, fullName, type DependentRelationship } from "#core/bills/family";
import { FAMILY_MESSAGES } from "#core/bills/messages";
import {
  FamilyMemberPatchSchema,
  FamilyMemberSchema,
  type FamilyMemberInput,
  type FamilyMemberPatch,
} from "#core/bills/schemas";
import { ApiError, notFound } from "~/api/http";
import { schema, type Db } from "~/db.server";
import { parseOr422 } from "../bills/validation.server";
import type { SignedIn } from "../auth/session.server";
import { newId } from "../auth/tokens.server";

export { familyDisplayName } from "#core/bills/family";

type FamilyMemberRow = typeof schema.familyMembers.$inferSelect;
const { familyMembers, users } = schema;

/** Dependents one account may hold; a guard against runaway inserts, far above any family. */
export const MAX_FAMILY_MEMBERS = 50;

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

/** The family member as the API answers it (000 §3, 001 §3). */
export interface FamilyMemberJson {
  id: string;
  first_name: string;
  last_name: string;
  name: string;
  display_name: string;
  relationship: FamilyMemberRow["relationship"];
  date_of_birth: string | null;
  gender: FamilyMemberRow["gender"];
  is_primary: boolean;
  created_at: string;
}

export function memberView(row: FamilyMemberRow): FamilyMemberView {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    relationship: row.relationship,
    dateOfBirth: row.dateOfBirth,
    gender: row.gender,
    createdAt: row.createdAt,
    isSelf: row.relationship === "self",
    displayName: familyDisplayName(row),
  };
}

export function memberJson(row: FamilyMemberRow | FamilyMemberView): FamilyMemberJson {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    name: fullName(row),
    display_name: familyDisplayName(row),
    relationship: row.relationship,
    date_of_birth: row.dateOfBirth,
    gender: row.gender,
    is_primary: row.relationship === "self",
    created_at: new Date(row.createdAt).toISOString(),
  };
}

/** The list query (self first, then by created_at), usable inside a D1 batch. */
export function familyMembersQuery(db: Db, userId: string) {
  return db
    .select()
    .from(familyMembers)
    .where(eq(familyMembers.userId, userId))
    .orderBy(
      desc(sql`${familyMembers.relationship} = 'self'`),
      asc(familyMembers.createdAt),
      asc(familyMembers.id),
    );
}

/** Self first, then by created_at (spec 000 §3). */
export async function listFamilyMembers(db: Db, userId: string): Promise<FamilyMemberView[]> {
  const rows = await familyMembersQuery(db, userId).all();
  return rows.map(memberView);
}

async function ownMember(db: Db, userId: string, memberId: string): Promise<FamilyMemberRow> {
  const row = await db
    .select()
    .from(familyMembers)
    .where(and(eq(familyMembers.id, memberId), eq(familyMembers.userId, userId)))
    .get();
  if (!row) throw notFound(FAMILY_MESSAGES.notFound);
  return row;
}

/** Adds a dependent (premium only, 000 §6); each Add Dependents row is one call. */
export async function addFamilyMember(
  db: Db,
  signedIn: SignedIn,
  input: FamilyMemberInput,
): Promise<FamilyMemberJson> {
  if (!signedIn.premium) throw new ApiError(403, FAMILY_MESSAGES.premiumRequired);
  const data = parseOr422(FamilyMemberSchema, input);
  const userId = signedIn.user.id;
  const count = await db
    .select({ n: sql<number>`count(*)` })
    .from(familyMembers)
    .where(eq(familyMembers.userId, userId))
    .get();
  if ((count?.n ?? 0) >= MAX_FAMILY_MEMBERS)
    throw new ApiError(422, FAMILY_MESSAGES.tooMany(MAX_FAMILY_MEMBERS));
  const now = Date.now();
  const row: FamilyMemberRow = {
    id: newId(),
    userId,
    firstName: data.first_name,
    lastName: data.last_name,
    relationship: data.relationship satisfies DependentRelationship,
    dateOfBirth: data.date_of_birth,
    gender: data.gender,
    createdAt: now,
    updatedAt: now,
  };
  await db.insert(familyMembers).values(row);
  return memberJson(row);
}

/**
 * Edits a member. Free users may edit only their own 'self' entry; the self entry's relationship
 * never changes and no dependent becomes 'self'. The self entry is the subscriber's profile, so
 * its name, birth date and gender are copied to the user too.
 */
export async function updateFamilyMember(
  db: Db,
  signedIn: SignedIn,
  memberId: string,
  patch: FamilyMemberPatch,
): Promise<FamilyMemberJson> {
  const userId = signedIn.user.id;
  const member = await ownMember(db, userId, memberId);
  const isSelf = member.relationship === "self";
  if (!isSelf && !signedIn.premium) throw new ApiError(403, FAMILY_MESSAGES.premiumRequired);
  const data = parseOr422(FamilyMemberPatchSchema, patch);
  if (data.relationship !== undefined) {
    if (isSelf && data.relationship !== "self")
      throw new ApiError(422, FAMILY_MESSAGES.selfRelationshipFixed);
    if (!isSelf && data.relationship === "self") throw new ApiError(422, FAMILY_MESSAGES.invalidRelationship);
  }
  const now = Date.now();
  const set = {
    ...(data.first_name !== undefined && { firstName: data.first_name }),
    ...(data.last_name !== undefined && { lastName: data.last_name }),
    ...(data.relationship !== undefined && { relationship: data.relationship }),
    ...(data.date_of_birth !== undefined && { dateOfBirth: data.date_of_birth }),
    ...(data.gender !== undefined && { gender: data.gender ?? null }),
    updatedAt: now,
  };
  const memberUpdate = db
    .update(familyMembers)
    .set(set)
    .where(and(eq(familyMembers.id, memberId), eq(familyMembers.userId, userId)));
  if (isSelf) {
    const { relationship: _fixed, ...profile } = set;
    await db.batch([memberUpdate, db.update(users).set(profile).where(eq(users.id, userId))]);
  } else {
    await memberUpdate;
  }
  return memberJson({ ...member, ...set });
}
