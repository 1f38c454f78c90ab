// `npm run bench`: imports all reference data into a fresh local D1 (--persist-to /tmp/wr-bench), starts
// `wrangler dev` on port 8831, and times the autocomplete endpoints over many real queries (the
// insurance wizard's company search among them). Prints JSON: import time per dataset, and
// p50/p95/p99 latency per endpoint (target p95 ≤ 30 ms),
// then the bills part (scripts/bench/bills.mjs): /bills and the bills API for 500 bills, 2,000 lines,
// the summary part (scripts/bench/summary.mjs): GET /api/bills/{id}/summary of a 20-line bill,
// the documents part (scripts/bench/documents.mjs): upload → extracted latency over 20 uploads, and
// with its orchestrator still up the subscriptions part (scripts/bench/subscriptions.mjs): Pay → Premium
// and the webhook's answer time against a plain authenticated read, and the disputes part
// (scripts/bench/disputes.mjs): generate-dispute-letter's answer time against GET /api/bills/{id}, and
// the morning's uploads (scripts/bench/uploads.mjs): 100 documents within a minute, API and e-mail —
// time to drain, upload → extracted p50/p95, none read twice, peak memory (`morning_uploads`).
// It also includes `npm run bench:analysis` (engine on a 100-line bill) and `npm run bench:ocr`
// (tesseract.js against the native CLI, digital-PDF text) as `analysis_engine` and `ocr`, and
// `npm run bench:letters` (dispute letters of 5 and 40 findings against a bare PDF) as `letter_render`.
// Flags: --keep (reuse the imported state), --queries N (per endpoint, default 400), --skip-ocr.
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { measureBills, seedBillsUser } from "./bench/bills.mjs";
import { referenceDataDir } from "./lib/bootstrap.mjs";
import { measureSummary, seedSummaryBill } from "./bench/summary.mjs";
import { benchDocuments, documentsWorkerArgs } from "./bench/documents.mjs";
import { benchSubscriptions } from "./bench/subscriptions.mjs";
import { benchDisputes } from "./bench/disputes.mjs";
import { benchAssistant } from "./bench/assistant.mjs";
import { benchUploads } from "./bench/uploads.mjs";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const PORT = 8831;
const INSPECTOR_PORT = 8832;
const PERSIST = resolve(option("--persist-to", "/tmp/wr-bench"));
const QUERIES = Number(option("--queries", "400"));
const DATA_DIR = referenceDataDir();
if (!DATA_DIR) {
  process.stderr.write("bench: no reference data folder found (set REFERENCE_DATA_DIR)\n");
  process.exit(2);
}
const bin = (name) => join(repoRoot, "node_modules", ".bin", name);
const quietEnv = {
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
  NO_COLOR: "1",
};
const log = (text) => process.stderr.write(`bench: ${text}\n`);

function run(cmd, argv, { env = quietEnv } = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(cmd, argv, { cwd: repoRoot, env, stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolvePromise(out) : reject(new Error(`${cmd} ${argv[0]} exited ${code}`)),
    );
  });
}

async function importAll() {
  if (!flag("--keep")) rmSync(PERSIST, { recursive: true, force: true });
  log(`importing ${DATA_DIR} into ${PERSIST}`);
  const out = await run(bin("tsx"), ["db/reference/import.ts", "--persist-to", PERSIST, "--migrate"], {
    env: { ...quietEnv, REFERENCE_DATA_DIR: DATA_DIR },
  });
  return JSON.parse(out);
}

/** A user with a ZIP code in San Francisco and a session, written straight into D1 (the token is hashed like the app does). */
async function createSession() {
  const token = randomBytes(32).toString("base64url");
  const hash = createHash("sha256").update(token).digest("hex");
  const id = `bench-${randomBytes(6).toString("hex")}`;
  const sql =
    `INSERT INTO users (id, email, inbox_token, zipcode, is_verified) VALUES ('${id}', '${id}@bench.local', '${id}', '94103', 1);` +
    `INSERT INTO sessions (id, user_id, expires_at, authenticated_at, last_used_at) VALUES ('${hash}', '${id}', ${Date.now() + 3_600_000}, ${Date.now()}, ${Date.now()});`;
  await run(bin("wrangler"), ["d1", "execute", "DB", "--local", "--persist-to", PERSIST, "--command", sql]);
  return token;
}

