// Every TypeScript file is typechecked for the runtime it runs in (docs/decisions/019-walls-and-runtimes.md):
// tsconfig.worker.json (workerd: no Node types) or tsconfig.node.json. A file that neither
// includes would not be typechecked at all; a Worker file in the Node config could use Node APIs.
import { readdirSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const repoRoot = path.resolve(import.meta.dirname, "../..");
const SKIP = new Set(["node_modules", "build", "public", "test-results", "playwright-report"]);

function roots(config: string): { files: Set<string>; options: ts.CompilerOptions } {
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(repoRoot, config), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    },
  });
  if (!parsed) throw new Error(`cannot read ${config}`);
  return { files: new Set(parsed.fileNames.map((f) => path.relative(repoRoot, f))), options: parsed.options };
}

function typeScriptFiles(dir = repoRoot): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith(".") || SKIP.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return typeScriptFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [path.relative(repoRoot, full)] : [];
  });
}

const worker = roots("tsconfig.worker.json");
const node = roots("tsconfig.node.json");
const all = typeScriptFiles();

describe("one tsconfig per runtime", () => {
  it("typechecks every TypeScript file under one of them", () => {
    expect(all.length).toBeGreaterThan(500);
    expect(all.filter((f) => !worker.files.has(f) && !node.files.has(f))).toEqual([]);
  });

  it("checks Worker code, and only Worker code, without Node types", () => {
    expect(worker.options.types).not.toContain("node");
    const isWorkerCode = (f: string) =>
      (/^(app|core|workers|tests\/workers)\//.test(f) ||
        /^(db\/schema\.ts|db\/schema\/|tests\/setup\/)/.test(f)) &&
      !/^workers\/orchestrator\/|^core\/.*\.test\.ts$|^tests\/setup\/(.*\.test\.ts|fixtures\/)/.test(f);
    const workerCode = all.filter(isWorkerCode);
    expect(workerCode.length).toBeGreaterThan(300);
    // Ambient declarations (app/secrets.d.ts: the Env secrets) may serve both.
    const inNode = (f: string) => node.files.has(f) && !f.endsWith(".d.ts");
    expect(workerCode.filter((f) => !worker.files.has(f) || inNode(f))).toEqual([]);
    expect([...worker.files].filter((f) => !isWorkerCode(f) && f !== "worker-configuration.d.ts")).toEqual(
      [],
    );
  });

  it("gives Node code the Node types", () => {
    expect(node.options.types).toContain("node");
    for (const f of [
      "workers/orchestrator/main.ts",
      "workflows/index.ts",
      "core/plans.test.ts",
      "vite.config.ts",
    ]) {
      expect(node.files).toContain(f);
    }
  });
});
