import { sql } from "drizzle-orm";
import type { Db } from "~/db.server";

export interface InternalContext {
  env: Env;
  db: Db;
  params: string[];
  body: unknown;
  url: URL;
}

export interface InternalRoute {
  method: "GET" | "POST" | "PUT" | "DELETE";
  pattern: RegExp;
  handle(c: InternalContext): Promise<{ status?: number; body?: unknown }>;
}

export const internalRoutes: InternalRoute[] = [
  {
    method: "GET",
    pattern: /^\/internal\/health$/,
    handle: async ({ db }) => {
      await db.run(sql`select 1`);
      return { body: { ok: true } };
    },
  },
];
