// The Account page's assistant setting: may an external model word the answers (issue 16)? Off
// until the user turns it on; only their own row changes.
import { eq } from "drizzle-orm";
import { schema, type Db } from "~/db.server";

export async function setExternalModelOptIn(db: Db, userId: string, optIn: boolean): Promise<void> {
  await db.update(schema.users).set({ aiExternalOptIn: optIn }).where(eq(schema.users.id, userId));
}

/** Whether the user lets an external model word their answers. */
export async function externalModelOptIn(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .select({ optIn: schema.users.aiExternalOptIn })
    .from(schema.users)
    .where(eq(schema.users.id, userId))
    .get();
  return row?.optIn ?? false;
}
