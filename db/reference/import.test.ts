// The real import path: `npm run reference:import` through wrangler into a local D1 (its own --persist-to
// folder): versioned, idempotent, and a malformed file leaves the previous edition in place.
import { execFile } from "node:child_process";
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runImport } from "./lib/run-import";
import { dataDir, repoRoot } from "./lib/test-data";
import { applyMigrations, query, type D1Target } from "./lib/wrangler";

const run = promisify(execFile);
let tmp: string;
let target: D1Target;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), "fairbill-import-test-"));
  target = { remote: false, persistTo: path.join(tmp, "state"), cwd: repoRoot };
  await applyMigrations(target);
}, 60_000);
afterAll(() => rm(tmp, { recursive: true, force: true }));

const options = (dir: string) => ({
  target,
  dataDir: dir,
  cacheDir: path.join(tmp, "cache"),
  descriptors: "plain" as const,
});
const localityRows = () =>
  query<{ n: number }>(target, "SELECT count(*) AS n FROM gpci_localities").then((r) => r[0].n);

describe("npm run reference:import", () => {
  it("imports from the folder, prints a JSON report and records dataset, edition, sha256 and rows", async () => {
    const { stdout } = await run(
      "node_modules/.bin/tsx",
      ["db/reference/import.ts", "--persist-to", target.persistTo!, "--only", "pfs-gpci,pfs-localities"],
      { cwd: repoRoot, env: { ...process.env, REFERENCE_DATA_DIR: dataDir } },
    );
    const report = JSON.parse(stdout) as {
      total_ms: number;
      datasets: { dataset: string; status: string; rows: number; ms: number }[];
    };
    expect(report.datasets.map((d) => [d.dataset, d.status, d.rows])).toEqual([
      ["pfs-gpci", "imported", 109],
      ["pfs-localities", "imported", 109],
    ]);
    expect(report.datasets.every((d) => d.ms > 0)).toBe(true);
    const [row] = await query<Record<string, unknown>>(
      target,
      "SELECT * FROM reference_datasets WHERE dataset = 'pfs-gpci'",
    );
    expect(row).toMatchObject({
      edition: "2025",
      source_file: "cms/GPCI2025.csv",
      row_count: 109,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(await localityRows()).toBe(109);
  }, 60_000);

  it("skips a file that has not changed", async () => {
    const reports = await runImport({ ...options(dataDir), only: ["pfs-gpci", "pfs-localities"] });
    expect(reports.map((r) => [r.status, r.rows])).toEqual([
      ["unchanged", 109],
      ["unchanged", 109],
    ]);
  }, 60_000);

  it("stops a malformed dataset with file and line, keeping the previous edition; the others still import", async () => {
    const broken = path.join(tmp, "broken");
    await mkdir(path.join(broken, "cms"), { recursive: true });
    const gpci = await readFile(path.join(dataDir, "cms/GPCI2025.csv"), "latin1");
    await writeFile(
      path.join(broken, "cms/GPCI2025.csv"),
      gpci.replace("01112,CA,05,", "01112,CA,5x,"),
      "latin1",
    );
    await copyFile(path.join(dataDir, "cms/25LOCCO.csv"), path.join(broken, "cms/25LOCCO.csv"));
    const before = await query<{ sha256: string }>(
      target,
      "SELECT sha256 FROM reference_datasets WHERE dataset = 'pfs-gpci'",
    );

    const reports = await runImport({
      ...options(broken),
      only: ["pfs-gpci", "pfs-localities"],
      force: true,
    });
    expect(reports[0]).toMatchObject({
      dataset: "pfs-gpci",
      status: "failed",
      message:
        'cms/GPCI2025.csv line 24: locality "5x" is not a number — the previous edition stays in place',
    });
    expect(reports[1]).toMatchObject({ dataset: "pfs-localities", status: "imported", rows: 109 });
    expect(await localityRows()).toBe(109);
    expect(await query(target, "SELECT sha256 FROM reference_datasets WHERE dataset = 'pfs-gpci'")).toEqual(
      before,
    );
  }, 60_000);

  it("reports a licence-gated dataset that is not in the folder as missing, not failed", async () => {
    const [ptp] = await runImport({ ...options(dataDir), only: ["ncci-ptp-practitioner"] });
    expect(ptp).toMatchObject({ status: "missing", message: expect.stringMatching(/AMA licence/) });
  }, 30_000);

  it("imports NCCI PTP files placed in ncci/ptp/ in the official layout", async () => {
    const folder = path.join(tmp, "licensed");
    await mkdir(path.join(folder, "ncci/ptp"), { recursive: true });
    await copyFile(
      path.join(import.meta.dirname, "parsers/fixtures/ccipra-v321r0-f1-sample.txt"),
      path.join(folder, "ncci/ptp/ccipra-v321r0-f1.txt"),
    );
    const [ptp] = await runImport({ ...options(folder), only: ["ncci-ptp-practitioner"] });
    expect(ptp).toMatchObject({ status: "imported", rows: 5, edition: "version 321.0" });
    const rows = await query<{ column1: string; column2: string; modifier_indicator: number }>(
      target,
      "SELECT column1, column2, modifier_indicator FROM ncci_ptp_edits WHERE setting = 'practitioner' AND column1 = '99213'",
    );
    expect(rows).toEqual([{ column1: "99213", column2: "36415", modifier_indicator: 1 }]);
  }, 30_000);
});
