// The console.error guard: runs a fixture file through vitest with the guard, in a child process,
// and checks that exactly the tests that log an undeclared line (or miss an expected one) fail.
// The last test checks every vitest layer runs the guard.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const run = promisify(execFile);

interface Report {
  testResults: { assertionResults: { title: string; status: string; failureMessages: string[] }[] }[];
}

describe("a test that logs console.error", () => {
  it("fails unless it declared the line, and a declared expectation must be met", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "console-guard-"));
    const output = path.join(dir, "report.json");
    try {
      await run(
        process.execPath,
        [
          path.join(root, "node_modules/vitest/vitest.mjs"),
          "run",
          "--config",
          "tests/setup/fixtures/console-guard.config.ts",
          "--reporter=json",
          `--outputFile=${output}`,
        ],
        { cwd: root, env: { ...process.env, NO_COLOR: "1" } },
      ).catch((error: { code?: number }) => {
        // Failing tests are the point: vitest exits 1 for them, anything else is a broken run.
        if (error.code !== 1) throw error;
      });
      const report = JSON.parse(readFileSync(output, "utf8")) as Report;
      const results = Object.fromEntries(
        report.testResults[0].assertionResults.map((r) => [
          r.title.split(":")[0],
          { status: r.status, message: r.failureMessages.join("\n") },
        ]),
      );
      expect(Object.fromEntries(Object.entries(results).map(([k, v]) => [k, v.status]))).toEqual({
        stray: "failed",
        "stray async": "failed",
        allowed: "passed",
        "allowed but not logged": "passed",
        expected: "passed",
        "expected but missing": "failed",
        "declared one thing, logged another": "failed",
        quiet: "passed",
      });
      expect(results.stray.message).toContain("console.error was called 1 time(s)");
      expect(results.stray.message).toContain("a stray error nobody declared");
      expect(results["stray async"].message).toContain("stray async failure");
      expect(results["expected but missing"].message).toContain(
        'expected a console.error matching /"level":"error"/, none was logged',
      );
      expect(results["declared one thing, logged another"].message).toContain("something else broke");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it.each(["unit", "workers", "workflows", "stack"])(
    "fails in the %s layer too (its setupFiles)",
    (layer) => {
      const config = readFileSync(path.join(root, `vitest.${layer}.config.ts`), "utf8");
      expect(config).toMatch(/setupFiles: \[[^\]]*"\.\/tests\/setup\/fail-on-console-error\.ts"/);
    },
  );
});

// The guard itself, inside this run: a stray line fails this very test (so it is marked to fail).
it.fails("a stray console.error fails the test it is logged in", () => {
  console.error("stray line, on purpose: this test is expected to fail");
});
