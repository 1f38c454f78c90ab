// The orchestrator's settings, read once from the environment (./.dev.vars fills gaps locally).
import { existsSync, readFileSync } from "node:fs";
import { payloadKeysFromEnv, type PayloadKeys } from "./payload-codec";

export interface OrchestratorConfig {
  internalApiSecret: string;
  webUrl: string;
  gatewayPort: number;
  temporalAddress: string;
  temporalNamespace: string;
  temporalApiKey?: string;
  temporalTls: boolean;
  deletionBatchSize: number;
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
  const secret = env.INTERNAL_API_SECRET ?? "";
  if (secret.length < 32) problems.push("INTERNAL_API_SECRET must be at least 32 characters");
  const port = Number(env.GATEWAY_PORT ?? 8788);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    problems.push("GATEWAY_PORT must be a port number");
  const batch = Number(env.DELETION_BATCH_SIZE ?? 100);
  if (!Number.isInteger(batch) || batch < 1 || batch > 1000)
    problems.push("DELETION_BATCH_SIZE must be 1..1000");
  const webUrl = env.WEB_URL ?? "http://127.0.0.1:8787";
  if (!URL.canParse(webUrl)) problems.push("WEB_URL must be a URL");
  let payloadKeys: PayloadKeys | undefined;
  try {
    payloadKeys = payloadKeysFromEnv(env);
  } catch (error) {
    problems.push((error as Error).message);
  }
  if (problems.length || !payloadKeys)
    throw new Error(`Invalid orchestrator environment: ${problems.join("; ")}`);
  const apiKey = env.TEMPORAL_API_KEY || undefined;
  return {
    internalApiSecret: secret,
    webUrl,
    gatewayPort: port,
    temporalAddress: env.TEMPORAL_ADDRESS ?? "127.0.0.1:7233",
    temporalNamespace: env.TEMPORAL_NAMESPACE ?? "default",
    temporalApiKey: apiKey,
    // Temporal Cloud with an API key always needs TLS; TEMPORAL_TLS=true turns it on otherwise.
    temporalTls: env.TEMPORAL_TLS === "true" || env.TEMPORAL_TLS === "1" || apiKey !== undefined,
    deletionBatchSize: batch,
    payloadKeys,
  };
}
