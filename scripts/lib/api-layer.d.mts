// Types for api-layer.mjs (plain JS so `npm test` runs before TypeScript tooling is installed).
import type { Counts } from "./runners.mjs";

export const SCHEMATHESIS_VERSION: string;
export function ensureSchemathesis(): Promise<string | Error>;
export function runApiLayer(options: {
  baseUrl: string;
  timeoutMs: number;
  fuzzSeconds: number;
}): Promise<Counts | { skipped: true; note: string }>;
