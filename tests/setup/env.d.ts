declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    /** stripe-mock's address (vitest.workers.config.ts), for the Stripe contract tests. */
    STRIPE_MOCK_URL: string;
  }
}
