// Imports every (or the chosen) dataset: skip unchanged files, parse, then load + swap through wrangler.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { planDataset, type ImportOptions } from "../datasets";
import { DATASET_SOURCES, type DatasetId, type DatasetSource } from "../sources";
import { buildLoad, buildSwap, toSqlFile } from "../sql";
import { MalformedInputError } from "./malformed";
import { readDatasetFiles, type ReadOptions } from "./read-sources";
import { executeFile, query, type D1Target } from "./wrangler";

export interface DatasetReport {
  dataset: DatasetId;
  status: "imported" | "unchanged" | "missing" | "failed";
  edition: string | null;
  rows: number | null;
  ms: number;
  message?: string;
}

export interface RunOptions extends ReadOptions, ImportOptions {
  target: D1Target;
  only?: DatasetId[];
  force?: boolean;
  onReport?: (report: DatasetReport) => void;
}

interface CurrentEdition {
  dataset: string;
  sha256: string;
  options: string;
  edition: string;
  row_count: number;
}

/** Only the CPT-descriptor datasets depend on the descriptor mode; changing it re-imports them. */
const optionsFor = (id: DatasetId, options: ImportOptions) =>
  id === "pfs-rvu" || id === "clfs" ? `descriptors=${options.descriptors}` : "";

export async function runImport(options: RunOptions): Promise<DatasetReport[]> {
  const current = new Map<string, CurrentEdition>();
  try {
    const rows = await query<CurrentEdition>(
      options.target,
      "SELECT dataset, sha256, options, edition, row_count FROM reference_datasets",
    );
    for (const row of rows) current.set(row.dataset, row);
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    if (/no such table/i.test(text)) {
      throw new Error(
        "reference_datasets does not exist: apply the migrations first (npm run db:migrate, or pass --migrate)",
      );
    }
    throw error;
  }
  const tmp = await mkdtemp(path.join(os.tmpdir(), "fairbill-reference-"));
  const reports: DatasetReport[] = [];
  try {
    for (const source of DATASET_SOURCES as readonly DatasetSource[]) {
      const id = source.id as DatasetId;
      if (options.only && !options.only.includes(id)) continue;
      const report = await importOne(id, source, current.get(id), options, tmp);
      reports.push(report);
      options.onReport?.(report);
    }
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
  return reports;
}

async function importOne(
  id: DatasetId,
  source: DatasetSource,
  current: CurrentEdition | undefined,
  options: RunOptions,
  tmp: string,
): Promise<DatasetReport> {
  const started = Date.now();
  const elapsed = () => Date.now() - started;
  const base = { dataset: id, edition: current?.edition ?? null, rows: current?.row_count ?? null };
  try {
    const read = await readDatasetFiles(source, options);
    if (read.kind === "missing") return { ...base, status: "missing", ms: elapsed(), message: read.reason };
    const importOptions = optionsFor(id, options);
    if (!options.force && current?.sha256 === read.sha256 && current.options === importOptions) {
      return { ...base, status: "unchanged", ms: elapsed() };
    }
    const { plan, edition } = planDataset(id, read.files, options);
    const record = {
      dataset: id,
      edition: edition ?? source.edition,
      sourceFile: read.sourceFile,
      sha256: read.sha256,
      options: importOptions,
      importedAt: Date.now(),
      durationMs: 0,
    };
    const load = buildLoad(plan, id);
    if (options.target.remote) {
      // Remote imports run file by file; the swap batch still refuses a partial staging table.
      await runSql(options.target, tmp, `${id}-load.sql`, load);
      await runSql(
        options.target,
        tmp,
        `${id}-swap.sql`,
        buildSwap(plan, { ...record, durationMs: elapsed() }),
      );
    } else {
      // Locally one file is one D1 batch: load and swap commit together or not at all.
      await runSql(options.target, tmp, `${id}.sql`, [
        ...load,
        ...buildSwap(plan, { ...record, durationMs: elapsed() }),
      ]);
    }
    return {
      dataset: id,
      status: "imported",
      edition: record.edition,
      rows: plan.rows.length,
      ms: elapsed(),
    };
  } catch (error) {
    const message =
      error instanceof MalformedInputError
        ? `${error.message} — the previous edition stays in place`
        : error instanceof Error
          ? error.message
          : String(error);
    return { ...base, status: "failed", ms: elapsed(), message };
  }
}

async function runSql(target: D1Target, dir: string, name: string, statements: string[]): Promise<void> {
  const file = path.join(dir, name);
  await writeFile(file, toSqlFile(statements));
  await executeFile(target, file);
  await rm(file, { force: true });
}