async function startServer() {
  if (!existsSync(join(repoRoot, "build", "server", "index.js"))) {
    log("building the app (build/server is missing)");
    await run("npm", ["run", "-s", "build"]);
  }
  // Own process group (detached), so stopping it also stops workerd.
  const child = spawn(
    bin("wrangler"),
    [
      "dev",
      "--port",
      String(PORT),
      "--ip",
      "127.0.0.1",
      "--inspector-port",
      String(INSPECTOR_PORT),
      "--persist-to",
      PERSIST,
      "--log-level",
      "warn",
      ...documentsWorkerArgs(`http://127.0.0.1:${PORT}`),
    ],
    { cwd: repoRoot, env: quietEnv, stdio: ["ignore", "ignore", "inherit"], detached: true },
  );
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  for (let i = 0; i < 120; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}/api/openapi.json`);
      if (res.ok) return stop;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  stop();
  throw new Error(`wrangler dev did not answer on port ${PORT}`);
}

/** Real queries: codes with and without the dot, code prefixes, and words from the descriptions. */
function icdQueries(n) {
  const lines = readFileSync(join(DATA_DIR, "icd10cm", "icd10cm-codes-2026.txt"), "latin1")
    .split(/\r?\n/)
    .filter(Boolean);
  const pick = (i) => lines[(i * 7919) % lines.length];
  const fixed = [
    "E119",
    "E11.9",
    "type 2 diabetes",
    "hypertension",
    "fr",
    "di",
    "low back pain",
    "asthma",
    "covid",
    "Z00",
    "S72.0",
    "pregnancy",
  ];
  const out = [...fixed];
  for (let i = 0; out.length < n; i++) {
    const [code, ...words] = pick(i).split(/\s+/);
    const dotted = code.length > 3 ? `${code.slice(0, 3)}.${code.slice(3)}` : code;
    const variants = [
      code,
      dotted,
      code.slice(0, 3),
      words.slice(0, 2).join(" "),
      words.slice(0, 3).join(" "),
      words[0]?.slice(0, 4),
    ];
    out.push(variants[i % variants.length]);
  }
  return out.slice(0, n);
}

function cptQueries(n) {
  const fixed = [
    "9",
    "99213",
    "992",
    "office visit",
    "J",
    "G0101",
    "blood",
    "x-ray",
    "colonoscopy",
    "80053",
    "insulin",
    "wheelchair",
  ];
  const out = [...fixed];
  for (let i = 0; out.length < n; i++) out.push(String(10000 + ((i * 7919) % 89999)).slice(0, 1 + (i % 5)));
  return out.slice(0, n);
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function time(token, path, queries, param) {
  const ms = [];
  let nonEmpty = 0;
  for (const q of queries) {
    const url = `http://127.0.0.1:${PORT}${path}?${param}=${encodeURIComponent(q)}&limit=10`;
    const started = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = await res.json();
    ms.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    if (body.length) nonEmpty++;
  }
  ms.sort((a, b) => a - b);
  const round = (x) => Math.round(x * 10) / 10;
  return {
    requests: ms.length,
    with_results: nonEmpty,
    p50_ms: round(percentile(ms, 50)),
    p95_ms: round(percentile(ms, 95)),
    p99_ms: round(percentile(ms, 99)),
    max_ms: round(ms.at(-1)),
  };
}

/** A bench script that prints one JSON report (run before the server starts, so nothing competes). */
async function childReport(script) {
  log(`running ${script}`);
  return JSON.parse(await run(bin("tsx"), [script]));
}

async function main() {
  // Pure CPU parts first: the analysis engine (100-line bill) and OCR against the native CLI.
  const engine = await childReport("scripts/bench/analysis.ts");
  const ocr = flag("--skip-ocr") ? null : await childReport("scripts/bench/ocr.ts");
  const letters = await childReport("scripts/bench/letters.ts");
  const imported = await importAll();
  const token = await createSession();
  const billsUser = await seedBillsUser(PERSIST);
  const summaryBill = await seedSummaryBill(PERSIST);
  const stop = await startServer();
  try {
    const icd = icdQueries(QUERIES);
    const cpt = cptQueries(QUERIES);
    await time(token, "/api/icd/autocomplete", icd.slice(0, 20), "q"); // warm-up
    const result = {
      reference_data_dir: DATA_DIR,
      import: {
        total_ms: imported.total_ms,
        datasets: imported.datasets.map((d) => ({
          dataset: d.dataset,
          status: d.status,
          rows: d.rows,
          ms: d.ms,
        })),
      },
      latency: {
        "GET /api/icd/autocomplete": await time(token, "/api/icd/autocomplete", icd, "q"),
        "GET /api/cpt/autocomplete": await time(token, "/api/cpt/autocomplete", cpt, "q"),
        "GET /api/providers/search": await time(
          token,
          "/api/providers/search",
          ["wiebe", "hospital", "kearney", "cardio", "smith"].flatMap((q) => Array(20).fill(q)),
          "query",
        ),
        "GET /api/insurance/carriers/search": await time(
          token,
          "/api/insurance/carriers/search",
          ["hum", "humana", "uhc", "bcbs", "anthem", "blue cross", "wellcare", "devoted"].flatMap((q) =>
            Array(25).fill(q),
          ),
          "q",
        ),
      },
      target: "p95 ≤ 30 ms per autocomplete request",
    };
    result.meets_target = [
      "GET /api/icd/autocomplete",
      "GET /api/cpt/autocomplete",
      "GET /api/insurance/carriers/search",
    ].every((k) => result.latency[k].p95_ms <= 30);
    result.bills = await measureBills({
      origin: `http://127.0.0.1:${PORT}`,
      token: billsUser.token,
      requests: Math.min(QUERIES, 200),
    });
    result.summary = await measureSummary({
      origin: `http://127.0.0.1:${PORT}`,
      ...summaryBill,
      requests: Math.min(QUERIES, 200),
    });
    result.documents = await benchDocuments({
      origin: `http://127.0.0.1:${PORT}`,
      whileRunning: async ({ vars, orchestratorPid, temporalAddress }) => {
        result.subscriptions = await benchSubscriptions({
          origin: `http://127.0.0.1:${PORT}`,
          webhookSecret: vars.STRIPE_WEBHOOK_SECRET,
        });
        result.disputes = await benchDisputes({ origin: `http://127.0.0.1:${PORT}` });
        result.assistant = await benchAssistant({ origin: `http://127.0.0.1:${PORT}` });
        // Last: 100 documents within a minute keep the reading processes busy for minutes.
        result.morning_uploads = await benchUploads({
          origin: `http://127.0.0.1:${PORT}`,
          orchestratorPid,
          temporalAddress,
        });
      },
    });
    result.analysis_engine = engine;
    result.ocr = ocr;
    result.letter_render = letters;
    process.stdout.write(JSON.stringify(result, null, 2) + "\n");
  } finally {
    stop();
  }
}

main().catch((error) => {
  process.stderr.write(`bench failed: ${error.message}\n`);
  process.exit(1);
});
