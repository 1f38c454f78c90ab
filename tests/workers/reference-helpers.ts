// Signed-in users for the reference-data API tests.
import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import { createSession } from "~/services/auth/session.server";
import { newId } from "~/services/auth/tokens.server";
import { createUser } from "~/services/auth/users.server";

export interface TestUser {
  id: string;
  token: string;
  get(path: string): Promise<Response>;
}

export async function signedInUser(email: string, zipcode: string | null = null): Promise<TestUser> {
  const db = getDb(env);
  const user = await createUser(db, { email, isVerified: true });
  if (zipcode) await db.update(schema.users).set({ zipcode }).where(eq(schema.users.id, user.id));
  const { token } = await createSession(db, user.id);
  return {
    id: user.id,
    token,
    get: (path) => SELF.fetch(`http://local.test${path}`, { headers: { authorization: `Bearer ${token}` } }),
  };
}

/** A bill whose provider the user typed in (not from the registry). */
export async function billFrom(
  userId: string,
  providerName: string,
  providerNpi: string | null = null,
): Promise<void> {
  await getDb(env)
    .insert(schema.bills)
    .values({ id: newId(), userId, providerName, providerNpi, serviceDate: "2025-03-01" });
}
