// The one walk over the repository's source files that the scan tests share (money, dates, prices,
// design system, import graph): node_modules and dot folders are never read.
import { readdirSync } from "node:fs";
import { join } from "node:path";

export interface SourceFileOptions {
  /** Which file names count; TypeScript (.ts, .tsx) by default. */
  extensions?: RegExp;
  /** Include *.test.ts(x) files (default: no). */
  tests?: boolean;
  /** Include *.d.ts declaration files (default: yes). */
  declarations?: boolean;
}

/** Absolute paths of the source files under `dir`. */
export function sourceFiles(dir: string, options: SourceFileOptions = {}): string[] {
  const { extensions = /\.tsx?$/, tests = false, declarations = true } = options;
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path, options);
    if (!extensions.test(entry.name)) return [];
    if (!tests && /\.test\.tsx?$/.test(entry.name)) return [];
    if (!declarations && entry.name.endsWith(".d.ts")) return [];
    return [path];
  });
}

/** The extensions of every script the product runs (TypeScript and the .mjs/.js scripts). */
export const SCRIPT_EXTENSIONS = /\.(ts|tsx|mts|mjs|js)$/;
