import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";
import { aliases } from "./aliases.config";
import { stripeMockUrl } from "./scripts/lib/stripe-mock.mjs";

// Services, /api, /internal, email() and scheduled() inside workerd with real local D1 and R2.
// Tests through SELF need `npm run build` first (the Worker entry imports build/server).
export default defineConfig(async () => {
  const migrations = await readD1Migrations(fileURLToPath(new URL("./db/migrations", import.meta.url)));
  return {
    resolve: { alias: aliases },
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            // wrangler.toml's [vars] describe production; tests run as APP_ENV=test on local URLs.
            APP_ENV: "test",
            APP_URL: "http://127.0.0.1:8787",
            GATEWAY_URL: "http://127.0.0.1:8788",
            TEMPORAL_UI_URL: "http://127.0.0.1:8233",
            INBOX_DOMAIN: "inbox.fairbill.local",
            INTERNAL_API_SECRET: "test-internal-secret-0123456789abcdef0123456789",
            GATEWAY_SECRET: "test-gateway-secret-0123456789abcdef01234567890",
            DOWNLOAD_LINK_SECRET: "test-download-link-secret-0123456789abcdef0123",
            OPERATOR_EMAILS: "ops@example.com,ops-2fa@example.com,ops-codec@example.com",
            // tests/workers/support/operators.ts computes these operators' TOTP codes.
            OPERATOR_TOTP_SECRETS:
              "ops@example.com:FDQBOPD4ILD5XG4VJ32734YT5HWPWVV7,ops-2fa@example.com:3ESYHVOXVACU5PYBYZIQWYD3LPCTLEXI,ops-codec@example.com:OCP5UTFPPJBGKVGASGM7SCALBZFKIM6W",
            GOOGLE_CLIENT_ID: "fairbill-test",
            GOOGLE_CLIENT_SECRET: "fairbill-test-secret",
            // The embedded local provider, even when a developer keeps a real key in .dev.vars.
            STRIPE_SECRET_KEY: "",
            // The local checkout signs its webhooks with it; tests sign theirs the same way.
            STRIPE_WEBHOOK_SECRET: "whsec_0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
            // stripe-mock for the Stripe contract tests (started by tests/setup/stripe-mock.mjs).
            STRIPE_MOCK_URL: stripeMockUrl(),
          },
        },
      }),
    ],
    test: {
      // Every workers test lives in tests/workers/<feature>-*.test.ts (README "Tests").
      include: ["tests/workers/**/*.test.ts"],
      // Two files at a time even on a 2-core machine: most of a file's time is workerd starting the
      // Worker for it (about 2 s), which overlaps well; measured 63 s → 51 s on 24 files.
      maxWorkers: 2,
      // A test that logs console.error without declaring it fails (tests/setup/console-errors.ts).
      setupFiles: ["./tests/setup/apply-migrations.ts", "./tests/setup/fail-on-console-error.ts"],
      globalSetup: ["./tests/setup/stripe-mock.mjs"],
      // Remix's server runtime is CommonJS; pre-bundle it so workerd gets ESM. The packages of many
      // small modules (drizzle, zod, Stripe, conform …) are pre-bundled too: each test file's workerd
      // loads the app afresh, and one module each instead of hundreds cut a file's module fetches
      // from about 580 to 360 (decision 095; about 4 % of the layer's time).
      deps: {
        optimizer: {
          ssr: {
            enabled: true,
            include: [
              "@remix-run/cloudflare",
              "@remix-run/server-runtime",
              "@remix-run/router",
              "cookie",
              "set-cookie-parser",
              "@web3-storage/multipart-parser",
              "@remix-run/react",
              "drizzle-orm",
              "drizzle-orm/batch",
              "drizzle-orm/d1",
              "drizzle-orm/sqlite-core",
              "zod",
              "postal-mime",
              "@conform-to/react",
              "@conform-to/zod",
              "stripe",
            ],
          },
        },
      },
    },
  };
});
