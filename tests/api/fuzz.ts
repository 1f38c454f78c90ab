// The property-based API fuzz: schemathesis (PyPI, pinned in scripts/lib/api-layer.mjs) generates
// requests from the served /api/openapi.json and checks every answer (docs/decisions/014).
// Operations that end the fuzz user's session and dev-only tools are left out; path ids point at
// the fuzz user's own resources most of the time, so handlers of real bills and documents run.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { OpenApiDocument } from "./request-values";
import { pathParams, ruleFor, type Fixtures } from "./resources";

/**
 * The checks, chosen (ADR 014): no 5xx; every status, content type, header and body as the
 * document declares it; no operation that needs a token answering without one; 405 for a method
 * a path does not declare.
 */
export const CHECKS = [
  "not_a_server_error",
  "status_code_conformance",
  "content_type_conformance",
  "response_headers_conformance",
  "response_schema_conformance",
  "ignored_auth",
  "unsupported_method",
];

/** The served document without the operations the fuzz must not call. */
export function fuzzableDocument(served: OpenApiDocument) {
  const doc = structuredClone(served);
  const skipped: string[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      if (!op["x-fairbill-ends-session"] && !op["x-fairbill-dev-only"]) continue;
      skipped.push(`${method.toUpperCase()} ${path}`);
      delete ops[method];
    }
    if (Object.keys(ops).length === 0) delete doc.paths[path];
  }
  return { doc, skipped };
}

const toml = (value: unknown) => JSON.stringify(value);

/**
 * Operations that need the orchestrator to answer 200: the api layer runs without it, so their
 * declared 503 (the workflow service unavailable) is expected there; a 500 still fails.
 */
export const NEEDS_ORCHESTRATOR = new Set(["POST /api/bills/{id}/generate-dispute-letter"]);

/** schemathesis.toml: each path id bound to the fixture of its kind, 80% of the time (never for DELETE). */
export function fuzzConfig(doc: OpenApiDocument, fixtures: Fixtures): string {
  const lines: string[] = [];
  const kinds = new Set<keyof Fixtures>();
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const bindings: string[] = [];
      for (const param of pathParams(path)) {
        const rule = ruleFor(path, param);
        if (rule && "public" in rule) bindings.push(`${toml(`path.${param}`)} = ${toml(rule.public)}`);
        else if (rule && method !== "delete") {
          kinds.add(rule.kind);
          bindings.push(`${toml(`path.${param}`)} = { dictionary = ${toml(rule.kind)}, probability = 0.8 }`);
        }
      }
      const orchestrated = NEEDS_ORCHESTRATOR.has(`${method.toUpperCase()} ${path}`);
      if (!bindings.length && !orchestrated) continue;
      lines.push("[[operations]]", `include-operation-id = ${toml(op.operationId)}`);
      if (bindings.length) lines.push(`parameters = { ${bindings.join(", ")} }`);
      if (orchestrated)
        lines.push(`checks.not_a_server_error.expected-statuses = ${toml(["2xx", "3xx", "4xx", "503"])}`);
      lines.push("");
    }
  }
  const dictionaries = [...kinds].flatMap((k) => [
    `[dictionaries.${k}]`,
    `values = [${toml(fixtures[k])}]`,
    "",
  ]);
  return [...dictionaries, ...lines].join("\n");
}

/** Each JUnit test case (one per operation, plus undocumented methods tried) → its failure text or null. */
export function junitCases(xml: string): Map<string, string | null> {
  const cases = new Map<string, string | null>();
  for (const m of xml.matchAll(/<testcase\b([^>]*?)(?:\/>|>([\s\S]*?)<\/testcase>)/g)) {
    const name = /name="([^"]*)"/.exec(m[1])?.[1] ?? "?";
    const failure = /<(?:failure|error)\b[^>]*>([\s\S]*?)<\/(?:failure|error)>/.exec(m[2] ?? "");
    const text = failure?.[1] ?? (/<(failure|error)\b/.test(m[2] ?? "") ? "failed" : null);
    cases.set(
      name.replace(/&amp;/g, "&"),
      text &&
        text
          .replace(/&lt;/g, "<")
          .replace(/&gt;/g, ">")
          .replace(/&quot;/g, '"')
          .replace(/&amp;/g, "&"),
    );
  }
  return cases;
}

export interface FuzzRun {
  code: number;
  cases: Map<string, string | null>;
}

/** Runs schemathesis against `base` with `token`; its console output goes to ours. */
export async function runSchemathesis(o: {
  base: string;
  token: string;
  doc: OpenApiDocument;
  fixtures: Fixtures;
  python: string;
  toolDir: string;
  outDir: string;
  maxSeconds: number;
  seed?: string;
}): Promise<FuzzRun> {
  rmSync(o.outDir, { recursive: true, force: true });
  mkdirSync(o.outDir, { recursive: true });
  const schemaPath = join(o.outDir, "openapi.json");
  const configPath = join(o.outDir, "schemathesis.toml");
  const junitPath = join(o.outDir, "junit.xml");
  writeFileSync(schemaPath, JSON.stringify(o.doc, null, 1));
  writeFileSync(configPath, fuzzConfig(o.doc, o.fixtures));
  const args = ["-m", "schemathesis.cli", "--config-file", configPath, "run", schemaPath];
  args.push("--url", o.base, "--header", `Authorization: Bearer ${o.token}`);
  args.push("--checks", CHECKS.join(","), "--phases", "examples,coverage,fuzzing");
  // One worker: with two, hypothesis's generators race inside CPython 3.11's AST compiler
  // ("SystemError: AST constructor recursion depth mismatch", a data race there) and schemathesis
  // reports the crash as a runtime error of whichever operation it was generating for.
  args.push("--max-time", String(o.maxSeconds), "--max-examples", "25", "--workers", "1");
  args.push("--request-timeout", "20", "--generation-database", "none", "--no-color");
  args.push("--suppress-health-check", "all", "--report", "junit", "--report-junit-path", junitPath);
  if (o.seed) args.push("--seed", o.seed);
  const env = { ...process.env, PYTHONPATH: o.toolDir, PYTHONDONTWRITEBYTECODE: "1" };
  const code = await new Promise<number>((resolve) => {
    const child = spawn(o.python, args, {
      env,
      cwd: o.outDir,
      stdio: ["ignore", "inherit", "inherit"],
      detached: true,
    });
    // Coverage and fuzzing stop at --max-time; anything past a generous margin is a hang.
    const timer = setTimeout(
      () => child.pid && process.kill(-child.pid, "SIGKILL"),
      (o.maxSeconds + 150) * 1000,
    );
    child.on("exit", (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode ?? 1);
    });
  });
  const cases = existsSync(junitPath) ? junitCases(readFileSync(junitPath, "utf8")) : new Map();
  return { code, cases };
}
