// The dev server's page policy is looser only where Vite's client needs it, and never in production
// or on a stored file's answer (decision 018).
import { describe, expect, it } from "vitest";
import { devServerPolicy, FILE_POLICY, pagePolicy } from "~/security/policies";
import { withSecurityHeaders } from "../../workers/security-headers";

const page = () => new Response("<p>hi</p>", { headers: { "content-type": "text/html" } });
const csp = (res: Response) => res.headers.get("content-security-policy");

describe("the dev server's page policy", () => {
  it("differs from the page policy only by inline styles; scripts stay nonce-only", () => {
    const dev = devServerPolicy("n");
    expect(dev).toContain("script-src 'nonce-n' 'strict-dynamic'");
    expect(dev).not.toContain("unsafe-eval");
    expect(dev.replace(" 'unsafe-inline'", "")).toBe(pagePolicy("n"));
  });

  it("applies only when the pipeline is Vite's, outside production, and never to a file", () => {
    const request = new Request("http://127.0.0.1:8787/bills");
    const dev = { nonce: "n", production: false, viteDevServer: true };
    expect(csp(withSecurityHeaders(request, page(), dev))).toBe(devServerPolicy("n"));
    expect(csp(withSecurityHeaders(request, page(), { ...dev, viteDevServer: false }))).toBe(pagePolicy("n"));
    expect(csp(withSecurityHeaders(request, page(), { ...dev, production: true }))).toBe(pagePolicy("n"));
    const file = new Response("%PDF", { headers: { "content-security-policy": FILE_POLICY } });
    expect(csp(withSecurityHeaders(request, file, dev))).toBe(FILE_POLICY);
  });
});
