// For the Node tests: the real reference files (REFERENCE_DATA_DIR, default ../shared/data beside the repo)
// and a Miniflare D1 database with the migrations applied, loaded through the importer's own SQL.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Miniflare } from "miniflare";
import { planDataset, type SourceFiles } from "../datasets";
import { sourceOf, type DatasetId } from "../sources";
import { buildLoad, buildSwap } from "../sql";
import { readDatasetFiles } from "./read-sources";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
export const dataDir = path.resolve(
  process.env.REFERENCE_DATA_DIR ?? path.resolve(repoRoot, "../shared/data"),
);

/** A dataset's files as the importer reads them (unzipped and decoded). */
export async function datasetFiles(id: DatasetId): Promise<{ files: SourceFiles; sha256: string }> {
  const read = await readDatasetFiles(sourceOf(id), {
    dataDir,
    cacheDir: path.join(repoRoot, ".cache-unused"),
  });
  if (read.kind !== "files") throw new Error(`${id}: ${read.reason}`);
  return read;
}

export async function firstFile(id: DatasetId, role = "data") {
  return (await datasetFiles(id)).files[role][0];
}

/**
 * Runs statements as one batch inside workerd. Miniflare's Node proxy makes every `d1.prepare` a
 * synchronous round trip, and its handshake can lose a reply under load (workers-sdk #15552, fixed
 * after the wrangler this Node allows), so thousands of importer statements go in one request.
 */
type RunBatch = (statements: string[]) => Promise<void>;
const batchRunners = new WeakMap<D1Database, RunBatch>();

const BATCH_WORKER = `export default {
  async fetch(request, env) {
    const statements = await request.json();
    await env.DB.batch(statements.map((s) => env.DB.prepare(s)));
    return new Response("ok");
  },
};`;

/** In-memory D1 (workerd's SQLite, FTS5 included) with every migration applied. */
export async function migratedD1(): Promise<{ d1: D1Database; dispose: () => Promise<void> }> {
  const mf = new Miniflare({
    modules: true,
    script: BATCH_WORKER,
    d1Databases: { DB: "reference-test" },
  });
  const d1 = (await mf.getD1Database("DB")) as unknown as D1Database;
  const runBatch: RunBatch = async (statements) => {
    const response = await mf.dispatchFetch("http://test/batch", {
      method: "POST",
      body: JSON.stringify(statements),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`batch failed (${response.status}): ${text.slice(0, 500)}`);
  };
  batchRunners.set(d1, runBatch);
  const dir = path.join(repoRoot, "db/migrations");
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    const statements = readFileSync(path.join(dir, file), "utf8")
      .split("--> statement-breakpoint")
      .map((s) => s.replace(/^\s*--.*$/gm, "").trim())
      .filter(Boolean);
    await runBatch(statements);
  }
  return { d1, dispose: () => mf.dispose() };
}

/** Loads one dataset with the same load + swap statements the CLI writes, as one batch. */
export async function loadDataset(d1: D1Database, id: DatasetId, files?: SourceFiles): Promise<number> {
  const input = files ?? (await datasetFiles(id)).files;
  const { plan, edition } = planDataset(id, input, { descriptors: "plain" });
  const record = {
    dataset: id,
    edition: edition ?? sourceOf(id).edition,
    sourceFile: "test",
    sha256: "test",
    options: "",
    importedAt: Date.now(),
    durationMs: 0,
  };
  const statements = [...buildLoad(plan, id), ...buildSwap(plan, record)];
  const runBatch = batchRunners.get(d1);
  if (runBatch) await runBatch(statements);
  else await d1.batch(statements.map((s) => d1.prepare(s)));
  return plan.rows.length;
}

/** The Plan Attributes PUF test file (official layout, real plan ids of the Benefits sample). */
export const planAttributesTestFile = () => ({
  name: "plan-attributes-puf-sample.csv",
  text: readFileSync(
    path.join(repoRoot, "db/reference/parsers/fixtures/plan-attributes-puf-sample.csv"),
    "utf8",
  ),
});
