// Everything a fresh machine needs before Fairbill runs, shared by start, dev and test: npm packages
// (install.mjs, first: plain Node), the Temporal CLI (tools.mjs), .dev.vars (dev-vars.mjs), then
// the Remix build, local D1 migrations and the reference data.
import { cpSync, existsSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { ensureDevVars } from "./dev-vars.mjs";
import { ensureNodeModules } from "./install.mjs";
import { bin, repoRoot, run, runOrThrow, say, toolEnv } from "./proc.mjs";
import { ensureTemporalCli } from "./tools.mjs";

// Every child (npm ci, playwright, wrangler) inherits these.
Object.assign(process.env, toolEnv());

export async function build() {
  say("building the Remix app (npm run build)");
  await runOrThrow("npm", ["run", "build", "--silent"]);
}

/** Applies db/migrations to a local D1 (the default .wrangler/state unless persistTo is given). */
export async function migrateLocal(persistTo) {
  say(`applying D1 migrations locally${persistTo ? ` (${persistTo})` : ""}`);
  const extra = persistTo ? ["--persist-to", persistTo] : [];
  await runOrThrow(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", ...extra]);
}

/**
 * The folder of official CMS/CDC files: REFERENCE_DATA_DIR when set, else ../shared/data beside the
 * repo, else the workplace's shared folder (CI clones the repo elsewhere). Null when none exists.
 */
export function referenceDataDir() {
  const candidates = process.env.REFERENCE_DATA_DIR
    ? [resolve(repoRoot, process.env.REFERENCE_DATA_DIR)]
    : [resolve(repoRoot, "..", "shared", "data"), "/work/shared/data"];
  return (
    candidates.find((dir) => existsSync(join(dir, "PROVENANCE.md")) || existsSync(join(dir, "cms"))) ?? null
  );
}

/**
 * Loads CMS reference data into a local D1 when the importer and the data folder both exist.
 * Unchanged datasets are skipped by the importer, so repeated runs are quick. Returns undefined
 * when skipped, otherwise whether every dataset imported (a bad file is reported, not fatal).
 */
export async function importReferenceData(persistTo = join(repoRoot, ".wrangler", "state")) {
  const importer = join(repoRoot, "db", "reference", "import.ts");
  const dataDir = referenceDataDir();
  if (!existsSync(importer))
    return void say("skipping reference data: db/reference/import.ts does not exist yet");
  if (!dataDir) return void say("skipping reference data: no data folder found (set REFERENCE_DATA_DIR)");
  say(`importing reference data from ${dataDir}`);
  // stdout is a JSON copy of the per-dataset lines the importer prints on stderr.
  const code = await run(bin("tsx"), [importer, "--persist-to", persistTo], {
    env: { ...process.env, REFERENCE_DATA_DIR: dataDir },
    quietStdout: true,
  });
  if (code !== 0)
    say(`reference data import reported problems (exit code ${code}); continuing with what loaded`);
  return code === 0;
}

/**
 * A local D1/R2 state for the test stack: schema + reference data are kept in a template folder
 * (importing is slow the first time only) and copied into a fresh persist dir for every run.
 */
export async function freshTestState(persistTo) {
  const template = join(repoRoot, ".wrangler", "test-template");
  try {
    await migrateLocal(template);
  } catch {
    say("rebuilding the test template state from scratch");
    rmSync(template, { recursive: true, force: true });
    await migrateLocal(template);
  }
  const referenceOk = await importReferenceData(template);
  rmSync(persistTo, { recursive: true, force: true });
  cpSync(template, persistTo, { recursive: true });
  return referenceOk;
}

/** The common steps; returns what the services need. */
export async function bootstrap() {
  await ensureNodeModules();
  const temporalCli = await ensureTemporalCli();
  const devVars = ensureDevVars();
  // Every runner (unit tests of the importers, the bench) reads the same folder.
  const dataDir = referenceDataDir();
  if (dataDir) process.env.REFERENCE_DATA_DIR = dataDir;
  return { temporalCli, devVars };
}
