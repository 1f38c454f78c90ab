// The orchestrator's settings, read once from the environment (./.dev.vars fills gaps locally).
import { existsSync, readFileSync } from "node:fs";
import { verificationKeys } from "#core/signing";
import { payloadKeysFromEnv, type PayloadKeys } from "./payload-codec";
import { defaultReadingConcurrency } from "./reading-queue";

export interface OrchestratorConfig {
  /** `development` and `test` may use plain http and a local Temporal; anything else may not. */
  appEnv: string;
  /** Signs the calls to the Worker's /internal API. */
  internalApiSecret: string;
  /** Verifies the Worker's calls to the gateway: GATEWAY_SECRET, then GATEWAY_SECRET_PREVIOUS. */
  gatewayKeys: string[];
  webUrl: string;
  gatewayPort: number;
  temporalAddress: string;
  temporalNamespace: string;
  temporalApiKey?: string;
  temporalTls: boolean;
  deletionBatchSize: number;
  /** Documents read at once (READING_CONCURRENCY, default one per core; decision 077). */
  readingConcurrency: number;
  /** Every Temporal payload is encrypted with these (payload-codec.ts). */
  payloadKeys: PayloadKeys;
}

/** KEY=VALUE lines (wrangler's .dev.vars format); values already in the environment win. */
export function loadDevVars(path: string, env: NodeJS.ProcessEnv = process.env): void {
  if (!existsSync(path)) return;
  for (const line of readFileSync(path, "utf8").split(/\r?\n/)) {
    const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!m || line.trimStart().startsWith("#")) continue;
    const value = m[2].replace(/^(["'])(.*)\1$/, "$2");
    if (env[m[1]] === undefined) env[m[1]] = value;
  }
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): OrchestratorConfig {
  const problems: string[] = [];
  // Unset means production: a forgotten variable must never relax a rule.
  const appEnv = env.APP_ENV || "production";
  const local = appEnv === "development" || appEnv === "test";
  if (!["development", "test", "staging", "production"].includes(appEnv))
    problems.push("APP_ENV must be development, test, staging or production");
  const secret = env.INTERNAL_API_SECRET ?? "";
  if (secret.length < 32) problems.push("INTERNAL_API_SECRET must be at least 32 characters");
  const gatewaySecret = env.GATEWAY_SECRET ?? "";
  if (gatewaySecret.length < 32) problems.push("GATEWAY_SECRET must be at least 32 characters");
  else if (gatewaySecret === secret) problems.push("GATEWAY_SECRET must differ from INTERNAL_API_SECRET");
  const port = Number(env.GATEWAY_PORT ?? 8788);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    problems.push("GATEWAY_PORT must be a port number");
  const batch = Number(env.DELETION_BATCH_SIZE ?? 100);
  if (!Number.isInteger(batch) || batch < 1 || batch > 1000)
    problems.push("DELETION_BATCH_SIZE must be 1..1000");
  const reading = env.READING_CONCURRENCY ? Number(env.READING_CONCURRENCY) : defaultReadingConcurrency();
  if (!Number.isInteger(reading) || reading < 1 || reading > 64)
    problems.push("READING_CONCURRENCY must be 1..64");
  const webUrl = env.WEB_URL ?? "http://127.0.0.1:8787";
  if (!URL.canParse(webUrl)) problems.push("WEB_URL must be a URL");
  else if (!local && new URL(webUrl).protocol !== "https:")
    problems.push(`WEB_URL must be https when APP_ENV is ${appEnv}`);
  const apiKey = env.TEMPORAL_API_KEY || undefined;
  // Temporal Cloud with an API key always needs TLS; TEMPORAL_TLS=true turns it on otherwise.
  const temporalTls = env.TEMPORAL_TLS === "true" || env.TEMPORAL_TLS === "1" || apiKey !== undefined;
  if (!local && !temporalTls)
    problems.push(`Temporal needs TLS when APP_ENV is ${appEnv}: set TEMPORAL_API_KEY or TEMPORAL_TLS=true`);
  let payloadKeys: PayloadKeys | undefined;
  try {
    payloadKeys = payloadKeysFromEnv(env);
  } catch (error) {
    problems.push((error as Error).message);
  }
  if (problems.length || !payloadKeys)
    throw new Error(`Invalid orchestrator environment: ${problems.join("; ")}`);
  return {
    appEnv,
    internalApiSecret: secret,
    gatewayKeys: verificationKeys(gatewaySecret, env.GATEWAY_SECRET_PREVIOUS),
    webUrl,
    gatewayPort: port,
    temporalAddress: env.TEMPORAL_ADDRESS ?? "127.0.0.1:7233",
    temporalNamespace: env.TEMPORAL_NAMESPACE ?? "default",
    temporalApiKey: apiKey,
    temporalTls,
    deletionBatchSize: batch,
    readingConcurrency: reading,
    payloadKeys,
  };
}
