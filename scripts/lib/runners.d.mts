// Types for runners.mjs (plain JS so `npm test` runs before TypeScript tooling is installed).
export interface Counts {
  passed: number;
  failed: number;
  note?: string;
  /** `file › test: first line of the error`, one per failed test. */
  failures?: string[];
}
export interface LayerResult extends Partial<Counts> {
  name: string;
  skipped?: boolean;
  ms?: number;
}
export const outputDir: string;
export function countVitest(report: unknown): Counts;
export function countPlaywright(report: unknown): Counts;
export function failuresVitest(report: unknown): string[];
export function failuresPlaywright(report: unknown): string[];
export function settle(code: number, counts: Counts | undefined, what: string): Counts;
export function summarize(results: LayerResult[]): { text: string; passed: number; failed: number };
export function runCheck(
  cmd: string,
  args: string[],
  options?: { timeoutMs?: number; env?: NodeJS.ProcessEnv },
): Promise<Counts>;
export function runVitest(
  name: string,
  config: string,
  options?: { timeoutMs?: number; env?: Record<string, string> },
): Promise<Counts | { skipped: true; note: string }>;
export function runPlaywright(options?: {
  timeoutMs?: number;
  env?: Record<string, string>;
}): Promise<Counts>;
