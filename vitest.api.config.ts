import { defineConfig } from "vitest/config";

// The API layer's two-user sweep, in Node against a running test stack (API_BASE_URL); the fuzz
// beside it is tests/api/fuzz.test.ts (schemathesis).
export default defineConfig({
  test: {
    include: ["tests/api/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
