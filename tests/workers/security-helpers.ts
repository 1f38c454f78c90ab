// Shared steps for the request-security tests: a signed-in user with both a cookie and a bearer
// token, the headers a page of the app (or of another site) sends, and a body that counts how
// much of it the Worker actually pulled.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import { createSession } from "~/services/auth/session.server";
import { createUser } from "~/services/auth/users.server";

export const BASE = "http://local.test";
export const MB = 1024 * 1024;
export const db = () => getDb(env);

let counter = 0;
export async function signedInUser(label = "sec") {
  const email = `${label}.${Date.now().toString(36)}.${++counter}@example.com`;
  const user = await createUser(db(), { email, firstName: "Alex", lastName: "Rivera", isVerified: true });
  const { token } = await createSession(db(), user.id);
  return { user, token, cookie: `fb_session=${token}` };
}

/** What Chromium sends with a write from one of the app's own pages. */
export const SAME_ORIGIN = { origin: BASE, "sec-fetch-site": "same-origin" };
/** What Chromium sends with a form or fetch submitted by a page of another site. */
export const CROSS_SITE = { origin: "https://evil.example", "sec-fetch-site": "cross-site" };

export async function billCount(userId: string): Promise<number> {
  return (
    await db().select({ id: schema.bills.id }).from(schema.bills).where(eq(schema.bills.userId, userId)).all()
  ).length;
}

/**
 * A body of `total` bytes sent in 64 KB chunks with no Content-Length (chunked). `sent()` is how
 * much the receiver has taken so far: the stream hands over a chunk only when it is read.
 */
export function streamedBody(total: number, chunk = 64 * 1024) {
  const { readable, writable } = new IdentityTransformStream();
  const writer = writable.getWriter();
  let sent = 0;
  const done = (async () => {
    try {
      while (sent < total) {
        await writer.write(new Uint8Array(chunk).fill(0x61));
        sent += chunk;
      }
      await writer.close();
    } catch {
      // The Worker stopped reading: exactly what the limits are for.
    }
  })();
  return { body: readable, sent: () => sent, done };
}
