// Types for scripts/lib/stripe-mock.mjs (plain JS: it runs before npm ci).
export const STRIPE_MOCK_VERSION: string;
export function stripeMockPort(offset?: number): number;
export function stripeMockUrl(port?: number): string;
export function installedStripeMock(): string | null;
export function ensureStripeMock(): Promise<string | Error>;
export function startStripeMock(
  binary: string,
  port?: number,
): Promise<{ url: string; stop: () => Promise<unknown> }>;
