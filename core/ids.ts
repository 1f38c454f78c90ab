// The ids that travel in paths and queries between the Worker, the gateway and the activities: one
// definition each, so every hop accepts and refuses the same values with the same message.
import { z } from "zod";

/** Our own ids (users, documents, bills): letters, digits, `-` and `_`, never a path or a quote. */
export const PLAIN_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const UserIdSchema = z.string().regex(PLAIN_ID, "Invalid user id");
export const DocumentIdSchema = z.string().regex(PLAIN_ID, "Invalid document id");
/** Temporal workflow ids are business keys (`document-{id}`, `account-deletion-{id}`). */
export const WorkflowIdSchema = z.string().regex(/^[A-Za-z0-9_.:-]{1,200}$/, "Invalid workflow id");
export const RUN_ID = /^[0-9a-fA-F-]{36}$/;
export const RunIdSchema = z.string().regex(RUN_ID, "Invalid run id");
/** A visibility page token, base64url as the gateway hands it out. */
export const PageTokenSchema = z
  .string()
  .max(4096, "Invalid nextPageToken")
  .regex(/^[A-Za-z0-9_-]+$/, "Invalid nextPageToken");

export const isPlainId = (value: string) => PLAIN_ID.test(value);
