// Remix's single-fetch types (useLoaderData<typeof loader> without Jsonify) follow this flag;
// vite.config.ts turns the flag on at build time. It lives in app/ so the Worker typecheck
// (tsconfig.worker.json), which does not include vite.config.ts, sees it too.
export {};

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}
