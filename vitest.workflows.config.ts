import { defineConfig } from "vitest/config";
import { aliases } from "./aliases.config";

// Workflows (and the gateway) against a real Temporal dev server started from the installed CLI
// (TEMPORAL_CLI, .tools/temporal/bin/temporal or PATH). Node, long timeouts: webpack bundling and
// server start take seconds.
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ["workflows/**/*.workflow.test.ts", "tests/orchestrator/**/*.workflow.test.ts"],
    environment: "node",
    // A test that logs console.error without declaring it fails (tests/setup/console-errors.ts).
    setupFiles: ["./tests/setup/fail-on-console-error.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Each file starts its own dev server; two at once on 2 cores is slower than one after the other.
    fileParallelism: false,
  },
});
