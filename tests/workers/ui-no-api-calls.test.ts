// ADR 007 (superseded in part): screens reach data through their loaders and actions or the
// resource routes in app/routes/resources+, never through the app's own /api over HTTP. This scan
// fails when a component or route (other than /api itself) names an /api path or fetches anything
// but a resource route.
import { describe, expect, it } from "vitest";

const sources = import.meta.glob(["/app/components/**/*.{ts,tsx}", "/app/routes/**/*.{ts,tsx}"], {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

/** Links the browser navigates to, not calls: each with why it stays. */
const ALLOWED_API_PATHS: Record<string, string> = {
  // Google sign-in is a full-page redirect through the OAuth endpoints.
  "/app/routes/_auth+/signin.server.ts": "/api/auth/google",
  // /debug's "Call GET /api/auth/me" exists to show what the JSON API answers the browser's session (001 §1).
  "/app/routes/_public+/debug.tsx": "/api/auth/me",
};

/** The one module that calls resource routes, and the preview that downloads a signed file link it returned. */
const FETCHERS = new Set([
  "/app/components/resources.ts",
  "/app/components/smart-capture/use-document-file.ts",
  "/app/routes/_public+/debug.tsx",
]);

const own = (path: string) => !path.startsWith("/app/routes/api+/") && !path.endsWith(".test.ts");

describe("the UI never calls its own /api over HTTP", () => {
  it("scans the components and routes", () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
  });

  it("names no /api path in a component or route", () => {
    const offenders = Object.entries(sources)
      .filter(([path]) => own(path))
      .flatMap(([path, text]) =>
        [...text.matchAll(/["'`](\/api\/[^"'`$?]*)/g)]
          .map((m) => m[1])
          .filter((api) => !ALLOWED_API_PATHS[path] || !api.startsWith(ALLOWED_API_PATHS[path]))
          .map((api) => `${path}: ${api}`),
      );
    expect(offenders).toEqual([]);
  });

  it("fetches only in the resource-route client", () => {
    const offenders = Object.entries(sources)
      .filter(([path, text]) => own(path) && /\bfetch\(/.test(text) && !FETCHERS.has(path))
      .map(([path]) => path);
    expect(offenders).toEqual([]);
  });

  it("sends every call of the client to a resource route", () => {
    const client = sources["/app/components/resources.ts"];
    const paths = [...client.matchAll(/[`"](\/[a-z][^`"$?]*)/g)].map((m) => m[1]);
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((p) => !p.startsWith("/resources/"))).toEqual([]);
  });
});
