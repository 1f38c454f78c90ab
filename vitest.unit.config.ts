import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

// Pure domain logic, activities and the orchestrator's Node-only helpers, in Node.
export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "#core": fileURLToPath(new URL("./core", import.meta.url)),
      "#db": fileURLToPath(new URL("./db", import.meta.url)),
      "#workflows": fileURLToPath(new URL("./workflows", import.meta.url)),
    },
  },
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
    // A test that logs console.error without declaring it fails (tests/setup/console-errors.ts).
    setupFiles: ["./tests/setup/fail-on-console-error.ts"],
  },
});
