// The documents bench: upload → extracted latency through the running stack. A Temporal dev server
// (in memory, :7263) and the orchestrator (gateway :8838) run beside the bench's `wrangler dev`;
// a premium user uploads 20 fixture documents one at a time (POST /api/pending-documents/
// upload-user-document) and each is polled (GET /api/documents/{id}/data) until it is extracted
// or failed. Target: p50 ≤ 3 s.
//
// `npm run bench` (scripts/bench.mjs) starts its Worker with documentsWorkerArgs() and calls
// benchDocuments({ origin }). Standalone: `node scripts/bench/documents.mjs [--uploads N]` migrates
// a fresh local D1 (/tmp/wr-bench-documents), starts its own Worker on :8839 and prints JSON (with
// the subscriptions bench, which needs the same stack).
import { File } from "node:buffer";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { ensureDevVars } from "../lib/dev-vars.mjs";
import { ensureTemporalCli } from "../lib/tools.mjs";
import { bin, repoRoot, runOrThrow } from "../lib/proc.mjs";
import { localWorkerVars, Stack, varArgs } from "../lib/services.mjs";
import { benchSubscriptions } from "./subscriptions.mjs";
import { benchDisputes } from "./disputes.mjs";

export const PORTS = { temporal: 7263, temporalUi: 8263, temporalHttp: 7264, gateway: 8838, web: 8839 };
const GATEWAY_URL = `http://127.0.0.1:${PORTS.gateway}`;
const FIXTURES = join(repoRoot, "tests", "fixtures", "documents");
/** What people upload: mostly scans and phone photos of bills and EOBs, some digital PDFs. */
export const MIX = { "scanned-png": 8, "digital-pdf": 6, "scanned-jpeg": 4, "image-pdf": 2 };
const TYPE_ORDER = ["medical_bill", "eob", "prior_authorization", "lab_results", "other"];
const POLL_MS = 100;
const TIMEOUT_MS = 120_000;
export const TARGET_P50_MS = 3000;
const log = (text) => process.stderr.write(`bench(documents): ${text}\n`);

/**
 * The bootstrap helpers report progress on stdout, but the bench's stdout is its JSON: run `body`
 * with stdout sent to stderr (sync bodies, or async ones awaited with `await toStderr(...)`).
 */
function toStderr(body) {
  const write = process.stdout.write;
  process.stdout.write = process.stderr.write.bind(process.stderr);
  const restore = () => (process.stdout.write = write);
  try {
    const out = body();
    if (out instanceof Promise) return out.finally(restore);
    restore();
    return out;
  } catch (error) {
    restore();
    throw error;
  }
}

/** The bench Worker's variables: development, on `origin`, calling this bench's gateway. */
export function benchWorkerVars(origin) {
  const temporalUiUrl = `http://127.0.0.1:${PORTS.temporalUi}`;
  return {
    ...localWorkerVars({ appUrl: origin, gatewayUrl: GATEWAY_URL, temporalUiUrl }),
    // The assistant bench asks one premium member 100 questions: above premium's abuse limit.
    ASSISTANT_RATE_LIMIT: "1000/10m",
  };
}

/** Extra `wrangler dev` arguments for a Worker at `origin`: it must reach this bench's gateway. */
export function documentsWorkerArgs(origin) {
  toStderr(() => ensureDevVars()); // the Worker and the orchestrator share its secrets
  return varArgs(benchWorkerVars(origin));
}

/** Large scans are not committed: render whatever is missing (as the tests do). */
async function ensureFixtures() {
  const script = "import('./scripts/fixtures/make-documents.ts').then((m) => m.ensureDocumentFixtures())";
  await toStderr(() => runOrThrow(bin("tsx"), ["--eval", script], { quietStdout: true }));
}

