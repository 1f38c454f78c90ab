import "@remix-run/cloudflare";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
    /** This request's script nonce (workers/web.ts), used by the page and its CSP header. */
    nonce: string;
  }
}

export {};
