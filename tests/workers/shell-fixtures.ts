// Helpers for the app-shell tests: signed-in users, page fetches through the built app, page text.
import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import { createSession } from "~/services/auth/session.server";
import { newId } from "~/services/auth/tokens.server";
import { createUser } from "~/services/auth/users.server";

export const db = () => getDb(env);

export async function signedInUser(email: string, names: { firstName?: string; lastName?: string } = {}) {
  const user = await createUser(db(), { email, ...names });
  const { token } = await createSession(db(), user.id);
  return { user, token, cookie: `fb_session=${token}` };
}

export async function makePremium(userId: string) {
  await db()
    .update(schema.subscriptions)
    .set({ tier: "premium", status: "active", plan: "monthly" })
    .where(eq(schema.subscriptions.userId, userId));
}

export async function addDependent(
  userId: string,
  firstName: string,
  lastName: string,
  relationship: "spouse" | "child",
) {
  await db().insert(schema.familyMembers).values({ id: newId(), userId, firstName, lastName, relationship });
}

export function get(path: string, cookie?: string, host = "local.test") {
  return SELF.fetch(`http://${host}${path}`, { redirect: "manual", headers: cookie ? { cookie } : {} });
}

/** A form the app's own page posts: with the cookie comes the app's Origin, as a browser sends it. */
export function postForm(path: string, fields: Record<string, string>, cookie?: string) {
  return SELF.fetch(`http://local.test${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(cookie ? { cookie, origin: "http://local.test" } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The visible text of an HTML page (scripts dropped, tags stripped, entities decoded). */
export function pageText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

export async function visibleText(res: Response): Promise<string> {
  return pageText(await res.text());
}
