// The walls between folders (docs/decisions/019-walls-and-runtimes.md), proven through the
// repository's own eslint.config.js: small snippets linted as if they lived at core/x.ts,
// workflows/x.ts, app/x.ts…, each import pointing at a real file so it resolves. Without the
// walls in the config, every "reports" case below fails.
//
// Type-aware rules are switched off (typescript-eslint's disableTypeChecked): the snippets are
// not files of any tsconfig project, and the walls need only import resolution.
import { ESLint } from "eslint";
import path from "node:path";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";

const repoRoot = path.resolve(import.meta.dirname, "../..");

const eslint = new ESLint({ cwd: repoRoot, overrideConfig: [tseslint.configs.disableTypeChecked] });

/** The messages of the errors ESLint reports for `code` at `filePath`. */
async function errors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const _use = [used];\n`, { filePath });
  return result.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

const CORE = /import-x\/no-restricted-paths: .*Wall: core\/ is runtime-neutral/;
const WORKFLOWS = /import-x\/no-restricted-paths: .*Wall: workflows\/ never imports app\/ or db\//;
const WORKER = /import-x\/no-restricted-paths: .*Wall: Worker code .* never imports the Node orchestrator/;

describe("wall: core/ imports only npm packages and other core/ files", () => {
  it.each([
    ["core/x.ts", 'import { users as used } from "#db/schema";'],
    ["core/x.ts", 'import { users as used } from "../db/schema";'],
    ["core/x.ts", 'import { getDb as used } from "~/db.server";'],
    ["core/analysis/x.ts", 'import { getDb as used } from "../../app/db.server";'],
    ["core/x.ts", 'import { TASK_QUEUE as used } from "#workflows/names";'],
    ["core/x.ts", 'import type { OrchestratorConfig as used } from "../workers/orchestrator/config";'],
    ["core/x.ts", 'import { smallLookups as used } from "../tests/fixtures/analysis/small-lookups";'],
    ["core/x.ts", 'export { users as used } from "#db/schema";'],
  ])("reports %s: %s", async (file, code) => {
    expect(await errors(file, code)).toEqual([expect.stringMatching(CORE)]);
  });

  it("lets core/ import npm packages and core/ files, by alias or relative path", async () => {
    const code = [
      'import { z } from "zod";',
      'import { plural } from "./analysis/messages";',
      'import { PLANS } from "#core/plans";',
      "const used = [z, plural, PLANS];",
    ].join("\n");
    expect(await errors("core/x.ts", code)).toEqual([]);
  });

  it("lets core/ tests read the shared fixtures and the reference parsers, nothing else", async () => {
    const fixtures = 'import { smallLookups as used } from "../../tests/fixtures/analysis/small-lookups";';
    expect(await errors("core/analysis/x.test.ts", fixtures)).toEqual([]);
    expect(
      await errors(
        "core/analysis/x.test.ts",
        'import { parsePtp as used } from "#db/reference/parsers/ncci-ptp";',
      ),
    ).toEqual([]);
    expect(await errors("core/analysis/x.ts", fixtures)).toEqual([expect.stringMatching(CORE)]);
    expect(await errors("core/analysis/x.test.ts", 'import { getDb as used } from "~/db.server";')).toEqual([
      expect.stringMatching(CORE),
    ]);
  });
});

describe("wall: workflows/ never imports app/ or db/", () => {
  it.each([
    ["workflows/x.ts", 'import { getDb as used } from "~/db.server";'],
    ["workflows/x.ts", 'import { getDb as used } from "../app/db.server";'],
    ["workflows/activities/x.ts", 'import { getDb as used } from "../../app/db.server";'],
    ["workflows/x.ts", 'import { users as used } from "#db/schema";'],
    ["workflows/activities/x.test.ts", 'import { users as used } from "../../db/schema";'],
    ["workflows/x.ts", 'import type { Db as used } from "../app/db.server";'],
  ])("reports %s: %s", async (file, code) => {
    expect(await errors(file, code)).toEqual([expect.stringMatching(WORKFLOWS)]);
  });

  it("lets workflows/ import core/ and each other", async () => {
    const code = [
      'import { validateVerification } from "../core/documents/forms";',
      'import { isDocumentType } from "#core/documents/types";',
      'import { TASK_QUEUE } from "./names";',
      "const used = [validateVerification, isDocumentType, TASK_QUEUE];",
    ].join("\n");
    expect(await errors("workflows/x.ts", code)).toEqual([]);
  });
});

describe("wall: Worker code never imports the orchestrator", () => {
  it.each([
    ["app/x.ts", 'import { readConfig as used } from "../workers/orchestrator/config";'],
    [
      "app/routes/ops+/x.ts",
      'import type { WorkflowSummary as used } from "../../../workers/orchestrator/ops";',
    ],
    ["app/components/x.tsx", 'import { readConfig as used } from "../../workers/orchestrator/config";'],
    ["workers/x.ts", 'import { readConfig as used } from "./orchestrator/config";'],
    ["workers/internal/x.ts", 'import { readConfig as used } from "../orchestrator/config";'],
    ["tests/workers/x.test.ts", 'import { readConfig as used } from "../../workers/orchestrator/config";'],
  ])("reports %s: %s", async (file, code) => {
    expect(await errors(file, code)).toEqual([expect.stringMatching(WORKER)]);
  });

  it("lets app/ use the shared view types and its own modules, and the orchestrator import itself", async () => {
    const views = 'import type { TimelineEvent as used } from "#core/contracts/gateway";';
    expect(await errors("app/routes/ops+/x.ts", views)).toEqual([]);
    const http = 'import { ApiError as used } from "~/api/http";';
    expect(await errors("app/x.ts", http)).toEqual([]);
    const own = 'import { readConfig as used } from "./config";';
    expect(await errors("workers/orchestrator/x.ts", own)).toEqual([]);
  });

  it.each([
    [
      "app/x.ts",
      'import { readFileSync as used } from "node:fs";',
      /no-restricted-imports: .*without Node built-ins/,
    ],
    ["core/x.ts", 'import used from "crypto";', /no-restricted-imports: .*without Node built-ins/],
    [
      "workers/x.ts",
      'import { Client as used } from "@temporalio/client";',
      /no-restricted-imports: .*Temporal's SDK/,
    ],
  ])("reports Node-only imports in Worker code: %s: %s", async (file, code, message) => {
    expect(await errors(file, code)).toEqual([expect.stringMatching(message)]);
  });
});
