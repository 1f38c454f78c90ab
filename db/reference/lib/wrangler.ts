// Runs `wrangler d1 execute` against local D1 (optionally another --persist-to folder) or the remote database.
import { spawn } from "node:child_process";
import path from "node:path";

export interface D1Target {
  remote: boolean;
  persistTo?: string;
  /** Folder holding wrangler.toml. */
  cwd: string;
  database?: string;
}

function run(target: D1Target, args: string[]): Promise<string> {
  const bin = path.join(target.cwd, "node_modules", ".bin", "wrangler");
  const where = target.remote
    ? ["--remote", "--yes"]
    : ["--local", ...(target.persistTo ? ["--persist-to", target.persistTo] : [])];
  const argv = ["d1", "execute", target.database ?? "DB", ...where, ...args];
  return new Promise((resolve, reject) => {
    const child = spawn(bin, argv, {
      cwd: target.cwd,
      env: {
        ...process.env,
        CLOUDFLARE_CF_FETCH_ENABLED: "false",
        WRANGLER_SEND_METRICS: "false",
        NO_COLOR: "1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) resolve(out);
      else reject(new Error(`wrangler d1 execute failed (${code}): ${lastLines(err || out)}`));
    });
  });
}

// eslint-disable-next-line no-control-regex -- strips the colour codes wrangler prints even with NO_COLOR
const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, "");
const lastLines = (text: string) =>
  plain(text)
    .trim()
    .split("\n")
    .filter((l) => l.trim() && !/Logs were written/.test(l))
    .slice(-4)
    .join(" ");

/** Runs a SQL file as one batch (one transaction on local D1). */
export async function executeFile(target: D1Target, file: string): Promise<void> {
  await run(target, ["--file", file]);
}

export async function query<T>(target: D1Target, sql: string): Promise<T[]> {
  const out = await run(target, ["--command", sql, "--json"]);
  const parsed = JSON.parse(out.slice(out.indexOf("["))) as { results: T[] }[];
  return parsed.flatMap((r) => r.results);
}

export async function applyMigrations(target: D1Target): Promise<void> {
  const bin = path.join(target.cwd, "node_modules", ".bin", "wrangler");
  const where = target.remote
    ? ["--remote"]
    : ["--local", ...(target.persistTo ? ["--persist-to", target.persistTo] : [])];
  await new Promise<void>((resolve, reject) => {
    const child = spawn(bin, ["d1", "migrations", "apply", target.database ?? "DB", ...where], {
      cwd: target.cwd,
      env: { ...process.env, CI: "1", CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let err = "";
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`migrations failed: ${lastLines(err)}`)),
    );
  });
}
