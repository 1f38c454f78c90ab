// Every response the Worker gives (pages, `.data`, /api, files, redirects, errors) leaves with the
// app's security headers; static assets get theirs from public/_headers (docs/decisions/013).
import {
  COMMON_HEADERS,
  devServerPolicy,
  pagePolicy,
  REFERRER_POLICY,
  STRICT_TRANSPORT_SECURITY,
} from "~/security/policies";

export interface ResponseSecurity {
  nonce: string;
  production: boolean;
  /** Set only by `npm run dev` (workers/pipeline.ts options), never by the Worker entry. */
  viteDevServer?: boolean;
}

/** Whether the answer may depend on who is signed in (a cookie or a bearer token came with it). */
function carriesCredentials(request: Request): boolean {
  return request.headers.has("cookie") || request.headers.has("authorization");
}

/** Remix's `<Scripts>` renders its module preloads without the nonce; they name only our own build. */
function nonceModulePreloads(response: Response, nonce: string): Response {
  // `npm run dev` runs this pipeline in Node, which has no HTMLRewriter; Vite's dev pages preload
  // nothing from /assets/ anyway. workerd (production, tests, `npm start`) always has it.
  if (typeof HTMLRewriter === "undefined") return new Response(response.body, response);
  return new HTMLRewriter()
    .on('link[rel="modulepreload"][href^="/assets/"]', {
      element: (link) => void link.setAttribute("nonce", nonce),
    })
    .transform(response);
}

export function withSecurityHeaders(
  request: Request,
  response: Response,
  security: ResponseSecurity,
): Response {
  const contentType = response.headers.get("content-type") ?? "";
  const html = contentType.startsWith("text/html");
  // A copy: the headers of an answer made elsewhere may be immutable.
  const secured = html
    ? nonceModulePreloads(response, security.nonce)
    : new Response(response.body, response);
  const headers = secured.headers;
  for (const [name, value] of Object.entries(COMMON_HEADERS)) headers.set(name, value);
  // A file answer brings its own, stricter policies (documents-download.server.ts).
  if (!headers.has("content-security-policy"))
    headers.set("content-security-policy", pagePolicy(security.nonce));
  const policy = headers.get("content-security-policy") ?? "";
  // Only Vite's dev server, and only the page policy (a stored file keeps its strict one).
  if (security.viteDevServer && !security.production && policy === pagePolicy(security.nonce))
    headers.set("content-security-policy", devServerPolicy(security.nonce));
  if (!headers.has("referrer-policy")) headers.set("referrer-policy", REFERRER_POLICY);
  if (security.production) headers.set("strict-transport-security", STRICT_TRANSPORT_SECURITY);
  const url = new URL(request.url);
  // An API answer opened as a page downloads instead of rendering (ASVS V14.4.2).
  if (url.pathname.startsWith("/api/") && contentType.startsWith("application/json"))
    headers.set("content-disposition", 'attachment; filename="api.json"');
  const personal =
    carriesCredentials(request) || url.pathname.startsWith("/api/") || url.pathname.endsWith(".data");
  if (personal || !headers.has("cache-control")) headers.set("cache-control", "no-store");
  return secured;
}
