// A per-request memo riding on the Worker's env: workers/web.ts hands Remix a fresh copy of env for
// each request, tagged with this memo, so the root, layout and route loaders of one page (each of
// which gets its own Request object from Remix) share work such as the session lookup. The key is a
// global symbol because the Remix build and the Worker entry each bundle their own copy of this file.
const REQUEST_SCOPE = Symbol.for("fairbill.request-scope");

type Scoped = { [REQUEST_SCOPE]?: Map<string, unknown> };

/** A copy of env that carries a memo for one request. */
export function scopeToRequest<E extends object>(env: E): E {
  return { ...env, [REQUEST_SCOPE]: new Map<string, unknown>() };
}

/**
 * The value memoised under key for this request, computed once; without a request scope (tests
 * calling services directly, cron, e-mail) it simply computes.
 */
export function oncePerRequest<T>(env: object, key: string, compute: () => T): T {
  const memo = (env as Scoped)[REQUEST_SCOPE];
  if (!memo) return compute();
  if (!memo.has(key)) memo.set(key, compute());
  return memo.get(key) as T;
}
