// Every test file belongs to exactly one layer: the include (and exclude) globs of the layers'
// configs, as README.md's "Tests" section states them, match each *.test.ts / *.spec.ts in the
// repository once, so no test is silently left out of `npm test` or run twice.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SKIP = new Set(["node_modules", "build", ".git", ".wrangler", ".tools", ".temporal", ".test-output"]);

function testFiles(dir = ""): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return SKIP.has(entry.name) || entry.name.startsWith(".") ? [] : testFiles(rel);
    return /\.(test|spec)\.[cm]?[jt]sx?$/.test(entry.name) ? [rel] : [];
  });
}

/** A glob as vitest reads these ones: `**` any folders, `*` any name part. */
function globRegExp(glob: string): RegExp {
  const source = glob
    .split("/")
    .map((part) =>
      part === "**" ? "(?:.*/)?" : `${part.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*")}/`,
    )
    .join("")
    .replace(/\/$/, "");
  return new RegExp(`^${source}$`);
}

/** The string literals of `key: [...]` in a config file (`...configDefaults.exclude` is node_modules & co). */
function globsOf(config: string, key: "include" | "exclude"): string[] {
  const text = readFileSync(path.join(root, config), "utf8");
  const list = new RegExp(`\\b${key}: \\[([^\\]]*)\\]`).exec(text)?.[1] ?? "";
  return [...list.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
}

const layers = Object.fromEntries(
  ["unit", "workers", "workflows", "stack", "api"].map((layer) => {
    const config = `vitest.${layer}.config.ts`;
    return [
      layer,
      {
        include: globsOf(config, "include").map(globRegExp),
        // vitest reads "dir/**" in exclude as everything below dir.
        exclude: globsOf(config, "exclude").map((g) => globRegExp(g.endsWith("/**") ? `${g}/*` : g)),
      },
    ];
  }),
);
// playwright.config.ts: testDir tests/e2e with Playwright's default testMatch.
const e2e = /^tests\/e2e\/(?:.*\/)?[^/]*\.(?:spec|test)\.[cm]?[jt]sx?$/;

function layersOf(file: string): string[] {
  const found = Object.entries(layers)
    .filter(([, l]) => l.include.some((g) => g.test(file)) && !l.exclude.some((g) => g.test(file)))
    .map(([name]) => name);
  if (e2e.test(file)) found.push("e2e");
  return found;
}

describe("test layers", () => {
  const files = testFiles();

  it("finds the test files", () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it("runs every test file in exactly one layer", () => {
    const wrong = files
      .map((file) => ({ file, layers: layersOf(file) }))
      .filter((f) => f.layers.length !== 1);
    expect(wrong).toEqual([]);
  });

  it("keeps each layer's tests where README.md says", () => {
    const where: Record<string, RegExp> = {
      unit: /^(core|db\/reference|scripts|workflows\/activities|workers\/orchestrator|tests\/setup|tests\/walls)\/.*\.test\.ts$/,
      workers: /^tests\/workers\/[^/]+\.test\.ts$/,
      workflows: /^(workflows|tests\/orchestrator)\/.*\.workflow\.test\.ts$/,
      stack: /^tests\/stack\/[^/]+\.test\.ts$/,
      api: /^tests\/api\/[^/]+\.test\.ts$/,
      e2e: /^tests\/e2e\/[^/]+\.spec\.ts$/,
    };
    const misplaced = files.filter((file) => {
      const [layer] = layersOf(file);
      return !layer || !where[layer].test(file);
    });
    expect(misplaced).toEqual([]);
  });
});
