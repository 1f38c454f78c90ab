// npm run reference:import [-- --remote] [--persist-to DIR] [--data-dir DIR] [--only a,b] [--force]
//                          [--cpt-descriptors plain|cms] [--migrate]
// Loads the CMS/CDC reference files into D1. Reads REFERENCE_DATA_DIR (or --data-dir) when given,
// otherwise downloads the official files (db/reference/sources.ts). Prints one JSON report per dataset.
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import type { DescriptorMode } from "./descriptors";
import { runImport, type DatasetReport } from "./lib/run-import";
import { applyMigrations } from "./lib/wrangler";
import { DATASET_IDS, type DatasetId } from "./sources";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      remote: { type: "boolean", default: false },
      "persist-to": { type: "string" },
      "data-dir": { type: "string" },
      only: { type: "string" },
      force: { type: "boolean", default: false },
      "cpt-descriptors": { type: "string", default: process.env.REFERENCE_CPT_DESCRIPTORS ?? "plain" },
      migrate: { type: "boolean", default: false },
    },
  });
  const descriptors = values["cpt-descriptors"] as DescriptorMode;
  if (descriptors !== "plain" && descriptors !== "cms")
    throw new Error("--cpt-descriptors must be plain or cms");
  const only = values.only?.split(",").map((s) => s.trim()) as DatasetId[] | undefined;
  const unknown = only?.filter((id) => !DATASET_IDS.includes(id));
  if (unknown?.length)
    throw new Error(`unknown dataset(s) ${unknown.join(", ")}; known: ${DATASET_IDS.join(", ")}`);
  const dataDir = values["data-dir"] ?? process.env.REFERENCE_DATA_DIR;
  const target = {
    remote: values.remote,
    persistTo: values["persist-to"] ? path.resolve(values["persist-to"]) : undefined,
    cwd: repoRoot,
  };
  if (values.migrate) await applyMigrations(target);
  const started = Date.now();
  process.stderr.write(
    `reference data from ${dataDir ? path.resolve(dataDir) : "the official CMS/CDC downloads"}\n`,
  );
  const reports = await runImport({
    target,
    dataDir: dataDir ? path.resolve(dataDir) : undefined,
    cacheDir: path.join(os.tmpdir(), "fairbill-reference-downloads"),
    descriptors,
    only,
    force: values.force,
    onReport: (r) => process.stderr.write(line(r) + "\n"),
  });
  process.stdout.write(JSON.stringify({ total_ms: Date.now() - started, datasets: reports }, null, 2) + "\n");
  return reports.some((r) => r.status === "failed") ? 1 : 0;
}

function line(r: DatasetReport): string {
  const rows = r.rows === null ? "" : `${r.rows.toLocaleString("en-US")} rows`;
  const detail = r.message ? `  ${r.message}` : "";
  return `${r.status.padEnd(9)} ${r.dataset.padEnd(29)} ${(r.edition ?? "").padEnd(26)} ${rows.padStart(14)} ${String(r.ms).padStart(7)} ms${detail}`;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `reference import failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  },
);
