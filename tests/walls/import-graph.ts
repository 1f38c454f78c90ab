// Our own TypeScript import graph and its cycles, for tests/walls/cycles.test.ts. Each file is
// parsed (no type checking) and every `import`/`export … from` at the top level, type-only ones
// included, is resolved with the compiler options of tsconfig.base.json (so `~/`, `#core/`,
// `#db/`, `#workflows/` and relative paths all count). Dynamic `import()` is not an edge.
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { sourceFiles } from "./source-files";

export const repoRoot = path.resolve(import.meta.dirname, "../..");

function compilerOptions(): ts.CompilerOptions {
  const file = path.join(repoRoot, "tsconfig.base.json");
  const { config, error } = ts.readConfigFile(file, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, "\n"));
  return ts.parseJsonConfigFileContent(config, ts.sys, repoRoot, undefined, file).options;
}

function specifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  const out: string[] = [];
  for (const statement of source.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      out.push(statement.moduleSpecifier.text);
    }
  }
  return out;
}

/** file → the files it imports, both as paths relative to the repository, over `folders`. */
export function importGraph(folders: string[]): Map<string, string[]> {
  const options = compilerOptions();
  const host = ts.createCompilerHost(options);
  const cache = ts.createModuleResolutionCache(repoRoot, (name) => name, options);
  const files = folders.flatMap((folder) =>
    sourceFiles(path.join(repoRoot, folder), { tests: true, declarations: false }),
  );
  const inGraph = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = new Set<string>();
    for (const specifier of specifiers(file)) {
      const resolved = ts.resolveModuleName(specifier, file, options, host, cache).resolvedModule;
      if (resolved && inGraph.has(resolved.resolvedFileName)) targets.add(resolved.resolvedFileName);
    }
    graph.set(
      path.relative(repoRoot, file),
      [...targets].map((t) => path.relative(repoRoot, t)),
    );
  }
  return graph;
}

/**
 * The import cycles: one per strongly connected component (Tarjan), written as the shortest
 * loop through its first file in sorted order, e.g. "a.ts → b.ts → a.ts". A component with more
 * loops shows one; fixing it reveals the next.
 */
export function importCycles(graph: Map<string, string[]>): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;

  const connect = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      const selfLoop = component.length === 1 && (graph.get(node) ?? []).includes(node);
      if (component.length > 1 || selfLoop) components.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) connect(node);

  return components
    .map((component) => {
      const members = new Set(component);
      const start = component[0];
      // Breadth-first from start back to start, inside the component.
      const previous = new Map<string, string>();
      const queue = [start];
      let loopFrom: string | null = null;
      while (queue.length > 0 && loopFrom === null) {
        const node = queue.shift()!;
        for (const next of graph.get(node) ?? []) {
          if (!members.has(next)) continue;
          if (next === start) {
            loopFrom = node;
            break;
          }
          if (!previous.has(next)) {
            previous.set(next, node);
            queue.push(next);
          }
        }
      }
      const loop = [start];
      for (let node = loopFrom!; node !== start; node = previous.get(node)!) loop.splice(1, 0, node);
      return [...loop, start].join(" → ");
    })
    .sort();
}