/** Distinct fixture files per format (a repeated file would be answered as a duplicate). */
export function pickDocuments(mix = MIX, warmups = 1) {
  const entries = JSON.parse(readFileSync(join(FIXTURES, "manifest.json"), "utf8"))
    .map((id) => JSON.parse(readFileSync(join(FIXTURES, `${id}.json`), "utf8")))
    .filter((e) => existsSync(join(FIXTURES, e.file)));
  const rank = (e) => (TYPE_ORDER.includes(e.document_type) ? TYPE_ORDER.indexOf(e.document_type) : 9);
  const picked = [];
  for (const [format, count] of Object.entries(mix)) {
    const candidates = entries.filter((e) => e.format === format).sort((a, b) => rank(a) - rank(b));
    if (candidates.length < count) throw new Error(`only ${candidates.length} ${format} fixtures`);
    picked.push(...candidates.slice(0, count));
  }
  const rest = entries.filter((e) => !picked.includes(e) && e.format === "scanned-png");
  return { measured: picked, warmups: rest.slice(0, warmups) };
}

async function json(res, what) {
  const text = await res.text();
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

async function premiumUser(origin) {
  const email = `bench-documents-${randomBytes(6).toString("hex")}@example.com`;
  const registered = await json(
    await fetch(`${origin}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: `bench ${randomBytes(12).toString("hex")}` }),
    }),
    "register",
  );
  const token = registered.access_token;
  await json(
    await fetch(`${origin}/api/subscriptions/activate-premium`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
    }),
    "activate-premium",
  );
  return token;
}

/** One upload, then polls until extracted or failed: the time from sending to seeing it. */
async function timeOne(origin, token, entry) {
  const form = new globalThis.FormData(); // Node 20 global (undici)
  const bytes = readFileSync(join(FIXTURES, entry.file));
  form.append("file", new File([bytes], entry.file, { type: entry.content_type }));
  const started = performance.now();
  const upload = await fetch(`${origin}/api/pending-documents/upload-user-document`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const { document_id: id } = await json(upload, `upload of ${entry.file}`);
  const answered = performance.now() - started;
  for (;;) {
    const data = await json(
      await fetch(`${origin}/api/documents/${id}/data`, { headers: { authorization: `Bearer ${token}` } }),
      `data of ${entry.id}`,
    );
    const ms = performance.now() - started;
    if (data.processing_status === "extracted" || data.processing_status === "failed") {
      return { entry, status: data.processing_status, ms, answered, reason: data.failure_reason ?? null };
    }
    if (ms > TIMEOUT_MS) return { entry, status: "timeout", ms, answered, reason: data.processing_status };
    await sleep(POLL_MS);
  }
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null;
const round = (ms) => (ms === null ? null : Math.round(ms));

function report(results, warmup) {
  const ok = results.filter((r) => r.status === "extracted");
  const ms = ok.map((r) => r.ms).sort((a, b) => a - b);
  const answered = results.map((r) => r.answered).sort((a, b) => a - b);
  const byFormat = {};
  for (const format of Object.keys(MIX)) {
    const rows = ok.filter((r) => r.entry.format === format).map((r) => r.ms);
    byFormat[format] = round(
      percentile(
        rows.sort((a, b) => a - b),
        50,
      ),
    );
  }
  const p50 = percentile(ms, 50);
  return {
    uploads: results.length,
    mix: Object.fromEntries(
      Object.keys(MIX).map((f) => [f, results.filter((r) => r.entry.format === f).length]),
    ),
    extracted: ok.length,
    failed: results.length - ok.length,
    failures: results
      .filter((r) => r.status !== "extracted")
      .map((r) => ({ document: r.entry.id, status: r.status, reason: r.reason })),
    upload_to_extracted_ms: {
      p50: round(p50),
      p95: round(percentile(ms, 95)),
      max: round(ms.at(-1) ?? null),
    },
    median_ms_by_format: byFormat,
    upload_answer_ms: { p50: round(percentile(answered, 50)), max: round(answered.at(-1) ?? null) },
    warmup_ms: warmup.map((r) => round(r.ms)),
    documents: results.map((r) => ({
      document: r.entry.id,
      format: r.entry.format,
      ms: round(r.ms),
      status: r.status,
    })),
    target: `p50 ≤ ${TARGET_P50_MS} ms, uploads one at a time`,
    meets_target: ok.length === results.length && p50 !== null && p50 <= TARGET_P50_MS,
  };
}

/**
 * Starts Temporal and the orchestrator against the Worker at `origin` (started with
 * documentsWorkerArgs()), measures, stops them. Failures are reported in the JSON, not thrown.
 */
export async function benchDocuments({ origin, uploads, whileRunning, measure = true } = {}) {
  const stack = new Stack({ echo: false, logDir: "/tmp/wr-bench-documents-logs" });
  try {
    const vars = toStderr(() => ensureDevVars());
    const cli = await toStderr(() => ensureTemporalCli());
    await ensureFixtures();
    log(`starting Temporal :${PORTS.temporal} and the orchestrator :${PORTS.gateway} (web ${origin})`);
    await stack.startTemporal({
      cli,
      port: PORTS.temporal,
      uiPort: PORTS.temporalUi,
      httpPort: PORTS.temporalHttp,
    });
    await stack.startOrchestrator({
      port: PORTS.gateway,
      env: {
        APP_ENV: "development",
        INTERNAL_API_SECRET: vars.INTERNAL_API_SECRET,
        GATEWAY_SECRET: vars.GATEWAY_SECRET,
        TEMPORAL_PAYLOAD_KEY: vars.TEMPORAL_PAYLOAD_KEY,
        WEB_URL: origin,
        TEMPORAL_ADDRESS: `127.0.0.1:${PORTS.temporal}`,
      },
    });
    const token = await premiumUser(origin);
    const { measured, warmups } = measure
      ? pickDocuments(uploads ? scaledMix(uploads) : MIX)
      : pickDocuments();
    if (!measure) measured.length = 0; // another bench's stack: warm the reading process only
    log(`warming up with ${warmups.map((e) => e.id).join(", ")} (OCR engine start)`);
    const warmup = [];
    for (const entry of warmups) warmup.push(await timeOne(origin, token, entry));
    const results = [];
    for (const entry of measured) {
      const result = await timeOne(origin, token, entry);
      log(`${entry.id} (${entry.format}): ${result.status} in ${Math.round(result.ms)} ms`);
      results.push(result);
    }
    // Other measurements that need this stack (the subscriptions bench) run before it stops.
    const orchestratorPid = stack.services.find((s) => s.name === "orchestrator")?.proc.pid;
    const temporalAddress = `127.0.0.1:${PORTS.temporal}`;
    if (whileRunning) await whileRunning({ vars, orchestratorPid, temporalAddress });
    return report(results, warmup);
  } catch (error) {
    return { error: error.message };
  } finally {
    await stack.stop();
  }
}

function scaledMix(uploads) {
  const total = Object.values(MIX).reduce((a, b) => a + b, 0);
  return Object.fromEntries(
    Object.entries(MIX).map(([format, n]) => [format, Math.max(1, Math.round((n * uploads) / total))]),
  );
}

/** Standalone: a fresh local D1 and a Worker of its own. */
async function main() {
  const args = process.argv.slice(2);
  const uploads = args.includes("--uploads") ? Number(args[args.indexOf("--uploads") + 1]) : undefined;
  const persist = "/tmp/wr-bench-documents";
  rmSync(persist, { recursive: true, force: true });
  await toStderr(async () => {
    if (!existsSync(join(repoRoot, "build", "server", "index.js"))) {
      await runOrThrow("npm", ["run", "-s", "build"], { quietStdout: true });
    }
    const migrate = ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persist];
    await runOrThrow(bin("wrangler"), migrate, { quietStdout: true });
  });
  const web = new Stack({ echo: false, logDir: "/tmp/wr-bench-documents-logs" });
  const origin = `http://127.0.0.1:${PORTS.web}`;
  try {
    documentsWorkerArgs(origin);
    await web.startWeb({ port: PORTS.web, persistTo: persist, vars: benchWorkerVars(origin) });
    let subscriptions;
    let disputes;
    const documents = await benchDocuments({
      origin,
      uploads,
      whileRunning: async ({ vars }) => {
        subscriptions = await benchSubscriptions({ origin, webhookSecret: vars.STRIPE_WEBHOOK_SECRET });
        disputes = await benchDisputes({ origin });
      },
    });
    process.stdout.write(`${JSON.stringify({ documents, subscriptions, disputes }, null, 2)}\n`);
    if (documents.error || subscriptions?.error || disputes?.error) process.exitCode = 1;
  } finally {
    await web.stop();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    process.stderr.write(`bench(documents) failed: ${error.message}\n`);
    process.exit(1);
  });
}
