// Every D1 row that belongs to a user, derived from the schema so a new table with user_id is
// covered without touching this file. Used by the deletion workflow's purge and final check.
import { count, eq, is, or, type SQL } from "drizzle-orm";
import { getTableConfig, SQLiteTable, type SQLiteColumn } from "drizzle-orm/sqlite-core";
import { schema, type Db } from "~/db.server";

/** Rows that carry the user's address but may predate (or lack) a user_id. */
const EMAIL_COLUMNS: Record<string, string> = { auth_codes: "email", email_outbox: "to" };

interface UserTable {
  name: string;
  table: SQLiteTable;
  where(userId: string, email: string | null): SQL;
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

function buildUserTables(): UserTable[] {
  const all = Object.values(schema as Record<string, unknown>).filter((t): t is SQLiteTable =>
    is(t, SQLiteTable),
  );
  const owned = all.filter((t) => t === schema.users || column(t, "user_id"));
  return orderForDelete(owned).map((table) => {
    const name = getTableConfig(table).name;
    const owner = table === schema.users ? schema.users.id : column(table, "user_id")!;
    const emailColumn = EMAIL_COLUMNS[name] ? column(table, EMAIL_COLUMNS[name]) : undefined;
    return {
      name,
      table,
      where: (userId, email) =>
        emailColumn && email ? or(eq(owner, userId), eq(emailColumn, email))! : eq(owner, userId),
    };
  });
}

export const userTables: UserTable[] = buildUserTables();

async function userEmail(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .select({ email: schema.users.email })
    .from(schema.users)
    .where(eq(schema.users.id, userId))
    .get();
  return row?.email ?? null;
}

export async function countUserRows(db: Db, userId: string): Promise<Record<string, number>> {
  const email = await userEmail(db, userId);
  const queries = userTables.map((t) =>
    db.select({ n: count() }).from(t.table).where(t.where(userId, email)),
  );
  // D1 batch: one round trip; the tuple type wants at least one statement, which userTables always has.
  const results = (await db.batch(queries as unknown as [(typeof queries)[0]])) as { n: number }[][];
  return Object.fromEntries(userTables.map((t, i) => [t.name, results[i][0]?.n ?? 0]));
}

/** Deletes every row of the user in one D1 batch (all or nothing), the users row last. */
export async function purgeUserRows(db: Db, userId: string): Promise<Record<string, number>> {
  const email = await userEmail(db, userId);
  const statements = userTables.map((t) => db.delete(t.table).where(t.where(userId, email)));
  const results = (await db.batch(statements as unknown as [(typeof statements)[0]])) as unknown as {
    meta: { changes: number };
  }[];
  return Object.fromEntries(userTables.map((t, i) => [t.name, results[i]?.meta?.changes ?? 0]));
}

export const sumRows = (rows: Record<string, number>) => Object.values(rows).reduce((a, b) => a + b, 0);
