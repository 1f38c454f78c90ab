// Every D1 row that names a user, for the deletion workflow's purge and final check: the tables
// with user_id (derived from the schema, so a new one is covered without touching this file), rows
// keyed by the address or the inbox, audit rows about the user (by id, and by the hashed address
// the rate limits use), and the stored /internal answers about the user and their documents.
import { count, eq, is, or, sql, type SQL } from "drizzle-orm";
import { getTableConfig, SQLiteTable, type SQLiteColumn } from "drizzle-orm/sqlite-core";
import { schema, type Db } from "~/db.server";
import { documentRequestsOf } from "~/services/documents/forget.server";
import { hashToken } from "~/services/auth/tokens.server";

/** Rows that carry the user's address but may predate (or lack) a user_id. */
const EMAIL_COLUMNS: Record<string, string> = {
  auth_codes: "email",
  email_outbox: "to",
  ingested_emails: "sender",
};

/** Written instead of the user's id where an operator's audit row mentions them. */
export const DELETED_USER = "[deleted user]";

/** Who is being deleted, in the forms rows may name them. */
export interface Subject {
  userId: string;
  email: string | null;
  inboxToken: string | null;
  /** audit_log subject ids of the address: `email:…` and `${action}:…` hashes (auth-codes.server.ts). */
  emailHashes: string[];
}

interface NamingRows {
  name: string;
  table: SQLiteTable;
  where(s: Subject): SQL;
  /** Rows that record someone else's doing keep it, with the user's id replaced. */
  redact?(s: Subject): Record<string, SQL>;
}

function column(table: SQLiteTable, name: string): SQLiteColumn | undefined {
  return getTableConfig(table).columns.find((c) => c.name === name);
}

/** Children before parents (a table is deleted before any table it references); users last. */
function orderForDelete(tables: SQLiteTable[]): SQLiteTable[] {
  const refs = new Map(
    tables.map((t) => [t, getTableConfig(t).foreignKeys.map((fk) => fk.reference().foreignTable)]),
  );
  const left = new Set(tables);
  const ordered: SQLiteTable[] = [];
  while (left.size > 0) {
    const next = [...left].find(
      (t) => ![...left].some((other) => other !== t && refs.get(other)!.includes(t)),
    );
    if (!next) throw new Error("Foreign keys between user tables form a cycle");
    ordered.push(next);
    left.delete(next);
  }
  return ordered;
}

function buildUserTables(): NamingRows[] {
  const all = Object.values(schema as Record<string, unknown>).filter((t): t is SQLiteTable =>
    is(t, SQLiteTable),
  );
  const owned = all.filter((t) => t === schema.users || column(t, "user_id"));
  return orderForDelete(owned).map((table) => {
    const name = getTableConfig(table).name;
    const owner = table === schema.users ? schema.users.id : column(table, "user_id")!;
    const emailColumn = EMAIL_COLUMNS[name] ? column(table, EMAIL_COLUMNS[name]) : undefined;
    const inbox = table === schema.ingestedEmails ? schema.ingestedEmails.recipient : undefined;
    return {
      name,
      table,
      where: (s) => {
        const by: SQL[] = [eq(owner, s.userId)];
        if (emailColumn && s.email) by.push(sql`lower(${emailColumn}) = ${s.email}`);
        // Messages to the user's inbox refused before an owner was known.
        if (inbox && s.inboxToken)
          by.push(sql`instr(lower(${inbox}), ${`bills+${s.inboxToken}@`.toLowerCase()}) = 1`);
        return or(...by)!;
      },
    };
  });
}

const a = schema.auditLog;
const k = schema.idempotencyKeys;
const startsWith = (value: SQL | SQLiteColumn, prefix: string) =>
  sql`substr(${value}, 1, ${prefix.length}) = ${prefix}`;
/** Hex hashes only (checked), inlined: D1 allows 100 bound parameters per statement. */
const hashList = (hashes: string[]) =>
  sql.raw(
    hashes
      .filter((h) => /^[0-9a-f]{64}$/.test(h))
      .map((h) => `'${h}'`)
      .join(", "),
  );

/** Rows outside the user tables; first in the batch, while the user's documents still exist. */
const otherRows: NamingRows[] = [
  {
    name: "idempotency_keys",
    table: k,
    where: (s) =>
      or(
        documentRequestsOf(eq(schema.documents.userId, s.userId)),
        startsWith(k.path, `/internal/users/${s.userId}/`),
        startsWith(k.key, `account-deletion-${s.userId}/`),
      )!,
  },
  {
    name: "audit_log",
    table: a,
    where: (s) =>
      s.emailHashes.length
        ? sql`${a.subjectId} = ${s.userId} or ${a.subjectId} in (${hashList(s.emailHashes)})`
        : eq(a.subjectId, s.userId),
  },
  {
    // Operators' rows (views, searches) keep what was done, but no longer whom it concerned.
    name: "audit_log_mentions",
    table: a,
    where: (s) => sql`instr(${a.details}, ${s.userId}) > 0`,
    redact: (s) => ({ details: sql`replace(${a.details}, ${s.userId}, ${DELETED_USER})` }),
  },
];

export const userTables: NamingRows[] = [...otherRows, ...buildUserTables()];

/** The user's address, inbox and the audit subject ids derived from the address. */
export async function subjectOf(db: Db, userId: string): Promise<Subject> {
  const user = await db
    .select({ email: schema.users.email, inboxToken: schema.users.inboxToken })
    .from(schema.users)
    .where(eq(schema.users.id, userId))
    .get();
  if (!user) return { userId, email: null, inboxToken: null, emailHashes: [] };
  // Every action that ever keyed a row by the address, so a limit added later is covered too.
  const actions = await db.selectDistinct({ action: a.action }).from(a).all();
  const keys = [`email:${user.email}`, ...actions.map(({ action }) => `${action}:${user.email}`)];
  return { userId, ...user, emailHashes: await Promise.all(keys.map((key) => hashToken(key))) };
}

export async function countUserRows(db: Db, userId: string): Promise<Record<string, number>> {
  const s = await subjectOf(db, userId);
  const queries = userTables.map((t) => db.select({ n: count() }).from(t.table).where(t.where(s)));
  // D1 batch: one round trip; the tuple type wants at least one statement, which userTables always has.
  const results = (await db.batch(queries as unknown as [(typeof queries)[0]])) as { n: number }[][];
  return Object.fromEntries(userTables.map((t, i) => [t.name, results[i][0]?.n ?? 0]));
}

/** Deletes (or redacts) every row naming the user in one D1 batch (all or nothing), users last. */
export async function purgeUserRows(db: Db, userId: string): Promise<Record<string, number>> {
  const s = await subjectOf(db, userId);
  const statements = userTables.map((t) =>
    t.redact ? db.update(t.table).set(t.redact(s)).where(t.where(s)) : db.delete(t.table).where(t.where(s)),
  );
  const results = (await db.batch(statements as unknown as [(typeof statements)[0]])) as unknown as {
    meta: { changes: number };
  }[];
  return Object.fromEntries(userTables.map((t, i) => [t.name, results[i]?.meta?.changes ?? 0]));
}

export const sumRows = (rows: Record<string, number>) => Object.values(rows).reduce((a, b) => a + b, 0);
