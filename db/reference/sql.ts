// SQL text for loading a dataset into D1: batched multi-row INSERTs into a staging table, then one
// swap batch that replaces the live rows, rebuilds search indexes and records the edition. A batch
// runs as one transaction, so a failed load or swap leaves the previous edition in place.

export type SqlValue = string | number | boolean | null;

/**
 * D1 rejects statements over 100 KB, but wrangler's SQL splitter is quadratic in statement length
 * (a 14 MB file: 17 s at 90 KB per statement, 1.5 s at 5 KB), so statements stay small.
 */
export const MAX_STATEMENT_BYTES = 6_000;

export function literal(value: SqlValue): string {
  if (value === null) return "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "number") {
    if (!Number.isSafeInteger(value))
      throw new Error(`refusing to write non-integer ${value} (money and RVUs are fixed-point)`);
    return String(value);
  }
  // eslint-disable-next-line no-control-regex -- NUL bytes would end the statement early
  return `'${value.replace(/\u0000/g, "").replace(/'/g, "''")}'`;
}

export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Multi-row INSERT statements, each under the D1 statement size limit. */
export function insertStatements(table: string, columns: readonly string[], rows: SqlValue[][]): string[] {
  const head = `INSERT INTO ${ident(table)} (${columns.map(ident).join(", ")}) VALUES `;
  const statements: string[] = [];
  let values: string[] = [];
  let size = head.length;
  for (const row of rows) {
    if (row.length !== columns.length)
      throw new Error(`row has ${row.length} values for ${columns.length} columns`);
    const tuple = `(${row.map(literal).join(",")})`;
    if (values.length > 0 && size + tuple.length + 1 > MAX_STATEMENT_BYTES) {
      statements.push(head + values.join(","));
      values = [];
      size = head.length;
    }
    values.push(tuple);
    size += tuple.length + 1;
  }
  if (values.length > 0) statements.push(head + values.join(","));
  return statements;
}

export interface DatasetRecord {
  dataset: string;
  edition: string;
  sourceFile: string;
  sha256: string;
  options: string;
  importedAt: number;
  durationMs: number;
}

export interface LoadPlan {
  table: string;
  columns: readonly string[];
  rows: SqlValue[][];
  /** When several datasets share a table (MUE settings), the rows this dataset owns. */
  scope?: { column: string; value: string };
  /** Statements to run after the rows are swapped in (full-text rebuilds, derived tables). */
  afterSwap: readonly string[];
}

export const stageTable = (plan: LoadPlan, dataset: string) =>
  `${plan.table}__stage_${dataset.replace(/\W/g, "_")}`;

/** First batch: an empty copy of the live table, filled with the new edition. */
export function buildLoad(plan: LoadPlan, dataset: string): string[] {
  const stage = ident(stageTable(plan, dataset));
  return [
    `DROP TABLE IF EXISTS ${stage}`,
    `CREATE TABLE ${stage} AS SELECT * FROM ${ident(plan.table)} WHERE 0`,
    ...insertStatements(stageTable(plan, dataset), plan.columns, plan.rows),
  ];
}

/**
 * Second batch. Its first statement records the edition and fails (NOT NULL) unless the staging table
 * holds exactly the parsed row count, which rolls the whole batch back. ("END ," keeps wrangler's
 * statement splitter from reading CASE…END as a compound statement.)
 */
export function buildSwap(plan: LoadPlan, record: DatasetRecord): string[] {
  const stage = ident(stageTable(plan, record.dataset));
  const live = ident(plan.table);
  const n = plan.rows.length;
  const where = plan.scope ? ` WHERE ${ident(plan.scope.column)} = ${literal(plan.scope.value)}` : "";
  return [
    `INSERT INTO reference_datasets (dataset, edition, source_file, sha256, options, row_count, imported_at, duration_ms) ` +
      `SELECT ${[record.dataset, record.edition, record.sourceFile, record.sha256, record.options].map(literal).join(", ")}, ` +
      `CASE WHEN (SELECT count(*) FROM ${stage}) = ${n} THEN ${n} END , ${literal(record.importedAt)}, ${literal(record.durationMs)} ` +
      `WHERE true ON CONFLICT (dataset) DO UPDATE SET edition = excluded.edition, source_file = excluded.source_file, ` +
      `sha256 = excluded.sha256, options = excluded.options, row_count = excluded.row_count, ` +
      `imported_at = excluded.imported_at, duration_ms = excluded.duration_ms`,
    `DELETE FROM ${live}${where}`,
    `INSERT INTO ${live} SELECT * FROM ${stage}`,
    `DROP TABLE ${stage}`,
    ...plan.afterSwap,
  ];
}

/** The statements as a file `wrangler d1 execute --file` runs. */
export const toSqlFile = (statements: string[]) => statements.map((s) => `${s};`).join("\n") + "\n";
