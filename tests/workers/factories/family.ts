// Family members: dependents a user adds, next to the "self" member every user has.
import { newId } from "~/services/auth/tokens.server";
import { db, schema } from "./db";

/** Adds a dependent straight into D1 and answers its id. */
export async function addDependent(
  userId: string,
  firstName: string,
  lastName: string,
  relationship: "spouse" | "child" | "parent" | "other",
  createdAt = Date.now(),
) {
  const id = newId();
  await db()
    .insert(schema.familyMembers)
    .values({ id, userId, firstName, lastName, relationship, createdAt });
  return id;
}
