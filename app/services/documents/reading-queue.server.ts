// A document's place in the reading queue (decision 077): how many documents, anyone's, were
// queued before it and are not read yet. Counted only: no other user's row leaves the database.
import { and, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { schema } from "~/db.server";

const { documents } = schema;
const ahead = alias(documents, "ahead");

/** Waiting, or being read: what a queued document still has in front of it. */
const IN_READING_QUEUE = ["queued", "recognizing"] as const;

/** Created before it (ties: the smaller id); the `<=` lets the index's created_at range apply. */
const before = and(
  lte(ahead.createdAt, documents.createdAt),
  or(lt(ahead.createdAt, documents.createdAt), lt(ahead.id, documents.id)),
);
/**
 * For a row of `documents` in the same query: null unless it is still queued, else the number of
 * documents ahead of it (earlier created_at, then smaller id), counted on documents_processing_idx.
 */
export const queuePosition = sql<number | null>`case when ${eq(documents.processingStatus, "queued")} then (
  select count(*) from ${documents} as ${sql.identifier("ahead")} where ${and(inArray(ahead.processingStatus, [...IN_READING_QUEUE]), before)}
) end`;
