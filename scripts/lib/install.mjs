// The first step of every entry point: npm packages. Node built-ins only: it runs before
// node_modules exists (every other helper may load packages once this has run).
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot, runOrThrow, say } from "./proc.mjs";

/**
 * `npm ci` when node_modules was not installed from this package-lock.json. The check is by content
 * (a stamp with the lock's hash), not mtime: a fresh clone has a new lock file but may share an
 * up-to-date node_modules through a symlink, and `npm ci` there would empty the shared folder.
 */
export async function ensureNodeModules() {
  const lockHash = createHash("sha256")
    .update(readFileSync(join(repoRoot, "package-lock.json")))
    .digest("hex");
  const stamp = join(repoRoot, "node_modules", ".fairbill-lock-sha256");
  const installed = existsSync(stamp) ? readFileSync(stamp, "utf8").trim() : "";
  if (installed === lockHash) return;
  say("installing npm packages (npm ci)");
  await runOrThrow("npm", ["ci", "--no-audit", "--no-fund"]);
  writeFileSync(stamp, lockHash + "\n");
}
