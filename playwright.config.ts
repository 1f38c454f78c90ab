import { defineConfig, devices } from "@playwright/test";

// End-to-end tests against the local stack that `npm test` starts (see scripts/test.mjs).
// Browsers are never downloaded: Debian's Chromium is driven directly.
const baseURL = process.env.E2E_BASE_URL ?? "http://127.0.0.1:8797";

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: ".test-output/e2e-artifacts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [["list"], ["json", { outputFile: ".test-output/e2e.json" }]],
  // tests/e2e/visual.spec.ts: E2E_UPDATE_SNAPSHOTS=1 rewrites its checked-in screenshots.
  updateSnapshots: process.env.E2E_UPDATE_SNAPSHOTS ? "all" : "missing",
  use: {
    baseURL,
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
});
