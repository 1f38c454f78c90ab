// Small process helpers shared by start and test: run a command, spawn in its own process group,
// prefix output, stop a group. Node built-ins only (they run before `npm ci`).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** A binary from node_modules/.bin (avoids npx's extra process and any registry look-up). */
export function bin(name) {
  return join(repoRoot, "node_modules", ".bin", name);
}

/** Offline-friendly environment for every wrangler/playwright call. */
export function toolEnv(extra = {}) {
  return {
    ...process.env,
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    WRANGLER_SEND_METRICS: "false",
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
    ...extra,
  };
}

export function say(message) {
  process.stdout.write(`» ${message}\n`);
}

/** Every process group we started and have not yet seen stop; killed on exit as a last resort. */
const liveGroups = new Set();
process.on("exit", () => {
  for (const pgid of liveGroups) for (const group of groupsUnder(pgid)) signalGroup(group, "SIGKILL");
});

export function signalGroup(pgid, signal) {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    return false;
  }
}

function groupAlive(pgid) {
  return signalGroup(pgid, 0);
}

/** pid, parent and process group of every process, from /proc (empty where there is no /proc). */
function processTable() {
  const table = [];
  let entries = [];
  try {
    entries = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return table;
  }
  for (const name of entries) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const [, ppid, pgid] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      table.push({ pid: Number(name), ppid: Number(ppid), pgid: Number(pgid) });
    } catch {
      // the process ended while we looked
    }
  }
  return table;
}

/**
 * The group plus every process group started beneath it: tests may spawn detached helpers (their
 * own orchestrator, say) that would otherwise outlive a runner we have to stop early.
 */
function groupsUnder(pgid) {
  const table = processTable();
  const tree = new Set(table.filter((p) => p.pgid === pgid).map((p) => p.pid));
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of table) {
      if (!tree.has(p.pid) && tree.has(p.ppid)) {
        tree.add(p.pid);
        grew = true;
      }
    }
  }
  const own = table.find((p) => p.pid === process.pid)?.pgid;
  const groups = new Set([pgid]);
  for (const p of table) if (tree.has(p.pid) && p.pgid !== own) groups.add(p.pgid);
  return [...groups];
}

/** SIGTERM the whole group (wrangler leaves workerd behind otherwise), SIGKILL after graceMs. */
export async function stopGroup(pgid, graceMs = 5000) {
  if (!pgid) return;
  const groups = groupsUnder(pgid).filter(groupAlive);
  for (const group of groups) signalGroup(group, "SIGTERM");
  const alive = () => groups.some(groupAlive);
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline && alive()) await sleep(100);
  for (const group of groups) if (groupAlive(group)) signalGroup(group, "SIGKILL");
  while (alive() && Date.now() < deadline + 2000) await sleep(50);
  liveGroups.delete(pgid);
}

/** Stops every group we started that is still running (Ctrl-C during any step). */
export async function stopAllGroups() {
  await Promise.all([...liveGroups].map((pgid) => stopGroup(pgid)));
}

/**
 * Spawns `cmd args` as the leader of a new process group. Output lines are handed to onLine
 * (stream name, line) when given, otherwise inherited. Resolves `exited` with the exit code.
 */
export function spawnGroup(
  cmd,
  args,
  { env, cwd = repoRoot, onLine, inherit = false, quietStdout = false } = {},
) {
  const out = inherit ? (quietStdout ? "ignore" : "inherit") : "pipe";
  const child = spawn(cmd, args, {
    cwd,
    env: env ?? toolEnv(),
    detached: true,
    stdio: ["ignore", out, inherit ? "inherit" : "pipe"],
  });
  if (child.pid) liveGroups.add(child.pid);
  const exited = new Promise((resolve) => {
    child.on("error", (error) => {
      onLine?.("stderr", `${cmd}: ${error.message}`);
      resolve(127);
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
  if (!inherit) {
    for (const stream of ["stdout", "stderr"]) {
      const rl = createInterface({ input: child[stream] });
      rl.on("line", (line) => onLine?.(stream, line));
    }
  }
  return { child, pid: child.pid, exited, stop: (graceMs) => stopGroup(child.pid, graceMs) };
}

/** Runs a command to completion with inherited output, in its own group; kills it after timeoutMs. */
export async function run(cmd, args, { env, cwd, timeoutMs, quietStdout } = {}) {
  const proc = spawnGroup(cmd, args, { env, cwd, inherit: true, quietStdout });
  let timedOut = false;
  const timer = timeoutMs
    ? setTimeout(() => {
        timedOut = true;
        process.stdout.write(
          `\n» ${cmd} ${args.join(" ")} exceeded ${Math.round(timeoutMs / 1000)} s; stopping it\n`,
        );
        void proc.stop(3000);
      }, timeoutMs)
    : undefined;
  const code = await proc.exited;
  clearTimeout(timer);
  await proc.stop(3000); // leftovers such as workerd started by vitest
  return timedOut ? 124 : code;
}

/** Runs a command and throws if it fails. */
export async function runOrThrow(cmd, args, options) {
  const code = await run(cmd, args, options);
  if (code !== 0) throw new Error(`\`${[cmd, ...args].join(" ")}\` failed with exit code ${code}`);
}

/** Synchronous, captured: used for quick probes like `temporal --version`. */
export function probe(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { encoding: "utf8", timeout: 30_000, ...options });
  return { ok: result.status === 0, out: `${result.stdout ?? ""}${result.stderr ?? ""}` };
}

export function which(name) {
  for (const dir of (process.env.PATH ?? "").split(":")) {
    if (dir && existsSync(join(dir, name))) return join(dir, name);
  }
  return undefined;
}
