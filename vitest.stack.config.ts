import { defineConfig } from "vitest/config";
import { aliases } from "./aliases.config";

// Stack tests (Node): against a running web Worker (STACK_WEB_URL) and Temporal (TEMPORAL_ADDRESS);
// each test starts and kills its own orchestrator on STACK_GATEWAY_PORT.
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ["tests/stack/**/*.test.ts"],
    environment: "node",
    // A test that logs console.error without declaring it fails (tests/setup/console-errors.ts).
    setupFiles: ["./tests/setup/fail-on-console-error.ts"],
    testTimeout: 180_000,
    hookTimeout: 60_000,
    // One orchestrator on one gateway port at a time.
    fileParallelism: false,
  },
});
