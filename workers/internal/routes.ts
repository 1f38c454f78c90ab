// The /internal API table: thin handlers over the services beside this file. Signatures and
// idempotency keys are checked by workers/internal.ts before a handler runs.
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "~/db.server";
import { recordAudit } from "./audit";
import { documentInternalRoutes } from "./documents";
import { countUserRows, purgeUserRows, sumRows } from "./user-data";
import {
  base64ToBytes,
  bytesToBase64,
  countUserFiles,
  deleteFiles,
  keysBelongTo,
  listUserFiles,
  MAX_PAGE,
} from "./user-files";

export interface InternalContext {
  env: Env;
  db: Db;
  params: string[];
  body: unknown;
  url: URL;
}

export interface InternalResult {
  status?: number;
  body?: unknown;
}

export interface InternalRoute {
  method: "GET" | "POST" | "PUT" | "DELETE";
  pattern: RegExp;
  handle(c: InternalContext): Promise<InternalResult>;
}

const USER_ID = /^[A-Za-z0-9_-]{1,64}$/;
const FileKey = z
  .string()
  .min(1)
  .max(1024)
  .refine((k) => !k.startsWith("/") && !k.split("/").includes(".."), "Invalid key");

const DeleteFilesBody = z.object({ keys: z.array(z.string().max(1024)).max(MAX_PAGE) });
const PutFileBody = z
  .object({
    contentBase64: z.string().optional(),
    text: z.string().optional(),
    contentType: z.string().max(200).default("application/octet-stream"),
  })
  .refine((b) => (b.contentBase64 === undefined) !== (b.text === undefined), "Send contentBase64 or text");
const AuditBody = z.object({
  id: z.string().max(200).optional(),
  action: z.string().min(1).max(100),
  subjectType: z.string().min(1).max(50),
  subjectId: z.string().min(1).max(200),
  details: z.record(z.union([z.string().max(500), z.number(), z.boolean(), z.null()])).optional(),
});

const bad = (detail: string, status = 400): InternalResult => ({ status, body: { detail } });

/** Runs `handle` with the path's user id once it is known to be a plain id. */
function forUser(handle: (c: InternalContext, userId: string) => Promise<InternalResult>) {
  return (c: InternalContext) =>
    USER_ID.test(c.params[0]) ? handle(c, c.params[0]) : Promise.resolve(bad("Invalid user id"));
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
  {
    method: "GET",
    pattern: /^\/internal\/users\/([^/]+)\/files$/,
    handle: forUser(async ({ env, url }, userId) => {
      const limit = Number(url.searchParams.get("limit") ?? 100);
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE)
        return bad(`limit must be 1..${MAX_PAGE}`);
      const cursor = url.searchParams.get("cursor") || undefined;
      return { body: await listUserFiles(env.FILES, userId, cursor, limit) };
    }),
  },
  {
    method: "POST",
    pattern: /^\/internal\/users\/([^/]+)\/files\/delete$/,
    handle: forUser(async ({ env, body }, userId) => {
      const parsed = DeleteFilesBody.safeParse(body);
      if (!parsed.success) return bad("Send keys: string[] (at most 1000)");
      if (!keysBelongTo(userId, parsed.data.keys))
        return bad(`Only keys under users/${userId}/ may be deleted`, 403);
      return { body: { deleted: await deleteFiles(env.FILES, parsed.data.keys) } };
    }),
  },
  {
    method: "PUT",
    pattern: /^\/internal\/files$/,
    handle: async ({ env, url, body }) => {
      const key = FileKey.safeParse(url.searchParams.get("key"));
      if (!key.success) return bad("Invalid key");
      const parsed = PutFileBody.safeParse(body);
      if (!parsed.success) return bad("Send contentBase64 or text");
      const { contentBase64, text, contentType } = parsed.data;
      let bytes: Uint8Array;
      try {
        bytes = contentBase64 !== undefined ? base64ToBytes(contentBase64) : new TextEncoder().encode(text);
      } catch {
        return bad("contentBase64 is not base64");
      }
      await env.FILES.put(key.data, bytes, { httpMetadata: { contentType } });
      return { status: 201, body: { key: key.data, size: bytes.byteLength } };
    },
  },
  {
    method: "GET",
    pattern: /^\/internal\/files$/,
    handle: async ({ env, url }) => {
      const key = FileKey.safeParse(url.searchParams.get("key"));
      if (!key.success) return bad("Invalid key");
      const object = await env.FILES.get(key.data);
      if (!object) return bad("Not Found", 404);
      const bytes = new Uint8Array(await object.arrayBuffer());
      return {
        body: {
          key: key.data,
          size: object.size,
          contentType: object.httpMetadata?.contentType ?? "application/octet-stream",
          contentBase64: bytesToBase64(bytes),
        },
      };
    },
  },
  {
    method: "POST",
    pattern: /^\/internal\/users\/([^/]+)\/purge$/,
    handle: forUser(async ({ db }, userId) => {
      const rows = await purgeUserRows(db, userId);
      return { body: { rows, totalRows: sumRows(rows) } };
    }),
  },
  {
    method: "GET",
    pattern: /^\/internal\/users\/([^/]+)\/remaining$/,
    handle: forUser(async ({ db, env }, userId) => {
      const [rows, objects] = await Promise.all([
        countUserRows(db, userId),
        countUserFiles(env.FILES, userId),
      ]);
      return { body: { rows, totalRows: sumRows(rows), objects } };
    }),
  },
  {
    method: "POST",
    pattern: /^\/internal\/audit$/,
    handle: async ({ db, body }) => {
      const parsed = AuditBody.safeParse(body);
      if (!parsed.success) return bad("Send action, subjectType, subjectId and optional details");
      return { status: 201, body: await recordAudit(db, parsed.data) };
    },
  },
  ...documentInternalRoutes,
];
