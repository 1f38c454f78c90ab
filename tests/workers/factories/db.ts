// The test D1 through drizzle, as the app's services take it.
import { env } from "cloudflare:test";
import { getDb } from "~/db.server";

export { schema } from "~/db.server";
export const db = () => getDb(env);
