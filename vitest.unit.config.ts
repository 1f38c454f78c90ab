import { defineConfig } from "vitest/config";
import { aliases } from "./aliases.config";

// Pure domain logic, activities and the orchestrator's Node-only helpers, in Node.
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: [
      "core/**/*.test.ts",
      "workflows/activities/**/*.test.ts",
      "scripts/**/*.test.ts",
      "db/reference/**/*.test.ts",
      "workers/orchestrator/**/*.test.ts",
      "tests/walls/**/*.test.ts",
      "tests/setup/**/*.test.ts",
    ],
    environment: "node",
    // Two files at a time on a 2-core machine (vitest's default leaves one core idle): the reading
    // tests' OCR runs in a child process per file, so two overlap well.
    maxWorkers: 2,
    // A test that logs console.error without declaring it fails (tests/setup/console-errors.ts).
    setupFiles: ["./tests/setup/fail-on-console-error.ts"],
    // The code sets the reading-accuracy tests check codes against, parsed once per run.
    globalSetup: ["./tests/fixtures/analysis/procedure-code-set.ts"],
  },
});
