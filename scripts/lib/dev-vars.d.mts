// Types for the parts of dev-vars.mjs that TypeScript tests use (plain JS: it runs before npm ci).
export function ensureDevVars(path?: string): Record<string, string>;
export function readVarsFile(path: string): Record<string, string>;
export function writeVarsFile(path: string, vars: Record<string, string | undefined>): void;
