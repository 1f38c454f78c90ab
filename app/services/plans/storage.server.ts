// Storage: what the user's files take together, against the plan (001 §9: 100MB free, 5GB
// premium), and the two guards every path that stores a user file passes before it writes
// (docs/decisions/043): the plan's file types (403) and its storage (402).
import { eq, sql } from "drizzle-orm";
import {
  acceptsFileType,
  checkStorageAgainst,
  planFor,
  type FileType,
  type StorageCheck,
  type SubscriptionState,
} from "#core/plans";
import { ApiError } from "~/api/http";
import { schema, type Db } from "~/db.server";
import { PLAN_LIMIT_MESSAGES } from "./messages";

const { documents, heldDocuments } = schema;

interface StorageOwner {
  user: { id: string };
  subscription: SubscriptionState | null | undefined;
}

/**
 * Bytes the user's stored files take: documents (uploads, e-mailed files, bill attachments) and
 * the files from unknown senders waiting for review. One query, scoped to the user.
 */
export async function storageUsed(db: Db, userId: string): Promise<number> {
  const row = await db
    .select({
      documents: sql<number>`coalesce(sum(${documents.fileSize}), 0)`,
      held: sql<number>`(select coalesce(sum(${heldDocuments.fileSize}), 0) from ${heldDocuments} where ${heldDocuments.userId} = ${userId})`,
    })
    .from(documents)
    .where(eq(documents.userId, userId))
    .get();
  return Number(row?.documents ?? 0) + Number(row?.held ?? 0);
}

/** The user's storage against the plan, as the usage meters show it (bytes). */
export async function storageUsage(db: Db, owner: StorageOwner, adding = 0): Promise<StorageCheck> {
  return checkStorageAgainst(planFor(owner.subscription), await storageUsed(db, owner.user.id), adding);
}

/** 402 `{error: 'USAGE_LIMIT_EXCEEDED', message, usage}` when `adding` bytes would not fit. */
export async function requireStorage(db: Db, owner: StorageOwner, adding: number): Promise<StorageCheck> {
  const usage = await storageUsage(db, owner, adding);
  if (!usage.allowed) {
    const message = PLAN_LIMIT_MESSAGES.storageFull(planFor(owner.subscription));
    throw new ApiError(402, { error: "USAGE_LIMIT_EXCEEDED", message, usage });
  }
  return usage;
}

/** 403 with the premium wording when the plan does not store this file type. */
export function requireFileType(owner: Pick<StorageOwner, "subscription">, type: FileType): void {
  if (!acceptsFileType(planFor(owner.subscription), type)) {
    throw new ApiError(403, PLAN_LIMIT_MESSAGES.premiumFileType(type));
  }
}
