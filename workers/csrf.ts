// Cross-site request forgery: a write that rides on the browser's cookie must come from the app's
// own pages. Browsers say where a request comes from (Origin, Sec-Fetch-Site) and pages of another
// site cannot forge either header (docs/decisions/013).

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Paths that prove who calls them another way: /internal is HMAC-signed; the Temporal codec checks
 * its own Origin; Stripe's webhook carries a Stripe-Signature over its body (and no cookie rides on it).
 */
const EXEMPT_PREFIXES = ["/internal/", "/ops/codec/", "/api/stripe/webhook"];

export const CROSS_SITE_REFUSED = "Cross-site request refused";

/** Origin names this very app (and agrees with a forwarded host, which Remix compares too). */
function isOwnOrigin(origin: string, url: URL, headers: Headers): boolean {
  if (origin !== url.origin) return false;
  const forwarded = headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  return !forwarded || forwarded === url.host;
}

/**
 * Whether to refuse the request as a possible forgery. Writes carrying a cookie must show the
 * app's Origin (or, without Origin, `Sec-Fetch-Site: same-origin`/`none`); a cookie-less write
 * (sign-in, sign-up) is refused only when the browser says it came from another site; a call
 * with a bearer token and no cookie is not a browser's ambient credential and passes.
 */
export function isCrossSiteWrite(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const url = new URL(request.url);
  if (EXEMPT_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return false;
  const headers = request.headers;
  const cookie = headers.has("cookie");
  if (!cookie && headers.has("authorization")) return false;
  const origin = headers.get("origin");
  if (origin !== null) return !isOwnOrigin(origin, url, headers);
  const site = headers.get("sec-fetch-site");
  if (site !== null) return site !== "same-origin" && site !== "none";
  // Neither header: every current browser sends Origin on a write, so this is a script or tool;
  // with a cookie it must say where it comes from like a browser would.
  return cookie;
}

/**
 * Remix repeats the Origin check against the Host header and answers 500 when a client sent no
 * Host (service bindings, some tools): give Remix the host this Worker checked against.
 */
export function withHostHeader(request: Request): Request {
  if (request.headers.has("host") || !request.headers.has("origin")) return request;
  const headers = new Headers(request.headers);
  headers.set("host", new URL(request.url).host);
  return new Request(request, { headers });
}

/** The 403 answer: the API's `{detail}` shape under /api, plain text for pages and actions. */
export function crossSiteRefusal(request: Request): Response {
  const api = new URL(request.url).pathname.startsWith("/api/");
  return api
    ? new Response(JSON.stringify({ detail: CROSS_SITE_REFUSED }), {
        status: 403,
        headers: { "content-type": "application/json; charset=utf-8" },
      })
    : new Response(CROSS_SITE_REFUSED, {
        status: 403,
        headers: { "content-type": "text/plain; charset=utf-8" },
      });
}
