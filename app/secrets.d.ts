// Secrets come from the environment (.dev.vars locally, `wrangler secret put` in production);
// they are not in wrangler.toml, so `wrangler types` does not know them.
declare namespace Cloudflare {
  interface Env {
    INTERNAL_API_SECRET?: string;
    INTERNAL_API_SECRET_PREVIOUS?: string;
    GATEWAY_SECRET?: string;
    DOWNLOAD_LINK_SECRET?: string;
    DOWNLOAD_LINK_SECRET_PREVIOUS?: string;
    GOOGLE_CLIENT_ID?: string;
    GOOGLE_CLIENT_SECRET?: string;
    OPERATOR_EMAILS?: string;
    OPERATOR_TOTP_SECRETS?: string;
    EMAIL_PROVIDER_URL?: string;
    EMAIL_PROVIDER_API_KEY?: string;
    STRIPE_SECRET_KEY?: string;
    STRIPE_WEBHOOK_SECRET?: string;
    /** stripe-mock's address for contract tests; ignored in production. */
    STRIPE_API_BASE?: string;
    STRIPE_PRICE_MONTHLY?: string;
    STRIPE_PRICE_ANNUAL?: string;
    /** The assistant's model (issue 16): embedded | workers-ai | openai, and the endpoint's settings. */
    ASSISTANT_MODEL?: string;
    ASSISTANT_MODEL_URL?: string;
    ASSISTANT_MODEL_KEY?: string;
    ASSISTANT_MODEL_NAME?: string;
    ASSISTANT_RATE_LIMIT?: string;
    /** Workers AI, bound only where ASSISTANT_MODEL=workers-ai is deployed (`[ai] binding = "AI"`). */
    AI?: Ai;
  }
}
