// The /internal API between the activities (workflows/activities/internal-client.ts) and the web
// Worker (workers/internal/): health, a user's files and rows, files by key, the audit trail.
// The document routes are in internal-documents.ts. docs/decisions/020-one-router-idiom.md
import { z } from "zod";
import { contract } from "../http/routes";
import { UserIdSchema } from "../ids";

/** R2 lists and deletes at most this many keys per call. */
export const MAX_FILES_PAGE = 1000;

const Ok = z.object({ ok: z.boolean() });
const UserParams = z.object({ userId: UserIdSchema });
const RowCounts = z.record(z.number());

const FileKey = z
  .string({ message: "Invalid key" })
  .min(1, "Invalid key")
  .max(1024, "Invalid key")
  .refine((k) => !k.startsWith("/") && !k.split("/").includes(".."), "Invalid key");
const limitMessage = `limit must be 1..${MAX_FILES_PAGE}`;

export const health = contract({ method: "GET", path: "/internal/health", response: Ok });

export const listUserFiles = contract({
  method: "GET",
  path: "/internal/users/{userId}/files",
  params: UserParams,
  query: z.object({
    limit: z.coerce
      .number({ message: limitMessage })
      .int(limitMessage)
      .min(1, limitMessage)
      .max(MAX_FILES_PAGE, limitMessage)
      .default(100),
    cursor: z.string().optional(),
  }),
  response: z.object({ keys: z.array(z.string()), cursor: z.string().nullable() }),
});

export const deleteUserFiles = contract({
  method: "POST",
  path: "/internal/users/{userId}/files/delete",
  params: UserParams,
  body: z.object({ keys: z.array(z.string().max(1024)).max(MAX_FILES_PAGE) }),
  invalid: `Send keys: string[] (at most ${MAX_FILES_PAGE})`,
  response: z.object({ deleted: z.number() }),
});

export const putFile = contract({
  method: "PUT",
  path: "/internal/files",
  query: z.object({ key: FileKey }),
  body: z
    .object({
      contentBase64: z.string().optional(),
      text: z.string().optional(),
      contentType: z.string().max(200).default("application/octet-stream"),
    })
    .refine((b) => (b.contentBase64 === undefined) !== (b.text === undefined), "Send contentBase64 or text"),
  invalid: "Send contentBase64 or text",
  response: z.object({ key: z.string(), size: z.number() }),
});

export const getFile = contract({
  method: "GET",
  path: "/internal/files",
  query: z.object({ key: FileKey }),
  response: z.object({
    key: z.string(),
    size: z.number(),
    contentType: z.string(),
    contentBase64: z.string(),
  }),
});

export const purgeUser = contract({
  method: "POST",
  path: "/internal/users/{userId}/purge",
  params: UserParams,
  response: z.object({ rows: RowCounts, totalRows: z.number() }),
});

export const userRemaining = contract({
  method: "GET",
  path: "/internal/users/{userId}/remaining",
  params: UserParams,
  response: z.object({ rows: RowCounts, totalRows: z.number(), objects: z.number() }),
});

export const recordAudit = contract({
  method: "POST",
  path: "/internal/audit",
  body: z.object({
    id: z.string().max(200).optional(),
    action: z.string().min(1).max(100),
    subjectType: z.string().min(1).max(50),
    subjectId: z.string().min(1).max(200),
    details: z.record(z.union([z.string().max(500), z.number(), z.boolean(), z.null()])).optional(),
  }),
  invalid: "Send action, subjectType, subjectId and optional details",
  response: z.object({ id: z.string(), recorded: z.boolean() }),
});
