// The morning-uploads bench (issue 17, decision 077): a family's shoebox of 100 documents sent
// within a minute — scans, phone photos and PDFs in the documents bench's mix, 80 through the
// upload API and 20 forwarded by e-mail (the dev server's e-mail trigger), plus a few retried
// uploads and re-sent e-mails that must not make a second document — against the documents
// bench's Temporal and orchestrator (reading at most one document per core at a time).
// Measured: time to drain (first upload → last document extracted or failed), upload → extracted
// p50/p95, how many were read twice (Temporal's histories: reading and extraction scheduled per
// document), and the peak resident memory of the orchestrator and of its reading processes.
//
// `npm run bench` runs it inside benchDocuments' `whileRunning`. Standalone:
// `node scripts/bench/uploads.mjs [--documents N]` (its own D1, Worker, Temporal and orchestrator).
import { existsSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { Blob } from "node:buffer";
import { call, premiumMember } from "./disputes.mjs";
import { round, stats } from "./subscriptions.mjs";
import { emailOf, shoebox } from "./uploads-shoebox.mjs";
import { memorySampler, readingsPerDocument } from "./uploads-watch.mjs";

const SEND_WITHIN_MS = 50_000;
const DRAIN_TIMEOUT_MS = 20 * 60_000;
const POLL_MS = 500;
const log = (text) => process.stderr.write(`bench(uploads): ${text}\n`);

async function uploadOne(origin, token, doc) {
  const form = new globalThis.FormData();
  form.append("file", new Blob([doc.bytes], { type: doc.contentType }), doc.filename);
  const res = await fetch(`${origin}/api/pending-documents/upload-user-document`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`upload of ${doc.filename} answered ${res.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text).document_id;
}

async function mailOne(origin, doc, from, to, messageId) {
  const trigger = `${origin}/cdn-cgi/handler/email?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
  const res = await fetch(trigger, { method: "POST", body: emailOf(doc, from, to, messageId) });
  if (!res.ok)
    throw new Error(`e-mail of ${doc.filename} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
}

/** A GET that a dropped connection (a busy `wrangler dev`) does not end: tried up to 5 times. */
async function read(origin, path, token) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call(origin, path, { token });
    } catch (error) {
      if (attempt >= 5 || error.message !== "fetch failed") throw error;
      await sleep(250 * attempt);
    }
  }
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null;
};
const percentileS = (ms, p) => (ms.length ? round(percentile(ms, p) / 1000) : null);

/**
 * Sends the shoebox within a minute and waits for every document to be read. `orchestratorPid`:
 * the orchestrator's process (its reading processes are its children); `temporalAddress`: its Temporal.
 */
export async function benchUploads({ origin, orchestratorPid, temporalAddress, documents = 100 }) {
  const memory = orchestratorPid ? memorySampler(orchestratorPid) : null;
  let stopped = false;
  try {
    const token = await premiumMember(origin);
    const me = await call(origin, "/api/auth/me", { token });
    const box = shoebox(documents);
    log(
      `sending ${box.length} documents (${box.filter((d) => d.emailed).length} by e-mail) within ${SEND_WITHIN_MS / 1000} s`,
    );
    const sentAt = new Map();
    const places = [];
    const started = performance.now();
    const sends = box.map(async (doc, i) => {
      await sleep((i * SEND_WITHIN_MS) / box.length);
      sentAt.set(doc.filename, performance.now());
      if (doc.emailed) return mailOne(origin, doc, me.email, me.inbox_email, `morning-${me.id}-${doc.n}`);
      doc.id = await uploadOne(origin, token, doc);
      // What Smart Capture would show right after the upload.
      places.push((await read(origin, `/api/documents/${doc.id}/data`, token)).queue_position ?? 0);
    });
    // Watched from the first upload: a document read while others are still being sent counts then.
    const done = new Map();
    let rows = [];
    let sentAll = null;
    const watch = (async () => {
      while (!stopped && performance.now() - started < DRAIN_TIMEOUT_MS) {
        rows = await read(origin, "/api/pending-documents/user-documents", token);
        const now = performance.now();
        for (const row of rows) {
          if (done.has(row.original_filename) || !sentAt.has(row.original_filename)) continue;
          if (row.processing_status === "extracted" || row.processing_status === "failed") {
            done.set(row.original_filename, { status: row.processing_status, at: now, id: row.id });
          }
        }
        if (sentAll !== null && done.size >= box.length) return;
        if (sentAll !== null && rows.length < box.length && now - sentAll > 30_000)
          throw new Error(`only ${rows.length} of ${box.length} documents were stored`);
        await sleep(POLL_MS);
      }
    })();
    watch.catch(() => undefined); // awaited below; a failure while still sending is reported there
    await Promise.all(sends);
    const uploadedWithin = (performance.now() - started) / 1000;
    // A double-clicked upload and a mail server delivering twice: answered, never a second document.
    const again = box.filter((d) => !d.emailed).slice(-3);
    const retriedIds = await Promise.all(again.map((doc) => uploadOne(origin, token, doc)));
    for (const doc of box.filter((d) => d.emailed).slice(-2))
      await mailOne(origin, doc, me.email, me.inbox_email, `morning-${me.id}-${doc.n}`);
    sentAll = performance.now();
    await watch;
    const drainS = (performance.now() - started) / 1000;
    const extracted = [...done.entries()].filter(([, d]) => d.status === "extracted");
    const latencies = extracted.map(([name, d]) => d.at - sentAt.get(name));
    const readings = temporalAddress ? await readingsPerDocument(temporalAddress, me.id) : new Map();
    const twice = [...readings.values()].filter((r) => r.extractions > 1 || r.runs > 1).length;
    const failures = [];
    for (const [name, d] of done) {
      if (d.status !== "failed") continue;
      const data = await read(origin, `/api/documents/${d.id}/data`, token);
      failures.push({ document: name, reason: data.failure_reason });
    }
    return {
      documents: box.length,
      by_email: box.filter((d) => d.emailed).length,
      documents_stored: rows.length,
      retried_uploads_answered_first: retriedIds.every((id, i) => id === again[i].id),
      uploaded_within_s: round(uploadedWithin),
      drain_s: round(drainS),
      extracted: extracted.length,
      failed: done.size - extracted.length,
      not_finished: box.length - done.size,
      twice,
      workflows_seen: readings.size,
      p50_upload_to_extracted_s: percentileS(latencies, 50),
      p95_upload_to_extracted_s: percentileS(latencies, 95),
      upload_to_extracted_ms: stats(latencies),
      queue_position_at_upload: { max: Math.max(0, ...places), p50: percentile(places, 50) },
      peak_rss_mb: memory
        ? {
            orchestrator: round(memory.peak.orchestrator),
            reader: round(memory.peak.reader),
            reading_processes: memory.peak.readers,
          }
        : null,
      failures,
    };
  } catch (error) {
    return { error: error.cause ? `${error.message}: ${error.cause.message ?? error.cause}` : error.message };
  } finally {
    stopped = true;
    memory?.stop();
  }
}

/** Standalone: a fresh local D1, a Worker, and the documents bench's Temporal and orchestrator. */
async function main() {
  const args = process.argv.slice(2);
  const documents = args.includes("--documents") ? Number(args[args.indexOf("--documents") + 1]) : 100;
  const { benchDocuments, benchWorkerVars, documentsWorkerArgs, PORTS } = await import("./documents.mjs");
  const { bin, repoRoot, runOrThrow } = await import("../lib/proc.mjs");
  const { Stack } = await import("../lib/services.mjs");
  const persist = "/tmp/wr-bench-uploads";
  rmSync(persist, { recursive: true, force: true });
  const quiet = { quietStdout: true };
  if (!existsSync(join(repoRoot, "build", "server", "index.js")))
    await runOrThrow("npm", ["run", "-s", "build"], quiet);
  await runOrThrow(
    bin("wrangler"),
    ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persist],
    quiet,
  );
  const web = new Stack({ echo: false, logDir: "/tmp/wr-bench-uploads-logs" });
  const origin = `http://127.0.0.1:${PORTS.web}`;
  let uploads;
  try {
    documentsWorkerArgs(origin);
    await web.startWeb({ port: PORTS.web, persistTo: persist, vars: benchWorkerVars(origin) });
    const stack = await benchDocuments({
      origin,
      measure: false,
      whileRunning: async (running) => (uploads = await benchUploads({ origin, documents, ...running })),
    });
    uploads ??= { error: stack.error ?? "the stack did not start" };
  } finally {
    await web.stop();
  }
  process.stdout.write(`${JSON.stringify({ morning_uploads: uploads }, null, 2)}\n`);
  if (uploads.error) process.exitCode = 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    process.stderr.write(`bench(uploads) failed: ${error.message}\n`);
    process.exit(1);
  });
}
