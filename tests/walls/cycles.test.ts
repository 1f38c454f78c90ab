// No import cycles among our own modules (docs/decisions/019-walls-and-runtimes.md): a cycle
// makes module initialisation order-dependent and usually means two files share something that
// belongs in a third. Type-only imports count too.
import { describe, expect, it } from "vitest";
import { importCycles, importGraph } from "./import-graph";

const FOLDERS = ["core", "app", "workers", "workflows", "db"];

describe("import cycles", () => {
  const graph = importGraph(FOLDERS);

  it(`finds none in ${FOLDERS.join("/, ")}/`, () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(importCycles(graph)).toEqual([]);
  });

  it("reports each cycle as one loop through it", () => {
    const example = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts", "d.ts"]],
      ["c.ts", ["a.ts"]],
      ["d.ts", []],
      ["e.ts", ["e.ts"]],
    ]);
    expect(importCycles(example)).toEqual(["a.ts → b.ts → c.ts → a.ts", "e.ts → e.ts"]);
  });

  it("resolves aliases and relative paths into the graph", () => {
    // ~/… and #workflows/… aliases
    expect(graph.get("app/routes/ops+/ops.server.ts")).toEqual(
      expect.arrayContaining(["app/env.server.ts", "workflows/names.ts", "core/contracts/gateway.ts"]),
    );
    // `import type` from a relative path
    expect(graph.get("core/analysis/messages.ts")).toContain("core/analysis/types.ts");
  });
});
