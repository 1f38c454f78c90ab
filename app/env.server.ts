import { z } from "zod";
import { SafeMessageError } from "#core/error-log";
import { verificationKeys } from "#core/signing";

const ConfigSchema = z.object({
  APP_ENV: z.enum(["development", "test", "staging", "production"]),
  APP_URL: z.string().url(),
  GATEWAY_URL: z.string().url(),
  TEMPORAL_UI_URL: z.string().url(),
  INBOX_DOMAIN: z.string().min(1),
  PRODUCTION_APP_HOST: z.string().min(1),
  LEGACY_SITE_URL: z.string().url(),
  GOOGLE_ISSUER: z.string().url(),
  EMAIL_FROM: z.string().min(1),
  INTERNAL_API_SECRET: z.string().min(32, "INTERNAL_API_SECRET must be at least 32 characters"),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  OPERATOR_EMAILS: z.string().default(""),
  // Each operator's TOTP secret, `email:BASE32` pairs, comma-separated (decision 012).
  OPERATOR_TOTP_SECRETS: z
    .string()
    .default("")
    .refine(
      (v) => v.split(",").every((p) => !p.trim() || /^[^\s:]+@[^\s:]+:[A-Z2-7]{26,}$/i.test(p.trim())),
      "OPERATOR_TOTP_SECRETS must be email:BASE32 pairs (secrets of at least 128 bits), comma-separated",
    ),
  EMAIL_PROVIDER_URL: z.string().url().optional(),
  EMAIL_PROVIDER_API_KEY: z.string().optional(),
  // E-mail intake (decision 015): how the account's own address is recognised, and the hourly cap.
  EMAIL_SENDER_CHECK: z.enum(["authentication-results", "from-address"]).optional(),
  EMAIL_AUTHSERV_ID: z.string().min(1).default("mx.cloudflare.net"),
  EMAIL_HOURLY_CAP: z.coerce.number().int().min(1).max(10_000).default(30),
  // Sign-in rate limits as "count/window" (e.g. "20/15m"); unset means the APP_ENV default (app/services/auth/rate-limits.server.ts).
  RATE_LIMIT_SIGNIN_PER_IP: z.string().optional(),
  RATE_LIMIT_SIGNIN_GLOBAL: z.string().optional(),
  RATE_LIMIT_REGISTER_PER_IP: z.string().optional(),
  RATE_LIMIT_REGISTER_GLOBAL: z.string().optional(),
  RATE_LIMIT_MAGIC_LINK_PER_IP: z.string().optional(),
  RATE_LIMIT_MAGIC_LINK_GLOBAL: z.string().optional(),
  RATE_LIMIT_CODE_PER_IP: z.string().optional(),
  RATE_LIMIT_CODE_GLOBAL: z.string().optional(),
  RATE_LIMIT_CODE_PER_EMAIL: z.string().optional(),
  // One secret per purpose (docs/decisions/017); `*_PREVIOUS` keys still verify during a rotation.
  INTERNAL_API_SECRET_PREVIOUS: z.string().optional(),
  GATEWAY_SECRET: z.string().min(32, "GATEWAY_SECRET must be at least 32 characters"),
  DOWNLOAD_LINK_SECRET: z.string().min(32, "DOWNLOAD_LINK_SECRET must be at least 32 characters"),
  DOWNLOAD_LINK_SECRET_PREVIOUS: z.string().optional(),
  // Payments (docs/decisions/034): Stripe when the key is set, else the local provider (never in
  // production). STRIPE_API_BASE points the SDK at stripe-mock and is ignored in production.
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.string().url().optional(),
  // Stripe Price ids to sell instead of the prices written out from core/plans.ts (decision 035).
  STRIPE_PRICE_MONTHLY: z.string().optional(),
  STRIPE_PRICE_ANNUAL: z.string().optional(),
  // The assistant's wording (issue 16, docs/decisions/069): the embedded answerer, Workers AI (the
  // `AI` binding) or an OpenAI-compatible endpoint. Production refuses the embedded one alone
  // (app/services/assistant/models.server.ts); an external model words only for users who opted in.
  ASSISTANT_MODEL: z.enum(["embedded", "workers-ai", "openai"]).default("embedded"),
  ASSISTANT_MODEL_URL: z.string().url().optional(),
  ASSISTANT_MODEL_KEY: z.string().optional(),
  ASSISTANT_MODEL_NAME: z.string().min(1).optional(),
  // Premium's questions as "count/window" per user, against abuse (default 30/10m).
  ASSISTANT_RATE_LIMIT: z.string().optional(),
});

