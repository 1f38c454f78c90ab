// The chart code adds at most 30 KB gzip to /insights (issue 16, ADR 074): the scripts a browser
// fetches for the route beyond the app shell (the entry, root and the signed-in layout), read from
// the built Remix manifest the page itself names, gzipped as a server would send them.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { signedInUser } from "./factories";

/** What the same measure gave at 126fd53, before the charts: the tables-only page. */
const ROUTE_BEFORE_CHARTS = 6_436;
const CHART_BUDGET = 30 * 1024;

interface ManifestRoute {
  module: string;
  imports?: string[];
}

async function asset(path: string): Promise<Uint8Array<ArrayBuffer>> {
  // The built client files, as the Worker's static-assets binding serves them.
  const res = await env.ASSETS.fetch(`http://local.test${path}`);
  expect(res.status, path).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

async function gzipSize(bytes: Uint8Array<ArrayBuffer>): Promise<number> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("gzip"));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

describe("the insights route's scripts", () => {
  it("add at most 30 KB gzip to what the page loaded before the charts", async () => {
    const { cookie } = await signedInUser("insights.bundle");
    const html = await (await SELF.fetch("http://local.test/insights", { headers: { cookie } })).text();
    const manifestPath = /\/assets\/manifest-[\w-]+\.js/.exec(html)?.[0];
    expect(manifestPath, "the page names its Remix manifest").toBeTruthy();
    const text = new TextDecoder().decode(await asset(manifestPath!));
    const manifest = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as {
      entry: ManifestRoute;
      routes: Record<string, ManifestRoute>;
    };
    const files = (r: ManifestRoute) => [r.module, ...(r.imports ?? [])];
    const shell = new Set([
      ...files(manifest.entry),
      ...files(manifest.routes["root"]),
      ...files(manifest.routes["routes/_app+/_layout"]),
    ]);
    const route = files(manifest.routes["routes/_app+/insights"]).filter((f) => !shell.has(f));

    const chunks = await Promise.all(route.map(async (file) => ({ file, bytes: await asset(file) })));
    // The route's own chunk carries the chart code: the measure is of the right files.
    const own = new TextDecoder().decode(chunks[0].bytes);
    expect(own).toContain("spending-by-month");
    expect(own).toContain("data-chart");

    const sizes = await Promise.all(chunks.map((c) => gzipSize(c.bytes)));
    const total = sizes.reduce((s, n) => s + n, 0);
    expect(total).toBeLessThanOrEqual(ROUTE_BEFORE_CHARTS + CHART_BUDGET);
    // The charts are drawn on the server: the client keeps only what hydrates them.
    expect(sizes[0]).toBeLessThanOrEqual(CHART_BUDGET);
  });
});
