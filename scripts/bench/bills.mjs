// The bills bench: a user with 500 bills and 2,000 lines in local D1, then the vault page (/bills),
// its data request, and the bills API timed from a client against `wrangler dev`. Each request
// sends the x-d1-meter header, so the Worker answers how many D1 round trips it made
// (workers/d1-meter.ts). Targets: ≤ 3 D1 queries per page load, p50 ≤ 50 ms.
//
// Standalone: `node scripts/bench/bills.mjs [--requests N] [--port P] [--keep]` migrates a fresh
// local D1 (--persist-to /tmp/wr-bench-bills), seeds, starts wrangler dev and prints JSON.
// `npm run bench` (scripts/bench.mjs) seeds the same user into its own state and calls measureBills.
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import { dirname, join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { localWorkerVars, varArgs } from "../lib/services.mjs";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const bin = (name) => join(repoRoot, "node_modules", ".bin", name);
const quietEnv = {
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
  NO_COLOR: "1",
};
const log = (text) => process.stderr.write(`bench(bills): ${text}\n`);

export const BILLS = 500;
export const LINES_PER_BILL = 4;
export const TARGETS = { max_d1_queries_per_page: 3, p50_ms: 50 };

function run(cmd, argv) {
  return new Promise((done, fail) => {
    const child = spawn(cmd, argv, { cwd: repoRoot, env: quietEnv, stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.on("error", fail);
    child.on("close", (code) =>
      code === 0 ? done(out) : fail(new Error(`${cmd} ${argv.slice(0, 3).join(" ")} exited ${code}`)),
    );
  });
}

/**
 * SQL for a verified premium user with a session, the subscriber and one dependent, 500 bills
 * (every 5th for the dependent, dates one day apart, statuses cycling) and 4 lines per bill.
 */
export function seedSql(userId, tokenHash) {
  const now = Date.now();
  return [
    `INSERT INTO users (id, email, inbox_token, first_name, last_name, is_verified) VALUES ('${userId}', '${userId}@bench.local', '${userId}', 'Bench', 'User', 1);`,
    `INSERT INTO subscriptions (user_id, tier, status, plan) VALUES ('${userId}', 'premium', 'active', 'monthly');`,
    `INSERT INTO family_members (id, user_id, first_name, last_name, relationship, created_at) VALUES ('${userId}-self', '${userId}', 'Bench', 'User', 'self', ${now});`,
    `INSERT INTO family_members (id, user_id, first_name, last_name, relationship, created_at) VALUES ('${userId}-kid', '${userId}', 'Sam', 'User', 'child', ${now + 1});`,
    `INSERT INTO sessions (id, user_id, expires_at, authenticated_at, last_used_at) VALUES ('${tokenHash}', '${userId}', ${now + 3_600_000}, ${now}, ${now});`,
    `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ${BILLS})
     INSERT INTO bills (id, user_id, family_member_id, provider_name, service_date, claim_number, status,
       total_billed_cents, total_allowed_cents, total_paid_cents, potential_savings_cents, recovered_cents, source, created_at, updated_at)
     SELECT '${userId}-bill-' || printf('%04d', i), '${userId}', CASE WHEN i % 5 = 0 THEN '${userId}-kid' ELSE '${userId}-self' END,
       'Provider ' || (i % 37), date('2026-06-30', '-' || i || ' days'), 'CLM-' || i,
       CASE i % 4 WHEN 0 THEN 'in_progress' WHEN 1 THEN 'disputed' WHEN 2 THEN 'ready_to_pay' ELSE 'paid' END,
       ${LINES_PER_BILL * 10000}, ${LINES_PER_BILL * 6000}, ${LINES_PER_BILL * 5000}, 1500, 0, 'manual', ${now} + i, ${now} + i FROM n;`,
    `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ${BILLS * LINES_PER_BILL})
     INSERT INTO line_items (id, bill_id, user_id, position, cpt_code, units, billed_cents, allowed_cents, paid_cents, created_at)
     SELECT '${userId}-line-' || i, '${userId}-bill-' || printf('%04d', i / ${LINES_PER_BILL}), '${userId}', i % ${LINES_PER_BILL},
       '992' || (10 + i % 5), 1, 10000, 6000, 5000, ${now} FROM n;`,
  ].join("\n");
}

/** Runs SQL on the local D1 at `persist` (wrangler dev must not be running on it). */
export function executeSql(persist, sql) {
  return run(bin("wrangler"), ["d1", "execute", "DB", "--local", "--persist-to", persist, "--command", sql]);
}

/** Writes the bench user into the local D1 at `persist` (wrangler dev must not be running on it). */
export async function seedBillsUser(persist) {
  const token = randomBytes(32).toString("base64url");
  const tokenHash = createHash("sha256").update(token).digest("hex");
  const userId = `bench-bills-${randomBytes(6).toString("hex")}`;
  await executeSql(persist, seedSql(userId, tokenHash));
  return { token, userId };
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (x) => Math.round(x * 10) / 10;

/** Times `requests` GETs of one path (after a warm-up) and reads the Worker's D1 round-trip count. */
async function timePath(origin, token, path, requests) {
  const headers = { cookie: `fb_session=${token}`, authorization: `Bearer ${token}`, "x-d1-meter": "1" };
  for (let i = 0; i < 5; i++) await (await fetch(`${origin}${path}`, { headers })).arrayBuffer();
  const ms = [];
  const queries = [];
  const server = [];
  let bytes = 0;
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    const res = await fetch(`${origin}${path}`, { headers, redirect: "manual" });
    const body = await res.arrayBuffer();
    ms.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    bytes = body.byteLength;
    queries.push(Number(res.headers.get("x-d1-queries") ?? "NaN"));
    const app = /app;dur=(\d+)/.exec(res.headers.get("server-timing") ?? "");
    if (app) server.push(Number(app[1]));
  }
  ms.sort((a, b) => a - b);
  server.sort((a, b) => a - b);
  return {
    requests,
    p50_ms: round(percentile(ms, 50)),
    p95_ms: round(percentile(ms, 95)),
    max_ms: round(ms.at(-1)),
    server_p50_ms: server.length ? percentile(server, 50) : null,
    d1_queries: Math.max(...queries),
    response_bytes: bytes,
  };
}

/** A cursor deep into the list (page 20 of 25 at 20 per page), to show later pages cost the same. */
async function deepCursor(origin, token) {
  let cursor = null;
  for (let page = 0; page < 19; page++) {
    const res = await fetch(
      `${origin}/api/bills?limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    cursor = (await res.json()).next_cursor;
  }
  return cursor;
}

export async function measureBills({ origin, token, requests = 200 }) {
  const cursor = await deepCursor(origin, token);
  const paths = {
    "GET /bills (page load)": "/bills",
    "GET /bills.data (client navigation)": "/bills.data",
    "GET /api/bills (first page)": "/api/bills",
    "GET /api/bills (page 20)": `/api/bills?limit=20&cursor=${encodeURIComponent(cursor)}`,
    "GET /api/bills (patient + dates + status)":
      "/api/bills?patient=sam&from=2026-01-01&to=2026-06-30&status=paid",
    "GET /api/bills/stats": "/api/bills/stats",
    "GET /api/dashboard/data": "/api/dashboard/data",
  };
  const latency = {};
  for (const [name, path] of Object.entries(paths))
    latency[name] = await timePath(origin, token, path, requests);
  const page = latency["GET /bills (page load)"];
  return {
    seeded: { bills: BILLS, line_items: BILLS * LINES_PER_BILL },
    // Client timings on a shared 2-core machine: a high load average inflates every number.
    load_average_1m: Math.round(loadavg()[0] * 10) / 10,
    targets: TARGETS,
    latency,
    meets_target: {
      page_load_d1_queries: page.d1_queries <= TARGETS.max_d1_queries_per_page,
      page_load_p50: page.p50_ms <= TARGETS.p50_ms,
      api_list_d1_queries:
        latency["GET /api/bills (first page)"].d1_queries <= TARGETS.max_d1_queries_per_page,
      api_list_p50: latency["GET /api/bills (first page)"].p50_ms <= TARGETS.p50_ms,
    },
  };
}

async function startServer(port, persist) {
  if (!existsSync(join(repoRoot, "build", "server", "index.js"))) {
    log("building the app (build/server is missing)");
    await run("npm", ["run", "-s", "build"]);
  }
  const args = [
    "dev",
    "--port",
    String(port),
    "--ip",
    "127.0.0.1",
    "--inspector-port",
    String(port + 1),
    "--persist-to",
    persist,
    "--log-level",
    "warn",
    // wrangler.toml describes production; the meter headers exist only in development.
    ...varArgs(
      localWorkerVars({
        appUrl: `http://127.0.0.1:${port}`,
        gatewayUrl: "http://127.0.0.1:8788",
        temporalUiUrl: "http://127.0.0.1:8233",
      }),
    ),
  ];
  // Own process group, so stopping it also stops workerd.
  const child = spawn(bin("wrangler"), args, {
    cwd: repoRoot,
    env: quietEnv,
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/openapi.json`)).ok) return stop;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  stop();
  throw new Error(`wrangler dev did not answer on port ${port}`);
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
  const port = Number(option("--port", "8841"));
  const persist = resolve(option("--persist-to", "/tmp/wr-bench-bills"));
  const requests = Number(option("--requests", "200"));
  if (!args.includes("--keep")) rmSync(persist, { recursive: true, force: true });
  log(`migrating ${persist}`);
  await run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persist]);
  log(`seeding ${BILLS} bills and ${BILLS * LINES_PER_BILL} lines`);
  const { token } = await seedBillsUser(persist);
  const stop = await startServer(port, persist);
  try {
    const result = await measureBills({ origin: `http://127.0.0.1:${port}`, token, requests });
    process.stdout.write(JSON.stringify(result, null, 2) + "\n");
  } finally {
    stop();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    process.stderr.write(`bench(bills) failed: ${error.message}\n`);
    process.exit(1);
  });
}
