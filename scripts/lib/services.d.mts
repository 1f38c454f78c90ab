// Types for the parts of services.mjs that TypeScript tests use (plain JS: it runs before npm ci).
export function httpStatus(url: string, timeoutMs?: number): Promise<number>;
export function varArgs(vars: Record<string, string | undefined>): string[];