/** Rules across variables: distinct secrets, and https everywhere but on a developer's machine. */
const CheckedConfigSchema = ConfigSchema.superRefine((c, ctx) => {
  // Runs even when a field failed above, so every value may still be missing here.
  const secrets = [c.INTERNAL_API_SECRET, c.GATEWAY_SECRET, c.DOWNLOAD_LINK_SECRET].filter(Boolean);
  if (new Set(secrets).size < secrets.length)
    ctx.addIssue({
      code: "custom",
      path: ["GATEWAY_SECRET"],
      message: "each secret must differ from the others",
    });
  if (c.STRIPE_SECRET_KEY && !c.STRIPE_WEBHOOK_SECRET)
    ctx.addIssue({
      code: "custom",
      path: ["STRIPE_WEBHOOK_SECRET"],
      message: "is required with STRIPE_SECRET_KEY (webhooks could not be verified)",
    });
  if (c.ASSISTANT_MODEL === "openai")
    for (const name of ["ASSISTANT_MODEL_URL", "ASSISTANT_MODEL_KEY", "ASSISTANT_MODEL_NAME"] as const)
      if (!c[name]) ctx.addIssue({ code: "custom", path: [name], message: "is required with ASSISTANT_MODEL=openai" });
  if (c.APP_ENV === "production")
    for (const name of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"] as const)
      if (!c[name]) ctx.addIssue({ code: "custom", path: [name], message: "is required in production" });
  if (c.APP_ENV === "development" || c.APP_ENV === "test") return;
  if (c.ASSISTANT_MODEL_URL && !/^https:\/\//i.test(c.ASSISTANT_MODEL_URL))
    ctx.addIssue({ code: "custom", path: ["ASSISTANT_MODEL_URL"], message: "must be https outside development and test" });
  for (const name of ["APP_URL", "GATEWAY_URL"] as const) {
    if (!/^https:\/\//i.test(c[name] ?? ""))
      ctx.addIssue({ code: "custom", path: [name], message: "must be https outside development and test" });
  }
});

export type Config = z.infer<typeof ConfigSchema> & {
  isProduction: boolean;
  operatorEmails: string[];
  /** Verification keys: the current secret, then the previous ones. */
  internalApiKeys: string[];
  downloadLinkKeys: string[];
};

/** A broken deployment, described by variable names only (never values): safe to log in full. */
export class ConfigurationError extends SafeMessageError {
  name = "ConfigurationError";
}

const cache = new WeakMap<object, Config>();

/** Parsed once per Env object; fails fast listing every missing or invalid variable. */
export function getConfig(env: Env): Config {
  const cached = cache.get(env);
  if (cached) return cached;
  const parsed = CheckedConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new ConfigurationError(`Invalid environment: ${problems}`);
  }
  const config: Config = {
    ...parsed.data,
    isProduction: parsed.data.APP_ENV === "production",
    operatorEmails: parsed.data.OPERATOR_EMAILS.split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
    internalApiKeys: verificationKeys(
      parsed.data.INTERNAL_API_SECRET,
      parsed.data.INTERNAL_API_SECRET_PREVIOUS,
    ),
    downloadLinkKeys: verificationKeys(
      parsed.data.DOWNLOAD_LINK_SECRET,
      parsed.data.DOWNLOAD_LINK_SECRET_PREVIOUS,
    ),
  };
  cache.set(env, config);
  return config;
}
