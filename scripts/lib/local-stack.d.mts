// Types for the parts of local-stack.mjs that TypeScript tests use (plain JS: it runs before npm ci).
export const LOCAL_STATE: string;
export function localPorts(env?: Record<string, string | undefined>): {
  web: number;
  gateway: number;
  temporal: { port: number; uiPort: number; httpPort: number };
  oidc: number;
};
