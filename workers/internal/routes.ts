// The /internal API table: thin handlers over the services beside this file, one per contract in
// core/contracts/internal*.ts. Signatures and idempotency keys are checked by workers/internal.ts.
import { sql } from "drizzle-orm";
import * as api from "#core/contracts/internal";
import { recordAudit } from "./audit";
import { billingInternalRoutes } from "./billing";
import { documentInternalRoutes } from "./documents";
import { letterInternalRoutes } from "./letters";
import { internalRoute, refuse, type InternalRoute } from "./route";
import { countUserRows, purgeUserRows, sumRows } from "./user-data";
import {
  base64ToBytes,
  bytesToBase64,
  countUserFiles,
  deleteFiles,
  keysBelongTo,
  listUserFiles,
} from "./user-files";

export type { InternalContext, InternalRoute } from "./route";

export const internalRoutes: InternalRoute[] = [
  internalRoute(api.health, async (_r, { db }) => {
    await db.run(sql`select 1`);
    return { body: { ok: true } };
  }),
  internalRoute(api.listUserFiles, async ({ params, query }, { env }) => ({
    body: await listUserFiles(env.FILES, params.userId, query.cursor || undefined, query.limit),
  })),
  internalRoute(api.deleteUserFiles, async ({ params: { userId }, body }, { env }) => {
    if (!keysBelongTo(userId, body.keys))
      throw refuse(`Only keys under users/${userId}/ may be deleted`, 403);
    return { body: { deleted: await deleteFiles(env.FILES, body.keys) } };
  }),
  internalRoute(api.putFile, async ({ query: { key }, body }, { env }) => {
    const { contentBase64, text, contentType } = body;
    let bytes: Uint8Array;
    try {
      bytes = contentBase64 !== undefined ? base64ToBytes(contentBase64) : new TextEncoder().encode(text);
    } catch {
      throw refuse("contentBase64 is not base64");
    }
    await env.FILES.put(key, bytes, { httpMetadata: { contentType } });
    return { status: 201, body: { key, size: bytes.byteLength } };
  }),
  internalRoute(api.getFile, async ({ query: { key } }, { env }) => {
    const object = await env.FILES.get(key);
    if (!object) throw refuse("Not Found", 404);
    const bytes = new Uint8Array(await object.arrayBuffer());
    return {
      body: {
        key,
        size: object.size,
        contentType: object.httpMetadata?.contentType ?? "application/octet-stream",
        contentBase64: bytesToBase64(bytes),
      },
    };
  }),
  internalRoute(api.purgeUser, async ({ params }, { db }) => {
    const rows = await purgeUserRows(db, params.userId);
    return { body: { rows, totalRows: sumRows(rows) } };
  }),
  internalRoute(api.userRemaining, async ({ params: { userId } }, { db, env }) => {
    const [rows, objects] = await Promise.all([countUserRows(db, userId), countUserFiles(env.FILES, userId)]);
    return { body: { rows, totalRows: sumRows(rows), objects } };
  }),
  internalRoute(api.recordAudit, async ({ body }, { db }) => ({
    status: 201,
    body: await recordAudit(db, body),
  })),
  ...documentInternalRoutes,
  ...billingInternalRoutes,
  ...letterInternalRoutes,
];
