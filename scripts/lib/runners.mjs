// Runs one test layer and turns its report into passed/failed counts for the closing summary line.
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { bin, repoRoot, run, toolEnv } from "./proc.mjs";

export const outputDir = join(repoRoot, ".test-output");

/** Counts from a vitest JSON report; a file that failed to load counts as one failure. */
export function countVitest(report) {
  let failed = report.numFailedTests ?? 0;
  for (const file of report.testResults ?? []) {
    const failedInside = (file.assertionResults ?? []).some((a) => a.status === "failed");
    if (file.status === "failed" && !failedInside) failed += 1;
  }
  return { passed: report.numPassedTests ?? 0, failed };
}

/** Counts from a Playwright JSON report (retries are off, so flaky means it passed once). */
export function countPlaywright(report) {
  const stats = report.stats ?? {};
  const globalErrors = (report.errors ?? []).length > 0 ? 1 : 0;
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + globalErrors,
  };
}

const firstLine = (message) =>
  stripVTControlCharacters(String(message ?? ""))
    .split("\n")
    .map((line) => line.trim())
    .find(Boolean) ?? "";

/** `file › test: first line of the error` for every failed test in a vitest report. */
export function failuresVitest(report) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    const where = relative(repoRoot, file.name ?? "");
    const failedInside = (file.assertionResults ?? []).filter((a) => a.status === "failed");
    for (const test of failedInside)
      failures.push(`${where} › ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`);
    if (file.status === "failed" && failedInside.length === 0)
      failures.push(`${where}: ${firstLine(file.message)}`);
  }
  return failures;
}

/** The same for a Playwright report: its suites nest, each spec's last result says why it failed. */
export function failuresPlaywright(report) {
  const failures = (report.errors ?? []).map((error) => firstLine(error.message));
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected") continue;
        const last = test.results?.at(-1);
        failures.push(`${spec.file ?? path} › ${spec.title}: ${firstLine(last?.error?.message)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file ?? suite.title);
  return failures;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return undefined;
  }
}

/**
 * A runner that exits non-zero without any failure in its report (crash, unhandled error, no
 * report at all, timeout) still counts as one failure.
 */
export function settle(code, counts, what) {
  if (!counts) return { passed: 0, failed: 1, note: `${what} exited ${code} without a report` };
  if (code !== 0 && counts.failed === 0) return { ...counts, failed: 1, note: `${what} exited ${code}` };
  return counts;
}

const withFailures = (counts, failures) => (failures?.length ? { ...counts, failures } : counts);

/** lint, typecheck, build: one check each. */
export async function runCheck(cmd, args, { timeoutMs, env } = {}) {
  const code = await run(cmd, args, { timeoutMs, env });
  return code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1, note: `exit code ${code}` };
}

/** `vitest run --config <config>` with the console and JSON reporters; skipped when the config is absent. */
export async function runVitest(name, config, { timeoutMs, env = {} } = {}) {
  if (!existsSync(join(repoRoot, config))) return { skipped: true, note: `no ${config}` };
  mkdirSync(outputDir, { recursive: true });
  const reportPath = join(outputDir, `${name}.json`);
  rmSync(reportPath, { force: true });
  const args = [
    "run",
    "--config",
    config,
    "--reporter=default",
    "--reporter=json",
    `--outputFile=${reportPath}`,
  ];
  const code = await run(bin("vitest"), args, { timeoutMs, env: toolEnv(env) });
  const report = readJson(reportPath);
  return withFailures(
    settle(code, report && countVitest(report), "vitest"),
    report && failuresVitest(report),
  );
}

/** `playwright test`; the config writes .test-output/e2e.json next to the list reporter. */
export async function runPlaywright({ timeoutMs, env = {} } = {}) {
  const reportPath = join(outputDir, "e2e.json");
  rmSync(reportPath, { force: true });
  const code = await run(
    bin("playwright"),
    ["test", ...(process.env.E2E_SPEC ? [process.env.E2E_SPEC] : [])],
    { timeoutMs, env: toolEnv(env) },
  );
  const report = readJson(reportPath);
  return withFailures(
    settle(code, report && countPlaywright(report), "playwright"),
    report && failuresPlaywright(report),
  );
}

const SHOWN_FAILURES = 8;

/**
 * The closing report: one line per layer, each followed by the tests that failed in it (a CI log
 * often keeps only its tail), then exactly `N passed, N failed` as the last line.
 */
export function summarize(results) {
  const lines = results.flatMap(({ name, passed, failed, note, skipped, ms, failures = [] }) => {
    const outcome = skipped ? "skipped" : `${passed} passed, ${failed} failed`;
    const took = ms === undefined ? "" : `${Math.round(ms / 1000)} s`;
    const shown = failures.slice(0, SHOWN_FAILURES).map((f) => `      ✗ ${f.slice(0, 300)}`);
    const more =
      failures.length > SHOWN_FAILURES ? [`      … and ${failures.length - SHOWN_FAILURES} more`] : [];
    return [
      `  ${name.padEnd(10)} ${took.padStart(6)}  ${outcome}${note ? `  (${note})` : ""}`,
      ...shown,
      ...more,
    ];
  });
  const passed = results.reduce((sum, r) => sum + (r.passed ?? 0), 0);
  const failed = results.reduce((sum, r) => sum + (r.failed ?? 0), 0);
  return { text: [...lines, `${passed} passed, ${failed} failed`].join("\n"), passed, failed };
}
