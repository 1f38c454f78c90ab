import { z } from "zod";

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
  EMAIL_PROVIDER_URL: z.string().url().optional(),
  EMAIL_PROVIDER_API_KEY: z.string().optional(),
  // Sign-in rate limits as "count/window" (e.g. "20/15m"); unset means the APP_ENV default (app/services/rate-limits.server.ts).
  RATE_LIMIT_SIGNIN_PER_IP: z.string().optional(),
  RATE_LIMIT_SIGNIN_GLOBAL: z.string().optional(),
  RATE_LIMIT_REGISTER_PER_IP: z.string().optional(),
  RATE_LIMIT_REGISTER_GLOBAL: z.string().optional(),
  RATE_LIMIT_MAGIC_LINK_PER_IP: z.string().optional(),
  RATE_LIMIT_MAGIC_LINK_GLOBAL: z.string().optional(),
  RATE_LIMIT_CODE_PER_IP: z.string().optional(),
  RATE_LIMIT_CODE_GLOBAL: z.string().optional(),
  RATE_LIMIT_CODE_PER_EMAIL: z.string().optional(),
});

export type Config = z.infer<typeof ConfigSchema> & { isProduction: boolean; operatorEmails: string[] };

const cache = new WeakMap<object, Config>();

/** Parsed once per Env object; fails fast listing every missing or invalid variable. */
export function getConfig(env: Env): Config {
  const cached = cache.get(env);
  if (cached) return cached;
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  const config: Config = {
    ...parsed.data,
    isProduction: parsed.data.APP_ENV === "production",
    operatorEmails: parsed.data.OPERATOR_EMAILS.split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  };
  cache.set(env, config);
  return config;
}
