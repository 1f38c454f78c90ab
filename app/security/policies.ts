// The browser-side security policies of every response, in one place (docs/decisions/013). Pages
// run only scripts that carry the request's nonce; a stored file may show a PDF or an image and
// never run a script.

/** A fresh, unguessable nonce for one response's scripts (128 bits, base64). */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The Content-Security-Policy of the app's pages, `.data`, `/api` and redirects. Only scripts with
 * the nonce run ('strict-dynamic' trusts what they import: the route modules); the pdf.js worker
 * comes from /assets; previews are blob: URLs; the favicon is a data: SVG.
 */
export function pagePolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "frame-src blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * `npm run dev` only (Vite's dev server, never a built Worker, decision 018): the page policy plus
 * what Vite's client needs, i.e. the `<style>` elements it injects for CSS updates and its error
 * overlay. Scripts stay nonce-only: Remix's dev scripts carry the nonce and the rest is imported.
 */
export function devServerPolicy(nonce: string): string {
  return pagePolicy(nonce).replace("style-src 'self'", "style-src 'self' 'unsafe-inline'");
}

/**
 * A stored PDF or image opened inline: nothing in it may run a script, load anything or be
 * framed. No `sandbox`: browsers' PDF viewers have refused to run in sandboxed documents.
 * Chromium's image view styles itself inline, hence style-src (checked in Chromium 156, which
 * shows PDFs under this policy).
 */
export const FILE_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** Features no Fairbill page uses, switched off for the page and anything it embeds. */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
  "browsing-topics=()",
].join(", ");

/** Two years, subdomains included: production is served over https only. */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

/** Pages tell other sites nothing of where a visitor came from. */
export const REFERRER_POLICY = "same-origin";

/** Headers every response carries, whatever produced it. */
export const COMMON_HEADERS: Record<string, string> = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "permissions-policy": PERMISSIONS_POLICY,
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
};
